import "server-only";
import type { SitemapDocument } from "./sitemap-files";

export const XML_CONTENT_TYPE = "application/xml; charset=utf-8";
/** A sitemap file is a gzip file (`.xml.gz`), not XML sent with a Content-Encoding: see sitemapResponse. */
export const GZIP_CONTENT_TYPE = "application/gzip";

/**
 * Five minutes: a shared cache in front (nginx, a CDN) answers a crawler's burst, and a published
 * project is advertised within that bound. Past it, the ETag makes the check a 304.
 */
export const SITEMAP_CACHE_CONTROL = "public, max-age=300";

/** Whether `if-none-match` names this validator (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * A kept sitemap document as an answer: 304 when the client holds it, else its bytes as kept.
 * The files go out as gzip files (`application/gzip`, which the sitemaps protocol allows and
 * crawlers read): Next drops a route handler's Content-Encoding and compresses XML again for each
 * request, while it leaves a gzip file alone, so the bytes compressed once are the bytes sent.
 * `no-transform` tells caches in front the same.
 */
export function sitemapResponse(request: Request, document: SitemapDocument): Response {
  const headers: Record<string, string> = document.gzipped
    ? { "Content-Type": GZIP_CONTENT_TYPE, "Cache-Control": `${SITEMAP_CACHE_CONTROL}, no-transform` }
    : { "Content-Type": XML_CONTENT_TYPE, "Cache-Control": SITEMAP_CACHE_CONTROL };
  headers.ETag = document.etag;
  if (matchesEtag(request.headers.get("if-none-match"), document.etag)) return new Response(null, { status: 304, headers });
  return new Response(keptBytes(document.body), { headers });
}

/**
 * The kept bytes as a one-chunk stream. Given bytes, Response copies them (undici slices a
 * BufferSource): 100 KB of garbage per request, tens of MB a second under a crawler's burst; a
 * stream chunk goes to the socket as it is. Nothing downstream writes to it or transfers it (Next
 * pipes chunks to `res.write`), so the kept copy stays intact.
 */
function keptBytes(body: Buffer): ReadableStream<Uint8Array> {
  const view = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
  return new ReadableStream({
    start(controller) {
      controller.enqueue(view);
      controller.close();
    },
  });
}
