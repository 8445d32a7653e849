import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Database } from "@/db/client";
import { projectContentBlocks, projects } from "@/db/schema";
import { readEditorBlocks } from "@/blocks/admin-queries";
import { blockImageUrls } from "@/blocks/registry";
import { BlockError, createBlock, deleteBlock, insertBlocks, listBlocks, reorderBlocks, updateBlockContent } from "@/blocks/service";
import { checkBlockContent, defaultBlockContent } from "@/blocks/validation";
import { blockActionMessages, blockValidationMessages } from "@/blocks/messages";
import { readAdminProject } from "@/projects/admin-queries";
import { it, rejection, test } from "./support/fixtures";

const a = blockActionMessages.es;
const v = blockValidationMessages.es;

let database: Database;
let projectId: string;
let otherProjectId: string;

test.beforeAll(async ({ database: fileDatabase }) => {
  database = fileDatabase;
  [{ id: projectId }, { id: otherProjectId }] = await database.db
    .insert(projects)
    .values([
      { title: "Casa con bloques", slug: "casa-con-bloques" },
      { title: "Otra casa", slug: "otra-casa" },
    ])
    .returning();
});

/** What the actions do: the service inside one transaction. */
const inTx = <T>(work: (tx: Parameters<Parameters<Database["db"]["transaction"]>[0]>[0]) => Promise<T>) => database.db.transaction(work);
const stored = (id: string) => database.db.select().from(projectContentBlocks).where(eq(projectContentBlocks.projectId, id));
const order = async (id: string) => (await listBlocks(database.db, id)).map((b) => [b.id, b.orderIndex]);

async function expectRefusal(work: Promise<unknown>, message: string) {
  expect((await rejection(work, BlockError)).message).toBe(message);
}

