import fs from "node:fs";
import { count, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Database } from "@/db/client";
import {
  aboutGallery,
  BLOCK_TYPES,
  categories,
  heroImages,
  mediaAssets,
  projectContentBlocks,
  projectImages,
  projects,
  projectVideos,
  siteSettings,
  SITE_SETTINGS_ID,
} from "@/db/schema";
import { keyFromMediaUrl } from "@/platform/storage";
import { seedDemo } from "@/seed/demo";
import { settingsFormSchema, toFormValues } from "@/settings/validation";
import { it, test } from "./support/fixtures";
import { createTestDatabase } from "./support/test-db";
import { aboutTexts } from "@/about/freshness";
import { blockTexts } from "@/blocks/freshness";
import { categoryTexts } from "@/categories/freshness";
import { heroTexts } from "@/hero/freshness";
import { TRANSLATED_LOCALES } from "@/i18n/content";
import { staleFields, type StoredRowTexts } from "@/i18n/freshness";
import { projectTexts } from "@/projects/freshness";
import { settingsTexts } from "@/settings/freshness";

let seeded: boolean;
let seconds: number;

test.beforeAll(async ({ database, disk: { storage } }) => {
  const started = performance.now();
  // Narrow photos: the same rows and files in a fraction of the encoding time. The default width's
  // variants are checked on the shared e2e server, which seeds at it (tests/e2e/landing.test.ts).
  seeded = await seedDemo(database.db, { storage, photoWidth: 400 });
  seconds = (performance.now() - started) / 1000;
}, 180_000);

async function counts(database: Database) {
  const { db } = database;
  const tables = { projects, categories, projectImages, projectVideos, projectContentBlocks, heroImages, aboutGallery, mediaAssets, siteSettings };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [{ n }] = await db.select({ n: count() }).from(table);
    result[name] = n;
  }
  return result;
}

