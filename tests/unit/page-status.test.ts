import { describe, expect, it } from "vitest";
import { isDocumentRequest, withPageStatus } from "@/server/page-status";
import { answerWithStatus } from "@/platform/page-status";
import { servedLocally } from "./support/local-server";

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stand-in for Next: renders after a few asynchronous hops (as the page component runs inside
 * Next's own async contexts), and the page at /falta asks for 404 before the head is written.
 * `?wait=N` holds the render N ms, so two requests interleave.
 */
const next = withPageStatus(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  await tick(Number(url.searchParams.get("wait") ?? 0));
  await new Promise((resolve) => setImmediate(resolve));
  const asked = url.pathname === "/falta" ? answerWithStatus(404) : null;
  if (url.pathname === "/movido") {
    res.writeHead(308, { location: "/nuevo" });
    return res.end();
  }
  res.statusCode = 200;
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.write("<html><body>");
  await tick(5);
  res.end(`${url.pathname} asked=${asked}</body></html>`);
});

const local = servedLocally(next);

describe("withPageStatus", () => {
  it("answers with the status the page asked for, with its whole body and noindex", async () => {
    for (const method of ["GET", "HEAD"]) {
      const res = await fetch(`${local.base}/falta`, { method });
      expect(res.status, method).toBe(404);
      expect(res.headers.get("x-robots-tag"), method).toBe("noindex");
      if (method === "GET") expect(await res.text()).toBe("<html><body>/falta asked=true</body></html>");
    }
  });

  it("keeps each request's status to itself when renders interleave", async () => {
    const [slowMissing, fastFound, fastMissing, slowFound] = await Promise.all([
      fetch(`${local.base}/falta?wait=40`),
      fetch(`${local.base}/existe?wait=5`),
      fetch(`${local.base}/falta?wait=5`),
      fetch(`${local.base}/existe?wait=40`),
    ]);
    expect([slowMissing.status, fastFound.status, fastMissing.status, slowFound.status]).toEqual([404, 200, 404, 200]);
    expect(fastFound.headers.get("x-robots-tag")).toBeNull();
    expect(slowFound.headers.get("x-robots-tag")).toBeNull();
  });

  it("leaves the client router's requests, posts and non-200 answers as Next sent them", async () => {
    expect((await fetch(`${local.base}/falta`, { headers: { rsc: "1" } })).status).toBe(200);
    expect((await fetch(`${local.base}/falta`, { method: "POST" })).status).toBe(200);
    const moved = await fetch(`${local.base}/movido`, { redirect: "manual" });
    expect(moved.status).toBe(308);
    expect(moved.headers.get("location")).toBe("/nuevo");
  });

  it("tells a page it is not served through it (Next alone), so the page falls back to notFound()", () => {
    expect(answerWithStatus(404)).toBe(false);
  });

  it("knows a document request", () => {
    const req = (method: string, headers: Record<string, string> = {}, url = "/projeto/x") => ({ method, url, headers });
    expect(isDocumentRequest(req("GET"))).toBe(true);
    expect(isDocumentRequest(req("GET", {}, "/admin/projects"))).toBe(false);
    expect(isDocumentRequest(req("GET", {}, "/api/health"))).toBe(false);
    expect(isDocumentRequest(req("HEAD"))).toBe(true);
    expect(isDocumentRequest(req("POST"))).toBe(false);
    expect(isDocumentRequest(req("GET", { "next-router-prefetch": "1" }))).toBe(false);
    expect(isDocumentRequest(req("POST", { "next-action": "abc" }))).toBe(false);
  });
});
