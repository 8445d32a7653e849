import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";
import sharp, { type Sharp } from "sharp";
import { and, eq, isNull } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { contactMessages, leadPhotos } from "@/db/schema";
import { t } from "@/i18n/current";
import { assertValidKey, getStorage, randomId, type Storage } from "@/platform/storage";
import { declaredLength } from "@/uploads/limits";
import { sniffPhoto } from "@/uploads/sniff";
import { MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTOS_FIELD } from "./quote/fields";
import { quoteCatalogue } from "./quote/messages";
import { deletePhotoFiles, isLeadPhotoKey, LEADS_PREFIX } from "./photo-files";

/**
 * A quote request's photos: the multipart body streamed (never more than one photo's bytes held
 * at a time), each photo's real format sniffed, re-encoded to JPEG without any metadata (GPS,
 * camera, dates) and stored under the private `leads/<messageId>/` folder, which `/media/*` never
 * serves (src/app/media/[...key]/route.ts); staff see them through
 * `/api/admin/leads/<id>/photos/<photoId>`.
 */

/** Room for the form's text fields and the multipart framing around the photos. */
const FIELDS_BYTES = 1024 * 1024;
/** The largest body a quote request may have: six photos at their limit and the fields. */
export const MAX_QUOTE_REQUEST_BYTES = MAX_PHOTOS * MAX_PHOTO_BYTES + FIELDS_BYTES;
/** The long edge photos are brought down to, and their JPEG quality. */
export const PHOTO_MAX_EDGE = 2560;
export const PHOTO_QUALITY = 82;
/** The decoder's ceiling: a 10 MB file may claim far more pixels than memory can hold. */
const MAX_INPUT_PIXELS = 70_000_000;
/** Bytes read to know a photo's format. */
const SNIFF_BYTES = 16;

/** The private folder of one lead's photos. */
export const leadPhotoFolder = (messageId: string) => assertValidKey(`${LEADS_PREFIX}${messageId}`);

/** A refusal of the request, in the visitor's language, with the status it is answered with. */
export class QuoteBodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
    /** The field the refusal belongs to, for the form (photos, or none: the whole request). */
    readonly field: "photos" | null = "photos",
  ) {
    super(message);
    this.name = "QuoteBodyError";
  }
}

export type StoredPhoto = { key: string; bytes: number; width: number; height: number };

/** What the caller decides once every text field has arrived: go on with the photos, or stop (answering `result`). */
export type FieldsVerdict<R> = { go: true } | { go: false; result: R };

export type ReceivedQuote<R> = { fields: Record<string, string>; photos: StoredPhoto[]; stopped: R | null };

/**
 * Reads a quote request's body. The text fields come first (the form puts the file input last):
 * `onFields` sees them all before the first photo is read, and decides whether the photos are
 * read at all (a refused or spam request never costs a decode). Each photo is then read, checked
 * and stored in turn, while the rest of the body waits (backpressure). On a refusal the photos
 * already stored are deleted, the rest of the body is read and discarded (so the browser gets the
 * answer rather than a reset), and a `QuoteBodyError` is thrown.
 */
export async function receiveQuoteBody<R>(
  request: Request,
  messageId: string,
  onFields: (fields: Record<string, string>) => Promise<FieldsVerdict<R>>,
  storage: Storage = getStorage(),
): Promise<ReceivedQuote<R>> {
  // Read now, in the request's language: the parser's events may run outside its context.
  const q = t(quoteCatalogue);
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) throw new QuoteBodyError(400, q.photoUnreadable, null);
  const length = declaredLength(request.headers.get("content-length"));
  if (length !== null && length > MAX_QUOTE_REQUEST_BYTES) throw new QuoteBodyError(413, q.requestTooLarge, null);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // One more file and one more byte than allowed, so the refusals below see them.
      limits: { files: MAX_PHOTOS + 1, fields: 40, parts: 60, fieldSize: 32 * 1024, fileSize: MAX_PHOTO_BYTES + 1, headerPairs: 20 },
    });
  } catch {
    throw new QuoteBodyError(400, q.photoUnreadable, null);
  }
  const source = Readable.fromWeb(request.body as NodeWebReadableStream<Uint8Array>);
  // No prototype: a field named `__proto__` or `toString` is just a field.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const photos: StoredPhoto[] = [];
  let verdict: Promise<FieldsVerdict<R>> | null = null;
  const decide = () => (verdict ??= onFields({ ...fields }));
  let files = 0;
  let work: Promise<void> = Promise.resolve();
  let failure: Error | null = null;

  const done = new Promise<void>((resolve) => {
    let parserClosed = false;
    let sourceEnded = false;
    // A success ends with the parser; a refusal once the whole body has been read (or cut).
    const check = () => {
      if (failure ? sourceEnded : parserClosed) resolve();
    };
    const fail = (err: Error) => {
      failure ??= err;
      // Ends any photo being read with an error, so its reader stops; the rest is discarded.
      parser.destroy();
      source.resume();
      check();
    };
    let received = 0;
    source.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_QUOTE_REQUEST_BYTES && !sourceEnded) {
        // Past anything accepted, even when discarding: cut the connection.
        fail(new QuoteBodyError(413, q.requestTooLarge, null));
        source.destroy();
      }
    });
    source.on("end", () => {
      sourceEnded = true;
      check();
    });
    source.on("close", () => {
      if (!source.readableEnded && !failure) fail(new QuoteBodyError(400, q.photoUnreadable, null));
      sourceEnded = true;
      check();
    });
    source.on("error", () => {});
    parser.on("field", (name, value) => {
      if (!Object.hasOwn(fields, name)) fields[name] = value;
    });
    parser.on("file", (name, file, info) => {
      file.on("error", () => {});
      // An empty file input still sends one part, with no name and no bytes.
      if (failure || name !== PHOTOS_FIELD || !info.filename) return void file.resume();
      files += 1;
      if (files > MAX_PHOTOS) {
        file.resume();
        return fail(new QuoteBodyError(413, q.tooManyPhotos(MAX_PHOTOS)));
      }
      // The fields as they stand at the first photo are the ones judged (the form sends them all first).
      const judged = decide();
      // Awaited below, unless a refusal came first: never an unhandled rejection.
      judged.catch(() => {});
      work = work.then(async () => {
        const answer = await judged;
        if (failure || !answer.go) return void file.resume();
        const data = await readPhoto(file, q.photoTooLarge);
        photos.push(await storePhoto(data, messageId, storage, q));
      });
      work.catch((err: Error) => fail(err));
    });
    parser.on("error", () => fail(new QuoteBodyError(400, q.photoUnreadable, null)));
    parser.on("close", () => {
      parserClosed = true;
      check();
    });
    source.pipe(parser);
  });

  await done;
  await work.catch(() => {});
  if (failure) {
    await deletePhotoFiles(
      photos.map((p) => p.key),
      storage,
    );
    throw failure;
  }
  const answer = await decide();
  if (!answer.go) {
    await deletePhotoFiles(
      photos.map((p) => p.key),
      storage,
    );
    return { fields, photos: [], stopped: answer.result };
  }
  return { fields, photos, stopped: null };
}

