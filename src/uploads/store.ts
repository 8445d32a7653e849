import { Readable } from "node:stream";
import type { Queryable } from "@/db/client";
import { processImage } from "@/platform/images";
import { getStorage, StorageLimitError, type Storage } from "@/platform/storage";
import { UploadError } from "./errors";
import { t } from "@/i18n/current";
import { fileTooLarge, MAX_UPLOAD_BYTES, tooLargeMessage } from "./limits";
import { uploadMessages } from "./messages";
import { SNIFF_BYTES, sniffVideo } from "./sniff";

export type UploadResult = { url: string; kind: "image" | "video"; width?: number; height?: number };

/** Reads the whole image into memory, refusing it as soon as it passes the image limit. */
export async function readImage(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream) {
    bytes += (chunk as Buffer).length;
    if (fileTooLarge(bytes, "image")) throw new UploadError(413, tooLargeMessage("image"));
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, bytes);
}

/** Validates, converts and stores an image with its variants and media_assets row. */
export async function storeImageUpload(
  input: Buffer,
  folder: string,
  db: Queryable,
  storage?: Storage,
  options: { portrait?: boolean } = {},
): Promise<UploadResult> {
  const asset = await processImage(input, { keyPrefix: folder, db, storage, portrait: options.portrait });
  return { url: asset.url, kind: "image", width: asset.width ?? undefined, height: asset.height ?? undefined };
}

function waitReadable(stream: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      cleanup();
      resolve();
    };
    const fail = (err: Error) => {
      cleanup();
      reject(err);
    };
    const cleanup = () => {
      stream.off("readable", done);
      stream.off("end", done);
      stream.off("close", done);
      stream.off("error", fail);
    };
    stream.on("readable", done);
    stream.on("end", done);
    stream.on("close", done);
    stream.on("error", fail);
  });
}

/**
 * The first `n` bytes of a stream (fewer if it is shorter), and a stream that still yields
 * the whole content: the head is put back in front of the rest.
 */
export async function peek(stream: Readable, n: number): Promise<{ head: Buffer; body: Readable }> {
  let ended = false;
  stream.once("end", () => (ended = true));
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < n) {
    const chunk = stream.read() as Buffer | null;
    if (chunk) {
      chunks.push(chunk);
      length += chunk.length;
      continue;
    }
    if (ended || stream.readableEnded || stream.destroyed) break;
    await waitReadable(stream);
    if (stream.errored) throw stream.errored;
  }
  const all = Buffer.concat(chunks, length);
  if (ended || stream.readableEnded) return { head: all.subarray(0, n), body: Readable.from([all]) };
  if (all.length > 0) stream.unshift(all);
  return { head: all.subarray(0, n), body: stream };
}

/** Sniffs the container and streams the video to storage under the key for its real extension. */
export async function storeVideoUpload(
  stream: Readable,
  keyFor: (ext: string) => string,
  storage: Storage = getStorage(),
): Promise<UploadResult & { key: string }> {
  const { head, body } = await peek(stream, SNIFF_BYTES);
  const container = sniffVideo(head);
  if (!container) throw new UploadError(415, t(uploadMessages).invalidVideo);
  const key = keyFor(container.ext);
  try {
    const stored = await storage.put(key, body, { contentType: container.contentType, maxBytes: MAX_UPLOAD_BYTES.video });
    return { url: stored.url, kind: "video", key };
  } catch (err) {
    if (err instanceof StorageLimitError) throw new UploadError(413, tooLargeMessage("video"));
    throw err;
  }
}
