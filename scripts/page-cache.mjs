// Rendered public pages kept in memory, so a page view costs about what a static file does, and
// renders the cache cannot avoid are bounded, so they cannot take the public site down.
//
// The data behind the pages is already cached (src/platform/cache.ts), but React still renders
// every request: ~10× the cost of a static file. Public pages depend on nothing but that data
// and the few query parameters they read, so their HTML is kept too, keyed on the path and those
// parameters (any other query string is served from the same copy).
//
// A copy is current until the read cache's generation moves (every admin write, on any instance,
// bumps it) or for at most a minute (the date on the legal pages; a page rendered while the
// database was failing must not stick). After that it is *stale*: it is still served at once
// while one background render per page replaces it, so no visitor waits on a render after an
// admin write. When the data changed, a copy rendered more than ten minutes ago is not served
// stale: ten minutes bounds how long a visitor may see what an admin already changed (a refresh
// that fails — a 5xx, a time-out — keeps the copy; a 404 or a redirect drops it). When only the
// clock moved (a quiet site), the copy is served however old while it is refreshed, unless it was
// rendered on another day in Spain or CACHE_TTL_SECONDS asks for an age bound.
//
// Background renders are real requests to this same server on its own address, carrying a header
// only this process knows; they carry no cookie, so a page rendered for a signed-in user is never
// stored (page views are counted by the browser's beacon, so these renders count none).
import crypto from "node:crypto";
import http from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const unbrotli = promisify(zlib.brotliDecompress);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FIXED_PAGES = new Set(["/politica-de-privacidade", "/termos-de-servico"]);
/** Requests of Next's client router (RSC payloads, prefetches, actions) are not page views. */
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "range"];
/** Never refused nor held: assets, stored media, API routes, the back office and its sign-in. */
const NOT_A_PUBLIC_RENDER = /^\/(?:_next|media|api|admin|auth)(?:[/?]|$)/;
const NOT_STORED = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "set-cookie", "x-page-cache"]);
const REFRESH_HEADER = "x-page-cache-refresh";
/** Pages up to this size (as rendered) get a second, best-quality brotli copy. */
const BEST_BROTLI_MAX_BYTES = 256 * 1024;
const CONNECTION_LOST = new Set(["ECONNRESET", "EPIPE"]);

const DEFAULTS = {
  maxAgeMs: 60_000,
  staleLimitMs: 10 * 60_000,
  maxBytes: 64 * 1024 * 1024,
  /**
   * Renders the cache cannot answer, at once per instance, and how many more may wait for a turn
   * (a waiting request holds a socket, no CPU), for at most how long. Past that: 429.
   */
  renderConcurrency: 2,
  renderQueue: 24,
  queueWaitMs: 5_000,
  /** Background refreshes at once: a write makes every kept page stale together. */
  refreshConcurrency: 2,
  refreshTimeoutMs: 30_000,
  /** After a failed refresh, the stale copy is served this long before another try. */
  retryFailedMs: 5_000,
  retryAfterSeconds: 5,
};

const readCacheGeneration = () => globalThis.__appReadCache?.generation ?? 0;

/** The calendar day in Spain (the legal pages print it as their date). */
const spanishDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "2-digit", day: "2-digit" });
const sameDayInSpain = (a, b) => spanishDay.format(a) === spanishDay.format(b);

/** The public languages with a path prefix (src/i18n/locales.ts): Spanish has none. */
const LANGUAGE_PREFIX = /^\/(gl|en)(?=\/|\?|$)/;

/**
 * The key a request's page is kept under, or null when it is not a page kept here. `/` reads
 * `categoria` (a category slug) and `pagina` (a positive integer; 1 is the default page); the
 * project and legal pages read no parameter. Anything else in the query string is dropped.
 * A Galician or English page (/gl/…, /en/…) is the same page under its prefix.
 */
export function pageKey(url = "/") {
  const prefix = LANGUAGE_PREFIX.exec(url)?.[0];
  if (prefix) {
    const rest = url.slice(prefix.length);
    const key = spanishPageKey(rest.startsWith("/") ? rest : `/${rest}`);
    return key === null ? null : key === "/" ? prefix : `${prefix}${key.startsWith("/?") ? key.slice(1) : key}`;
  }
  return spanishPageKey(url);
}

