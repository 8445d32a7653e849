// Compression for the pages the server sends itself (the strip's rewrites, the page cache's
// copies). zlib's async functions run on libuv's thread pool, never on the event loop.
import { promisify } from "node:util";
import zlib from "node:zlib";

export type Encoding = "br" | "gzip";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const unbrotli = promisify(zlib.brotliDecompress);

/** The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | string[] | undefined = ""): Encoding | null {
  const accepted = String(acceptEncoding);
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

export const gzipped = (body: Buffer): Promise<Buffer> => gzip(body, { level: 6 });

/** Brotli at `quality` (0–11): 5–6 is fast enough for a request's path, 11 is what static servers precompress with. */
export const brotlied = (body: Buffer, quality: number): Promise<Buffer> =>
  brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });

export const compressed = (body: Buffer, encoding: Encoding, brotliQuality = 6): Promise<Buffer> =>
  encoding === "br" ? brotlied(body, brotliQuality) : gzipped(body);

/** The body as sent, undoing any compression; null for an encoding it does not know. */
export async function decoded(body: Buffer, encoding: string | string[] = "identity"): Promise<Buffer | null> {
  switch (String(encoding)) {
    case "identity":
      return body;
    case "gzip":
      return gunzip(body);
    case "deflate":
      return inflate(body);
    case "br":
      return unbrotli(body);
    default:
      return null;
  }
}
