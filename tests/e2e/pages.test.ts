import { describe, expect, inject, it } from "vitest";
import { siteMessages } from "@/messages/site";

const baseURL = inject("baseURL");

describe("public pages as served", () => {
  it("serves the landing page with the demo content in the HTML itself", async () => {
    const res = await fetch(baseURL);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toMatch(/<h1[^>]*>[^<]{5,}<\/h1>/);
    // Published demo projects link to their pages from the server-rendered HTML.
    expect((html.match(/href="\/projeto\/[a-z0-9-]+"/g) ?? []).length).toBeGreaterThanOrEqual(3);
  });

  it("answers /api/health with the database and storage status", async () => {
    const res = await fetch(`${baseURL}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: { status: "ok", kind: "pglite" }, storage: { status: "ok" } });
  });

  it("shows the 404 page with its texts for an unknown path", async () => {
    const res = await fetch(`${baseURL}/esta/ruta/no-existe`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>404<\/h1>/);
    expect(html).toContain(`>${siteMessages.es.notFound.text}</p>`);
    expect(html).toMatch(new RegExp(`<a[^>]*href="/"[^>]*>${siteMessages.es.notFound.home}</a>`));
  });
});
