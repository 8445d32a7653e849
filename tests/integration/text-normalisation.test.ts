import fs from "node:fs";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { aboutGallery, auditLog, categories, contactMessages, heroImages, leadEvents, mediaAssets, siteSettings, user } from "@/db/schema";
import { projectContentBlocks, projectImages, projects, projectVideos, reviewRequests, reviews } from "@/db/schema";
import { createAuth } from "@/auth/config";
import { hasUnnormalizedText, normalizeText } from "@/lib/normalize-text";
import { decryptSecret } from "@/platform/crypto";
import { startSmtpSink } from "../support/smtp-sink";
import { signUpAdmin } from "./support/app-session";
import { it, test } from "./support/fixtures";
import { request, requestAs } from "./support/next-headers";
import { REVIEW_LINK_COOKIE } from "@/reviews/request-token";

/**
 * Every server action, found the way Next finds them (each export of a "use server" module), is
 * either called here as an admin with text holding a NUL, a lone surrogate, control characters,
 * a CRLF and a decomposed accent — and must save, storing the text normalised — or listed as
 * taking no text, and then must not fail for such characters either. A new action that is in
 * neither list fails the first test. On PostgreSQL (TEST_DATABASE_URL) the same run proves no NUL
 * reaches a query: the server refuses one in text and jsonb.
 */

vi.mock("next/headers", () => import("./support/next-headers"));
// The contact action schedules its e-mail after the response; there is no response here.
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), after: () => {} }));
// The language action asks Next to draw the page again.
vi.mock("next/cache", async (original) => ({ ...(await original<typeof import("next/cache")>()), refresh: () => {} }));

const HIGH = "\uD83C"; // half of a surrogate pair, alone
const DIRTY = `Te\u0000xto${HIGH} con\u0007trol\u0085\u001b\r\nacento e\u0301 🏠`;
const CLEAN = "Texto\uFFFD control\nacento é 🏠";
/**
 * A NUL and a BEL before the last character, for values with a format (slugs, e-mails, addresses,
 * ids): a lone surrogate would become U+FFFD and rightly make them invalid.
 */
const nul = (text: string) => text.replace(/(.)$/, "\u0000\u0007$1");

type Action = (...args: never[]) => Promise<unknown>;
type Registry = Map<string, Action>;

const repoRoot = path.resolve(import.meta.dirname, "../..");