describe("content blocks: create, update, delete, reorder", () => {
  const ids: string[] = [];

  /** What each type's form saves the first time (a block is stored only then). */
  const FIRST_SAVE = {
    text: { content: { text: "<p>Primer texto</p><script>alert(1)</script>" }, stored: { text: "<p>Primer texto</p>" } },
    image: {
      content: { url: " /media/content-blocks/p.jpg ", caption: " Fachada ", alt: "" },
      stored: { url: "/media/content-blocks/p.jpg", caption: "Fachada", alt: "" },
    },
    gallery: {
      content: { images: [{ url: "/media/g/0.jpg", alt: "", caption: "" }], columns: "2", spacing: "small" },
      stored: { images: [{ url: "/media/g/0.jpg", alt: "", caption: "" }], columns: 2, spacing: "small" },
    },
    video: {
      content: { url: "https://youtu.be/dQw4w9WgXcQ", type: "youtube", title: "", description: "" },
      stored: { url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", type: "youtube", title: "", description: "" },
    },
    quote: { content: { quote: " Muy bien ", author: "", role: "" }, stored: { quote: "Muy bien", author: "", role: "" } },
    two_columns: {
      content: { leftType: "text", rightType: "text", leftContent: { text: "<p>Izquierda</p>" }, rightContent: { text: "" } },
      stored: { leftType: "text", rightType: "text", leftContent: { text: "<p>Izquierda</p>" }, rightContent: { text: "" } },
    },
  } as const;

  it("creates each block with the content its form saved, checked and sanitised, at order_index = current count", async () => {
    for (const type of ["text", "image", "gallery", "video", "quote", "two_columns"] as const) {
      const { block, slug } = await inTx((tx) => createBlock(tx, projectId, type, { ...FIRST_SAVE[type].content }));
      expect(slug).toBe("casa-con-bloques");
      expect(block.orderIndex).toBe(ids.length);
      expect(block.content, type).toEqual(FIRST_SAVE[type].stored);
      ids.push(block.id);
    }
    expect(defaultBlockContent("gallery")).toEqual({ images: [], columns: 3, spacing: "medium" });
    expect(defaultBlockContent("video")).toEqual({ url: "", type: "youtube", title: "", description: "" });
    expect(defaultBlockContent("two_columns")).toEqual({ leftType: "text", rightType: "text", leftContent: { text: "" }, rightContent: { text: "" } });
    expect((await listBlocks(database.db, projectId)).map((b) => b.blockType)).toEqual(["text", "image", "gallery", "video", "quote", "two_columns"]);
    await expectRefusal(
      inTx((tx) => createBlock(tx, "00000000-0000-4000-8000-000000000000", "text", { text: "<p>x</p>" })),
      a.projectNotFound,
    );
  });

  it("stores nothing for a new block its type's rules refuse, or that would show nothing", async () => {
    const before = await order(projectId);
    for (const type of ["text", "gallery", "two_columns"] as const) {
      await expectRefusal(
        inTx((tx) => createBlock(tx, projectId, type, defaultBlockContent(type))),
        v.emptyBlock,
      );
    }
    await expectRefusal(
      inTx((tx) => createBlock(tx, projectId, "text", { text: "<p>&nbsp;</p><script>alert(1)</script>" })),
      v.emptyBlock,
    );
    await expectRefusal(
      inTx((tx) => createBlock(tx, projectId, "quote", defaultBlockContent("quote"))),
      v.quoteRequired,
    );
    await expectRefusal(
      inTx((tx) => createBlock(tx, projectId, "image", { url: "javascript:alert(1)" })),
      v.imageUrlInvalid,
    );
    await expectRefusal(
      inTx((tx) => createBlock(tx, projectId, "video", { url: "https://example.com/x", type: "youtube" })),
      v.videoUrlInvalid,
    );
    expect(await order(projectId)).toEqual(before);
  });

  it("creates a block with its translations, sanitised and kept to the type's texts", async () => {
    const [row] = await database.db.insert(projects).values({ title: "Traducida", slug: "traducida" }).returning();
    const { block } = await inTx((tx) =>
      createBlock(
        tx,
        row.id,
        "quote",
        { quote: "Perfecto" },
        { gl: { quote: "Perfecto en galego", url: "/x" }, en: { quote: "<b>Perfect</b>", author: "  " } },
      ),
    );
    expect(block.translations).toEqual({ gl: { quote: "Perfecto en galego" }, en: { quote: "<b>Perfect</b>" } });
    const refused = await inTx((tx) => createBlock(tx, row.id, "quote", { quote: "Otra" }, { en: { quote: 42 } })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BlockError);
    expect((refused as BlockError).fieldErrors).toHaveProperty(["translations.en.quote"]);
    expect((await listBlocks(database.db, row.id)).map((b) => b.content.quote)).toEqual(["Perfecto"]);
  });

  it("updates content with per-type rules: trimmed quote, embed video URLs, required URLs", async () => {
    const [text, image, gallery, video, quote] = ids;
    const q = await inTx((tx) => updateBlockContent(tx, quote, { quote: "  Quedó perfecto  ", author: " Ana ", role: " Clienta " }));
    expect(q.block.content).toEqual({ quote: "Quedó perfecto", author: "Ana", role: "Clienta" });
    await expectRefusal(
      inTx((tx) => updateBlockContent(tx, quote, { quote: "   ", author: "Ana", role: "" })),
      v.quoteRequired,
    );

    const yt = await inTx((tx) =>
      updateBlockContent(tx, video, { url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", type: "youtube", title: "Obra", description: "" }),
    );
    expect(yt.block.content.url).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    const short = await inTx((tx) => updateBlockContent(tx, video, { url: "https://youtu.be/dQw4w9WgXcQ", type: "youtube" }));
    expect(short.block.content.url).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    const vimeo = await inTx((tx) => updateBlockContent(tx, video, { url: "https://vimeo.com/123456789", type: "vimeo" }));
    expect(vimeo.block.content.url).toBe("https://player.vimeo.com/video/123456789");
    const upload = await inTx((tx) => updateBlockContent(tx, video, { url: "/media/content-blocks/videos/a.mp4", type: "upload" }));
    expect(upload.block.content.url).toBe("/media/content-blocks/videos/a.mp4");
    await expectRefusal(
      inTx((tx) => updateBlockContent(tx, video, { url: " ", type: "youtube" })),
      v.videoUrlRequired,
    );
    await expectRefusal(
      inTx((tx) => updateBlockContent(tx, video, { url: "https://example.com/video", type: "youtube" })),
      v.videoUrlInvalid,
    );
    await expectRefusal(
      inTx((tx) => updateBlockContent(tx, video, { url: "https://vimeo.com/channel", type: "vimeo" })),
      v.videoUrlInvalid,
    );

    await expectRefusal(
      inTx((tx) => updateBlockContent(tx, image, { url: "", caption: "x", alt: "" })),
      v.imageUrlRequired,
    );
    const img = await inTx((tx) => updateBlockContent(tx, image, { url: " /media/content-blocks/a.jpg ", caption: " Salón ", alt: "" }));
    expect(img.block.content).toEqual({ url: "/media/content-blocks/a.jpg", caption: "Salón", alt: "" });

    const g = await inTx((tx) => updateBlockContent(tx, gallery, { images: [{ url: "/media/g/1.jpg", alt: "a", caption: "" }], columns: 2, spacing: "large" }));
    expect(g.block.content).toEqual({ images: [{ url: "/media/g/1.jpg", alt: "a", caption: "" }], columns: 2, spacing: "large" });
    expect(checkBlockContent("gallery", { images: [], columns: 5, spacing: "medium" }).ok).toBe(false);
    expect(checkBlockContent("gallery", { images: [], columns: 0, spacing: "medium" }).ok).toBe(false);
    expect(checkBlockContent("gallery", { images: [], columns: 4, spacing: "huge" }).ok).toBe(false);
    expect(checkBlockContent("gallery", { images: [{ url: "javascript:alert(1)" }], columns: 4, spacing: "small" }).ok).toBe(false);

    const t = await inTx((tx) => updateBlockContent(tx, text, { text: "<p>Hola</p>" }));
    expect(t.block.content).toEqual({ text: "<p>Hola</p>" });

    // A refused update changed nothing.
    const rows = await stored(projectId);
    expect(rows.find((r) => r.id === quote)!.content).toEqual({ quote: "Quedó perfecto", author: "Ana", role: "Clienta" });
    expect(rows.find((r) => r.id === video)!.content.url).toBe("/media/content-blocks/videos/a.mp4");
  });

  it("sanitises the HTML of text and two-column blocks on write", async () => {
    const [text, , , , , columns] = ids;
    const payload = '<p>Hola<script>alert(1)</script></p><img src=x onerror="alert(2)"><p><a href="javascript:alert(3)">x</a></p>';
    const t = await inTx((tx) => updateBlockContent(tx, text, { text: payload }));
    expect(t.block.content.text).toBe("<p>Hola</p><p><a>x</a></p>");
    const c = await inTx((tx) =>
      updateBlockContent(tx, columns, {
        leftType: "text",
        rightType: "image",
        leftContent: { text: payload },
        rightContent: { text: '<p onclick="alert(4)">r</p>', imageUrl: "/media/content-blocks/b.jpg", imageCaption: " Cocina " },
      }),
    );
    expect(c.block.content).toEqual({
      leftType: "text",
      rightType: "image",
      leftContent: { text: "<p>Hola</p><p><a>x</a></p>" },
      rightContent: { text: "<p>r</p>", imageUrl: "/media/content-blocks/b.jpg", imageCaption: "Cocina" },
    });
    const rows = await stored(projectId);
    const all = JSON.stringify(rows.map((r) => r.content));
    for (const bad of ["<script", "onerror", "onclick", "javascript:"]) expect(all).not.toContain(bad);
  });

  it("reorders: renumbers all blocks from 0 in the given order", async () => {
    const reversed = [...ids].reverse();
    const result = await inTx((tx) => reorderBlocks(tx, projectId, reversed));
    expect(result.slug).toBe("casa-con-bloques");
    expect(await order(projectId)).toEqual(reversed.map((id, i) => [id, i]));
  });

  it("refuses a list that is not exactly the project's blocks, and changes nothing", async () => {
    const before = await order(projectId);
    const current = before.map(([id]) => id as string);
    const [foreign] = await inTx((tx) => insertBlocks(tx, otherProjectId, [{ blockType: "text", content: { text: "<p>otra</p>" } }]));
    const message = a.orderMismatch;
    await expectRefusal(
      inTx((tx) => reorderBlocks(tx, projectId, [foreign.id, ...current.slice(1)])),
      message,
    );
    await expectRefusal(
      inTx((tx) => reorderBlocks(tx, projectId, current.slice(1))),
      message,
    );
    await expectRefusal(
      inTx((tx) => reorderBlocks(tx, projectId, [...current, foreign.id])),
      message,
    );
    await expectRefusal(
      inTx((tx) => reorderBlocks(tx, projectId, [current[0], ...current.slice(0, -1)])),
      message,
    );
    await expectRefusal(
      inTx((tx) => reorderBlocks(tx, projectId, [...current.slice(1), "00000000-0000-4000-8000-000000000000"])),
      message,
    );
    expect(await order(projectId)).toEqual(before);
    expect(await order(otherProjectId)).toEqual([[foreign.id, 0]]);

    // All renumbering happens in the caller's one transaction: a failure after it undoes every row.
    await expect(
      inTx(async (tx) => {
        await reorderBlocks(tx, projectId, [...current].reverse());
        throw new Error("later step failed");
      }),
    ).rejects.toThrow("later step failed");
    expect(await order(projectId)).toEqual(before);
  });

  it("deletes a block and closes the gap, so a new block still goes last", async () => {
    const before = (await listBlocks(database.db, projectId)).map((b) => b.id);
    const removed = await inTx((tx) => deleteBlock(tx, before[1]));
    expect(removed).toMatchObject({ id: before[1], projectId, slug: "casa-con-bloques" });
    const after = before.filter((id) => id !== before[1]);
    expect(await order(projectId)).toEqual(after.map((id, i) => [id, i]));
    const { block } = await inTx((tx) => createBlock(tx, projectId, "quote", { quote: "Última" }));
    expect(block.orderIndex).toBe(after.length);
    await expectRefusal(
      inTx((tx) => deleteBlock(tx, before[1])),
      a.blockNotFound,
    );
  });
});

describe("insertBlocks (create mode)", () => {
  it("stores the blocks in the given order from 0, sanitised", async () => {
    const [row] = await database.db.insert(projects).values({ title: "Nueva", slug: "nueva" }).returning();
    await database.db.transaction((tx) =>
      insertBlocks(tx, row.id, [
        { blockType: "quote", content: { quote: "Primera", author: "", role: "" } },
        { blockType: "text", content: { text: "<p>Segunda</p><script>alert(1)</script>" } },
        { blockType: "image", content: { url: "/media/x.jpg", caption: "", alt: "" } },
        { blockType: "video", content: { url: "https://youtu.be/dQw4w9WgXcQ", type: "youtube", title: " Visita ", description: "" } },
        { blockType: "image", content: defaultBlockContent("image") },
      ]),
    );
    const blocks = await listBlocks(database.db, row.id);
    expect(blocks.map((b) => [b.blockType, b.orderIndex])).toEqual([
      ["quote", 0],
      ["text", 1],
      ["image", 2],
      ["video", 3],
      ["image", 4],
    ]);
    expect(blocks[1].content).toEqual({ text: "<p>Segunda</p>" });
    // Saved drafts are stored as Save stores them; a block never edited keeps its default content.
    expect(blocks[3].content).toEqual({ url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", type: "youtube", title: "Visita", description: "" });
    expect(blocks[4].content).toEqual(defaultBlockContent("image"));
  });
});

describe("the edit page's blocks (readEditorBlocks, with the project in readAdminProject)", () => {
  it("come in order with their stored HTML sanitised again, and every image URL a block refers to is listed for the page", async () => {
    const [row] = await database.db.insert(projects).values({ title: "Leída", slug: "leida" }).returning();
    // Written around the service, as old or hand-edited data could be.
    await database.db.insert(projectContentBlocks).values([
      {
        projectId: row.id,
        blockType: "two_columns",
        orderIndex: 1,
        content: {
          leftType: "text",
          rightType: "image",
          leftContent: { text: "<p>Izq</p><img src=x onerror=alert(1)>" },
          rightContent: { imageUrl: "/media/d.jpg" },
        },
      },
      { projectId: row.id, blockType: "text", orderIndex: 0, content: { text: '<p onclick="alert(1)">Hola</p><script>alert(1)</script>' } },
      {
        projectId: row.id,
        blockType: "gallery",
        orderIndex: 2,
        content: { images: [{ url: "/media/g1.jpg" }, { url: "" }, null], columns: 2, spacing: "small" },
      },
    ]);
    const blocks = await readEditorBlocks(database.db, row.id);
    expect(blocks.map((b) => [b.blockType, b.orderIndex])).toEqual([
      ["text", 0],
      ["two_columns", 1],
      ["gallery", 2],
    ]);
    expect(blocks[0].content).toEqual({ text: "<p>Hola</p>" });
    expect(blocks[1].content).toEqual({
      leftType: "text",
      rightType: "image",
      leftContent: { text: "<p>Izq</p>" },
      rightContent: { imageUrl: "/media/d.jpg" },
    });
    expect((await readAdminProject(database.db, row.id))?.blocks).toEqual(blocks);
    // A page opened on another tab leaves them out: its content tab reads them when opened.
    expect((await readAdminProject(database.db, row.id, { withBlocks: false }))?.blocks).toBeNull();
    expect(blocks.flatMap((b) => blockImageUrls(b.blockType, b.content))).toEqual(["/media/d.jpg", "/media/g1.jpg"]);
  });
});
