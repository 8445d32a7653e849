import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Database } from "@/db/client";
import { aboutGallery, heroImages, mediaAssets, projects } from "@/db/schema";
import { backfillPortraits } from "@/media/portrait-backfill";
import { processImage, type MediaAsset } from "@/platform/images";
import { keyFromMediaUrl, type Storage } from "@/platform/storage";
import { it, test } from "./support/fixtures";

let root: string;
let storage: Storage;
let database: Database;

const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
/** As uploaded before portrait crops existed: no `portrait` option. */
const stored = async (folder: string, width: number, height: number, background = "#557799") =>
  processImage(await photo(width, height, background), { keyPrefix: folder, db: database.db, storage });
const variantsOf = async (url: string) =>
  (await database.db.select({ variants: mediaAssets.variants }).from(mediaAssets).where(eq(mediaAssets.url, url)))[0].variants;

describe("npm run media:portraits (backfill of the portrait crop)", () => {
  let hero: MediaAsset;
  let cover: MediaAsset;
  let about: MediaAsset;
  let tall: MediaAsset;

  test.beforeAll(async ({ database: fileDatabase, disk }) => {
    database = fileDatabase;
    ({ root, storage } = disk);
    hero = await stored("hero", 1600, 1067);
    cover = await stored("projects/p1/gallery", 1200, 800, "#997755");
    about = await stored("about-gallery", 1600, 1067);
    tall = await stored("hero", 900, 1600);
    await database.db.insert(heroImages).values([
      { imageUrl: hero.url, title: "Casa" },
      { imageUrl: tall.url, title: "Torre" },
    ]);
    await database.db.insert(projects).values({ slug: "casa-vigo", title: "Casa en Vigo", coverImage: cover.url });
    await database.db.insert(aboutGallery).values({ imageUrl: about.url, altText: "Equipo" });
  }, 120_000);

  it("adds the crop to hero and project images only, in pages, and skips tall ones", async () => {
    const log: string[] = [];
    const result = await backfillPortraits(database.db, { storage, pageSize: 1, log: (m) => log.push(m) });
    expect(result).toEqual({ examined: 3, cropped: 2, skipped: 1, failed: 0 });
    // One page of one row at a time.
    expect(log.filter((l) => l.includes("examined"))).toHaveLength(3);

    const heroPortraits = (await variantsOf(hero.url)).filter((v) => v.crop === "portrait");
    expect(heroPortraits.map((v) => `${v.format}:${v.width}`).sort()).toEqual(["avif:480", "avif:600", "webp:480", "webp:600"]);
    for (const v of heroPortraits) {
      expect(await storage.exists(keyFromMediaUrl(v.url)!)).toBe(true);
      const meta = await sharp(path.join(root, keyFromMediaUrl(v.url)!)).metadata();
      expect([meta.width, meta.height]).toEqual([v.width, Math.min(1067, Math.round((v.width * 16) / 9))]);
    }
    expect((await variantsOf(cover.url)).filter((v) => v.crop === "portrait").map((v) => `${v.format}:${v.width}`)).toEqual(["avif:450", "webp:450"]);
    // The landscape variants stay as they were.
    expect((await variantsOf(hero.url)).filter((v) => !v.crop)).toEqual(hero.variants);
    expect(await variantsOf(about.url)).toEqual(about.variants);
    expect(await variantsOf(tall.url)).toEqual(tall.variants);
  });

  it("is idempotent: a second run finds nothing to crop and writes no file", async () => {
    const files = fs.readdirSync(root, { recursive: true }).length;
    const before = await variantsOf(hero.url);
    const result = await backfillPortraits(database.db, { storage });
    expect(result).toEqual({ examined: 1, cropped: 0, skipped: 1, failed: 0 });
    expect(await variantsOf(hero.url)).toEqual(before);
    expect(fs.readdirSync(root, { recursive: true }).length).toBe(files);
  });

  it("counts an image whose original is missing as failed and goes on", async () => {
    const lost = await stored("hero", 1600, 1067, "#335511");
    await database.db.insert(heroImages).values({ imageUrl: lost.url, title: "Perdida" });
    await storage.delete(lost.storageKey);
    const result = await backfillPortraits(database.db, { storage });
    expect(result.failed).toBe(1);
    expect((await variantsOf(lost.url)).some((v) => v.crop)).toBe(false);
  });
});
