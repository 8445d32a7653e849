import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Handler } from "@/server/http-types";
import { appBridge } from "@/server/app-bridge";
import { pageCacheConfig, withPageCache, type PageCacheConfig } from "@/server/page-cache";
import { requestMessages } from "@/messages/requests";

type Call = { url: string; headers: http.IncomingHttpHeaders };

let server: http.Server | undefined;
afterEach(async () => {
  vi.useRealTimers();
  appBridge().dataChangeListeners.clear();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/**
 * A stand-in for Next: records every render, streams an HTML page in two writes, gzipped when the
 * client accepts it as Next does. `answer` may change the status or hold the render.
 */
function fakeNext(answer: (call: Call, n: number) => { status?: number; cookie?: boolean; hold?: Promise<void>; drop?: boolean } | void = () => {}) {
  const calls: Call[] = [];
  const handle: Handler = async (req, res) => {
    const call = { url: req.url ?? "", headers: { ...req.headers } };
    calls.push(call);
    const n = calls.length;
    const { status = 200, cookie = false, hold, drop } = answer(call, n) ?? {};
    await hold;
    if (drop) return void req.socket.destroy();
    res.statusCode = status;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("vary", "rsc, Accept-Encoding");
    if (cookie) res.setHeader("set-cookie", "a=b");
    const html = Buffer.from(`<html><body>render ${n} of ${req.url}</body></html>`);
    const body = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) ? zlib.gzipSync(html) : html;
    if (body !== html) res.setHeader("content-encoding", "gzip");
    res.write(body.subarray(0, 12));
    res.end(body.subarray(12));
  };
  return { handle, calls };
}

async function listen(handler: Handler): Promise<string> {
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

type Got = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };

/** Raw GET (fetch would decompress and hide the encoding); `text` is the body decoded. */
function get(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<Got> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { headers, method, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const enc = res.headers["content-encoding"];
          const text = (enc === "gzip" ? zlib.gunzipSync(body) : enc === "br" ? zlib.brotliDecompressSync(body) : body).toString();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text });
        });
      })
      .on("error", reject)
      .end();
  });
}

