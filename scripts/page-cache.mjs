// Rendered public pages kept in memory, so a page view costs about what a static file does.
//
// The data behind the pages is already cached (src/platform/cache.ts), but React still renders
// every request: ~10× the cost of a static file. Public pages depend on nothing but that data
// (no cookies, no headers, no query), so their HTML is kept too, and dropped when the read
// cache's generation moves — every admin write bumps it — or after at most a minute (the date
// on the legal pages; a page rendered while the database was failing must not stick).
import zlib from "node:zlib";

/** Paths of the public pages that are the same for every visitor. No query string. */
const PUBLIC_PAGE = /^\/(?:projeto\/[a-z0-9]+(?:-[a-z0-9]+)*|politica-de-privacidade|termos-de-servico)?$/;
/** Requests of Next's client router (RSC payloads, prefetches, actions) are not pages. */
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "range"];
const NOT_STORED = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "set-cookie"]);
const MAX_ENTRIES = 200;
const MAX_AGE_MS = 60_000;

const readCacheGeneration = () => globalThis.__appReadCache?.generation ?? 0;

function cacheable(req) {
  if (req.method !== "GET" || !PUBLIC_PAGE.test(req.url ?? "")) return false;
  if (ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return false;
  // Signed-in staff get a fresh render: nothing depends on the session today, but nothing may leak if something ever does.
  return !/session_token=/.test(req.headers.cookie ?? "");
}

function pickEncoding(acceptEncoding = "") {
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return null;
}

/** The body as rendered, undoing the compression Next applied; null for an encoding it does not know. */
function decoded(body, encoding = "identity") {
  switch (String(encoding)) {
    case "identity":
      return body;
    case "gzip":
      return zlib.gunzipSync(body);
    case "deflate":
      return zlib.inflateSync(body);
    case "br":
      return zlib.brotliDecompressSync(body);
    default:
      return null;
  }
}

/**
 * `handle(req, res)` runs Next. Returns a request handler that answers public pages from memory
 * when it can and otherwise lets Next render, keeping a 200 HTML render for the next visitors.
 */
export function withPageCache(handle, { generation = readCacheGeneration, maxAgeMs = MAX_AGE_MS, now = Date.now } = {}) {
  const ttl = Number(process.env.CACHE_TTL_SECONDS) * 1000;
  const maxAge = ttl > 0 ? Math.min(ttl, maxAgeMs) : maxAgeMs;
  const entries = new Map();
  /** Renders in flight: a burst of requests after an admin write waits for one render, not twenty. */
  const rendering = new Map();

  function serve(entry, req, res) {
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const body = encoding ? entry.bodies[encoding] : entry.bodies.identity;
    res.writeHead(200, { ...entry.headers, ...(encoding ? { "content-encoding": encoding } : {}), "content-length": body.length, "x-page-cache": "hit" });
    res.end(body);
  }

  function renderAndKeep(req, res, key) {
    const started = generation();
    let done;
    rendering.set(key, new Promise((resolve) => (done = resolve)));
    res.once("close", () => {
      rendering.delete(key);
      done();
    });
    // Next compresses this render as the client asked; the stored copy is kept decoded, and
    // compressed once, better, for everyone after it.
    const chunks = [];
    const { write, end } = res;
    const keep = (chunk, encoding) => {
      if (chunk != null && typeof chunk !== "function") chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
    };
    res.write = function (chunk, encoding, cb) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, cb);
    };
    res.end = function (chunk, encoding, cb) {
      keep(chunk, encoding);
      return end.call(this, chunk, encoding, cb);
    };
    res.once("finish", () => {
      const type = String(res.getHeader("content-type") ?? "");
      if (res.statusCode !== 200 || !type.startsWith("text/html") || res.getHeader("set-cookie") || generation() !== started) return;
      const identity = decoded(Buffer.concat(chunks), res.getHeader("content-encoding"));
      if (!identity) return;
      const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !NOT_STORED.has(name)));
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value);
      entries.set(key, {
        generation: started,
        storedAt: now(),
        headers,
        bodies: {
          identity,
          gzip: zlib.gzipSync(identity, { level: 9 }),
          br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
        },
      });
    });
    handle(req, res);
  }

  const fresh = (key) => {
    const entry = entries.get(key);
    return entry && entry.generation === generation() && now() - entry.storedAt < maxAge ? entry : null;
  };

  return function pageCacheHandler(req, res) {
    if (!cacheable(req)) return handle(req, res);
    const key = req.url;
    const entry = fresh(key);
    if (entry) return serve(entry, req, res);
    const inFlight = rendering.get(key);
    if (!inFlight) return renderAndKeep(req, res, key);
    // Once: if that render was not kept (an error page, data changed meanwhile), this one renders.
    inFlight.then(() => {
      const kept = fresh(key);
      if (kept) serve(kept, req, res);
      else if (rendering.has(key)) handle(req, res);
      else renderAndKeep(req, res, key);
    });
  };
}
