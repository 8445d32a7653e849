// Rendered public pages kept in memory, so a page view costs about what a static file does, and
// renders the cache cannot avoid are bounded, so they cannot take the public site down. The
// files the route table lists as kept (the sitemap index and its files) are kept the same way.
//
// The data behind the pages is already cached (src/platform/cache.ts), but React still renders
// every request: ~10× the cost of a static file. Public pages depend on nothing but that data
// and the few query parameters they read (the route table, ../public-routes.ts), so their HTML
// is kept too, keyed on the path and those parameters.
//
// A copy is current until the read cache's generation moves (every admin write, on any instance,
// bumps it) or for at most a minute (the date on the legal pages; a page rendered while the
// database was failing must not stick). Once the data changed, no visitor gets the old copy: the
// next one waits for a render of the new data, and the pages visited lately are rendered again in
// the background right away, the most visited first (refresh.ts). The old copy stands in only when
// that render fails, if it is younger than the staleness limit (ten minutes by default). When only
// the clock moved (a quiet site), the copy is served however old while it is refreshed, unless it
// was rendered on another day in Spain or CACHE_TTL_SECONDS asks for an age bound.
import type { IncomingMessage, ServerResponse } from "node:http";
import { readEnv } from "@/env";
import { appBridge } from "../app-bridge";
import { pickEncoding } from "../compression";
import type { Handler } from "../http-types";
import { isRouterRequest } from "../next-internals";
import { isPublicPage, keptFileKey, keptPageKey, pathOf } from "../public-routes";
import { createInternalRenderer, renderOrigin, type RenderOrigin } from "./internal-render";
import { createRefreshQueue } from "./refresh";
import { createRenderLimiter } from "./render-limiter";
import { PageStore, reusableHeaders, storable, type Entry, type Rendered } from "./store";
import { tooManyRequests } from "./too-many-requests";

export type PageCacheConfig = {
  /** A copy is current for at most this long. */
  maxAgeMs: number;
  /** A copy older than this never stands in for a failed render (0: never stands in). */
  staleLimitMs: number;
  /** CACHE_TTL_SECONDS was set: the staleness limit bounds a copy's age even when no data changed. */
  ageBounded: boolean;
  maxBytes: number;
  /**
   * Renders the cache cannot answer, at once per instance, and how many more may wait for a turn
   * (a waiting request holds a socket, no CPU), for at most how long. Past that: 429.
   */
  renderConcurrency: number;
  renderQueue: number;
  queueWaitMs: number;
  /** Background renders at once (the pages a write made out of date, copies past their age). */
  refreshConcurrency: number;
  /** After a write, the most visited kept pages (at most this many, served within the window) are rendered again before anyone asks. */
  refreshAhead: { windowMs: number; pages: number };
  refreshTimeoutMs: number;
  /** After a failed render, the kept copy stands in this long before a visitor waits for another try. */
  retryFailedMs: number;
  retryAfterSeconds: number;
  /** The site's public address: kept pages are rendered for it (null: localhost and the port). */
  siteUrl: URL | null;
};

/** The configuration `npm start` runs with (src/env.ts names the variables). */
export function pageCacheConfig(): PageCacheConfig {
  const ttlMs = (readEnv("CACHE_TTL_SECONDS") ?? 0) * 1000;
  const maxAgeMs = 60_000;
  const siteUrl = readEnv("SITE_URL");
  return {
    maxAgeMs: ttlMs > 0 ? Math.min(ttlMs, maxAgeMs) : maxAgeMs,
    staleLimitMs: readEnv("PAGE_CACHE_STALE_SECONDS") * 1000,
    ageBounded: ttlMs > 0,
    maxBytes: 64 * 1024 * 1024,
    renderConcurrency: readEnv("PUBLIC_RENDER_CONCURRENCY"),
    renderQueue: 24,
    queueWaitMs: 5_000,
    refreshConcurrency: 2,
    refreshAhead: { windowMs: 30 * 60_000, pages: 24 },
    refreshTimeoutMs: 30_000,
    retryFailedMs: 5_000,
    retryAfterSeconds: 5,
    siteUrl: siteUrl ? new URL(siteUrl) : null,
  };
}

/** The data's generation: every admin write, on any instance, moves it (src/platform/cache.ts). */
const generation = () => appBridge().readCacheGeneration();
const now = () => Date.now();

/** The calendar day in Spain (the legal pages print it as their date). */
const spanishDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "2-digit", day: "2-digit" });
const sameDayInSpain = (a: number, b: number) => spanishDay.format(a) === spanishDay.format(b);

type Route = { kind: "pass" } | { kind: "render" } | { kind: "cached"; key: string };

