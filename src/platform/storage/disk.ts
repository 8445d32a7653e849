import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { byteCounter, toReadable } from "./body";
import { assertValidKey, contentTypeForKey, mediaUrl } from "./keys";
import {
  RangeNotSatisfiableError,
  type ByteRange,
  type ListedObject,
  type ObjectInfo,
  type PutOptions,
  type Storage,
  type StorageBody,
  type StoredObject,
} from "./types";

/** Temporary files live under the root so the final rename never crosses file systems. */
const TEMP_DIR = ".tmp";

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}

/**
 * Removes the disk driver's temporary files untouched for `maxAgeMs`: what a write cut short by
 * a crash (SIGKILL, power loss) leaves behind. A write in progress keeps touching its file, so
 * it is never taken. Returns how many went.
 */
export async function sweepStaleTempFiles(root: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  const dir = path.join(path.resolve(root), TEMP_DIR);
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch (err) {
    if (isMissing(err)) return 0;
    throw err;
  }
  let removed = 0;
  for (const name of names) {
    const full = path.join(dir, name);
    try {
      const info = await fsp.stat(full);
      if (info.isFile() && info.mtimeMs <= now - maxAgeMs) {
        await fsp.rm(full, { force: true });
        removed++;
      }
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }
  return removed;
}

/**
 * Files under `root`, one per key. Writes stream to a temporary file which is flushed and
 * renamed into place, so a reader (or a crash) never sees a half-written object.
 */
export function createDiskStorage(root: string): Storage {
  const base = path.resolve(root);

  function filePath(key: string): string {
    const full = path.join(base, assertValidKey(key));
    // Belt and braces: assertValidKey already rules out every way out of the root.
    if (!full.startsWith(base + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return full;
  }

  async function stat(key: string): Promise<ObjectInfo | null> {
    try {
      const info = await fsp.stat(filePath(key));
      return info.isFile() ? { size: info.size, contentType: contentTypeForKey(key) } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    urlFor: mediaUrl,

    async put(key: string, body: StorageBody, options: PutOptions) {
      const target = filePath(key);
      const tempDir = path.join(base, TEMP_DIR);
      const temp = path.join(tempDir, `${randomUUID()}.part`);
      await Promise.all([fsp.mkdir(path.dirname(target), { recursive: true }), fsp.mkdir(tempDir, { recursive: true })]);
      const { counter, bytes } = byteCounter(options.maxBytes);
      const out = fs.createWriteStream(temp, { flags: "wx", flush: true });
      try {
        await pipeline(toReadable(body), counter, out);
        await fsp.rename(temp, target);
      } catch (err) {
        // A failed pipeline rejects before the write stream has finished opening or closing its
        // file; removing it earlier would let the pending open recreate it as an orphan.
        if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()));
        await fsp.rm(temp, { force: true });
        throw err;
      }
      return { key, url: mediaUrl(key), bytes: bytes() };
    },

    async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(filePath(key), "r");
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      try {
        // Stat through the open handle: the file cannot change identity under us.
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        if (range && (range.start < 0 || range.start > range.end || range.start >= info.size)) {
          throw new RangeNotSatisfiableError(info.size);
        }
        const resolved = range && { start: range.start, end: Math.min(range.end, info.size - 1) };
        const stream = handle.createReadStream({ start: resolved?.start, end: resolved?.end });
        return { stream, size: info.size, contentType: contentTypeForKey(key), range: resolved };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    stat,

    async delete(key: string) {
      await fsp.rm(filePath(key), { force: true });
    },

    async exists(key: string) {
      return (await stat(key)) !== null;
    },

    async list(prefix: string): Promise<ListedObject[]> {
      // Walk only the deepest folder the prefix names; the rest of the prefix filters names.
      const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
      if (folder) assertValidKey(folder);
      const out: ListedObject[] = [];
      async function walk(dir: string, keyPrefix: string): Promise<void> {
        let entries: fs.Dirent[];
        try {
          entries = await fsp.readdir(dir, { withFileTypes: true });
        } catch (err) {
          if (isMissing(err)) return;
          throw err;
        }
        for (const entry of entries) {
          if (entry.name.startsWith(".")) continue; // the driver's own .tmp
          const key = keyPrefix ? `${keyPrefix}/${entry.name}` : entry.name;
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) {
            if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) await walk(full, key);
          } else if (entry.isFile() && key.startsWith(prefix)) {
            try {
              const info = await fsp.stat(full);
              out.push({ key, size: info.size, lastModified: info.mtime });
            } catch (err) {
              if (!isMissing(err)) throw err; // deleted while listing: not there any more
            }
          }
        }
      }
      await walk(folder ? path.join(base, folder) : base, folder);
      return out;
    },

    async copy(from: string, to: string) {
      const source = filePath(from);
      const target = filePath(to);
      const tempDir = path.join(base, TEMP_DIR);
      const temp = path.join(tempDir, `${randomUUID()}.part`);
      await Promise.all([fsp.mkdir(path.dirname(target), { recursive: true }), fsp.mkdir(tempDir, { recursive: true })]);
      // Through a temporary file, like put: the copy appears whole or not at all.
      try {
        await fsp.copyFile(source, temp);
        await fsp.rename(temp, target);
      } catch (err) {
        await fsp.rm(temp, { force: true });
        throw err;
      }
    },
  };
}