/** A promise released by hand: holds a render open. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** Waits (at most 20 s) until `check` holds: background work (a refresh, compression) has landed. */
async function until(check: () => Promise<boolean> | boolean) {
  for (let i = 0; i < 2000; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error("condition never held");
}

const pageRenders = (calls: Call[]) => calls.filter((c) => c.headers["x-page-cache-refresh"] === undefined);

/**
 * The cache as `npm start` configures it, with `options` changed; `generation` stands for the read
 * cache's (what every admin write moves), read through the app bridge as in the server.
 */
async function cached(handle: Handler, { generation = () => 0, ...options }: Partial<PageCacheConfig> & { generation?: () => number } = {}) {
  appBridge().readCacheGeneration = generation;
  return listen(withPageCache(handle, { ...pageCacheConfig(), ...options }));
}

/** The clock the cache reads (only Date is faked: sockets and timers run as usual). */
const setClock = (ms: number) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(ms);
};
const advanceClock = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe("page cache of the server", () => {
  it("renders a public page once and serves it compressed (made off the event loop) as the client accepts", async () => {
    const next = fakeNext();
    const base = await cached(next.handle);
    // The visitor who waited for the render also waits the few ms of its compression.
    const first = await get(`${base}/`, { "accept-encoding": "gzip, br" });
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.text).toBe("<html><body>render 1 of /</body></html>");
    // Next was asked for the page uncompressed: the cache compresses it once, on zlib's thread pool.
    expect(next.calls[0].headers["accept-encoding"]).toBe("identity");

    const br = await get(`${base}/`, { "accept-encoding": "gzip, br" });
    expect(br.headers["x-page-cache"]).toBe("hit");
    expect(br.headers.vary).toBe("rsc, Accept-Encoding");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe("<html><body>render 1 of /</body></html>");
    const gz = await get(`${base}/`, { "accept-encoding": "gzip, deflate" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe("<html><body>render 1 of /</body></html>");
    const plain = await get(`${base}/`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    expect(plain.text).toBe("<html><body>render 1 of /</body></html>");
    expect(next.calls).toHaveLength(1);
  });

  it("replaces its brotli copy with the best-quality one once that is made, off every request's path", async () => {
    // A page of the landing page's kind: ~75 KB of varied markup, where quality 11 is ~9 % smaller than 6.
    const html = Buffer.from(
      `<html><body>${Array.from({ length: 900 }, (_, i) => `<li class="card c${i % 7}"><a href="/projeto/obra-${i * 37}">Obra ${i} en ${["Vigo", "Lugo", "Ourense"][i % 3]}</a></li>`).join("")}</body></html>`,
    );
    const quality = (q: number) => zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q } }).length;
    expect(quality(11)).toBeLessThan(quality(6));
    const base = await cached((_req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(html);
    });
    const first = await get(`${base}/`, { "accept-encoding": "br" });
    expect(first.text).toBe(html.toString());
    await until(async () => (await get(`${base}/`, { "accept-encoding": "br" })).body.length === quality(11));
    const best = await get(`${base}/`, { "accept-encoding": "br" });
    expect([best.headers["x-page-cache"], best.headers["content-length"], best.text]).toEqual(["hit", String(quality(11)), html.toString()]);
    // Brotli 11 of 75 KB, three times (here and in the cache): seconds on a busy 2-core machine.
  }, 30_000);

  it("serves query strings a page does not read from the copy of the page without them", async () => {
    const next = fakeNext();
    const base = await cached(next.handle);
    for (const url of ["/?v=1", "/?v=2", "/", "/?pagina=1&utm_source=x"]) expect((await get(`${base}${url}`)).text, url).toContain("render 1 of /<");
    for (const url of ["/?pagina=2&categoria=reformas", "/?categoria=reformas&pagina=2&v=9"]) {
      expect((await get(`${base}${url}`)).text, url).toContain("render 2 of /?categoria=reformas&pagina=2<");
    }
    expect((await get(`${base}/projeto/casa?ref=a`)).text).toContain("render 3 of /projeto/casa<");
    expect((await get(`${base}/projeto/casa?ref=b`)).text).toContain("render 3 of /projeto/casa<");
    // Next only ever saw the normalised addresses.
    expect(next.calls.map((c) => c.url)).toEqual(["/", "/?categoria=reformas&pagina=2", "/projeto/casa"]);
  });

  it("after an admin write, the next visitors of a kept page wait for one render of the new data", async () => {
    let generation = 0;
    const held = gate();
    const next = fakeNext((_call, n) => (n === 2 ? { hold: held.promise } : undefined));
    const base = await cached(next.handle, { generation: () => generation });
    await get(`${base}/projeto/casa`);
    generation++;
    let received = 0;
    server!.on("request", () => received++);
    const burst = Promise.all(Array.from({ length: 4 }, () => get(`${base}/projeto/casa`)));
    // All four visitors and the one render they wait for have reached the server.
    await until(() => received === 5 && next.calls.length === 2);
    // The render is a request without the visitor's cookies, through this same server.
    expect(next.calls[1].headers.cookie).toBeUndefined();
    held.open();
    for (const r of await burst) {
      expect(r.headers["x-page-cache"]).toBe("miss");
      expect(r.text).toContain("render 2 of /projeto/casa<");
    }
    expect((await get(`${base}/projeto/casa`)).headers["x-page-cache"]).toBe("hit");
    expect(next.calls).toHaveLength(2);
  });

  it("when the new render fails, serves the previous copy and lets its visitors wait for another try only after a pause", async () => {
    let generation = 0;
    setClock(0);
    const next = fakeNext((_call, n) => (n === 2 || n === 3 ? { status: 500 } : undefined));
    const base = await cached(next.handle, { generation: () => generation, retryFailedMs: 5_000 });
    await get(`${base}/`);
    generation++;
    const failed = await get(`${base}/`);
    expect(failed.status).toBe(200);
    expect(failed.headers["x-page-cache"]).toBe("stale");
    expect(failed.text).toContain("render 1 of");
    // While renders are failing, the previous copy answers at once and no new render starts.
    for (let i = 0; i < 3; i++) expect((await get(`${base}/`)).text).toContain("render 1 of");
    expect(next.calls).toHaveLength(2);
    // After the pause, a visitor waits for the next try, which fails too: the previous copy again.
    advanceClock(5_000);
    expect((await get(`${base}/`)).text).toContain("render 1 of");
    expect(next.calls).toHaveLength(3);
    // After the next pause, a try that succeeds.
    advanceClock(5_000);
    const renewed = await get(`${base}/`);
    expect(renewed.headers["x-page-cache"]).toBe("miss");
    expect(renewed.text).toContain("render 4 of");
  });

  it("answers a page whose new render is a 404 or a redirect with that answer at once, and keeps no copy of it", async () => {
    for (const status of [404, 308]) {
      let generation = 0;
      const next = fakeNext((_call, n) => (n === 2 ? { status } : undefined));
      const base = await cached(next.handle, { generation: () => generation });
      await get(`${base}/projeto/casa`);
      generation++;
      const gone = await get(`${base}/projeto/casa`);
      expect(gone.status).toBe(status);
      expect(gone.text).toContain("render 2 of");
      // No copy is left to stand in, even for a failed render later.
      expect((await get(`${base}/projeto/casa`)).text).toContain("render 3 of");
      server!.closeAllConnections();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });

  it("after a write, renders the most visited pages again before anyone asks, the most visited first", async () => {
    let generation = 0;
    const next = fakeNext();
    const base = await cached(next.handle, { generation: () => generation, refreshConcurrency: 1, refreshAhead: { windowMs: 60_000, pages: 2 } });
    for (const [path, visits] of [
      ["/a", 2],
      ["/b", 4],
      ["/c", 3],
      ["/d", 1],
    ] as const) {
      for (let i = 0; i < visits; i++) await get(`${base}/projeto${path}`);
    }
    expect(next.calls).toHaveLength(4);
    generation++;
    for (const listener of appBridge().dataChangeListeners) listener();
    // Several invalidations of one save make one sweep.
    for (const listener of appBridge().dataChangeListeners) listener();
    await until(() => next.calls.length === 6);
    // The two most visited; a page seen once, or past the limit, waits for its next visitor.
    expect(next.calls.slice(4).map((c) => c.url)).toEqual(["/projeto/b", "/projeto/c"]);
    for (const path of ["/b", "/c"]) {
      const page = await get(`${base}/projeto${path}`);
      expect(page.headers["x-page-cache"]).toBe("hit");
      expect(page.text).toMatch(/render [56] of/);
    }
    expect((await get(`${base}/projeto/a`)).headers["x-page-cache"]).toBe("miss");
    expect(next.calls).toHaveLength(7);
  });

  it("a visitor who comes while the page is rendered again after a write waits for that render, not a second one", async () => {
    let generation = 0;
    const held = gate();
    const next = fakeNext((_call, n) => (n === 2 ? { hold: held.promise } : undefined));
    const base = await cached(next.handle, { generation: () => generation });
    await get(`${base}/`);
    await get(`${base}/`);
    generation++;
    for (const listener of appBridge().dataChangeListeners) listener();
    await until(() => next.calls.length === 2);
    const visitor = get(`${base}/`);
    await new Promise((r) => setTimeout(r, 50));
    held.open();
    const page = await visitor;
    expect(page.text).toContain("render 2 of");
    expect(next.calls).toHaveLength(2);
  });

  it("a render that began before a write is not what the next visitor gets", async () => {
    let generation = 0;
    const held = gate();
    const next = fakeNext((_call, n) => (n === 1 ? { hold: held.promise } : undefined));
    const base = await cached(next.handle, { generation: () => generation });
    const first = get(`${base}/`);
    await until(() => next.calls.length === 1);
    generation++;
    const second = get(`${base}/`);
    await until(() => next.calls.length === 2);
    held.open();
    expect((await first).text).toContain("render 1 of");
    expect((await second).text).toContain("render 2 of");
  });

  it("refreshes a copy past its maximum age in the background, and serves it however old while nothing was written", async () => {
    setClock(0);
    const next = fakeNext();
    const base = await cached(next.handle, { maxAgeMs: 60_000, staleLimitMs: 600_000 });
    await get(`${base}/termos-de-servico`);
    advanceClock(59_999);
    expect((await get(`${base}/termos-de-servico`)).headers["x-page-cache"]).toBe("hit");
    advanceClock(1);
    const stale = await get(`${base}/termos-de-servico`);
    expect(stale.headers["x-page-cache"]).toBe("stale");
    expect(stale.text).toContain("render 1 of");
    await until(async () => (await get(`${base}/termos-de-servico`)).text.includes("render 2 of"));
    // A quiet hour later nothing was written: the copy is still served at once, and refreshed.
    advanceClock(3_600_000);
    const quiet = await get(`${base}/termos-de-servico`);
    expect(quiet.headers["x-page-cache"]).toBe("stale");
    expect(quiet.text).toContain("render 2 of");
    await until(async () => (await get(`${base}/termos-de-servico`)).text.includes("render 3 of"));
    // The first render and two background refreshes: no visitor waited for one.
    expect(next.calls).toHaveLength(3);
  });

  it("does not serve a copy rendered on another day in Spain (the legal pages print today's date)", async () => {
    // 23:00 in Madrid (UTC+1 in winter); the visit comes after midnight there.
    setClock(Date.UTC(2026, 0, 10, 22, 0));
    const next = fakeNext();
    const base = await cached(next.handle, { maxAgeMs: 60_000, staleLimitMs: 600_000 });
    await get(`${base}/termos-de-servico`);
    advanceClock(45 * 60_000);
    expect((await get(`${base}/termos-de-servico`)).headers["x-page-cache"]).toBe("stale");
    await until(() => next.calls.length === 2);
    // 00:05 in Madrid, twenty minutes after that refresh (past the ten-minute staleness limit):
    // the copy was rendered yesterday there, so this visitor waits for today's page.
    advanceClock(20 * 60_000);
    const nextDay = await get(`${base}/termos-de-servico`);
    expect(nextDay.headers["x-page-cache"]).toBe("miss");
    expect(nextDay.text).toContain("render 3 of");
  });

  it("when the new render fails, does not stand in a copy rendered longer ago than the staleness limit", async () => {
    setClock(0);
    let generation = 0;
    const next = fakeNext((_call, n) => (n === 2 ? { status: 500 } : undefined));
    const base = await cached(next.handle, { generation: () => generation, maxAgeMs: 60_000, staleLimitMs: 600_000 });
    await get(`${base}/termos-de-servico`);
    advanceClock(600_000);
    generation++;
    const failed = await get(`${base}/termos-de-servico`);
    expect(failed.status).toBe(500);
    expect(failed.text).toContain("render 2 of");
  });

  it("with CACHE_TTL_SECONDS set, bounds a copy's age by the staleness limit even when nothing was written", async () => {
    process.env.CACHE_TTL_SECONDS = "30";
    try {
      setClock(0);
      const next = fakeNext();
      const base = await cached(next.handle, { staleLimitMs: 600_000 });
      await get(`${base}/termos-de-servico`);
      advanceClock(30_000);
      expect((await get(`${base}/termos-de-servico`)).headers["x-page-cache"]).toBe("stale");
      advanceClock(600_000);
      const old = await get(`${base}/termos-de-servico`);
      expect(old.headers["x-page-cache"]).toBe("miss");
      expect(old.text).toContain("render 3 of");
    } finally {
      delete process.env.CACHE_TTL_SECONDS;
    }
  });

  it("re-renders a page it already kept even while the render cap is full; a page never kept waits for a slot", async () => {
    let generation = 0;
    const held = gate();
    const next = fakeNext((call) => (call.url.startsWith("/buscar") ? { hold: held.promise } : undefined));
    const base = await cached(next.handle, { generation: () => generation, staleLimitMs: 0, renderConcurrency: 1, renderQueue: 0 });
    await get(`${base}/`);
    const search = get(`${base}/buscar?q=1`);
    await until(() => next.calls.length === 2);
    generation++;
    const home = await get(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.text).toContain("render 3 of /<");
    expect((await get(`${base}/projeto/nueva`)).status).toBe(429);
    held.open();
    expect((await search).status).toBe(200);
  });

  it("renders again once when the connection of its own render drops (a kept-alive socket closed as it was reused)", async () => {
    let generation = 0;
    const next = fakeNext((_call, n) => (n === 2 ? { drop: true } : undefined));
    const base = await cached(next.handle, { generation: () => generation, staleLimitMs: 0 });
    await get(`${base}/`);
    generation++;
    const home = await get(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.text).toContain("render 3 of /<");
  });

  it("when its own render of a kept page fails, lets Next render it for the visitor even while the render cap is full", async () => {
    let generation = 0;
    const held = gate();
    // The page cache's own renders ask for text/html; the visitor here sends no Accept.
    const next = fakeNext((call, n) =>
      call.url.startsWith("/buscar") ? { hold: held.promise } : n > 1 && call.headers.accept === "text/html" ? { drop: true } : undefined,
    );
    const base = await cached(next.handle, { generation: () => generation, staleLimitMs: 0, renderConcurrency: 1, renderQueue: 0 });
    await get(`${base}/`);
    const search = get(`${base}/buscar?q=1`);
    await until(() => next.calls.length === 2);
    generation++;
    const home = await get(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers["x-page-cache"]).toBeUndefined();
    expect(home.text).toContain(" of /<");
    held.open();
    expect((await search).status).toBe(200);
  });

  it("does not keep error pages nor responses that set a cookie, and relays them to the visitor", async () => {
    for (const options of [{ status: 404 }, { status: 500 }, { cookie: true }]) {
      const next = fakeNext(() => options);
      const base = await cached(next.handle);
      const first = await get(`${base}/politica-de-privacidade`);
      expect(first.status, JSON.stringify(options)).toBe(options.status ?? 200);
      expect(first.text).toContain("render 1 of");
      expect((await get(`${base}/politica-de-privacidade`)).text).toContain("render 2 of");
      server!.closeAllConnections();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });

  it("never stores a render for a signed-in visitor, and lets Next answer what is not a plain page view", async () => {
    const next = fakeNext();
    const base = await cached(next.handle);
    const uncached: [string, Record<string, string>][] = [
      ["/buscar?q=casa", {}],
      ["/admin", {}],
      ["/projeto/Bad_Slug", {}],
      ["/", { rsc: "1" }],
      ["/", { "next-router-prefetch": "1" }],
      ["/", { cookie: "better-auth.session_token=abc" }],
    ];
    for (const [path, headers] of uncached) {
      await get(`${base}${path}`, headers);
      await get(`${base}${path}`, headers);
    }
    expect(next.calls).toHaveLength(uncached.length * 2);
    // The signed-in renders reached Next with their cookie and were not kept: a visitor gets their own render.
    expect(next.calls.filter((c) => c.headers.cookie)).toHaveLength(2);
    expect((await get(`${base}/`)).text).toContain(`render ${uncached.length * 2 + 1} of /<`);
  });

  it("answers a burst of requests for a page that is not kept yet with one render", async () => {
    const held = gate();
    const next = fakeNext(() => ({ hold: held.promise }));
    const base = await cached(next.handle);
    const burst = Promise.all(Array.from({ length: 8 }, () => get(`${base}/`, { "accept-encoding": "gzip" })));
    await until(() => next.calls.length === 1);
    held.open();
    for (const r of await burst) expect(r.text).toContain("render 1 of /<");
    expect(next.calls).toHaveLength(1);
  });

  it("keeps a render during which the data changed as out of date, so the next visitor waits for another", async () => {
    let generation = 0;
    const next = fakeNext((_call, n) => {
      if (n === 1) generation++;
    });
    const base = await cached(next.handle, { generation: () => generation });
    expect((await get(`${base}/`)).text).toContain("render 1 of");
    const second = await get(`${base}/`);
    expect(second.headers["x-page-cache"]).toBe("miss");
    expect(second.text).toContain("render 2 of");
    expect((await get(`${base}/`)).headers["x-page-cache"]).toBe("hit");
    expect(next.calls).toHaveLength(2);
  });

  it("ignores a forged refresh header: the request is served from the cache and Next never sees the header", async () => {
    const next = fakeNext();
    const base = await cached(next.handle);
    await get(`${base}/`);
    const forged = await get(`${base}/`, { "x-page-cache-refresh": "guess" });
    expect(forged.headers["x-page-cache"]).toBe("hit");
    await get(`${base}/buscar?q=x`, { "x-page-cache-refresh": "guess" });
    expect(next.calls.at(-1)?.headers["x-page-cache-refresh"]).toBeUndefined();
    expect(next.calls).toHaveLength(2);
  });

  it("renders the page it keeps for the site's own address, never for the Host a visitor sent", async () => {
    const next = fakeNext();
    const base = await cached(next.handle);
    await get(`${base}/`, { host: "evil.example" });
    const expected = process.env.SITE_URL ? new URL(process.env.SITE_URL).host : `localhost:${new URL(base).port}`;
    expect(next.calls[0].headers.host).toBe(expected);
  });

  it("past the render cap answers a 429 page (Spanish at a Spanish address), while kept pages and files keep answering", async () => {
    const held = gate();
    const next = fakeNext((call) => (call.url.startsWith("/buscar") ? { hold: held.promise } : undefined));
    const base = await cached(next.handle, { renderConcurrency: 1, renderQueue: 1, retryAfterSeconds: 7 });
    await get(`${base}/`);
    let searchesReceived = 0;
    server!.on("request", (req: http.IncomingMessage) => req.url?.startsWith("/buscar") && searchesReceived++);
    const searches = Array.from({ length: 5 }, (_, i) => get(`${base}/buscar?q=${i}`));
    // One renders and one waits; the other three are refused at once.
    await until(() => searchesReceived === 5 && pageRenders(next.calls).filter((c) => c.url.startsWith("/buscar")).length === 1);
    const home = await get(`${base}/?v=abc`);
    expect(home.status).toBe(200);
    expect(home.headers["x-page-cache"]).toBe("hit");
    for (const file of ["/sw.js", "/_next/static/chunks/app.js", "/media/hero/x.jpg", "/api/health", "/admin/projects"]) {
      expect((await get(`${base}${file}`)).status, file).toBe(200);
    }
    held.open();
    const answers = await Promise.all(searches);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.headers["retry-after"]).toBe("7");
    expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.text).toContain('<html lang="es">');
    expect(refused.text).toContain(requestMessages.es.busyTitle);
    expect(refused.text).toContain('<a href="/">Volver a la página de inicio</a>');
  });

  it("refuses a render that waited in the queue longer than the limit", async () => {
    const held = gate();
    const next = fakeNext(() => ({ hold: held.promise }));
    const base = await cached(next.handle, { renderConcurrency: 1, renderQueue: 4, queueWaitMs: 50 });
    const first = get(`${base}/buscar?q=1`);
    await until(() => next.calls.length === 1);
    const waited = await get(`${base}/projeto/no-existe`);
    expect(waited.status).toBe(429);
    held.open();
    expect((await first).status).toBe(200);
  });

  it("drops the least recently used pages past its byte budget", async () => {
    const next = fakeNext();
    const pageBytes = Buffer.byteLength("<html><body>render 1 of /projeto/a</body></html>");
    // Room for one page: keeping the second drops the first, used longer ago.
    const base = await cached(next.handle, { maxBytes: pageBytes + 5 });
    await get(`${base}/projeto/a`);
    expect((await get(`${base}/projeto/a`)).headers["x-page-cache"]).toBe("hit");
    await get(`${base}/projeto/b`);
    const again = await get(`${base}/projeto/a`);
    expect(again.headers["x-page-cache"]).toBe("miss");
    expect(again.text).toContain("render 3 of /projeto/a<");
  });
});

