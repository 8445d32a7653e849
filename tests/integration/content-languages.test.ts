import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "@/db/client";
import { heroImages, projects, user } from "@/db/schema";
import { updateAboutImageAction } from "@/about/actions";
import { aboutMessages } from "@/about/messages";
import { createBlockAction, reorderBlocksAction, updateBlockAction } from "@/blocks/actions";
import { blockActionMessages, blockValidationMessages } from "@/blocks/messages";
import { createHeroImageAction, moveHeroImageAction } from "@/hero/actions";
import { heroMessages } from "@/hero/messages";
import type { Locale } from "@/i18n/locales";
import { signUpAdmin, useAppDatabase, type AppDatabase } from "./support/app-session";

// The actions read the session from the request headers: every request here is the admin's.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => request.headers }));

let app: AppDatabase;
let database: Database;
let adminId: string;
let adminCookie: string;
let projectId: string;

beforeAll(async () => {
  app = await useAppDatabase();
  database = app.database;
  const admin = await signUpAdmin(database, { email: "editora@obras.test", name: "Editora" });
  adminId = admin.id;
  adminCookie = admin.cookie;
  [{ id: projectId }] = await database.db.insert(projects).values({ title: "Casa de idiomas", slug: "casa-de-idiomas" }).returning();
});

afterAll(() => app?.close());

beforeEach(async () => {
  request.headers = new Headers({ cookie: adminCookie });
  await speaks("es");
});

const speaks = (locale: Locale) => database.db.update(user).set({ locale }).where(eq(user.id, adminId));

describe("the content editors answer in the person's admin language", () => {
  it("content blocks: a type's rule, a refusal and the order check", async () => {
    for (const locale of ["gl", "pt", "en"] as const) {
      await speaks(locale);
      // Nothing is stored for a new block that would show nothing; said in the person's language.
      expect(await createBlockAction({ projectId, blockType: "text", content: { text: "<p></p>" } })).toMatchObject({
        ok: false,
        error: blockValidationMessages[locale].emptyBlock,
      });
    }
    await speaks("es");
    const created = await createBlockAction({ projectId, blockType: "quote", content: { quote: "Muy bien" } });
    expect(created.ok).toBe(true);
    const blockId = created.ok ? created.data.block.id : "";

    for (const locale of ["gl", "pt", "en"] as const) {
      await speaks(locale);
      expect(await updateBlockAction({ id: blockId, content: { quote: "   " } })).toMatchObject({
        ok: false,
        error: blockValidationMessages[locale].quoteRequired,
        fieldErrors: { quote: blockValidationMessages[locale].quoteRequired },
      });
    }
    // The spec's own Portuguese reaches a Portuguese speaker verbatim; Spanish is the default.
    expect(blockValidationMessages.pt.quoteRequired).toBe("A citação não pode estar vazia");
    await speaks("es");
    expect(await updateBlockAction({ id: blockId, content: { quote: "" } })).toMatchObject({ error: blockValidationMessages.es.quoteRequired });

    await speaks("en");
    expect(await reorderBlocksAction({ projectId, ids: [] })).toMatchObject({ ok: false, error: blockActionMessages.en.orderMismatch });
    await speaks("gl");
    expect(await createBlockAction({ projectId: "00000000-0000-4000-8000-000000000000", blockType: "text", content: { text: "<p>x</p>" } })).toMatchObject({
      ok: false,
      error: blockActionMessages.gl.projectNotFound,
    });
  });

  it("hero images and the About gallery: form rules and refusals", async () => {
    await speaks("pt");
    expect(await createHeroImageAction({ imageUrl: "", title: " ", subtitle: "", orderIndex: 0, isActive: true })).toMatchObject({
      ok: false,
      fieldErrors: { imageUrl: heroMessages.pt.imageRequired, title: heroMessages.pt.titleRequired, orderIndex: heroMessages.pt.orderMin },
    });

    const [first] = await database.db.insert(heroImages).values({ imageUrl: "/media/hero/a.jpg", title: "Fachada", orderIndex: 1 }).returning();
    await speaks("en");
    expect(await moveHeroImageAction({ id: first.id, direction: "up" })).toMatchObject({ ok: false, error: heroMessages.en.alreadyFirst });

    await speaks("gl");
    expect(await updateAboutImageAction({ id: "00000000-0000-4000-8000-000000000000", isActive: false })).toMatchObject({
      ok: false,
      error: aboutMessages.gl.notFound,
    });
    expect(await updateAboutImageAction({ id: "00000000-0000-4000-8000-000000000000" })).toMatchObject({
      ok: false,
      error: aboutMessages.gl.nothingToUpdate,
    });
  });
});
