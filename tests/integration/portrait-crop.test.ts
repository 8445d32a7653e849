import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { mediaAssets, type MediaVariant } from "@/db/schema";
import { deleteImageFiles, processImage, type MediaAsset } from "@/platform/images";
import { imageRefResolver } from "@/media/queries";
import { keyFromMediaUrl } from "@/platform/storage";
import { it, test } from "./support/fixtures";

/** Three vertical bands, red | green | blue: a centre crop narrower than a third is all green. */
async function bands(width: number, height: number): Promise<Buffer> {
  const third = Math.round(width / 3);
  const band = (colour: string, w: number) =>
    sharp({ create: { width: w, height, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#0000ff" } })
    .composite([
      { input: await band("#ff0000", third), left: 0, top: 0 },
      { input: await band("#00ff00", third), left: third, top: 0 },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const portraitOf = (asset: MediaAsset) => asset.variants.filter((v) => v.crop === "portrait");
const landscapeOf = (asset: MediaAsset) => asset.variants.filter((v) => !v.crop);
const listed = (variants: MediaVariant[]) => variants.map((v) => `${v.format}:${v.width}`);

describe("portrait crops of hero images", () => {
  let asset: MediaAsset;

  test.beforeAll(async ({ database, disk: { storage } }) => {
    asset = await processImage(await bands(3000, 1600), { keyPrefix: "hero", db: database.db, storage, portrait: true });
  }, 120_000);

  it("stores the 9:16 centre crop in AVIF and WebP at phone widths, never wider than the crop, beside the usual variants", async ({
    database,
    disk: { read },
  }) => {
    // 1600 px tall: the crop is 900×1600, so 480 and 720 (1080 would be an upscale) and 900 itself.
    expect(listed(portraitOf(asset))).toEqual(["avif:480", "avif:720", "avif:900", "webp:480", "webp:720", "webp:900"]);
    expect(listed(landscapeOf(asset))).toEqual(["avif:400", "avif:800", "avif:1200", "avif:1600", "webp:400", "webp:800", "webp:1200", "webp:1600"]);
    for (const variant of portraitOf(asset)) {
      expect(variant.url).toMatch(new RegExp(`-p${variant.width}w\\.${variant.format}$`));
      const data = await read(variant.url);
      expect(data.length).toBe(variant.bytes);
      const meta = await sharp(data).metadata();
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : "webp");
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.min(1600, Math.round((variant.width * 16) / 9)));
      expect(Math.abs(meta.width! / meta.height! - 9 / 16)).toBeLessThan(0.01);
      // The centre band only: both edges of the crop are still green.
      const { data: px, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
      for (const x of [2, info.width - 3]) {
        const at = (Math.round(info.height / 2) * info.width + x) * info.channels;
        expect([px[at] < 60, px[at + 1] > 190, px[at + 2] < 60], `${variant.url} x=${x}`).toEqual([true, true, true]);
      }
    }
    const [row] = await database.db.select({ variants: mediaAssets.variants }).from(mediaAssets).where(eq(mediaAssets.url, asset.url));
    expect(row.variants.filter((v) => v.crop === "portrait")).toHaveLength(6);
  });

  it("gives the page portrait srcsets apart from the landscape ones, and none to an asset without them", async ({ database, disk: { storage } }) => {
    const plain = await processImage(await bands(1200, 800), { keyPrefix: "about-gallery", db: database.db, storage });
    expect(portraitOf(plain)).toEqual([]);
    const resolve = await imageRefResolver([asset.url, plain.url, "https://example.com/x.jpg"], database.db);
    const hero = resolve(asset.url)!;
    expect(hero.portraitAvifSrcSet.split(", ").map((c) => c.split(" ")[1])).toEqual(["480w", "720w", "900w"]);
    expect(hero.portraitAvifSrcSet).toMatch(/-p480w\.avif 480w/);
    expect(hero.portraitWebpSrcSet).toMatch(/-p900w\.webp 900w$/);
    expect(hero.avifSrcSet).not.toMatch(/-p\d+w/);
    expect(hero.avifSrcSet.split(", ")).toHaveLength(4);
    for (const ref of [resolve(plain.url)!, resolve("https://example.com/x.jpg")!]) {
      expect([ref.portraitAvifSrcSet, ref.portraitWebpSrcSet]).toEqual(["", ""]);
    }
    expect(resolve(plain.url)!.avifSrcSet).not.toBe("");
  });

  it("crops nothing from an image already as tall as 9:16, nor from a tiny one", async ({ database, disk: { storage } }) => {
    const tall = await processImage(await bands(900, 1800), { keyPrefix: "hero", db: database.db, storage, portrait: true });
    expect(portraitOf(tall)).toEqual([]);
    expect(listed(landscapeOf(tall))).toEqual(["avif:400", "avif:800", "avif:900", "webp:400", "webp:800", "webp:900"]);
    const tiny = await processImage(await bands(480, 320), { keyPrefix: "hero", db: database.db, storage, portrait: true });
    expect(portraitOf(tiny)).toEqual([]);
    expect(listed(landscapeOf(tiny))).toEqual(["avif:400", "avif:480", "webp:400", "webp:480"]);
  });

  it("deleting the asset removes its portrait files with the rest", async ({ database, disk: { storage, root } }) => {
    const urls = [asset.url, ...asset.variants.map((v) => v.url)];
    expect(urls.filter((u) => /-p\d+w\./.test(u))).toHaveLength(6);
    for (const url of urls) expect(await storage.exists(keyFromMediaUrl(url)!), url).toBe(true);
    await deleteImageFiles(asset.url, database.db, storage);
    for (const url of urls) expect(await storage.exists(keyFromMediaUrl(url)!), url).toBe(false);
    expect(
      fs
        .readdirSync(path.join(root), { recursive: true })
        .filter((f) => /-p\d+w\./.test(String(f)) && String(f).includes(path.basename(asset.storageKey, ".jpg"))),
    ).toEqual([]);
  });
});