describe("seedDemo", () => {
  it("seeds a fresh database", async ({ database }) => {
    console.info(`seedDemo: ${seconds.toFixed(1)} s`);
    expect(seeded).toBe(true);
    const c = await counts(database);
    expect(c).toMatchObject({ projects: 7, categories: 5, heroImages: 3, aboutGallery: 4, siteSettings: 1 });
    expect(c.projectImages).toBeGreaterThanOrEqual(6 * 3);
  });

  it("writes the settings row the site reads", async ({ database }) => {
    const [settings] = await database.db.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
    expect(settings.companyName).toBeTruthy();
    expect(settings.phoneNumber).toMatch(/^\+34 \d{3} \d{3} \d{3}$/);
    expect(settings.workingHoursWeekdays).toBe("Lunes a Viernes: 9:00 - 18:00");
    expect(settings.workingHoursSaturday).toBe("Sábados: 9:00 - 14:00");
    expect(settings.privacyPolicyUrl).toBe("/politica-de-privacidade");
    expect(settings.termsOfServiceUrl).toBe("/termos-de-servico");
    expect(settings.servicesList.length).toBeGreaterThanOrEqual(5);
    expect(settings.quickLinksList.every((l) => l.name && l.href)).toBe(true);
    // No SMTP server in the demo, so notifications are off and the form saves as it comes.
    expect(settings.emailNotificationsEnabled).toBe(false);
    expect(settingsFormSchema(false).safeParse(toFormValues(settings)).success).toBe(true);
    // Galician and English texts, Saturday's hours too.
    expect(settings.translations.gl?.workingHoursWeekdays).toBe("Luns a venres: 9:00 - 18:00");
    expect(settings.translations.gl?.workingHoursSaturday).toBe("Os sábados: 9:00 - 14:00");
    expect(settings.translations.en?.companyDescription).toMatch(/^Construcciones Miño is a family-run/);
    expect(settings.translations.en?.workingHoursSaturday).toBe("Saturday: 9:00 - 14:00");
    expect(settings.translations.gl?.quickLinkNames).toHaveLength(settings.quickLinksList.length);
  });

  it("creates 6 published projects with galleries and 1 draft", async ({ database }) => {
    const { db } = database;
    const rows = await db.select().from(projects);
    expect(rows.filter((p) => p.published)).toHaveLength(6);
    expect(rows.filter((p) => !p.published)).toHaveLength(1);
    const images = await db.select().from(projectImages);
    for (const project of rows.filter((p) => p.published)) {
      const own = images.filter((i) => i.projectId === project.id);
      const gallery = own.filter((i) => i.imageType === "gallery");
      expect(gallery.length, project.slug).toBeGreaterThanOrEqual(3);
      expect(gallery.length, project.slug).toBeLessThanOrEqual(5);
      expect(own.filter((i) => i.imageType === "before").length).toBe(own.filter((i) => i.imageType === "after").length);
      expect(project.coverImage).toBe(gallery.find((g) => g.orderIndex === 1)?.imageUrl);
      expect(project.categoryId).toBeTruthy();
      expect(project.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(project.longDescription).toMatch(/^<p>/);
    }
    expect(images.some((i) => i.imageType === "before")).toBe(true);
  });

  it("covers every content block type and adds YouTube videos", async ({ database }) => {
    const { db } = database;
    const blocks = await db.select().from(projectContentBlocks);
    expect(new Set(blocks.map((b) => b.blockType))).toEqual(new Set(BLOCK_TYPES));
    // Each block with its Galician and English texts; a gallery's captions keyed by the stored image URLs.
    for (const block of blocks) expect(Object.keys(block.translations).sort(), block.blockType).toEqual(["en", "gl"]);
    const gallery = blocks.find((b) => b.blockType === "gallery")!;
    const urls = (gallery.content.images as { url: string }[]).map((i) => i.url);
    expect((gallery.translations.gl as { images: { url: string }[] }).images.map((i) => i.url)).toEqual(urls);
    const videos = await db.select().from(projectVideos);
    expect(videos.length).toBeGreaterThanOrEqual(2);
    for (const video of videos) {
      expect(video.videoType).toBe("youtube");
      expect(video.videoUrl).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/);
    }
  });

  it("every stored image URL has a media_assets row whose files exist", async ({ database, disk: { storage } }) => {
    const { db } = database;
    const assets = new Map((await db.select().from(mediaAssets)).map((a) => [a.url, a]));
    const urls = [
      ...(await db.select({ url: projectImages.imageUrl }).from(projectImages)).map((r) => r.url),
      ...(await db.select({ url: projects.coverImage }).from(projects)).map((r) => r.url!),
      ...(await db.select({ url: heroImages.imageUrl }).from(heroImages)).map((r) => r.url),
      ...(await db.select({ url: aboutGallery.imageUrl }).from(aboutGallery)).map((r) => r.url),
    ];
    for (const url of new Set(urls)) {
      const asset = assets.get(url);
      expect(asset, url).toBeDefined();
      expect(asset!.width).toBeGreaterThan(0);
      expect(asset!.blurDataUrl).toMatch(/^data:image\/webp;base64,/);
      expect(asset!.variants.length).toBeGreaterThanOrEqual(2);
      for (const file of [asset!.url, ...asset!.variants.map((v) => v.url)]) {
        const key = keyFromMediaUrl(file);
        expect(key, file).toBeTruthy();
        expect(await storage.exists(key!), file).toBe(true);
      }
    }
  });

  it("records its translations as made from the Spanish it seeds: each has its source, none needs review", async ({ database }) => {
    const { db } = database;
    let recorded = 0;
    const check = (what: string, texts: StoredRowTexts, staleLocales: string[]) => {
      expect(staleLocales, what).toEqual([]);
      expect(staleFields(texts), what).toEqual({ gl: [], en: [] });
      for (const locale of TRANSLATED_LOCALES) {
        const translated = Object.keys(texts.translations[locale] ?? {}).sort();
        expect(Object.keys(texts.sources[locale] ?? {}).sort(), `${what} (${locale})`).toEqual(translated);
        recorded += translated.length;
      }
    };
    for (const row of await db.select().from(siteSettings)) check("settings", settingsTexts(row), row.staleLocales);
    for (const row of await db.select().from(categories)) check(`category ${row.slug}`, categoryTexts(row), row.staleLocales);
    for (const row of await db.select().from(projects)) check(`project ${row.slug}`, projectTexts(row), row.staleLocales);
    for (const row of await db.select().from(projectContentBlocks)) check(`block ${row.id}`, blockTexts(row), row.staleLocales);
    for (const row of await db.select().from(heroImages)) check(`hero ${row.title}`, heroTexts(row), row.staleLocales);
    for (const row of await db.select().from(aboutGallery)) check(`about ${row.altText}`, aboutTexts(row), row.staleLocales);
    expect(recorded).toBeGreaterThan(0);
  });

  it("is idempotent: a second call does nothing", async ({ database, disk: { storage, root } }) => {
    const before = await counts(database);
    const filesBefore = fs.readdirSync(root, { recursive: true }).length;
    expect(await seedDemo(database.db, { storage })).toBe(false);
    expect(await counts(database)).toEqual(before);
    expect(fs.readdirSync(root, { recursive: true }).length).toBe(filesBefore);
  });

  it("does nothing when only the settings row exists", async ({ disk: { storage } }) => {
    const other = await createTestDatabase();
    try {
      await other.db.insert(siteSettings).values({ id: SITE_SETTINGS_ID, companyName: "Otra" });
      expect(await seedDemo(other.db, { storage })).toBe(false);
      const [{ n }] = await other.db.select({ n: count() }).from(projects);
      expect(n).toBe(0);
    } finally {
      await other.close();
    }
  });
});
