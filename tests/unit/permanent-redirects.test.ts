import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isMovablePageRequest, withMovedPermanently } from "@/server/permanent-redirects";

/** A stand-in for Next: every request is answered 308 to /projeto/nuevo, one by writeHead and one implicitly. */
const next = withMovedPermanently((req, res) => {
  if (req.url?.includes("implicit")) {
    res.statusCode = 308;
    res.setHeader("location", "/projeto/nuevo");
    res.end();
  } else {
    res.writeHead(308, { location: "/projeto/nuevo" });
    res.end();
  }
});

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer(next);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("withMovedPermanently", () => {
  it("answers a project page's permanent redirect with 301, whether the head is written or implicit", async () => {
    for (const path of ["/projeto/antiguo", "/projeto/antiguo-implicit"]) {
      const res = await fetch(`${base}${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location")).toBe("/projeto/nuevo");
    }
  });

  it("leaves other paths and the client router's requests with Next's own status", async () => {
    expect((await fetch(`${base}/otra-pagina`, { redirect: "manual" })).status).toBe(308);
    expect((await fetch(`${base}/projeto/antiguo`, { redirect: "manual", headers: { rsc: "1" } })).status).toBe(308);
    expect((await fetch(`${base}/projeto/antiguo`, { method: "POST", redirect: "manual" })).status).toBe(308);
  });

  it("answers 301 for old project addresses in every language", async () => {
    for (const path of ["/gl/projeto/antiguo", "/en/projeto/antiguo"]) {
      expect((await fetch(`${base}${path}`, { redirect: "manual" })).status, path).toBe(301);
    }
  });

  it("knows a project page request", () => {
    const req = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers });
    expect(isMovablePageRequest(req("GET", "/projeto/casa-en-vigo"))).toBe(true);
    expect(isMovablePageRequest(req("HEAD", "/projeto/casa-en-vigo?utm=x"))).toBe(true);
    expect(isMovablePageRequest(req("GET", "/projeto/casa/otra"))).toBe(false);
    expect(isMovablePageRequest(req("GET", "/projeto/casa", { "next-router-prefetch": "1" }))).toBe(false);
    expect(isMovablePageRequest(req("GET", "/projeto/casa", { "next-router-segment-prefetch": "/x" }))).toBe(false);
  });
});