function spanishPageKey(url) {
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  if (path === "/") {
    const params = new URLSearchParams(q < 0 ? "" : url.slice(q + 1));
    const kept = new URLSearchParams();
    const categoria = params.get("categoria");
    if (categoria && categoria.length <= 100 && SLUG.test(categoria)) kept.set("categoria", categoria);
    const pagina = params.get("pagina");
    if (pagina && /^[1-9][0-9]{0,5}$/.test(pagina) && pagina !== "1") kept.set("pagina", pagina);
    const query = kept.toString();
    return query ? `/?${query}` : "/";
  }
  if (FIXED_PAGES.has(path)) return path;
  if (path.startsWith("/projeto/") && path.length <= 209 && SLUG.test(path.slice("/projeto/".length))) return path;
  return null;
}

/** The last path segment names a file (`/sw.js`, `/robots.txt`, `/favicon.ico`): files are never refused. */
const looksLikeFile = (path) => /\.[A-Za-z0-9]+$/.test(path);

/** What the handler does with a request: serve it from the cache, render it within the cap, or pass it on. */
function classify(req) {
  const method = req.method;
  if (method !== "GET" && method !== "HEAD") return { kind: "pass" };
  const url = req.url ?? "/";
  const path = url.split("?")[0];
  if (NOT_A_PUBLIC_RENDER.test(path) || looksLikeFile(path)) return { kind: "pass" };
  const key = method === "GET" ? pageKey(url) : null;
  const routed = ROUTER_HEADERS.some((h) => req.headers[h] !== undefined);
  // Signed-in staff get a fresh render: nothing depends on the session today, but nothing may leak if something ever does.
  const signedIn = /session_token=/.test(req.headers.cookie ?? "");
  if (key && !routed && !signedIn) return { kind: "cached", key };
  return { kind: "render" };
}

function pickEncoding(acceptEncoding = "") {
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return null;
}

/** The body as rendered, undoing any compression; null for an encoding it does not know. */
async function decoded(body, encoding = "identity") {
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

const TOO_MANY_REQUESTS_PAGE = Buffer.from(
  `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Demasiadas solicitudes</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:15vh auto;padding:0 1.25rem;line-height:1.6;color:#1c1917}a{color:inherit;font-weight:600}</style></head>
<body><main><h1>Demasiadas solicitudes</h1>
<p>En este momento recibimos más visitas de las que podemos atender. Por favor, inténtelo de nuevo dentro de unos segundos.</p>
<p><a href="/">Volver a la página de inicio</a></p></main></body></html>
`,
);

/**
 * Bounds the renders running at once. Local to this process on purpose: it protects this
 * process's CPU (and event loop), which is not shared with other instances.
 */
function createRenderLimiter({ concurrency, queueLength, maxWaitMs }) {
  let running = 0;
  const waiting = [];
  const release = () => {
    running--;
    while (running < concurrency && waiting.length) {
      const next = waiting.shift();
      clearTimeout(next.timer);
      running++;
      next.resolve(once(release));
    }
  };
  const once = (fn) => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      fn();
    };
  };
  return {
    /** Resolves with a release function, or null when the queue is full or the wait ran out. */
    acquire() {
      if (running < concurrency) {
        running++;
        return Promise.resolve(once(release));
      }
      if (waiting.length >= queueLength) return Promise.resolve(null);
      return new Promise((resolve) => {
        const entry = { resolve };
        entry.timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          resolve(null);
        }, maxWaitMs);
        waiting.push(entry);
      });
    },
  };
}

/**
 * `handle(req, res)` runs Next. Returns a request handler that answers public pages from memory
 * when it can, refreshes them in the background, and lets Next render everything else, public
 * renders within a per-instance cap (past it: a Spanish 429 page).
 */
