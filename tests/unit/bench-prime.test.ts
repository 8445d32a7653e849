import http from "node:http";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { primePageCache } from "../../bench/prime.mjs";

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering with the given x-page-cache states in turn (brotli unless told), then "hit". */
async function serving(states: (string | null)[], { brotli = true } = {}) {
  const seen: string[] = [];
  server = http.createServer((req, res) => {
    seen.push(String(req.headers["accept-encoding"]));
    const state = states.length ? states.shift() : "hit";
    const body = brotli ? zlib.brotliCompressSync("<p>page</p>") : Buffer.from("<p>page</p>");
    res.writeHead(200, { "content-type": "text/html", ...(brotli && { "content-encoding": "br" }), ...(state && { "x-page-cache": state }) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`, seen };
}

describe("priming the page cache before a Lighthouse run", () => {
  it("asks again until the cache serves a fresh copy", async () => {
    const { url, seen } = await serving(["stale", "stale", "hit"]);
    expect(await primePageCache(url, { pollMs: 1 })).toBe(3);
    expect(seen.every((e) => e.includes("br"))).toBe(true);
  });

  it("a miss is rendered and kept: the next answer is the kept copy", async () => {
    const { url } = await serving(["miss"]);
    expect(await primePageCache(url, { pollMs: 1 })).toBe(2);
  });

  it("a page the cache does not keep needs one request", async () => {
    const { url } = await serving([null]);
    expect(await primePageCache(url, { pollMs: 1 })).toBe(1);
  });

  it("waits for the compressed copy of a fresh page", async () => {
    const { url } = await serving([], { brotli: false });
    await expect(primePageCache(url, { pollMs: 5, timeoutMs: 50 })).rejects.toThrow(/kept answering "hit"/);
  });
});
