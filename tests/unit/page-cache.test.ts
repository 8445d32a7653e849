import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { withPageCache } from "../../scripts/page-cache.mjs";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A stand-in for Next: counts renders, streams an HTML page in two writes, gzipped when the client accepts it as Next does. */
function fakeNext(options: { status?: number; cookie?: boolean } = {}) {
  const calls: { url: string; acceptEncoding?: string }[] = [];
  const handle: Handler = (req, res) => {
    calls.push({ url: req.url ?? "", acceptEncoding: req.headers["accept-encoding"] as string | undefined });
    res.statusCode = options.status ?? 200;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("vary", "rsc, Accept-Encoding");
    if (options.cookie) res.setHeader("set-cookie", "a=b");
    const html = Buffer.from(`<html><body>render ${calls.length} of ${req.url}</body></html>`);
    const body = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "") ? zlib.gzipSync(html) : html;
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

/** Raw GET (fetch would decompress and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("page cache of the start script", () => {
  it("renders a public page once, then serves the same HTML, compressed as the client accepts", async () => {
    const next = fakeNext();
    const base = await listen(withPageCache(next.handle, { generation: () => 0 }));
    // The render that fills the cache reaches its client compressed, and is stored decoded.
    const first = await get(`${base}/`, { "accept-encoding": "gzip" });
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(first.body).toString()).toBe("<html><body>render 1 of /</body></html>");

    const gz = await get(`${base}/`, { "accept-encoding": "gzip, deflate" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["x-page-cache"]).toBe("hit");
    expect(gz.headers.vary).toBe("rsc, Accept-Encoding");
    expect(zlib.gunzipSync(gz.body).toString()).toBe("<html><body>render 1 of /</body></html>");
    const br = await get(`${base}/`, { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe("<html><body>render 1 of /</body></html>");
    const plain = await get(`${base}/`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe("<html><body>render 1 of /</body></html>");
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    expect(next.calls).toHaveLength(1);
  });

  it("renders again after an admin write moves the read cache's generation, and after the maximum age", async () => {
    const next = fakeNext();
    let generation = 0;
    let clock = 0;
    const base = await listen(withPageCache(next.handle, { generation: () => generation, now: () => clock, maxAgeMs: 60_000 }));
    await get(`${base}/projeto/casa-de-piedra`);
    await get(`${base}/projeto/casa-de-piedra`);
    expect(next.calls).toHaveLength(1);
    generation++;
    expect((await get(`${base}/projeto/casa-de-piedra`)).body.toString()).toContain("render 2");
    await get(`${base}/projeto/casa-de-piedra`);
    expect(next.calls).toHaveLength(2);
    clock += 60_000;
    expect((await get(`${base}/projeto/casa-de-piedra`)).body.toString()).toContain("render 3");
  });

  it("always lets Next answer anything that is not a plain public page view", async () => {
    const next = fakeNext();
    const base = await listen(withPageCache(next.handle, { generation: () => 0 }));
    const uncached: [string, Record<string, string>][] = [
      ["/?q=1", {}],
      ["/buscar", {}],
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
  });

  it("does not keep error pages nor responses that set a cookie", async () => {
    for (const options of [{ status: 404 }, { status: 500 }, { cookie: true }]) {
      const next = fakeNext(options);
      const base = await listen(withPageCache(next.handle, { generation: () => 0 }));
      await get(`${base}/politica-de-privacidade`);
      await get(`${base}/politica-de-privacidade`);
      expect(next.calls, JSON.stringify(options)).toHaveLength(2);
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });

  it("answers a burst of requests for a page that is not kept yet with one render", async () => {
    const next = fakeNext();
    const base = await listen(withPageCache((req, res) => setTimeout(() => next.handle(req, res), 100), { generation: () => 0 }));
    const bodies = await Promise.all(Array.from({ length: 8 }, () => get(`${base}/`, { "accept-encoding": "gzip" })));
    expect(next.calls).toHaveLength(1);
    for (const r of bodies) expect((r.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(r.body) : r.body).toString()).toContain("render 1 of /");
  });

  it("does not keep a render during which the data changed", async () => {
    let generation = 0;
    const next = fakeNext();
    const base = await listen(
      withPageCache(
        (req, res) => {
          generation++;
          next.handle(req, res);
        },
        { generation: () => generation },
      ),
    );
    await get(`${base}/`);
    await get(`${base}/`);
    expect(next.calls).toHaveLength(2);
  });
});