/** What the handler does with a request: serve it from the cache, render it within the cap, or pass it on. */
function classify(req: IncomingMessage): Route {
  if (req.method !== "GET" && req.method !== "HEAD") return { kind: "pass" };
  const url = req.url ?? "/";
  const file = keptFileKey(url);
  if (file) return { kind: "cached", key: file };
  if (!isPublicPage(pathOf(url))) return { kind: "pass" };
  // HEAD is answered from the kept copy too: it must cost what a GET of a kept page costs.
  const key = keptPageKey(url);
  // Router requests and ranges are not page views.
  const partial = isRouterRequest(req.headers) || req.headers.range !== undefined;
  // Signed-in staff get a fresh render: nothing depends on the session today, but nothing may leak if something ever does.
  const signedIn = /session_token=/.test(req.headers.cookie ?? "");
  return key && !partial && !signedIn ? { kind: "cached", key } : { kind: "render" };
}

type Fill = { refused: true } | { failed: true } | { result: Rendered & { entry: Entry | null } };

/** A render that did not come to a page or a definite answer: the previous copy is worth more. */
const failedRender = (fill: Fill) => "failed" in fill || ("result" in fill && fill.result.status >= 500);

/**
 * `handle` runs Next. Returns a request handler that answers public pages from memory when it
 * can, renders again the pages a write made out of date, and lets Next render everything else,
 * public renders within a per-instance cap (past it: a 429 page).
 */
