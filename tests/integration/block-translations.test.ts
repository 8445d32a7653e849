import { desc, eq } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { auditLog, projectContentBlocks, projects } from "@/db/schema";
import { createBlockAction, updateBlockAction } from "@/blocks/actions";
import { readEditorBlocks, readProjectEditorBlocks } from "@/blocks/admin-queries";
import { localizeBlockContent } from "@/blocks/localize";
import { insertBlocks } from "@/blocks/service";
import { getPublishedProject } from "@/projects/queries";
import { publishChangesAction } from "@/drafts/actions";
import { it, storedTranslations, test } from "./support/fixtures";

// The actions read the session from the request headers: every call here is the admin's.
vi.mock("next/headers", () => import("./support/next-headers"));

let database: Database;
let projectId: string;
const slug = "casa-traducida";

test.beforeAll(async ({ app }) => {
  database = app.database;
  [{ id: projectId }] = await database.db.insert(projects).values({ title: "Casa traducida", slug, published: true }).returning({ id: projects.id });
});
test.beforeEach(({ admin }) => admin.signIn());

/** The project as visitors see it once its changes are published (its blocks are edited in a working copy). */
async function publicPage() {
  await publishChangesAction({ projectId });
  return getPublishedProject(slug);
}

/** What a block's form saves the first time: a block is stored only with content. */
const FIRST_SAVE = {
  text: { text: "<p>Borrador</p>" },
  gallery: { images: [{ url: "/media/a.webp", alt: "", caption: "" }], columns: 3, spacing: "medium" },
  two_columns: { leftType: "text", rightType: "text", leftContent: { text: "<p>Borrador</p>" }, rightContent: { text: "" } },
  quote: { quote: "Borrador", author: "", role: "" },
};

async function newBlock(blockType: "text" | "gallery" | "two_columns" | "quote") {
  const result = await createBlockAction({ projectId, blockType, content: FIRST_SAVE[blockType] });
  if (!result.ok) throw new Error(result.error);
  return result.data.block.id;
}

const blockTranslations = (id: string) => storedTranslations(database, projectContentBlocks, id);