/** `src/x/actions.ts#nameAction` for every export of every module that starts with "use server". */
async function discoverActions(): Promise<Registry> {
  const found: Registry = new Map();
  const files = fs.readdirSync(path.join(repoRoot, "src"), { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f));
  for (const file of files.sort()) {
    const text = fs.readFileSync(path.join(repoRoot, "src", file), "utf8");
    if (!/^\s*(\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*["']use server["']/.test(text)) continue;
    const exported = (await import(/* @vite-ignore */ path.join(repoRoot, "src", file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) if (typeof value === "function") found.set(`src/${file}#${name}`, value as Action);
  }
  return found;
}

let database: Database;
let registry: Registry;
let adminId: string;
let adminCookie: string;
let otherUserId: string;
let categoryId: string;
let projectId: string;
let projectSlug: string;
let textBlockId: string;
let quoteBlockId: string;
let heroId: string;
let aboutId: string;
let imageUrl: string;
let imageId: string;
let reviewId: string;
let leadId: string;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const previousPorts = process.env.SMTP_ALLOWED_PORTS;

const action = (name: string) => {
  const found = registry.get(name);
  if (!found) throw new Error(`no action ${name}`);
  return found as (...args: unknown[]) => Promise<unknown>;
};
const asAdmin = () => requestAs(adminCookie, { "x-forwarded-for": "203.0.113.7" });
const asVisitor = () => requestAs(null, { "x-forwarded-for": "203.0.113.8" });

/** The action's answer is a success; its data. */
function saved(result: unknown): Record<string, unknown> {
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
  return (result as { data: Record<string, unknown> }).data;
}

/** A Next redirect (what a form action does on success), or the value returned. */
async function outcome(run: () => Promise<unknown>): Promise<{ redirect?: string; value?: unknown }> {
  try {
    return { value: await run() };
  } catch (err) {
    const digest = (err as { digest?: unknown }).digest;
    if (typeof digest === "string" && digest.startsWith("NEXT_REDIRECT")) return { redirect: digest.split(";")[2] };
    throw err;
  }
}

const rowOf = async <T>(rows: Promise<T[]>): Promise<T> => {
  const [row] = await rows;
  expect(row).toBeDefined();
  expect(hasUnnormalizedText(JSON.parse(JSON.stringify(row))), JSON.stringify(row)).toBe(false);
  return row;
};

test.beforeAll(async ({ app, admin, category }) => {
  registry = await discoverActions();
  database = app.database;
  adminId = admin.id;
  adminCookie = admin.cookie;
  categoryId = category.id;
  otherUserId = (await signUpAdmin(database, { email: "otra@obras.test", name: "Otra" })).id;
  await database.db.update(user).set({ role: "user" }).where(eq(user.id, otherUserId));
  sink = await startSmtpSink();
  process.env.SMTP_ALLOWED_PORTS = "any";
  asAdmin();
}, 120_000);

test.afterAll(async () => {
  if (previousPorts === undefined) delete process.env.SMTP_ALLOWED_PORTS;
  else process.env.SMTP_ALLOWED_PORTS = previousPorts;
  await sink?.close();
});

it("the dirty text normalises to the clean one", () => {
  expect(normalizeText(DIRTY)).toBe(CLEAN);
});

/**
 * The actions that take text, each called with it. They run in this order and share what the
 * earlier ones made (the project, its blocks and images).
 */
const TEXT_ACTIONS: Record<string, () => Promise<void>> = {
  "src/projects/actions.ts#createProjectAction": async () => {
    const html = `<p>${DIRTY}</p>`;
    const data = saved(
      await action("src/projects/actions.ts#createProjectAction")({
        title: DIRTY,
        slug: nul("casa-nueva"),
        categoryId,
        location: DIRTY,
        shortDescription: DIRTY,
        longDescription: html,
        features: [DIRTY],
        materials: [{ name: DIRTY, specification: DIRTY }],
        keywords: [DIRTY],
        translations: {
          gl: { title: DIRTY, longDescription: html, features: [DIRTY], materials: [{ name: DIRTY, specification: DIRTY }] },
          en: { metaDescription: DIRTY, keywords: [DIRTY] },
        },
        blocks: [
          { blockType: "text", content: { text: html }, translations: { gl: { text: html } } },
          { blockType: "quote", content: { quote: DIRTY, author: DIRTY, role: "" }, translations: { en: { quote: DIRTY, author: DIRTY } } },
        ],
      }),
    );
    projectId = data.id as string;
    const row = await rowOf(database.db.select().from(projects).where(eq(projects.id, projectId)));
    projectSlug = row.slug;
    expect(row).toMatchObject({ title: CLEAN, slug: "casa-nueva", location: CLEAN, longDescription: `<p>${CLEAN}</p>`, features: [CLEAN] });
    expect(row.materials).toEqual({ [CLEAN]: CLEAN });
    expect(row.translations).toEqual({
      gl: { title: CLEAN, longDescription: `<p>${CLEAN}</p>`, features: [CLEAN], materials: [[CLEAN, CLEAN]] },
      en: { metaDescription: CLEAN, keywords: [CLEAN] },
    });
    const blocks = await database.db.select().from(projectContentBlocks).where(eq(projectContentBlocks.projectId, projectId));
    expect(hasUnnormalizedText(JSON.parse(JSON.stringify(blocks)))).toBe(false);
    const text = blocks.find((b) => b.blockType === "text")!;
    const quote = blocks.find((b) => b.blockType === "quote")!;
    [textBlockId, quoteBlockId] = [text.id, quote.id];
    expect(text.content).toEqual({ text: `<p>${CLEAN}</p>` });
    expect(text.translations).toEqual({ gl: { text: `<p>${CLEAN}</p>` } });
    expect(quote.content).toMatchObject({ quote: CLEAN, author: CLEAN });
    expect(quote.translations).toEqual({ en: { quote: CLEAN, author: CLEAN } });
  },

  "src/projects/actions.ts#updateProjectAction": async () => {
    saved(
      await action("src/projects/actions.ts#updateProjectAction")({
        id: projectId,
        title: `${DIRTY} 2`,
        slug: projectSlug,
        categoryId,
        description: DIRTY,
        client: DIRTY,
        metaTitle: DIRTY,
        translations: { en: { title: DIRTY, description: DIRTY, materials: [{ name: DIRTY, specification: DIRTY }] } },
      }),
    );
    const row = await rowOf(database.db.select().from(projects).where(eq(projects.id, projectId)));
    expect(row).toMatchObject({ title: `${CLEAN} 2`, description: CLEAN, client: CLEAN, metaTitle: CLEAN });
    expect(row.translations).toEqual({ en: { title: CLEAN, description: CLEAN, materials: [[CLEAN, CLEAN]] } });
  },

  "src/projects/actions.ts#checkProjectSlugAction": async () => {
    // The slug as stored, with a NUL typed into it: found, so not available.
    expect(await action("src/projects/actions.ts#checkProjectSlugAction")({ slug: nul(projectSlug) })).toEqual({
      ok: true,
      data: { available: false, former: false },
    });
  },

  "src/reviews/actions.ts#createReviewAction": async () => {
    const data = saved(
      await action("src/reviews/actions.ts#createReviewAction")({
        authorName: DIRTY,
        town: DIRTY,
        projectId: "",
        rating: nul("5"),
        text: DIRTY,
        language: "es",
        reviewDate: "2026-01-15",
        source: "direct",
        sourceUrl: "",
      }),
    ) as { id: string };
    reviewId = data.id;
    const row = await rowOf(database.db.select().from(reviews).where(eq(reviews.id, reviewId)));
    expect(row).toMatchObject({ authorName: CLEAN, town: CLEAN, text: CLEAN, rating: 5 });
  },

  "src/reviews/actions.ts#updateReviewAction": async () => {
    saved(
      await action("src/reviews/actions.ts#updateReviewAction")({
        id: reviewId,
        authorName: `${DIRTY} 2`,
        town: DIRTY,
        projectId: "",
        rating: 4,
        text: DIRTY,
        language: "gl",
        reviewDate: "2026-01-16",
        source: "other",
        sourceUrl: "",
      }),
    );
    const row = await rowOf(database.db.select().from(reviews).where(eq(reviews.id, reviewId)));
    expect(row).toMatchObject({ authorName: `${CLEAN} 2`, language: "gl" });
  },

  "src/reviews/actions.ts#replyToReviewAction": async () => {
    saved(await action("src/reviews/actions.ts#replyToReviewAction")({ id: reviewId, reply: DIRTY }));
    const row = await rowOf(database.db.select().from(reviews).where(eq(reviews.id, reviewId)));
    expect(row.reply).toBe(CLEAN);
  },

  "src/reviews/actions.ts#createReviewRequestAction": async () => {
    const data = saved(await action("src/reviews/actions.ts#createReviewRequestAction")({ customerName: DIRTY, projectId: "", language: nul("gl") })) as {
      request: { id: string };
    };
    const row = await rowOf(database.db.select().from(reviewRequests).where(eq(reviewRequests.id, data.request.id)));
    expect(row).toMatchObject({ customerName: CLEAN, language: "gl" });
  },

  // No text to save: a preview link's form posts a project id only, refused here with a reason.
  "src/previews/actions.ts#createPreviewLinkFormAction": async () => {
    const form = new FormData();
    form.append("projectId", nul(ZERO));
    const answer = (await action("src/previews/actions.ts#createPreviewLinkFormAction")({}, form)) as { created: unknown; error: string | null };
    expect(answer.created).toBeNull();
    expect(answer.error).toBeTruthy();
  },
  // No text either: "Publicar cambios" and "Descartar cambios" post a project id, refused here with a reason.
  ...Object.fromEntries(
    ["src/drafts/actions.ts#publishChangesFormAction", "src/drafts/actions.ts#discardChangesFormAction"].map((name) => [
      name,
      async () => {
        const form = new FormData();
        form.append("projectId", nul(ZERO));
        const answer = (await action(name)({ seq: 0, error: null }, form)) as { error: string | null };
        expect(answer.error).toBeTruthy();
      },
    ]),
  ),
  "src/reviews/actions.ts#createReviewRequestFormAction": async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ customerName: `${DIRTY} 3`, projectId: "", language: nul("en"), intent: "create" })) form.append(name, value);
    const answer = (await action("src/reviews/actions.ts#createReviewRequestFormAction")({}, form)) as { created: { customerName: string } | null };
    expect(answer.created?.customerName, JSON.stringify(answer)).toBe(`${CLEAN} 3`);
  },

  "src/reviews/actions.ts#submitCustomerReviewAction": async () => {
    const { token } = saved(await action("src/reviews/actions.ts#createReviewRequestAction")({ customerName: "Cliente", projectId: "", language: "es" })) as {
      token: string;
    };
    asVisitor();
    request.cookies.set(REVIEW_LINK_COOKIE, token);
    try {
      const form = new FormData();
      for (const [name, value] of Object.entries({ authorName: DIRTY, town: `${DIRTY} 4`, rating: nul("5"), text: DIRTY, language: nul("gl"), website: "" })) {
        form.append(name, value);
      }
      const result = await action("src/reviews/actions.ts#submitCustomerReviewAction")({ posted: false }, form);
      expect(result, JSON.stringify(result)).toMatchObject({ posted: true, ok: true });
      // FormData keeps strings well formed itself: the lone surrogate arrives as U+FFFD.
      const row = await rowOf(
        database.db
          .select()
          .from(reviews)
          .where(eq(reviews.town, `${CLEAN} 4`)),
      );
      expect(row).toMatchObject({ authorName: CLEAN, text: CLEAN, rating: 5, language: "gl", status: "pending" });
      expect(request.cookies.has(REVIEW_LINK_COOKIE)).toBe(false);
    } finally {
      asAdmin();
    }
  },

  "src/categories/actions.ts#createCategoryAction": async () => {
    const data = saved(
      await action("src/categories/actions.ts#createCategoryAction")({
        name: DIRTY,
        slug: nul("banos"),
        description: DIRTY,
        translations: { gl: { name: DIRTY, description: DIRTY }, en: { name: DIRTY } },
      }),
    );
    const row = await rowOf(
      database.db
        .select()
        .from(categories)
        .where(eq(categories.id, data.id as string)),
    );
    expect(row).toMatchObject({
      name: CLEAN,
      slug: "banos",
      description: CLEAN,
      translations: { gl: { name: CLEAN, description: CLEAN }, en: { name: CLEAN } },
    });
  },

  "src/categories/actions.ts#updateCategoryAction": async () => {
    saved(
      await action("src/categories/actions.ts#updateCategoryAction")({
        id: categoryId,
        name: `${DIRTY} 2`,
        slug: "cocinas",
        description: DIRTY,
        translations: { en: { description: DIRTY } },
      }),
    );
    const row = await rowOf(database.db.select().from(categories).where(eq(categories.id, categoryId)));
    expect(row).toMatchObject({ name: `${CLEAN} 2`, description: CLEAN, translations: { en: { description: CLEAN } } });
    // Projects carry the category's name.
    expect((await rowOf(database.db.select().from(projects).where(eq(projects.id, projectId)))).category).toBe(`${CLEAN} 2`);
  },

  "src/blocks/actions.ts#updateBlockAction": async () => {
    const update = action("src/blocks/actions.ts#updateBlockAction");
    saved(await update({ id: textBlockId, content: { text: `<h2>${DIRTY}</h2>&#1;` }, translations: { en: { text: `<p>${DIRTY}</p>` } } }));
    saved(await update({ id: quoteBlockId, content: { quote: DIRTY, author: "", role: DIRTY }, translations: { gl: { quote: DIRTY, role: DIRTY } } }));
    const text = await rowOf(database.db.select().from(projectContentBlocks).where(eq(projectContentBlocks.id, textBlockId)));
    // A character reference naming a control character is decoded by the sanitiser, then removed.
    expect(text).toMatchObject({ content: { text: `<h2>${CLEAN}</h2>` }, translations: { en: { text: `<p>${CLEAN}</p>` } } });
    const quote = await rowOf(database.db.select().from(projectContentBlocks).where(eq(projectContentBlocks.id, quoteBlockId)));
    expect(quote).toMatchObject({ content: { quote: CLEAN, role: CLEAN }, translations: { gl: { quote: CLEAN, role: CLEAN } } });
  },

  "src/blocks/actions.ts#createBlockAction": async () => {
    const data = saved(
      await action("src/blocks/actions.ts#createBlockAction")({
        projectId: nul(projectId),
        blockType: nul("quote"),
        content: { quote: DIRTY, author: DIRTY, role: "" },
        translations: { gl: { quote: DIRTY } },
      }),
    );
    const row = await rowOf(
      database.db
        .select()
        .from(projectContentBlocks)
        .where(eq(projectContentBlocks.id, (data.block as { id: string }).id)),
    );
    expect(row).toMatchObject({ content: { quote: CLEAN, author: CLEAN }, translations: { gl: { quote: CLEAN } } });
  },

  "src/blocks/actions.ts#addBlockFormAction": async () => {
    const form = new FormData();
    form.append("projectId", nul(projectId));
    form.append("blockType", nul("text"));
    form.append("text", `${DIRTY}\n\n${DIRTY}`);
    const done = await outcome(() => action("src/blocks/actions.ts#addBlockFormAction")({ posted: false }, form));
    expect(done, JSON.stringify(done)).toMatchObject({ redirect: `/admin/projects/${projectId}/edit?pestana=contenido` });
    const blocks = await database.db.select().from(projectContentBlocks).where(eq(projectContentBlocks.projectId, projectId));
    const added = blocks.sort((a, b) => a.orderIndex - b.orderIndex).at(-1)!;
    // Typed as paragraphs; the line break inside one is kept as a <br>.
    const paragraph = `<p>${CLEAN.replace("\n", "<br />")}</p>`;
    expect(added.content).toEqual({ text: `${paragraph}${paragraph}` });
    expect(hasUnnormalizedText(added.content)).toBe(false);
  },

  "src/hero/actions.ts#createHeroImageAction": async () => {
    const data = saved(
      await action("src/hero/actions.ts#createHeroImageAction")({
        imageUrl: nul("/media/hero/portada.jpg"),
        title: DIRTY,
        subtitle: DIRTY,
        orderIndex: 1,
        isActive: true,
        translations: { gl: { title: DIRTY, subtitle: DIRTY }, en: { title: DIRTY } },
      }),
    );
    heroId = data.id as string;
    const row = await rowOf(database.db.select().from(heroImages).where(eq(heroImages.id, heroId)));
    expect(row).toMatchObject({
      imageUrl: "/media/hero/portada.jpg",
      title: CLEAN,
      subtitle: CLEAN,
      translations: { gl: { title: CLEAN, subtitle: CLEAN }, en: { title: CLEAN } },
    });
  },

  "src/hero/actions.ts#updateHeroImageAction": async () => {
    saved(
      await action("src/hero/actions.ts#updateHeroImageAction")({
        id: heroId,
        imageUrl: "/media/hero/portada.jpg",
        title: `${DIRTY} 2`,
        subtitle: "",
        orderIndex: 1,
        isActive: true,
        translations: { en: { subtitle: DIRTY } },
      }),
    );
    const row = await rowOf(database.db.select().from(heroImages).where(eq(heroImages.id, heroId)));
    expect(row).toMatchObject({ title: `${CLEAN} 2`, subtitle: null, translations: { en: { subtitle: CLEAN } } });
  },

  "src/about/actions.ts#addAboutImageAction": async () => {
    const data = saved(await action("src/about/actions.ts#addAboutImageAction")({ imageUrl: nul("/media/about/equipo.jpg"), altText: DIRTY }));
    aboutId = data.id as string;
    const row = await rowOf(database.db.select().from(aboutGallery).where(eq(aboutGallery.id, aboutId)));
    expect(row).toMatchObject({ imageUrl: "/media/about/equipo.jpg", altText: CLEAN });
  },

  "src/about/actions.ts#updateAboutImageAction": async () => {
    saved(
      await action("src/about/actions.ts#updateAboutImageAction")({
        id: aboutId,
        altText: `${DIRTY} 2`,
        translations: { gl: { altText: DIRTY }, en: { altText: DIRTY } },
      }),
    );
    const row = await rowOf(database.db.select().from(aboutGallery).where(eq(aboutGallery.id, aboutId)));
    expect(row).toMatchObject({ altText: `${CLEAN} 2`, translations: { gl: { altText: CLEAN }, en: { altText: CLEAN } } });
  },

  "src/media/actions.ts#addProjectImagesAction": async () => {
    imageUrl = `/media/projects/${projectId}/gallery/foto.jpg`;
    await database.db.insert(mediaAssets).values({ url: imageUrl, storageKey: imageUrl.slice("/media/".length), mime: "image/jpeg", bytes: 1 });
    const data = saved(
      await action("src/media/actions.ts#addProjectImagesAction")({ projectId, imageType: "gallery", images: [{ url: nul(imageUrl), caption: DIRTY }] }),
    );
    imageId = (data.images as { id: string }[])[0].id;
    const row = await rowOf(database.db.select().from(projectImages).where(eq(projectImages.id, imageId)));
    expect(row).toMatchObject({ imageUrl, caption: CLEAN });
  },

  "src/media/actions.ts#updateImageCaptionAction": async () => {
    saved(await action("src/media/actions.ts#updateImageCaptionAction")({ id: imageId, caption: `${DIRTY} 2` }));
    const row = await rowOf(database.db.select().from(projectImages).where(eq(projectImages.id, imageId)));
    expect(row.caption).toBe(`${CLEAN} 2`);
  },

  "src/media/actions.ts#setProjectCoverAction": async () => {
    saved(await action("src/media/actions.ts#setProjectCoverAction")({ projectId, url: nul(imageUrl) }));
    const row = await rowOf(database.db.select().from(projects).where(eq(projects.id, projectId)));
    expect(row.coverImage).toBe(imageUrl);
  },

  "src/videos/actions.ts#addProjectVideoAction": async () => {
    const data = saved(
      await action("src/videos/actions.ts#addProjectVideoAction")({
        projectId,
        videoType: "youtube",
        url: nul("https://www.youtube.com/watch?v=dQw4w9WgXcQ"),
        title: DIRTY,
        description: DIRTY,
      }),
    );
    const id = (data.video as { id: string }).id;
    const row = await rowOf(database.db.select().from(projectVideos).where(eq(projectVideos.id, id)));
    expect(row).toMatchObject({ title: CLEAN, description: CLEAN });
    expect(row.videoUrl).toContain("dQw4w9WgXcQ");
  },

  "src/settings/actions.ts#updateSettingsAction": async () => {
    const password = "cl\u0000ave e\u0301\t";
    saved(
      await action("src/settings/actions.ts#updateSettingsAction")({
        companyName: DIRTY,
        logoUrl: "",
        companyDescription: DIRTY,
        address: DIRTY,
        mapUrl: "",
        phoneNumber: nul("+34 986 111 222"),
        whatsappNumber: "+34 600 111 222",
        email: nul("info@obras.test"),
        adminEmail: "admin@obras.test",
        workingHoursWeekdays: DIRTY,
        workingHoursSaturday: DIRTY,
        facebookUrl: nul("https://facebook.com/obras"),
        instagramUrl: "",
        linkedinUrl: "",
        smtpHost: nul("127.0.0.1"),
        smtpPort: sink.port,
        smtpUsername: nul("buzon"),
        smtpPassword: password,
        smtpSecure: false,
        emailNotificationsEnabled: false,
        privacyPolicyUrl: nul("/politica-de-privacidade"),
        termsOfServiceUrl: "/termos-de-servico",
        servicesList: [{ value: DIRTY }],
        quickLinksList: [{ name: DIRTY, href: nul("/#home") }],
        translations: {
          gl: { companyDescription: DIRTY, workingHoursWeekdays: DIRTY, workingHoursSaturday: "", servicesList: [DIRTY], quickLinkNames: [DIRTY] },
          en: { companyDescription: DIRTY, workingHoursWeekdays: "", workingHoursSaturday: DIRTY, servicesList: [], quickLinkNames: [DIRTY] },
        },
      }),
    );
    const [row] = await database.db.select().from(siteSettings);
    const { smtpPassword: stored, ...rest } = row;
    expect(hasUnnormalizedText(JSON.parse(JSON.stringify(rest)))).toBe(false);
    expect(rest).toMatchObject({
      companyName: CLEAN,
      companyDescription: CLEAN,
      address: CLEAN,
      phoneNumber: "+34 986 111 222",
      email: "info@obras.test",
      smtpHost: "127.0.0.1",
      smtpUsername: "buzon",
      servicesList: [CLEAN],
      quickLinksList: [{ name: CLEAN, href: "/#home" }],
      translations: {
        gl: { companyDescription: CLEAN, workingHoursWeekdays: CLEAN, servicesList: [CLEAN], quickLinkNames: [CLEAN] },
        en: { companyDescription: CLEAN, workingHoursSaturday: CLEAN, quickLinkNames: [CLEAN] },
      },
    });
    // The password is a secret, not text: kept exactly as typed (and stored encrypted).
    expect(decryptSecret(stored!)).toBe(password);
  },

  "src/settings/actions.ts#sendTestEmailAction": async () => {
    const result = await action("src/settings/actions.ts#sendTestEmailAction")({
      smtpHost: nul("127.0.0.1"),
      smtpPort: sink.port,
      smtpUsername: "",
      smtpPassword: "",
      smtpSecure: false,
      adminEmail: nul("buzon-pruebas@obras.test"),
      email: "info@obras.test",
      companyName: DIRTY,
    });
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true, data: { to: "buzon-pruebas@obras.test" } });
    await sink.waitFor((mail) => mail.to.includes("buzon-pruebas@obras.test"));
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "settings.test-email")).orderBy(desc(auditLog.id)).limit(1);
    expect(entry.details).toMatchObject({ to: "buzon-pruebas@obras.test", host: "127.0.0.1", ok: true });
  },

  "src/users/actions.ts#setUserRoleAction": async () => {
    saved(await action("src/users/actions.ts#setUserRoleAction")({ userId: nul(otherUserId), role: nul("editor") }));
    expect((await rowOf(database.db.select().from(user).where(eq(user.id, otherUserId)))).role).toBe("editor");
  },

  "src/contact/actions.ts#submitContactFormAction": async () => {
    asVisitor();
    try {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        name: DIRTY,
        email: nul("vecina@obras.test"),
        phone: nul("600 111 222"),
        subject: DIRTY,
        message: DIRTY,
        website: "",
      })) {
        form.append(name, value);
      }
      const result = await action("src/contact/actions.ts#submitContactFormAction")({ posted: false }, form);
      expect(result, JSON.stringify(result)).toMatchObject({ posted: true, ok: true });
      const row = await rowOf(database.db.select().from(contactMessages).where(eq(contactMessages.email, "vecina@obras.test")));
      // FormData keeps strings well formed itself: the lone surrogate arrives as U+FFFD.
      expect(row).toMatchObject({ name: CLEAN, phone: "600 111 222", subject: CLEAN, message: CLEAN });
    } finally {
      asAdmin();
    }
  },

  // A privacy request's address, looked up (the erasure is the same action with its box ticked).
  "src/leads/privacy-actions.ts#leadPrivacyAction": async () => {
    const form = new FormData();
    form.append("intent", "find");
    form.append("email", nul("Vecina@obras.test"));
    const answer = await action("src/leads/privacy-actions.ts#leadPrivacyAction")({ seq: 0 }, form);
    expect(answer).toMatchObject({ email: "Vecina@obras.test", error: null, found: { total: 1, won: 0 } });
  },

  "src/leads/actions.ts#createLeadAction": async () => {
    const data = saved(
      await action("src/leads/actions.ts#createLeadAction")({
        name: DIRTY,
        email: nul("cliente@obras.test"),
        phone: nul("600 111 333"),
        subject: DIRTY,
        message: DIRTY,
        source: nul("phone"),
        stage: nul("nuevo"),
        value: nul("1200"),
        assignee: "",
        nextAction: DIRTY,
        nextActionOn: nul("2026-05-01"),
      }),
    );
    leadId = data.id as string;
    const row = await rowOf(database.db.select().from(contactMessages).where(eq(contactMessages.id, leadId)));
    expect(row).toMatchObject({ name: CLEAN, email: "cliente@obras.test", phone: "600 111 333", subject: CLEAN, message: CLEAN, nextAction: CLEAN });
    expect(row).toMatchObject({ source: "phone", stage: "nuevo", estimatedValue: 1200, nextActionOn: "2026-05-01" });
  },

  "src/leads/actions.ts#changeLeadStageAction": async () => {
    saved(await action("src/leads/actions.ts#changeLeadStageAction")({ id: nul(leadId), stage: nul("perdido"), lostReason: DIRTY }));
    expect(await rowOf(database.db.select().from(contactMessages).where(eq(contactMessages.id, leadId)))).toMatchObject({
      stage: "perdido",
      lostReason: CLEAN,
    });
    const events = await database.db.select().from(leadEvents).where(eq(leadEvents.messageId, leadId));
    expect(events.find((e) => e.kind === "stage")?.body).toBe(CLEAN);
  },

  "src/leads/actions.ts#setLeadNextActionAction": async () => {
    saved(await action("src/leads/actions.ts#setLeadNextActionAction")({ id: nul(leadId), text: `${DIRTY} 2`, day: nul("2026-06-01") }));
    expect(await rowOf(database.db.select().from(contactMessages).where(eq(contactMessages.id, leadId)))).toMatchObject({
      nextAction: `${CLEAN} 2`,
      nextActionOn: "2026-06-01",
    });
  },

  "src/leads/actions.ts#addLeadNoteAction": async () => {
    saved(await action("src/leads/actions.ts#addLeadNoteAction")({ id: nul(leadId), text: DIRTY }));
    const events = await database.db.select().from(leadEvents).where(eq(leadEvents.messageId, leadId));
    expect(hasUnnormalizedText(JSON.parse(JSON.stringify(events)))).toBe(false);
    expect(events.find((e) => e.kind === "note")?.body).toBe(CLEAN);
  },

  "src/auth/actions.ts#signUpWithFormAction": async () => {
    asVisitor();
    // The confirmation e-mail goes to the sink, which refuses the stored SMTP login: that failure
    // is logged, naming the account by its id, never by its address.
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const form = new FormData();
      form.append("email", nul("nueva@obras.test"));
      form.append("password", "una clave larga\u0007");
      form.append("confirmPassword", "una clave larga\u0007");
      const done = await outcome(() => action("src/auth/actions.ts#signUpWithFormAction")({}, form));
      expect(done, JSON.stringify(done)).toMatchObject({ redirect: "/" });
      await rowOf(database.db.select().from(user).where(eq(user.email, "nueva@obras.test")));
      for (const call of error.mock.calls) expect(JSON.stringify(call)).not.toContain("nueva@obras.test");
    } finally {
      error.mockRestore();
      asAdmin();
    }
  },

  "src/auth/actions.ts#signInWithFormAction": async () => {
    asVisitor();
    try {
      const form = new FormData();
      form.append("email", nul("nueva@obras.test"));
      // The password as typed at sign-up, control character included: passwords are not normalised.
      form.append("password", "una clave larga\u0007");
      const done = await outcome(() => action("src/auth/actions.ts#signInWithFormAction")({}, form));
      expect(done, JSON.stringify(done)).toMatchObject({ redirect: "/" });
      const wrong = new FormData();
      wrong.append("email", "nueva@obras.test");
      wrong.append("password", "una clave larga");
      expect(await outcome(() => action("src/auth/actions.ts#signInWithFormAction")({}, wrong))).toMatchObject({ value: { ok: false } });
    } finally {
      asAdmin();
    }
  },
};

