import http from "node:http";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { CRASH_PAGE_POLICY } from "@/server/crash-page";
import { withoutFrameworkRuntime, withRuntimeFreePages } from "@/server/runtime-strip";
import { servedLocally } from "./support/local-server";

const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/w.js"/>` +
  `<script src="/_next/static/chunks/main.js" async=""></script><script type="application/ld+json">{"a":1}</script></head><body>${body}` +
  `<script nonce="n" data-site-script="" data-src="/_site/enhance.abc.js">(function(){})()</script>` +
  `<script nonce="n" id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/b.js"],"runtimeModuleIds":[1]});</script>` +
  `<script>self.__next_r="abc";var __nextHmrInitialVersion="0";</script><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"x \\u003c/script\\u003e y"])</script></body></html>`;

describe("a public page without the framework's runtime", () => {
  it("loses Next's chunks, their preloads, the bundler's list of them and the React payload; keeps its stylesheet, data and own scripts", () => {
    const out = withoutFrameworkRuntime(page("<main>Hola</main>"));
    for (const gone of ["/_next/static/chunks/main.js", "/_next/static/chunks/w.js", "__next_f", "TURBOPACK", "__next_r"]) expect(out).not.toContain(gone);
    const kept = ['<link rel="stylesheet" href="/_next/static/chunks/a.css"/>', '<script type="application/ld+json">{"a":1}</script>', "data-site-script"];
    for (const part of [...kept, "<main>Hola</main>"]) expect(out).toContain(part);
  });

  it("finds every payload script whatever markup comes before it (templates, inline scripts with text)", () => {
    const out = withoutFrameworkRuntime(
      page(
        '<template><script type="application/ld+json">{"b":"<link"}</script></template><p title="<script>">a stray start tag in stored rich text</p><script>var s="<script";</script>',
      ),
    );
    expect(out).not.toContain("__next_f");
    expect(out).toContain('var s="<script";');
  });

  it("leaves pages without the site script as they are", () => {
    const admin = page("").replace(/<script nonce="n" data-site-script[^<]*<\/script>/, "");
    expect(withoutFrameworkRuntime(admin)).toBe(admin);
  });
});

describe("the strip as a layer in front of Next", () => {
  /** A stand-in for Next: streams the test page in pieces, uncompressed only when asked for identity. */
  const fakeNext = withRuntimeFreePages((req, res) => {
    const asked = String(req.headers["accept-encoding"]);
    const html = page(`<main>${"Obra ".repeat(400)}</main>`);
    if (req.url === "/gl/projeto/rota") {
      // Next's error document after a crashed render: its runtime draws the screen.
      res.writeHead(500, { "content-type": "text/html; charset=utf-8", "content-security-policy": "script-src 'sha256-x'" });
      return res.end(
        '<!DOCTYPE html><html id="__next_error__"><body><script src="/_next/static/chunks/main.js" async=""></script><script>self.__next_f.push([1,"x"])</script></body></html>',
      );
    }
    if (req.url === "/datos.json") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(`{"asked":"${asked}"}`);
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": Buffer.byteLength(html), etag: '"x"' });
    res.write(html.slice(0, 100));
    setTimeout(() => res.end(html.slice(100)), 5);
  });

  const local = servedLocally(fakeNext);

  const get = (path: string, headers: Record<string, string>) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${local.base}${path}`, { headers, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });

  it("asks Next for the page uncompressed, strips it and sends it compressed as the browser accepts, with its own length", async () => {
    const res = await get("/projeto/casa", { "accept-encoding": "br, gzip" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.etag).toBeUndefined();
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    const html = zlib.brotliDecompressSync(res.body).toString();
    expect(html).not.toContain("__next_f");
    expect(html).toContain("data-site-script");
  });

  it("answers a crashed public page with the static crash screen in the page's language, which needs no script", async () => {
    const res = await new Promise<http.IncomingMessage & { body: string }>((resolve, reject) =>
      http
        .get(`${local.base}/gl/projeto/rota`, { agent: false }, (r) => {
          let body = "";
          r.on("data", (c: Buffer) => (body += c));
          r.on("end", () => resolve(Object.assign(r, { body })));
        })
        .on("error", reject),
    );
    expect(res.statusCode).toBe(500);
    expect(res.headers["content-security-policy"]).toBe(CRASH_PAGE_POLICY);
    expect(res.body).toContain('<html lang="gl">');
    expect(res.body).toContain("Vaia! Algo saíu mal");
    expect(res.body).toContain('href="/gl"');
    expect(res.body).not.toMatch(/<script/i);
  });

  it("passes the back office, the client router's requests and other content types untouched", async () => {
    for (const [path, headers] of [
      ["/admin/projects", { "accept-encoding": "gzip" }],
      ["/projeto/casa", { "accept-encoding": "gzip", rsc: "1" }],
    ] as const) {
      const html = (await get(path, headers)).body.toString();
      expect(html, path).toContain("__next_f");
    }
    expect(JSON.parse((await get("/datos.json", { "accept-encoding": "gzip" })).body.toString())).toEqual({ asked: "identity" });
  });
});
