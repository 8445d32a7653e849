/**
 * The kept pages: each as rendered, plus its compressed copies once they are made, within a
 * byte budget; the least recently served page goes first when the budget is full.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
import { brotlied, gzipped, type Encoding } from "../compression";

/** A response of the server to its own render request, decoded. */
export type Rendered = { status: number; headers: IncomingHttpHeaders; body: Buffer };

export type Entry = {
  /** The read cache's generation when its render started: a later write makes the copy stale. */
  generation: number;
  storedAt: number;
  headers: OutgoingHttpHeaders;
  bodies: { identity: Buffer } & Partial<Record<Encoding, Buffer>>;
  bytes: number;
  /** After a failed render, no visitor waits for a new one before this time. */
  retryAt: number;
  /** Times served, and when last, carried over from the copy it replaced: what a write refreshes first. */
  hits: number;
  servedAt: number;
  /** Settled once each compressed copy is in (or could not be made). */
  compressed: Record<Encoding, Promise<void>>;
};

/** Headers that describe one response, not the page. */
const NOT_STORED = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "set-cookie", "x-page-cache"]);
/** Pages up to this size (as rendered) get a second, best-quality brotli copy. */
const BEST_BROTLI_MAX_BYTES = 256 * 1024;

/** What is kept: a page (HTML) or a kept file (XML, or a file already gzipped). */
const KEPT_TYPES = /^(?:text\/html|application\/xml|application\/gzip)\b/;
/** Already compressed: kept and sent as it came. */
const COMPRESSED_TYPE = /^application\/gzip\b/;

/** Only a plain answer for everyone is kept: a 200 of a kept type that sets no cookie. */
export function storable(rendered: Rendered): boolean {
  const type = String(rendered.headers["content-type"] ?? "");
  return rendered.status === 200 && KEPT_TYPES.test(type) && !rendered.headers["set-cookie"];
}

/** A render's headers as they may be sent again (`keep` names one more to pass through). */
export const reusableHeaders = (headers: IncomingHttpHeaders, keep?: string): OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_STORED.has(name) || name === keep));

const compressionFailed = (key: string) => (err: unknown) => console.error(`[page-cache] could not compress ${key}`, err);

export class PageStore {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  /** Marks a page as just served: the budget evicts from the least recently served. */
  served(key: string, entry: Entry, at: number): void {
    entry.hits++;
    entry.servedAt = at;
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  /** At most `limit` pages served more than once and lately (since `since`), the most served first. */
  mostServed(since: number, limit: number): string[] {
    return [...this.entries]
      .filter(([, entry]) => entry.servedAt >= since && entry.hits > 1)
      .sort(([, a], [, b]) => b.hits - a.hits)
      .slice(0, limit)
      .map(([key]) => key);
  }

  drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** Keeps a render; null when the budget cannot hold it. Its compressed copies follow off the event loop. */
  put(key: string, rendered: Rendered, generation: number, storedAt: number): Entry | null {
    const previous = this.entries.get(key);
    this.drop(key);
    const identity = rendered.body;
    if (!this.makeRoom(identity.length, key)) return null;
    const entry: Entry = {
      generation,
      storedAt,
      headers: reusableHeaders(rendered.headers),
      bodies: { identity },
      bytes: identity.length,
      retryAt: 0,
      hits: previous?.hits ?? 0,
      servedAt: previous?.servedAt ?? 0,
      compressed: { gzip: Promise.resolve(), br: Promise.resolve() },
    };
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    if (COMPRESSED_TYPE.test(String(rendered.headers["content-type"] ?? ""))) return entry;
    const failed = compressionFailed(key);
    // A compressed copy that finds no room is dropped; the page is then sent as rendered.
    const add = (encoding: Encoding) => (body: Buffer) => {
      if (this.entries.get(key) !== entry || !this.makeRoom(body.length, key)) return;
      entry.bodies[encoding] = body;
      this.grow(entry, body.length);
    };
    entry.compressed = { gzip: gzipped(identity).then(add("gzip"), failed), br: brotlied(identity, 6).then(add("br"), failed) };
    // Then, off every request's path, the smallest brotli copy (quality 11, as a static file server
    // precompresses): ~9 % smaller, which keeps the landing page inside TCP's first congestion window
    // (10 segments, ~14.6 KB with the headers; one round trip more beyond it). It costs ~80 ms of a
    // pool thread for a 75–85 KB page, so a larger page keeps quality 6.
    if (identity.length <= BEST_BROTLI_MAX_BYTES) {
      entry.compressed.br
        .then(() => brotlied(identity, 11))
        .then((best) => {
          const current = entry.bodies.br;
          if (this.entries.get(key) !== entry || !current || best.length >= current.length) return;
          entry.bodies.br = best;
          this.grow(entry, best.length - current.length);
        }, failed);
    }
    return entry;
  }

  private grow(entry: Entry, by: number): void {
    entry.bytes += by;
    this.bytes += by;
  }

  /** Makes room for `bytes` more by dropping the least recently served pages other than `keep`; false if it cannot. */
  private makeRoom(bytes: number, keep: string): boolean {
    for (const [key, entry] of this.entries) {
      if (this.bytes + bytes <= this.maxBytes) break;
      if (key === keep) continue;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
    return this.bytes + bytes <= this.maxBytes;
  }
}