/**
 * Actions whose input holds no free text (ids, enums, booleans, a confirmation, a language from
 * a fixed list). Each is still called with a NUL and control characters in its strings and must
 * answer with a refusal, never the generic failure.
 */
const ZERO = "00000000-0000-4000-8000-000000000000";
const NO_TEXT: Record<string, unknown[]> = {
  "src/about/actions.ts#deleteAboutImageAction": [{ id: nul(ZERO) }],
  "src/about/actions.ts#reorderAboutImagesAction": [{ ids: [nul(ZERO), `${ZERO}${HIGH}`] }],
  "src/blocks/actions.ts#listProjectBlocksAction": [{ projectId: nul(ZERO) }],
  "src/blocks/actions.ts#deleteBlockAction": [{ id: nul(ZERO) }],
  "src/blocks/actions.ts#reorderBlocksAction": [{ projectId: nul(ZERO), ids: [DIRTY] }],
  "src/categories/actions.ts#deleteCategoryAction": [{ id: nul(ZERO) }],
  "src/reviews/actions.ts#deleteReviewAction": [{ id: nul(ZERO) }],
  "src/reviews/actions.ts#setReviewStatusAction": [{ id: nul(ZERO), status: DIRTY }],
  "src/reviews/actions.ts#revokeReviewRequestAction": [{ id: nul(ZERO) }],
  "src/previews/actions.ts#createPreviewLinkAction": [{ projectId: nul(ZERO) }],
  "src/previews/actions.ts#revokePreviewLinkAction": [{ id: nul(ZERO) }],
  "src/drafts/actions.ts#publishChangesAction": [{ projectId: nul(ZERO) }],
  "src/drafts/actions.ts#discardChangesAction": [{ projectId: nul(ZERO) }],
  "src/revisions/actions.ts#restoreProjectRevisionAction": [{ projectId: nul(ZERO), revisionId: nul(ZERO) }],
  "src/contact/actions.ts#deleteAllContactMessagesAction": [{ estado: nul("leidos"), upTo: DIRTY }],
  "src/contact/actions.ts#deleteContactMessageAction": [{ id: nul(ZERO) }],
  "src/contact/actions.ts#retryContactNotificationAction": [{ id: nul(ZERO) }],
  "src/contact/actions.ts#setContactMessageStatusAction": [{ id: nul(ZERO), status: nul("read") }],
  "src/dashboard/actions.ts#removeDemoContentAction": [{ confirm: DIRTY }],
  "src/leads/actions.ts#assignLeadAction": [{ id: nul(ZERO), userId: DIRTY }],
  "src/leads/actions.ts#setLeadValueAction": [{ id: nul(ZERO), value: DIRTY }],
  "src/hero/actions.ts#deleteHeroImageAction": [{ id: nul(ZERO) }],
  "src/hero/actions.ts#moveHeroImageAction": [{ id: nul(ZERO), direction: DIRTY }],
  "src/hero/actions.ts#setHeroImageActiveAction": [{ id: nul(ZERO), isActive: true }],
  "src/media/actions.ts#changeImageTypeAction": [{ id: nul(ZERO), imageType: nul("before") }],
  "src/media/actions.ts#deleteProjectImageAction": [{ id: nul(ZERO) }],
  "src/media/actions.ts#moveImageAction": [{ id: nul(ZERO), direction: nul("left") }],
  "src/projects/actions.ts#deleteProjectAction": [{ id: nul(ZERO) }],
  // A Madrid date and time per field: no free text.
  "src/projects/actions.ts#scheduleProjectAction": [
    { id: nul(ZERO), publishAt: { date: DIRTY, time: nul("09:00") }, unpublishAt: { date: DIRTY, time: DIRTY } },
  ],
  "src/videos/actions.ts#deleteProjectVideoAction": [{ id: nul(ZERO) }],
  // "Confirmar" of a translation: a record and a language from the list.
  "src/about/actions.ts#confirmAboutTranslationAction": [{ id: nul(ZERO), locale: DIRTY }],
  "src/blocks/actions.ts#confirmBlockTranslationAction": [{ id: nul(ZERO), locale: DIRTY }],
  "src/categories/actions.ts#confirmCategoryTranslationAction": [{ id: nul(ZERO), locale: DIRTY }],
  "src/hero/actions.ts#confirmHeroTranslationAction": [{ id: nul(ZERO), locale: DIRTY }],
  "src/projects/actions.ts#confirmProjectTranslationAction": [{ id: nul(ZERO), locale: DIRTY }],
  "src/settings/actions.ts#confirmSettingsTranslationAction": [{ locale: DIRTY }],
  "src/settings/actions.ts#restoreSettingsRevisionAction": [{ id: nul(ZERO) }],
};
/** A "Confirmar" form's fields, dirty. */
function confirmForm(withId: boolean): FormData {
  const form = new FormData();
  if (withId) form.append("id", nul(ZERO));
  form.append("locale", DIRTY);
  return form;
}

