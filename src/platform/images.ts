import sharp, { type Metadata, type Sharp } from "sharp";
import { eq } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { mediaAssets, type MediaVariant } from "@/db/schema";
import { assertValidKey, getStorage, keyFromMediaUrl, mediaUrl, randomId, type PutResult, type Storage } from "@/platform/storage";

/** Responsive widths of every stored image (design §2, spec srcset widths). */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600] as const;

export const INVALID_IMAGE_MESSAGE = "El archivo no es una imagen válida.";

export class InvalidImageError extends Error {
  constructor() {
    super(INVALID_IMAGE_MESSAGE);
    this.name = "InvalidImageError";
  }
}

// SVG is refused on purpose: it is a document (scripts, external references), not a photo.
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
/** 70 megapixels: above any 10 MB camera JPEG, refuses decompression bombs (≤ ~210 MB decoded). */
const MAX_INPUT_PIXELS = 70_000_000;
/**
 * The spec's three levels (public-site.md: high 90, medium 75, low 60): the kept original is
 * high, the WebP variants medium and the AVIF variants — the format served first — low; AVIF 60
 * looks about like WebP 75 at a fraction of the bytes
 * (docs/decisions/0009-product-decisions-where-the-spec-is-silent.md).
 */
export const QUALITY = { original: 90, webp: 75, avif: 60 } as const;
/** Effort 2: a 1600 px photo in ~0.4-0.5 s on 2 cores; effort 3 takes ~0.8 s and 4 takes ~3 s, for files within a few percent. */
const AVIF_EFFORT = 2;
/** WebP effort 2: ~2.5× cheaper than the default 4 for files ~5 % larger (AVIF is served first). */
const WEBP_EFFORT = 2;
const BLUR_WIDTH = 16;

export type MediaAsset = typeof mediaAssets.$inferSelect;
export type NewMediaAsset = typeof mediaAssets.$inferInsert;
export type StoreImageOptions = {
  /** Folder of the stored files, e.g. `projects/<id>/gallery` (see storage/keys.ts). */
  keyPrefix: string;
  storage?: Storage;
  /** The image may be drawn as a full-screen hero: also store its portrait crop (see portraitWidths). */
  portrait?: boolean;
};

/**
 * The portrait crop drawn by a hero on a portrait screen: 9:16, about a phone's hero box
 * (412×724 CSS px on Lighthouse's phone), at widths for phones (480, 720) and portrait
 * tablets (1080), never above the crop's own width.
 */
export const PORTRAIT_ASPECT = { width: 9, height: 16 } as const;
export const PORTRAIT_WIDTHS = [480, 720, 1080] as const;
/** Below this the crop is a thumbnail: the image is blurry on any phone, so none is stored. */
const MIN_PORTRAIT_WIDTH = 320;

/** Widths to produce: the standard ones not above the original, plus the original's own. */
export function variantWidths(originalWidth: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= originalWidth);
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  if (originalWidth < largest && !widths.includes(originalWidth)) widths.push(originalWidth);
  return widths;
}

/** Width of the centre crop at the portrait aspect (the whole height kept). */
export function portraitCropWidth(width: number, height: number): number {
  return Math.min(width, Math.floor((height * PORTRAIT_ASPECT.width) / PORTRAIT_ASPECT.height));
}

/**
 * Widths of the portrait variants of a `width`×`height` image: the standard ones up to the
 * crop's width, plus the crop's own. None when the image is already about as tall as the crop
 * (its ordinary variants fill a portrait screen by width, so `sizes` picks them right) or when
 * the crop would be a thumbnail.
 */
export function portraitWidths(width: number, height: number): number[] {
  const crop = portraitCropWidth(width, height);
  if (crop >= width * 0.98 || crop < MIN_PORTRAIT_WIDTH) return [];
  const widths: number[] = PORTRAIT_WIDTHS.filter((w) => w <= crop);
  if (crop < PORTRAIT_WIDTHS[PORTRAIT_WIDTHS.length - 1] && !widths.includes(crop)) widths.push(crop);
  return widths;
}

const portraitHeight = (width: number) => Math.round((width * PORTRAIT_ASPECT.height) / PORTRAIT_ASPECT.width);

/**
 * The portrait crops, from buffers already decoded and sized (no second decode): the largest
 * from the smallest landscape size still tall enough, each smaller one from the one above.
 */
async function portraitCrops(landscapes: Decoded[], widths: number[]): Promise<Decoded[]> {
  const crops: Decoded[] = [];
  let source: Decoded | null = null;
  for (const width of [...widths].sort((a, b) => b - a)) {
    const height = Math.min(portraitHeight(width), landscapes[0].height);
    if (!source) {
      const base = landscapes.filter((l) => l.height >= height).sort((a, b) => a.height - b.height)[0];
      const cropWidth = portraitCropWidth(base.width, base.height);
      const region = { left: Math.floor((base.width - cropWidth) / 2), top: 0, width: cropWidth, height: base.height };
      source = await toDecoded(fromRaw(base).extract(region).resize({ width, height, fit: "fill" }));
    } else {
      source = await toDecoded(fromRaw(source).resize({ width, height, fit: "fill" }));
    }
    crops.push(source);
  }
  return crops;
}

