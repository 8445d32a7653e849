import fs from "node:fs";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { mediaAssets } from "@/db/schema";
import { deleteImageFiles, INVALID_IMAGE_MESSAGE, processImage, variantWidths, type MediaAsset } from "@/platform/images";
import { keyFromMediaUrl } from "@/platform/storage";
import { renderPicture } from "@/seed/pictures";
import { it, test } from "../integration/support/fixtures";

/**
 * A 4000×3000 camera-like JPEG: a drawn scene with sensor grain, a red marker in the
 * stored top-left corner, EXIF orientation 6 (display rotated 90° clockwise) and GPS tags.
 */
async function cameraJpeg(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const scene = await renderPicture({ kind: "house", seed: "exif", palette: 0, width, height });
  const grain = await sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 10 } } })
    .png()
    .toBuffer();
  const marker = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  return sharp(scene)
    .composite([
      { input: grain, blend: "soft-light" },
      { input: marker, left: 0, top: 0 },
    ])
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "TestCam", Model: "Galicia 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "42/1 14/1 3000/100", GPSLongitudeRef: "W", GPSLongitude: "8/1 43/1 1200/100", GPSMapDatum: "WGS-84" },
    })
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe("variantWidths", () => {
  it("keeps the standard widths up to the original and adds the original's own", () => {
    expect(variantWidths(4000)).toEqual([400, 800, 1200, 1600]);
    expect(variantWidths(1600)).toEqual([400, 800, 1200, 1600]);
    expect(variantWidths(1000)).toEqual([400, 800, 1000]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe("processImage", () => {
  let input: Buffer;
  let asset: MediaAsset;
  let elapsed: number;

  test.beforeAll(async ({ database, disk: { storage } }) => {
    input = await cameraJpeg();
    const t = performance.now();
    asset = await processImage(input, { keyPrefix: "projects/p1/gallery", db: database.db, storage });
    elapsed = performance.now() - t;
  }, 120_000);

  it("the input really carries orientation and GPS metadata", async () => {
    const meta = await sharp(input).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.includes("WGS-84")).toBe(true);
    expect(meta.exif?.includes("TestCam")).toBe(true);
  });

  it("stores an upright original and records it in media_assets", async ({ database, disk: { read } }) => {
    console.info(`processImage 4000×3000 JPEG: ${elapsed.toFixed(0)} ms`);
    // Orientation 6 applied: the 4000×3000 stored pixels display as 3000×4000.
    expect([asset.width, asset.height]).toEqual([3000, 4000]);
    expect(asset.mime).toBe("image/jpeg");
    expect(asset.url).toMatch(/^\/media\/projects\/p1\/gallery\/[\w-]+\.jpg$/);
    expect(asset.storageKey).toBe(keyFromMediaUrl(asset.url));
    const original = await read(asset.url);
    expect(asset.bytes).toBe(original.length);
    const meta = await sharp(original).metadata();
    expect([meta.width, meta.height]).toEqual([3000, 4000]);
    // The marker drawn at the stored top-left is now at the displayed top-right.
    const { data } = await sharp(original).extract({ left: 2900, top: 0, width: 100, height: 100 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(60);

    const [row] = await database.db.select().from(mediaAssets).where(eq(mediaAssets.url, asset.url));
    expect(row.variants).toHaveLength(8);
    expect(row.blurDataUrl).toMatch(/^data:image\/webp;base64,/);
    expect(row.blurDataUrl!.length).toBeLessThan(1000);
  });

  it("produces AVIF and WebP variants at 400/800/1200/1600 w, small enough", async ({ disk: { read } }) => {
    const expected = [400, 800, 1200, 1600];
    for (const format of ["avif", "webp"] as const) {
      const variants = asset.variants.filter((v) => v.format === format);
      expect(variants.map((v) => v.width)).toEqual(expected);
      for (const variant of variants) {
        const data = await read(variant.url);
        expect(data.length).toBe(variant.bytes);
        const meta = await sharp(data).metadata();
        expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
        if (format === "avif") expect(meta.compression).toBe("av1");
        expect(meta.width).toBe(variant.width);
        expect(meta.height).toBe(Math.round((variant.width * 4000) / 3000));
      }
      const w1200 = variants.find((v) => v.width === 1200)!;
      expect(w1200.bytes).toBeLessThanOrEqual(200 * 1024);
    }
  });

  it("strips EXIF, GPS and every other metadata from all stored files", async ({ disk: { read } }) => {
    for (const url of [asset.url, ...asset.variants.map((v) => v.url)]) {
      const data = await read(url);
      const meta = await sharp(data).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
      expect(meta.orientation ?? 1, url).toBe(1);
      expect(data.includes("WGS-84"), url).toBe(false);
      expect(data.includes("TestCam"), url).toBe(false);
    }
  });

  it("never upscales: a narrow image gets one variant per format at its own width", async ({ database, disk: { storage } }) => {
    const small = await sharp({ create: { width: 320, height: 200, channels: 4, background: "#33669980" } })
      .png()
      .toBuffer();
    const row = await processImage(small, { keyPrefix: "hero", db: database.db, storage });
    expect(row.mime).toBe("image/png");
    expect(row.variants.map((v) => `${v.format}:${v.width}`)).toEqual(["avif:320", "webp:320"]);
  });

  it("refuses bytes that are not an image, storing nothing", async ({ database, disk: { storage, root } }) => {
    const before = fs.readdirSync(root, { recursive: true }).length;
    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    await expect(processImage(html, { keyPrefix: "projects/p1/gallery", db: database.db, storage })).rejects.toThrow(INVALID_IMAGE_MESSAGE);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    await expect(processImage(svg, { keyPrefix: "hero", db: database.db, storage })).rejects.toThrow(INVALID_IMAGE_MESSAGE);
    const truncated = input.subarray(0, 5000);
    await expect(processImage(truncated, { keyPrefix: "hero", db: database.db, storage })).rejects.toThrow(INVALID_IMAGE_MESSAGE);
    expect(fs.readdirSync(root, { recursive: true }).length).toBe(before);
  });

  it("deleteImageFiles removes the row, the original and every variant", async ({ database, disk: { storage } }) => {
    await deleteImageFiles(asset.url, database.db, storage);
    for (const url of [asset.url, ...asset.variants.map((v) => v.url)]) {
      expect(await storage.exists(keyFromMediaUrl(url)!)).toBe(false);
    }
    expect(await database.db.select().from(mediaAssets).where(eq(mediaAssets.url, asset.url))).toEqual([]);
    // Unknown and foreign URLs are not errors.
    await expect(deleteImageFiles("/media/projects/p1/gallery/nope.jpg", database.db, storage)).resolves.toBeUndefined();
    await expect(deleteImageFiles("https://example.com/a.jpg", database.db, storage)).resolves.toBeUndefined();
  });
});