/** A review form's fields, dirty, naming no review. */
function reviewForm(): FormData {
  const form = new FormData();
  for (const name of ["id", "status", "back", "reply", "authorName", "text"]) form.append(name, name === "id" ? nul(ZERO) : DIRTY);
  return form;
}

/** Form actions: they answer with a redirect, never a value. */
const NO_TEXT_FORMS: Record<string, () => FormData> = {
  "src/contact/actions.ts#deleteAllContactMessagesFormAction": () => {
    const form = new FormData();
    form.append("estado", nul("todos"));
    form.append("upTo", DIRTY);
    return form;
  },
  "src/about/actions.ts#confirmAboutTranslationFormAction": () => confirmForm(true),
  "src/blocks/actions.ts#confirmBlockTranslationFormAction": () => confirmForm(true),
  "src/categories/actions.ts#confirmCategoryTranslationFormAction": () => confirmForm(true),
  "src/hero/actions.ts#confirmHeroTranslationFormAction": () => confirmForm(true),
  "src/projects/actions.ts#confirmProjectTranslationFormAction": () => confirmForm(true),
  "src/settings/actions.ts#confirmSettingsTranslationFormAction": () => confirmForm(false),
  "src/settings/actions.ts#restoreSettingsRevisionFormAction": () => confirmForm(true),
  "src/revisions/actions.ts#restoreProjectRevisionFormAction": () => {
    const form = new FormData();
    form.append("projectId", nul(ZERO));
    form.append("revisionId", DIRTY);
    return form;
  },
  "src/reviews/actions.ts#saveReviewFormAction": () => reviewForm(),
  "src/reviews/actions.ts#replyToReviewFormAction": () => reviewForm(),
  "src/reviews/actions.ts#setReviewStatusFormAction": () => reviewForm(),
  "src/reviews/actions.ts#deleteReviewFormAction": () => reviewForm(),
  "src/users/actions.ts#setUserRoleFormAction": () => {
    const form = new FormData();
    form.append("userId", nul(ZERO));
    form.append("role", DIRTY);
    form.append("q", DIRTY);
    return form;
  },
  "src/reviews/actions.ts#revokeReviewRequestFormAction": () => reviewForm(),
  "src/previews/actions.ts#revokePreviewLinkFormAction": () => {
    const form = new FormData();
    form.append("id", nul(ZERO));
    form.append("projectId", DIRTY);
    return form;
  },
  "src/projects/actions.ts#scheduleProjectFormAction": () => {
    const form = new FormData();
    form.append("id", nul(ZERO));
    for (const name of ["publishAt.date", "publishAt.time", "unpublishAt.date", "unpublishAt.time"]) form.append(name, DIRTY);
    return form;
  },
  // The pipeline's forms: a lead that does not exist, every field dirty.
  ...Object.fromEntries(
    [
      "changeLeadStageFormAction",
      "assignLeadFormAction",
      "setLeadNextActionFormAction",
      "setLeadValueFormAction",
      "addLeadNoteFormAction",
      "createLeadFormAction",
    ].map((name) => [
      `src/leads/actions.ts#${name}`,
      () => {
        const form = new FormData();
        form.append("id", nul(ZERO));
        for (const field of ["stage", "lostReason", "userId", "text", "day", "value", "back", "name", "email", "phone", "subject", "source"])
          form.append(field, DIRTY);
        return form;
      },
    ]),
  ),
  "src/users/actions.ts#setAdminLanguageAction": () => {
    const form = new FormData();
    form.append("locale", DIRTY);
    return form;
  },
};

