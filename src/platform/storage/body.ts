import { Readable, Transform } from "node:stream";
import { StorageLimitError, type Storage, type StorageBody } from "./types";

/** A view, not a copy: uploads can be several megabytes. */
export function asBuffer(body: Uint8Array): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

/** Any accepted body (bytes, Node stream, web stream) as a Node stream. */
export function toReadable(body: StorageBody): Readable {
  if (body instanceof Uint8Array) return Readable.from([asBuffer(body)]);
  if (body instanceof Readable) return body;
  if (typeof (body as ReadableStream).getReader === "function") {
    return Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>);
  }
  return Readable.from(body as NodeJS.ReadableStream);
}

/** A pass-through that counts bytes and fails with StorageLimitError past `maxBytes`. */
export function byteCounter(maxBytes: number | undefined) {
  let bytes = 0;
  let exceeded = false;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (maxBytes !== undefined && bytes > maxBytes) {
        exceeded = true;
        callback(new StorageLimitError(maxBytes));
      } else callback(null, chunk);
    },
  });
  return { counter, bytes: () => bytes, exceeded: () => exceeded };
}

/** A stored object read whole (small files only: images, probes); null when it is missing. */
export async function readObject(storage: Storage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