export function withPageCache(handle: Handler, config: PageCacheConfig = pageCacheConfig()): Handler {
  const limiter = createRenderLimiter({ concurrency: config.renderConcurrency, queueLength: config.renderQueue, maxWaitMs: config.queueWaitMs });
  const renderer = createInternalRenderer(config.refreshTimeoutMs);
  const store = new PageStore(config.maxBytes);
  /** key → the render of it running for the current data: every visitor of the page meanwhile waits for that one. */
  const rendering = new Map<string, { generation: number; fill: Promise<Fill> }>();
  /** Where this server renders for itself, as its latest public request showed (for renders no request asks for). */
  let ownOrigin: RenderOrigin | null = null;

  /** After a failed render, the kept copy stands in for a while before its visitors wait for another try. */
  function pauseRenders(key: string) {
    const kept = store.get(key);
    if (kept) kept.retryAt = now() + config.retryFailedMs;
  }

  /**
   * One render of `key` for the data as it is now, and, when it is a plain 200 page, its storage;
   * a definite answer that is not a page (404: unpublished or deleted; a redirect: a new slug)
   * drops the copy. Stored even if the data changed meanwhile: it is newer than what was kept, and
   * is marked with the generation it started from, so it is out of date at once.
   */
  function render(key: string, origin: RenderOrigin, slot: () => Promise<(() => void) | null>): Promise<Fill> {
    const started = generation();
    const running = rendering.get(key);
    if (running?.generation === started) return running.fill;
    const fill = slot().then(async (release): Promise<Fill> => {
      if (!release) return { refused: true };
      try {
        const startedAt = now();
        const result = await renderer.render(key, origin);
        const entry = storable(result) ? store.put(key, result, started, startedAt) : null;
        if (result.status >= 500) pauseRenders(key);
        else if (!entry) store.drop(key);
        return { result: { ...result, entry } };
      } catch (err) {
        console.error(`[page-cache] render of ${key} failed`, err);
        pauseRenders(key);
        return { failed: true };
      } finally {
        release();
      }
    });
    const record = { generation: started, fill };
    rendering.set(key, record);
    void fill.finally(() => rendering.get(key) === record && rendering.delete(key));
    return fill;
  }

  /** A kept page is rendered again without a slot of the cap: there are only as many as the cache holds. */
  const noSlot = () => Promise.resolve(() => {});
  const refreshes = createRefreshQueue({
    concurrency: config.refreshConcurrency,
    refresh: async (key, origin) => {
      // A visitor may have had it rendered meanwhile.
      const kept = store.get(key);
      if (kept && kept.generation === generation() && now() - kept.storedAt < config.maxAgeMs) return;
      const fill = await render(key, origin, noSlot);
      if ("result" in fill && fill.result.status >= 500)
        console.warn(`[page-cache] refresh of ${key} answered ${fill.result.status}; the previous copy is kept`);
    },
  });

  // A write (here, or on another instance through the read cache's invalidations) makes every kept
  // page out of date: the most visited lately are rendered again at once, most visited first (the
  // others wait for their next visitor: a busy editor must not keep the CPU re-rendering pages no
  // one reads). One sweep per burst of invalidations (a save may invalidate several tags).
  let sweepPending = false;
  appBridge().dataChangeListeners.add(() => {
    if (sweepPending) return;
    sweepPending = true;
    setImmediate(() => {
      sweepPending = false;
      const { windowMs, pages } = config.refreshAhead;
      if (ownOrigin) refreshes.scheduleFirst(store.mostServed(now() - windowMs, pages), ownOrigin);
    });
  });

  function serve(entry: Entry, req: IncomingMessage, res: ServerResponse, state: "hit" | "stale" | "miss", key: string) {
    store.served(key, entry, now());
    // A client holding this very copy (a kept file's ETag, as its route sets it) gets 304.
    const etag = entry.headers.etag;
    const held = String(req.headers["if-none-match"] ?? "")
      .split(",")
      .map((tag) => tag.trim());
    if (etag && held.includes(String(etag))) {
      res.writeHead(304, { ...entry.headers, "x-page-cache": state });
      return res.end();
    }
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    // Until its compressed copies are ready (off the event loop), a fresh page goes out as rendered.
    const compressed = encoding && entry.bodies[encoding];
    const body = compressed || entry.bodies.identity;
    res.writeHead(200, { ...entry.headers, ...(compressed && { "content-encoding": encoding }), "content-length": body.length, "x-page-cache": state });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** Sends a render that was not kept (an error page, a redirect) as it came. */
  function relay(result: Rendered, req: IncomingMessage, res: ServerResponse) {
    res.writeHead(result.status, { ...reusableHeaders(result.headers, "set-cookie"), "content-length": result.body.length, "x-page-cache": "miss" });
    res.end(req.method === "HEAD" ? undefined : result.body);
  }

  async function renderBounded(req: IncomingMessage, res: ServerResponse) {
    // Router prefetches queue like the rest: a refused one shows as an error in the browser's console.
    const release = await limiter.acquire();
    if (!release) return tooManyRequests(req, res, config.retryAfterSeconds);
    if (res.destroyed || res.writableEnded) return release();
    res.once("close", release);
    handle(req, res);
  }

  async function answerFromCache(req: IncomingMessage, res: ServerResponse, key: string) {
    const origin = renderOrigin(req, config.siteUrl);
    ownOrigin = origin;
    const entry = store.get(key);
    const age = entry ? now() - entry.storedAt : 0;
    // A copy the latest render could not replace may stand in for a failed render, for a while.
    const fallback = entry && age < config.staleLimitMs ? entry : undefined;
    if (entry && entry.generation === generation()) {
      if (age < config.maxAgeMs) return serve(entry, req, res, "hit", key);
      // Only the clock moved (the data is current): served as is, however old, while it is
      // refreshed — unless it was rendered on another day in Spain (the legal pages' date), or
      // CACHE_TTL_SECONDS bounds a copy's age.
      if (config.ageBounded ? age < config.staleLimitMs : sameDayInSpain(entry.storedAt, now())) {
        if (now() >= entry.retryAt) refreshes.schedule(key, origin);
        return serve(entry, req, res, "stale", key);
      }
    }
    // The data changed since this copy (or there is none): the visitor gets a render of the data as
    // it is — unless renders of it are failing right now, and the previous copy is recent enough.
    if (fallback && now() < fallback.retryAt) return serve(fallback, req, res, "stale", key);
    // A page never kept takes a slot of the cap (anyone can make up slugs and page numbers).
    const outcome = await render(key, origin, entry ? noSlot : limiter.acquire);
    if (res.destroyed) return;
    if (fallback && failedRender(outcome)) return serve(fallback, req, res, "stale", key);
    if ("refused" in outcome) return tooManyRequests(req, res, config.retryAfterSeconds);
    if ("result" in outcome) {
      const kept = outcome.result.entry;
      if (!kept || store.get(key) !== kept) return relay(outcome.result, req, res);
      // This visitor waited for the render already: a few ms more for the compressed copy (made on
      // the thread pool) beat sending the page 5–8 times larger.
      const encoding = pickEncoding(req.headers["accept-encoding"]);
      if (encoding) await kept.compressed[encoding];
      if (res.destroyed) return;
      return serve(kept, req, res, "miss", key);
    }
    // The server could not answer itself (logged above): Next renders for this visitor, within the
    // cap for a page never kept; a page that was kept is rendered like its fill, without a slot.
    if (entry) return handle(req, res);
    return renderBounded(req, res);
  }

  /** A bug here must cost one response, not the process (an unhandled rejection ends it). */
  const guarded = (promise: Promise<unknown>, res: ServerResponse) =>
    void promise.catch((err) => {
      console.error("[page-cache] could not answer", err);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end();
    });

  return function pageCacheHandler(req, res) {
    if (renderer.isOwnRequest(req)) return handle(req, res);
    const route = classify(req);
    if (route.kind === "pass") return handle(req, res);
    if (route.kind === "render") return guarded(renderBounded(req, res), res);
    guarded(answerFromCache(req, res, route.key), res);
  };
}