type Decoded = { pixels: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 };
type Probe = { format: string; width: number; height: number };

const INPUT_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const };

/** Format and upright size from the header; refuses anything that is not a raster image. */
async function probe(input: Buffer): Promise<Probe> {
  let meta: Metadata;
  try {
    meta = await sharp(input, INPUT_OPTIONS).metadata();
  } catch {
    throw new InvalidImageError();
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new InvalidImageError();
  const upright = meta.autoOrient ?? meta;
  return { format: meta.format, width: upright.width, height: upright.height };
}

/** Decodes once, upright (EXIF orientation applied) and in sRGB: every output starts here. */
async function decodeUpright(input: Buffer): Promise<Decoded> {
  return toDecoded(sharp(input, INPUT_OPTIONS).autoOrient().toColourspace("srgb"));
}

/** A body that fails to decode (corrupt, truncated) is as invalid as a wrong header. */
function asInvalid<T>(promise: Promise<T>): Promise<T> {
  return promise.catch(() => {
    throw new InvalidImageError();
  });
}

function fromRaw({ pixels, width, height, channels }: Decoded): Sharp {
  return sharp(pixels, { raw: { width, height, channels } });
}

async function toDecoded(pipeline: Sharp): Promise<Decoded> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, channels: info.channels };
}

/** Photos are stored as JPEG; PNG and WebP keep their format (transparency, graphics). */
function encodeOriginal(image: Decoded, format: string): { data: Promise<Buffer>; ext: string; mime: string } {
  if (format === "png" || format === "gif") {
    return { data: fromRaw(image).png({ compressionLevel: 8 }).toBuffer(), ext: "png", mime: "image/png" };
  }
  if (format === "webp") {
    return { data: fromRaw(image).webp({ quality: QUALITY.original }).toBuffer(), ext: "webp", mime: "image/webp" };
  }
  const jpeg = fromRaw(image).flatten({ background: "#ffffff" }).jpeg({ quality: QUALITY.original });
  return { data: jpeg.toBuffer(), ext: "jpg", mime: "image/jpeg" };
}

function encodeVariant(image: Decoded, formatName: MediaVariant["format"]): Promise<Buffer> {
  const pipeline = fromRaw(image);
  return formatName === "avif"
    ? pipeline.avif({ quality: QUALITY.avif, effort: AVIF_EFFORT, chromaSubsampling: "4:2:0" }).toBuffer()
    : pipeline.webp({ quality: QUALITY.webp, effort: WEBP_EFFORT }).toBuffer();
}