export function withPageCache(handle, options = {}) {
  const o = { ...DEFAULTS, ...options };
  const generation = o.generation ?? readCacheGeneration;
  const now = o.now ?? Date.now;
  const ttl = Number(process.env.CACHE_TTL_SECONDS) * 1000;
  const maxAge = ttl > 0 ? Math.min(ttl, o.maxAgeMs) : o.maxAgeMs;
  // A copy whose data is current (no write since its render, on any instance: cache-sync.ts)
  // only grows old by the clock: it is served however old while its refresh runs. An operator's
  // CACHE_TTL_SECONDS asks for an age bound: then the staleness limit applies to it too.
  const ageBounded = ttl > 0;
  const transformHtml = o.transformHtml ?? ((html) => html);
  const envStale = process.env.PAGE_CACHE_STALE_SECONDS;
  // 0: a stale copy is never served; the visitors after a write wait for its one render.
  const staleLimit = options.staleLimitMs ?? (envStale && Number(envStale) >= 0 ? Number(envStale) * 1000 : o.staleLimitMs);
  const envConcurrency = Number(process.env.PUBLIC_RENDER_CONCURRENCY);
  const limiter = createRenderLimiter({
    concurrency: options.renderConcurrency ?? (envConcurrency > 0 ? envConcurrency : o.renderConcurrency),
    queueLength: o.renderQueue,
    maxWaitMs: o.queueWaitMs,
  });
  const token = crypto.randomBytes(24).toString("base64url");
  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 4 });

  /** key → { generation, storedAt, headers, bodies: { identity, gzip?, br? }, bytes, retryAt } */
  const entries = new Map();
  let storedBytes = 0;
  /** key → promise of the render filling it, so a burst on a page not kept yet costs one render. */
  const filling = new Map();
  const refreshQueue = [];
  const refreshing = new Set();
  let refreshesRunning = 0;

  const isRefresh = (req) => {
    const sent = req.headers[REFRESH_HEADER];
    if (sent === undefined) return false;
    delete req.headers[REFRESH_HEADER];
    return typeof sent === "string" && sent.length === token.length && crypto.timingSafeEqual(Buffer.from(sent), Buffer.from(token));
  };

  function tooManyRequests(req, res) {
    res.writeHead(429, {
      "content-type": "text/html; charset=utf-8",
      "content-length": TOO_MANY_REQUESTS_PAGE.length,
      "retry-after": String(o.retryAfterSeconds),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    });
    res.end(req.method === "HEAD" ? undefined : TOO_MANY_REQUESTS_PAGE);
  }

  function serve(entry, req, res, state) {
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    // Until its compressed copies are ready (off the event loop), a fresh page goes out as rendered.
    const compressed = encoding && entry.bodies[encoding];
    const body = compressed ?? entry.bodies.identity;
    res.writeHead(200, { ...entry.headers, ...(compressed ? { "content-encoding": encoding } : {}), "content-length": body.length, "x-page-cache": state });
    res.end(body);
  }

  /** Sends a render that was not kept (an error page, a redirect) as it came. */
  function relay(result, res) {
    const headers = Object.fromEntries(Object.entries(result.headers).filter(([name]) => !NOT_STORED.has(name) || name === "set-cookie"));
    res.writeHead(result.status, { ...headers, "content-length": result.body.length, "x-page-cache": "miss" });
    res.end(result.body);
  }

  /** Renders `key` through this same server, as a visitor without cookies; resolves with the decoded response. */
  function renderInternally(key, origin) {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: origin.address,
          port: origin.port,
          path: key,
          agent,
          timeout: o.refreshTimeoutMs,
          headers: { ...origin.headers, accept: "text/html", "accept-encoding": "identity", [REFRESH_HEADER]: token },
        },
        (response) => {
          const chunks = [];
          response.on("data", (c) => chunks.push(c));
          response.on("error", reject);
          response.on("end", async () => {
            // Answered from a page cache: another process owns this address and did not render it.
            if (response.headers["x-page-cache"]) return reject(new Error("the refresh was not rendered by this process"));
            try {
              const body = await decoded(Buffer.concat(chunks), response.headers["content-encoding"]);
              if (!body) return reject(new Error(`unknown content-encoding ${response.headers["content-encoding"]}`));
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
            } catch (err) {
              reject(err);
            }
          });
        },
      );
      request.on("timeout", () => request.destroy(new Error(`render of ${key} took over ${o.refreshTimeoutMs} ms`)));
      request.on("error", reject);
      request.end();
    });
  }

  function storable(result) {
    const type = String(result.headers["content-type"] ?? "");
    return result.status === 200 && type.startsWith("text/html") && !result.headers["set-cookie"];
  }

  /** Makes room for `bytes` more by dropping the least recently used pages other than `keep`; false if it cannot. */
  function makeRoom(bytes, keep) {
    for (const [key, entry] of entries) {
      if (storedBytes + bytes <= o.maxBytes) break;
      if (key === keep) continue;
      entries.delete(key);
      storedBytes -= entry.bytes;
    }
    return storedBytes + bytes <= o.maxBytes;
  }

  function store(key, result, renderedGeneration, renderedAt) {
    const previous = entries.get(key);
    if (previous) {
      entries.delete(key);
      storedBytes -= previous.bytes;
    }
    const identity = transformed(result.body);
    if (!makeRoom(identity.length, key)) return null;
    const headers = Object.fromEntries(Object.entries(result.headers).filter(([name]) => !NOT_STORED.has(name)));
    const entry = { generation: renderedGeneration, storedAt: renderedAt, headers, bodies: { identity }, bytes: identity.length, retryAt: 0 };
    entries.set(key, entry);
    storedBytes += entry.bytes;
    // zlib's async functions run on libuv's thread pool: a large page never blocks the event loop.
    // A compressed copy that finds no room is dropped; the page is then sent as rendered.
    const add = (encoding) => (body) => {
      if (entries.get(key) !== entry || !makeRoom(body.length, key)) return;
      entry.bodies[encoding] = body;
      entry.bytes += body.length;
      storedBytes += body.length;
    };
    const ignore = (err) => console.error(`[page-cache] could not compress ${key}`, err);
    const brotliAt = (quality) =>
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } });
    // Settled once each copy is in (or could not be): what a visitor who waited for this render waits on.
    entry.compressed = {
      gzip: gzip(identity, { level: 6 }).then(add("gzip"), ignore),
      br: brotliAt(6).then(add("br"), ignore),
    };
    // Then, off every request's path, the smallest brotli copy (quality 11, as a static file server
    // precompresses): ~9 % smaller, which keeps the landing page inside TCP's first congestion window
    // (10 segments, ~14.6 KB with the headers; one round trip more beyond it). It costs ~80 ms of a
    // pool thread for a 75–85 KB page here, so a page larger than BEST_BROTLI_MAX_BYTES keeps quality 6.
    if (identity.length <= BEST_BROTLI_MAX_BYTES) {
      entry.compressed.br
        .then(() => brotliAt(11))
        .then((best) => {
          const current = entry.bodies.br;
          if (entries.get(key) !== entry || !current || best.length >= current.length) return;
          entry.bodies.br = best;
          entry.bytes -= current.length - best.length;
          storedBytes -= current.length - best.length;
        }, ignore);
    }
    return entry;
  }

  /** The page as kept and served (`transformHtml`); as rendered if the rewrite fails. */
  function transformed(body) {
    try {
      return Buffer.from(transformHtml(body.toString("utf8")), "utf8");
    } catch (err) {
      console.error("[page-cache] could not rewrite a page; keeping it as rendered", err);
      return body;
    }
  }

  /**
   * One render of `key` and, when it is a plain 200 page, its storage. Resolves with the result
   * and the entry it was stored as (null when not stored).
   */
  async function renderAndStore(key, origin) {
    const started = generation();
    const startedAt = now();
    const result = await renderInternally(key, origin).catch((err) => {
      // A kept-alive socket the server closed just as it was reused: the render never started.
      if (!CONNECTION_LOST.has(err?.code)) throw err;
      return renderInternally(key, origin);
    });
    // Stored even if the data changed meanwhile: it is newer than what was kept, and is marked
    // with the generation it started from, so it is stale at once and rendered again.
    const entry = storable(result) ? store(key, result, started, startedAt) : null;
    return { ...result, entry };
  }

  function scheduleRefresh(key, origin) {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    refreshQueue.push({ key, origin });
    runRefreshes();
  }

  function runRefreshes() {
    while (refreshesRunning < o.refreshConcurrency && refreshQueue.length) {
      const { key, origin } = refreshQueue.shift();
      refreshesRunning++;
      renderAndStore(key, origin)
        .then((result) => {
          if (storable(result)) return;
          if (result.status >= 500) throw new Error(`answered ${result.status}`);
          // A definite answer that is not a page (404: unpublished or deleted; a redirect: a new
          // slug) replaces the copy: the next visitor gets it from Next.
          const entry = entries.get(key);
          if (entry) {
            entries.delete(key);
            storedBytes -= entry.bytes;
          }
        })
        .catch((err) => {
          // The stale copy stays; it is retried after a pause, and never served past the staleness limit.
          const entry = entries.get(key);
          if (entry) entry.retryAt = now() + o.retryFailedMs;
          console.warn(`[page-cache] refresh of ${key} failed; serving the previous copy: ${err?.message ?? err}`);
        })
        .finally(() => {
          refreshing.delete(key);
          refreshesRunning--;
          runRefreshes();
        });
    }
  }

  /**
   * Render of a page not kept, or kept too long ago, that its visitors wait for: once for a burst.
   * A page never kept takes a slot of the cap (anyone can make up slugs and page numbers); a page
   * already kept does not, like a refresh: there are only as many as the cache holds.
   */
  function fill(key, origin, { bounded }) {
    let pending = filling.get(key);
    if (!pending) {
      const slot = bounded ? limiter.acquire() : Promise.resolve(() => {});
      pending = slot.then(async (release) => {
        if (!release) return { refused: true };
        try {
          return { result: await renderAndStore(key, origin) };
        } catch (err) {
          console.error(`[page-cache] render of ${key} failed`, err);
          return { failed: true };
        } finally {
          release();
        }
      });
      filling.set(key, pending);
      pending.finally(() => filling.delete(key));
    }
    return pending;
  }

  async function renderBounded(req, res) {
    // Router prefetches queue like the rest: a page's links are prefetched several at once, and a
    // refused one shows as an error in the browser's console (and in Lighthouse's Best Practices).
    const release = await limiter.acquire();
    if (!release) return tooManyRequests(req, res);
    if (res.destroyed || res.writableEnded) return release();
    res.once("close", release);
    handle(req, res);
  }

  // The kept page is for everyone: it is rendered for the site's own address, never for the Host a
  // visitor sent (which could otherwise end up in what everyone is served).
  const site = (() => {
    try {
      return process.env.SITE_URL ? new URL(process.env.SITE_URL) : null;
    } catch {
      return null;
    }
  })();
  const originOf = (req) => ({
    address: req.socket.localAddress,
    port: req.socket.localPort,
    headers: site ? { host: site.host, "x-forwarded-proto": site.protocol.replace(":", "") } : { host: `localhost:${req.socket.localPort}` },
  });

  async function answerFromCache(req, res, key) {
    const entry = entries.get(key);
    if (entry) {
      const age = now() - entry.storedAt;
      if (entry.generation === generation() && age < maxAge) {
        // Most recently used last: the budget evicts from the front.
        entries.delete(key);
        entries.set(key, entry);
        return serve(entry, req, res, "hit");
      }
      // Only the clock moved (the data is current): served as is, however old, while it is
      // refreshed — unless it was rendered on another day in Spain (the legal pages' date).
      const onlyTheClockMoved = entry.generation === generation() && !ageBounded && sameDayInSpain(entry.storedAt, now());
      if (age < staleLimit || onlyTheClockMoved) {
        if (now() >= entry.retryAt) scheduleRefresh(key, originOf(req));
        return serve(entry, req, res, "stale");
      }
    }
    const outcome = await fill(key, originOf(req), { bounded: !entry });
    if (res.destroyed) return;
    if (outcome.refused) return tooManyRequests(req, res);
    if (outcome.result) {
      const kept = outcome.result.entry;
      if (!kept || entries.get(key) !== kept) return relay(outcome.result, res);
      // This visitor waited for the render already: a few ms more for the compressed copy (made on
      // the thread pool) beat sending the page 5–8 times larger.
      const encoding = pickEncoding(req.headers["accept-encoding"]);
      if (encoding) await kept.compressed[encoding];
      if (res.destroyed) return;
      return serve(kept, req, res, "miss");
    }
    // The server could not answer itself (logged above): Next renders for this visitor, within the
    // cap for a page never kept; a page that was kept is rendered like its fill, without a slot.
    if (entry) return handle(req, res);
    return renderBounded(req, res);
  }

  /** A bug here must cost one response, not the process (an unhandled rejection ends it). */
  const guarded = (promise, res) =>
    promise.catch((err) => {
      console.error("[page-cache] could not answer", err);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end();
    });

  return function pageCacheHandler(req, res) {
    if (isRefresh(req)) return handle(req, res);
    const route = classify(req);
    if (route.kind === "pass") return handle(req, res);
    if (route.kind === "render") return void guarded(renderBounded(req, res), res);
    void guarded(answerFromCache(req, res, route.key), res);
  };
}