describe("the action registry", () => {
  it("lists every server action here, as taking text or not", () => {
    const classified = [...Object.keys(TEXT_ACTIONS), ...Object.keys(NO_TEXT), ...Object.keys(NO_TEXT_FORMS)].sort();
    expect([...registry.keys()].sort()).toEqual(classified);
  });
});

describe("text with a NUL, a lone surrogate and control characters, in every field and language", () => {
  it.each(Object.keys(TEXT_ACTIONS))("%s saves it normalised", async (name) => {
    asAdmin();
    await TEXT_ACTIONS[name]();
  });

  it.each(Object.keys(NO_TEXT))("%s refuses it with a reason, not the generic failure", async (name) => {
    asAdmin();
    const error = vi.spyOn(console, "error");
    try {
      const result = (await action(name)(...NO_TEXT[name])) as { ok: boolean; code?: string; error?: string };
      expect(result.ok, JSON.stringify(result)).toBe(false);
      expect(result.code, JSON.stringify(result)).not.toBe("failed");
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it.each(Object.keys(NO_TEXT_FORMS))("%s answers it with its usual redirect", async (name) => {
    asAdmin();
    const done = await outcome(() => action(name)(NO_TEXT_FORMS[name]()));
    // The inbox form says it failed on the inbox itself; the language form ignores an unknown language.
    expect(done.redirect ?? "done").not.toMatch(/^\/auth/);
    const [me] = await database.db.select({ locale: user.locale }).from(user).where(eq(user.id, adminId));
    expect(me.locale).toBe("es");
  });
});

describe("the sign-up and sign-in the scripted forms call (better-auth's JSON routes, not actions)", () => {
  it("normalise names and addresses like any form, and compare passwords as typed", async () => {
    const auth = createAuth(database.db);
    const password = "otra clave larga\u0007";
    // The confirmation e-mail's failure (the sink refuses the stored SMTP login) is not this test's.
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await auth.api.signUpEmail({ body: { email: nul("guion@obras.test"), password, name: DIRTY } }).finally(() => error.mockRestore());
    const row = await rowOf(database.db.select().from(user).where(eq(user.email, "guion@obras.test")));
    expect(row.name).toBe(CLEAN);
    expect(await auth.api.signInEmail({ body: { email: nul("guion@obras.test"), password } })).toMatchObject({ user: { id: row.id } });
    await expect(auth.api.signInEmail({ body: { email: "guion@obras.test", password: "otra clave larga" } })).rejects.toThrow();
  });
});
