import type { Readable } from "node:stream";

/** What `put` accepts: a whole buffer, a Node stream or a web stream (e.g. `File.stream()`). */
export type StorageBody = Buffer | Uint8Array | Readable | NodeJS.ReadableStream | ReadableStream<Uint8Array>;

export type PutOptions = {
  contentType: string;
  /** Abort (and store nothing) once the body exceeds this many bytes. */
  maxBytes?: number;
};

export type PutResult = { key: string; url: string; bytes: number };

/** Inclusive byte range, already resolved against the object's size. */
export type ByteRange = { start: number; end: number };

export type ObjectInfo = { size: number; contentType: string };

/** One stored object as `list` reports it. */
export type ListedObject = { key: string; size: number; lastModified: Date };

export type StoredObject = ObjectInfo & {
  /** The whole object, or only `range` when one was asked for. */
  stream: Readable;
  /** Total size of the object, not of the range. */
  size: number;
  range?: ByteRange;
};

/**
 * File storage behind uploads and `/media/*`. Keys are "/"-separated relative paths
 * (see keys.ts); every driver refuses keys that `assertValidKey` refuses.
 */
export interface Storage {
  put(key: string, body: StorageBody, options: PutOptions): Promise<PutResult>;
  /** null when the object does not exist. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Size and type without opening the body (HEAD requests, Range resolution). */
  stat(key: string): Promise<ObjectInfo | null>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Every object whose key starts with `prefix` (a folder such as `projects/temp/`, or ""
   * for all), in no particular order. Driver-internal files are never listed.
   */
  list(prefix: string): Promise<ListedObject[]>;
  /** Copies one object to another key (replacing it); throws when `from` does not exist. */
  copy(from: string, to: string): Promise<void>;
  /** Public URL of a key, e.g. `/media/projects/…/a.webp`. */
  urlFor(key: string): string;
}

export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`El archivo supera el tamaño máximo permitido (${Math.round(maxBytes / 1024 / 1024)} MB).`);
    this.name = "StorageLimitError";
  }
}

export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`Requested range is outside the object (size ${size}).`);
    this.name = "RangeNotSatisfiableError";
  }
}
