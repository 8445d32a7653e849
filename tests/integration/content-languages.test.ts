import { describe, expect, vi } from "vitest";
import { heroImages, projects } from "@/db/schema";
import { updateAboutImageAction } from "@/about/actions";
import { aboutMessages, aboutValidationMessages } from "@/about/messages";
import { createBlockAction, reorderBlocksAction, updateBlockAction } from "@/blocks/actions";
import { blockActionMessages, blockValidationMessages } from "@/blocks/messages";
import { createHeroImageAction, moveHeroImageAction } from "@/hero/actions";
import { heroMessages, heroValidationMessages } from "@/hero/messages";
import { it, test } from "./support/fixtures";

// The actions read the session from the request headers: every request here is the admin's.
vi.mock("next/headers", () => import("./support/next-headers"));

let projectId: string;

test.beforeAll(async ({ database }) => {
  [{ id: projectId }] = await database.db.insert(projects).values({ title: "Casa de idiomas", slug: "casa-de-idiomas" }).returning();
});

test.beforeEach(async ({ admin }) => {
  admin.signIn();
  await admin.speaks("es");
});

describe("the content editors answer in the person's admin language", () => {
  it("content blocks: a type's rule, a refusal and the order check", async ({ admin }) => {
    for (const locale of ["gl", "pt", "en"] as const) {
      await admin.speaks(locale);
      // Nothing is stored for a new block that would show nothing; said in the person's language.
      expect(await createBlockAction({ projectId, blockType: "text", content: { text: "<p></p>" } })).toMatchObject({
        ok: false,
        error: blockValidationMessages[locale].emptyBlock,
      });
    }
    await admin.speaks("es");
    const created = await createBlockAction({ projectId, blockType: "quote", content: { quote: "Muy bien" } });
    expect(created.ok).toBe(true);
    const blockId = created.ok ? created.data.block.id : "";

    for (const locale of ["gl", "pt", "en"] as const) {
      await admin.speaks(locale);
      expect(await updateBlockAction({ id: blockId, content: { quote: "   " } })).toMatchObject({
        ok: false,
        error: blockValidationMessages[locale].quoteRequired,
        fieldErrors: { quote: blockValidationMessages[locale].quoteRequired },
      });
    }
    // The spec's own Portuguese reaches a Portuguese speaker verbatim; Spanish is the default.
    expect(blockValidationMessages.pt.quoteRequired).toBe("A citação não pode estar vazia");
    await admin.speaks("es");
    expect(await updateBlockAction({ id: blockId, content: { quote: "" } })).toMatchObject({ error: blockValidationMessages.es.quoteRequired });

    await admin.speaks("en");
    expect(await reorderBlocksAction({ projectId, ids: [] })).toMatchObject({ ok: false, error: blockActionMessages.en.orderMismatch });
    await admin.speaks("gl");
    expect(await createBlockAction({ projectId: "00000000-0000-4000-8000-000000000000", blockType: "text", content: { text: "<p>x</p>" } })).toMatchObject({
      ok: false,
      error: blockActionMessages.gl.projectNotFound,
    });
  });

  it("hero images and the About gallery: form rules and refusals", async ({ database, admin }) => {
    await admin.speaks("pt");
    expect(await createHeroImageAction({ imageUrl: "", title: " ", subtitle: "", orderIndex: 0, isActive: true })).toMatchObject({
      ok: false,
      fieldErrors: {
        imageUrl: heroValidationMessages.pt.imageRequired,
        title: heroValidationMessages.pt.titleRequired,
        orderIndex: heroValidationMessages.pt.orderMin,
      },
    });

    const [first] = await database.db.insert(heroImages).values({ imageUrl: "/media/hero/a.jpg", title: "Fachada", orderIndex: 1 }).returning();
    await admin.speaks("en");
    expect(await moveHeroImageAction({ id: first.id, direction: "up" })).toMatchObject({ ok: false, error: heroMessages.en.alreadyFirst });

    await admin.speaks("gl");
    expect(await updateAboutImageAction({ id: "00000000-0000-4000-8000-000000000000", isActive: false })).toMatchObject({
      ok: false,
      error: aboutMessages.gl.notFound,
    });
    expect(await updateAboutImageAction({ id: "00000000-0000-4000-8000-000000000000" })).toMatchObject({
      ok: false,
      error: aboutValidationMessages.gl.nothingToUpdate,
    });
  });
});
