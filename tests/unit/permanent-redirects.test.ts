import { describe, expect, it } from "vitest";
import { isMovablePageRequest, withMovedPermanently } from "@/server/permanent-redirects";
import { servedLocally } from "./support/local-server";

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

const local = servedLocally(next);

describe("withMovedPermanently", () => {
  it("answers a project page's permanent redirect with 301, whether the head is written or implicit", async () => {
    for (const path of ["/projeto/antiguo", "/projeto/antiguo-implicit"]) {
      const res = await fetch(`${local.base}${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location")).toBe("/projeto/nuevo");
    }
  });

  it("leaves other paths and the client router's requests with Next's own status", async () => {
    expect((await fetch(`${local.base}/otra-pagina`, { redirect: "manual" })).status).toBe(308);
    expect((await fetch(`${local.base}/projeto/antiguo`, { redirect: "manual", headers: { rsc: "1" } })).status).toBe(308);
    expect((await fetch(`${local.base}/projeto/antiguo`, { method: "POST", redirect: "manual" })).status).toBe(308);
  });

  it("answers 301 for old project addresses in every language", async () => {
    for (const path of ["/gl/projeto/antiguo", "/en/projeto/antiguo"]) {
      expect((await fetch(`${local.base}${path}`, { redirect: "manual" })).status, path).toBe(301);
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