async function blurDataUrl(smallest: Decoded): Promise<string> {
  const data = await fromRaw(smallest).resize({ width: BLUR_WIDTH }).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${data.toString("base64")}`;
}

/** The files of the portrait crops, named `<base>-p<width>w.<format>` beside the others. */
function portraitJobs(portraits: Decoded[], base: string) {
  return portraits.flatMap((image) =>
    (["avif", "webp"] as const).map((variantFormat) => ({
      key: `${base}-p${image.width}w.${variantFormat}`,
      mime: `image/${variantFormat}`,
      data: encodeVariant(image, variantFormat),
      variant: { format: variantFormat, width: image.width, crop: "portrait" as const },
    })),
  );
}

/**
 * The portrait crops of an image stored before they existed (`npm run media:portraits`), from its
 * stored original (already upright and in sRGB), beside its other files. Returns the variants
 * to add to its row; none when the image gets no crop (portraitWidths). On failure nothing of
 * it is left in storage.
 */
export async function storePortraitVariants(original: Buffer, storageKey: string, storage: Storage = getStorage()): Promise<MediaVariant[]> {
  const decoded = await asInvalid(decodeUpright(original));
  const widths = portraitWidths(decoded.width, decoded.height);
  if (widths.length === 0) return [];
  const jobs = portraitJobs(await portraitCrops([decoded], widths), assertValidKey(storageKey).replace(/\.[^./]+$/, ""));
  const settled = await Promise.allSettled(jobs.map(async (job) => storage.put(job.key, await job.data, { contentType: job.mime })));
  const failure = settled.find((r) => r.status === "rejected");
  if (failure) {
    await removeKeys(
      storage,
      jobs.filter((_, i) => settled[i].status === "fulfilled").map((job) => job.key),
    );
    throw failure.reason;
  }
  return jobs.map((job, i) => ({
    ...job.variant,
    url: (settled[i] as PromiseFulfilledResult<PutResult>).value.url,
    bytes: (settled[i] as PromiseFulfilledResult<PutResult>).value.bytes,
  }));
}

/** Removes variant files a row never took (e.g. when another run stored its crops first). */
export async function discardVariantFiles(variants: MediaVariant[], storage: Storage = getStorage()): Promise<void> {
  await removeKeys(
    storage,
    variants.map((v) => keyFromMediaUrl(v.url)).filter((key): key is string => !!key),
  );
}

/**
 * Validates, normalises and stores an image and its responsive variants, without touching
 * the database. Output files carry no metadata (sharp drops EXIF, GPS and XMP unless asked).
 * Returns the media_assets row to insert.
 */
export async function storeImage(input: Buffer, options: StoreImageOptions): Promise<NewMediaAsset> {
  const storage = options.storage ?? getStorage();
  const folder = assertValidKey(options.keyPrefix.replace(/\/+$/, ""));
  const info = await probe(input);
  const id = randomId();

  // One decode (measured: rotating a 12 MP JPEG costs ~100 ms each time it is decoded).
  const decoded = await asInvalid(decodeUpright(input));
  const original = encodeOriginal(decoded, info.format);
  original.data.catch(() => {}); // awaited below; this only keeps an early failure "handled"
  // Each width is resized from the next larger one, with heights from the original's
  // aspect ratio so the cascade cannot drift by a pixel.
  const size = (width: number) => ({ width, height: Math.max(1, Math.round((width * decoded.height) / decoded.width)), fit: "fill" as const });
  const sized: Decoded[] = [];
  let source = decoded;
  for (const width of variantWidths(decoded.width).sort((a, b) => b - a)) {
    if (width !== source.width) source = await toDecoded(fromRaw(source).resize(size(width)));
    sized.push(source);
  }
  const portraits = options.portrait ? await portraitCrops([decoded, ...sized], portraitWidths(decoded.width, decoded.height)) : [];

  const originalKey = `${folder}/${id}.${original.ext}`;
  const jobs = [
    { key: originalKey, mime: original.mime, data: original.data },
    ...sized.flatMap((image) =>
      (["avif", "webp"] as const).map((variantFormat) => ({
        key: `${folder}/${id}-${image.width}w.${variantFormat}`,
        mime: `image/${variantFormat}`,
        data: encodeVariant(image, variantFormat),
        variant: { format: variantFormat, width: image.width },
      })),
    ),
    ...portraitJobs(portraits, `${folder}/${id}`),
  ];

  // allSettled, not all: on failure every put must have finished before we clean up.
  const [settled, blur] = await Promise.all([
    Promise.allSettled(jobs.map(async (job) => storage.put(job.key, await job.data, { contentType: job.mime }))),
    blurDataUrl(sized[sized.length - 1]).catch((err: unknown) => err as Error),
  ]);
  const failure = settled.find((r) => r.status === "rejected") ?? (blur instanceof Error ? { reason: blur } : null);
  if (failure) {
    await removeKeys(
      storage,
      jobs.filter((_, i) => settled[i].status === "fulfilled").map((job) => job.key),
    );
    throw failure.reason;
  }
  const results = settled.map((r) => (r as PromiseFulfilledResult<PutResult>).value);
  const variants: MediaVariant[] = jobs.flatMap((job, i) =>
    "variant" in job && job.variant ? [{ ...job.variant, url: results[i].url, bytes: results[i].bytes }] : [],
  );
  variants.sort((a, b) => (a.crop ?? "").localeCompare(b.crop ?? "") || a.format.localeCompare(b.format) || a.width - b.width);
  return {
    url: mediaUrl(originalKey),
    storageKey: originalKey,
    mime: original.mime,
    bytes: results[0].bytes,
    width: decoded.width,
    height: decoded.height,
    blurDataUrl: blur as string,
    variants,
  };
}

/** storeImage + its media_assets row. Throws InvalidImageError for non-images. */
export async function processImage(input: Buffer, options: StoreImageOptions & { db: Queryable }): Promise<MediaAsset> {
  const storage = options.storage ?? getStorage();
  const asset = await storeImage(input, { ...options, storage });
  try {
    const [row] = await options.db.insert(mediaAssets).values(asset).returning();
    return row;
  } catch (err) {
    await removeKeys(storage, assetKeys(asset));
    throw err;
  }
}

function assetKeys(asset: Pick<NewMediaAsset, "storageKey" | "variants">): string[] {
  const variantKeys = (asset.variants ?? []).map((v) => keyFromMediaUrl(v.url));
  return [asset.storageKey, ...variantKeys].filter((key): key is string => !!key);
}

async function removeKeys(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      try {
        await storage.delete(key);
      } catch (err) {
        console.warn(`[images] could not delete stored file ${key}:`, err);
      }
    }),
  );
}

/**
 * Removes an image's media_assets row, then its original and variants from storage.
 * Storage failures are only logged (spec/admin.md §7): an orphan file is harmless, a
 * failed delete action is not. URLs that are not ours (e.g. external) are ignored.
 */
export async function deleteImageFiles(url: string, db: Queryable, storage: Storage = getStorage()): Promise<void> {
  const [row] = await db.delete(mediaAssets).where(eq(mediaAssets.url, url)).returning();
  const keys = row ? assetKeys(row) : [keyFromMediaUrl(url)].filter((key): key is string => !!key);
  await removeKeys(storage, keys);
}