describe("content blocks' text in every language, through the block actions", () => {
  let textId: string;

  it("saves a block's translations with its content: blank dropped, HTML sanitised, unknown fields dropped; audited", async () => {
    textId = await newBlock("text");
    const result = await updateBlockAction({
      id: textId,
      content: { text: "<p>Una casa de piedra</p>" },
      translations: {
        gl: { text: '<p onclick="steal()">Unha casa de pedra<script>alert(1)</script></p>', url: "https://evil.test", extra: 1 },
        en: { text: "   " },
        pt: { text: "<p>Uma casa</p>" },
      },
    });
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) throw new Error(result.error);
    expect(result.data.block.translations).toEqual({ gl: { text: "<p>Unha casa de pedra</p>" } });
    expect(await blockTranslations(textId)).toEqual({ gl: { text: "<p>Unha casa de pedra</p>" } });

    const [entry] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "block.update", entity: "content_block", entityId: textId, details: { type: "text", translated: ["gl"] } });
  });

  it("reloads them in the editor and in the public detail query; the page shows each language or the Spanish", async () => {
    const [editor] = (await readProjectEditorBlocks(database.db, projectId))!;
    expect(editor).toMatchObject({ id: textId, content: { text: "<p>Una casa de piedra</p>" }, translations: { gl: { text: "<p>Unha casa de pedra</p>" } } });

    const project = await publicPage();
    const [block] = project!.blocks;
    expect(block.translations).toEqual({ gl: { text: "<p>Unha casa de pedra</p>" } });
    expect(localizeBlockContent(block.type, block.content, block.translations, "gl")).toEqual({ text: "<p>Unha casa de pedra</p>" });
    expect(localizeBlockContent(block.type, block.content, block.translations, "en")).toEqual({ text: "<p>Una casa de piedra</p>" });
    expect(localizeBlockContent(block.type, block.content, block.translations, "es")).toEqual({ text: "<p>Una casa de piedra</p>" });
  });

  it("a save without translations keeps them; a blanked language is removed; text that is not a string is refused and nothing changes", async () => {
    expect(await updateBlockAction({ id: textId, content: { text: "<p>Una casa de piedra y madera</p>" } })).toMatchObject({ ok: true });
    expect(await blockTranslations(textId)).toEqual({ gl: { text: "<p>Unha casa de pedra</p>" } });

    const refused = await updateBlockAction({ id: textId, content: { text: "<p>Otra</p>" }, translations: { gl: { text: ["<p>x</p>"] } } });
    expect(refused).toMatchObject({ ok: false, code: "invalid", fieldErrors: { "translations.gl.text": expect.any(String) } });
    const [row] = await database.db.select().from(projectContentBlocks).where(eq(projectContentBlocks.id, textId));
    expect(row.content).toEqual({ text: "<p>Una casa de piedra y madera</p>" });
    expect(row.translations).toEqual({ gl: { text: "<p>Unha casa de pedra</p>" } });

    expect(await updateBlockAction({ id: textId, content: row.content, translations: { gl: { text: "<p></p>" }, en: {} } })).toMatchObject({ ok: true });
    expect(await blockTranslations(textId)).toEqual({});
    expect((await publicPage())!.blocks[0].translations).toEqual({});
  });

  it("gallery captions follow their image by URL; a removed image's texts go with it", async () => {
    const id = await newBlock("gallery");
    const images = [
      { url: "/media/a.webp", alt: "Cocina", caption: "Antes" },
      { url: "/media/b.webp", alt: "Baño", caption: "Después" },
    ];
    const translations = {
      gl: {
        images: [
          { url: "/media/a.webp", alt: "Cociña", caption: "" },
          { url: "/media/b.webp", caption: "Despois", columns: 1 },
          { url: "/media/nowhere.webp", caption: "Ningures" },
        ],
      },
    };
    const saved = await updateBlockAction({ id, content: { images, columns: 2, spacing: "medium" }, translations });
    expect(saved).toMatchObject({ ok: true });
    expect(await blockTranslations(id)).toEqual({
      gl: {
        images: [
          { url: "/media/a.webp", alt: "Cociña" },
          { url: "/media/b.webp", caption: "Despois" },
        ],
      },
    });

    // Image a removed (and the list reordered by it): b keeps its caption, a's texts are gone.
    expect(await updateBlockAction({ id, content: { images: [images[1]], columns: 2, spacing: "medium" } })).toMatchObject({ ok: true });
    expect(await blockTranslations(id)).toEqual({ gl: { images: [{ url: "/media/b.webp", caption: "Despois" }] } });
    const block = (await publicPage())!.blocks.find((b) => b.id === id)!;
    expect(localizeBlockContent(block.type, block.content, block.translations, "gl")).toMatchObject({
      images: [{ url: "/media/b.webp", alt: "Baño", caption: "Despois" }],
    });
  });

  it("two columns and quotes keep only their text fields, each side's HTML sanitised", async () => {
    const id = await newBlock("two_columns");
    const content = {
      leftType: "text",
      rightType: "image",
      leftContent: { text: "<p>Izquierda</p>" },
      rightContent: { text: "", imageUrl: "/media/c.webp", imageCaption: "Fachada" },
    };
    const saved = await updateBlockAction({
      id,
      content,
      translations: {
        en: {
          leftContent: { text: "<p>Left<iframe src=x></iframe></p>", imageUrl: "https://evil.test" },
          rightContent: { imageCaption: "Front" },
          leftType: "image",
        },
      },
    });
    expect(saved).toMatchObject({ ok: true });
    expect(await blockTranslations(id)).toEqual({ en: { leftContent: { text: "<p>Left</p>" }, rightContent: { imageCaption: "Front" } } });

    const quote = await newBlock("quote");
    expect(
      await updateBlockAction({
        id: quote,
        content: { quote: "Perfecto", author: "Ana", role: "Clienta" },
        translations: { gl: { quote: " Perfecto! ", role: "Cliente" } },
      }),
    ).toMatchObject({ ok: true });
    expect(await blockTranslations(quote)).toEqual({ gl: { quote: "Perfecto!", role: "Cliente" } });
  });

  it("blocks created with a new project store their translations the same way, and stored junk is read defensively", async () => {
    const [{ id }] = await insertBlocks(database.db, projectId, [
      { blockType: "text", content: { text: "<p>Nuevo</p>" }, translations: { en: { text: "<p>New<script>x</script></p>" }, gl: { text: 7 } } },
    ]);
    expect(await blockTranslations(id)).toEqual({ en: { text: "<p>New</p>" } });

    // What a hand edit or an older version might have left in the column.
    const junk = { gl: { text: "<img src=x onerror=alert(1)><p>Ola</p>" }, en: "x", de: { text: "Hallo" } };
    await database.db
      .update(projectContentBlocks)
      .set({ translations: junk as unknown as (typeof projectContentBlocks.$inferInsert)["translations"] })
      .where(eq(projectContentBlocks.id, id));
    // Read from the project's own row, where insertBlocks put it (not its working copy's).
    const editor = (await readEditorBlocks(database.db, projectId)).find((b) => b.id === id)!;
    expect(editor.translations).toEqual({ gl: { text: "<p>Ola</p>" } });
  });
});