describe("files the page cache keeps like pages", () => {
  it("keeps the sitemap index and its gzip files, sent as they came, without a second render", async () => {
    const gzipped = zlib.gzipSync(Buffer.from('<?xml version="1.0"?><urlset/>'));
    const renders: string[] = [];
    const base = await cached((req, res) => {
      renders.push(req.url ?? "");
      if (req.url === "/sitemaps/9.xml.gz") {
        res.writeHead(404, { "content-type": "text/plain" });
        return res.end("Not found");
      }
      const file = req.url === "/sitemaps/1.xml.gz";
      res.writeHead(200, {
        "content-type": file ? "application/gzip" : "application/xml; charset=utf-8",
        "cache-control": "public, max-age=300",
        etag: 'W/"v1"',
      });
      res.end(file ? gzipped : '<?xml version="1.0"?><sitemapindex/>');
    });
    for (let i = 0; i < 3; i++) {
      const file = await get(`${base}/sitemaps/1.xml.gz`, { "accept-encoding": "br, gzip" });
      expect(file.status).toBe(200);
      expect(file.headers["content-type"]).toBe("application/gzip");
      expect(file.headers["content-encoding"]).toBeUndefined();
      expect(file.body.equals(gzipped)).toBe(true);
      expect((await get(`${base}/sitemap.xml`, { "accept-encoding": "gzip" })).text).toBe('<?xml version="1.0"?><sitemapindex/>');
    }
    expect((await get(`${base}/sitemaps/1.xml.gz`)).headers["x-page-cache"]).toBe("hit");
    // A crawler holding the copy gets 304 from memory.
    const held = await get(`${base}/sitemaps/1.xml.gz`, { "if-none-match": 'W/"v0", W/"v1"' });
    expect(held.status).toBe(304);
    expect(held.body.length).toBe(0);
    // A file past the last is answered as it came and never kept.
    expect((await get(`${base}/sitemaps/9.xml.gz`)).status).toBe(404);
    expect((await get(`${base}/sitemaps/9.xml.gz`)).status).toBe(404);
    expect(renders.filter((url) => url === "/sitemaps/1.xml.gz")).toHaveLength(1);
    expect(renders.filter((url) => url === "/sitemap.xml")).toHaveLength(1);
    expect(renders.filter((url) => url === "/sitemaps/9.xml.gz")).toHaveLength(2);
  });
});