/** The whole photo, refused as soon as it passes the limit (busboy stops one byte over it). */
async function readPhoto(file: Readable & { truncated?: boolean }, tooLarge: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of file) {
    bytes += (chunk as Buffer).length;
    if (bytes > MAX_PHOTO_BYTES) {
      file.resume();
      throw new QuoteBodyError(413, tooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  if (file.truncated) throw new QuoteBodyError(413, tooLarge);
  return Buffer.concat(chunks, bytes);
}

type PhotoWords = { photoType: string; photoUnreadable: string };

/**
 * A phone's HEIC (HEVC inside): sharp's prebuilt libvips reads HEIF only with AV1 inside (AVIF),
 * so libheif compiled to WebAssembly (heic-decode, loaded on the first HEIC only) turns its first
 * image into pixels, its rotation and mirroring applied; its metadata never reaches them.
 */
async function decodeHeif(input: Buffer): Promise<Sharp> {
  const { default: decode } = await import("heic-decode");
  const images = await decode.all({ buffer: input });
  try {
    const [first] = images;
    if (!first || first.width * first.height > MAX_INPUT_PIXELS) throw new Error("no image, or more pixels than allowed");
    const { width, height, data } = await first.decode();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
  } finally {
    images.dispose();
  }
}

/**
 * A photo as stored: its format sniffed from its bytes (never the name or type the browser
 * sent), turned upright by its EXIF orientation, brought within PHOTO_MAX_EDGE, flattened on
 * white and re-encoded as JPEG. sharp writes no metadata unless asked (`withMetadata`), so GPS,
 * camera and dates are gone.
 */
export async function reencodePhoto(input: Buffer, words: PhotoWords): Promise<{ data: Buffer; width: number; height: number }> {
  const format = sniffPhoto(input.subarray(0, SNIFF_BYTES));
  if (!format) throw new QuoteBodyError(415, words.photoType);
  try {
    const source = format === "heif" ? await decodeHeif(input) : sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { data, info } = await source
      .rotate()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: PHOTO_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new QuoteBodyError(415, words.photoUnreadable);
  }
}

async function storePhoto(input: Buffer, messageId: string, storage: Storage, words: PhotoWords): Promise<StoredPhoto> {
  const { data, width, height } = await reencodePhoto(input, words);
  const key = assertValidKey(`${leadPhotoFolder(messageId)}/${randomId()}.jpg`);
  await storage.put(key, data, { contentType: "image/jpeg" });
  return { key, bytes: data.length, width, height };
}

/** The rows to insert for a lead's stored photos, in the order they were sent. */
export const photoRows = (messageId: string, photos: readonly StoredPhoto[]) =>
  photos.map((photo, position) => ({
    messageId,
    storageKey: photo.key,
    contentType: "image/jpeg",
    bytes: photo.bytes,
    width: photo.width,
    height: photo.height,
    position,
  }));

/**
 * The stored file of one photo of one lead, for staff: null unless the photo belongs to that
 * lead, the lead is not blocked (retention hides it from everyone), and the key is a private one.
 */
export async function findLeadPhoto(db: Queryable, messageId: string, photoId: string): Promise<{ key: string; contentType: string } | null> {
  const [row] = await db
    .select({ key: leadPhotos.storageKey, contentType: leadPhotos.contentType })
    .from(leadPhotos)
    .innerJoin(contactMessages, eq(contactMessages.id, leadPhotos.messageId))
    .where(and(eq(leadPhotos.id, photoId), eq(leadPhotos.messageId, messageId), isNull(contactMessages.blockedAt)))
    .limit(1);
  return row && isLeadPhotoKey(row.key) ? row : null;
}
