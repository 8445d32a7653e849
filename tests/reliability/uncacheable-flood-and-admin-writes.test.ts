import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDataDir, startApp, type RunningServer } from "../e2e/support/server";
import { callAction, createdId, findAction, projectInput, publishChanges, signIn, SOAK_ADMIN } from "./support/admin-client";
import { requestMessages } from "@/messages/requests";

/**
 * Uncacheable traffic (searches, made-up query strings) and admin writes must not
 * take the public pages down, and a write shows to the very next visitor. A flood of searches
 * past the render cap is refused with a 429 page (Spanish at a Spanish address) while the home page keeps answering
 * from memory.
 */

const SLUG = "obra-cache-fiabilidad";

let server: RunningServer;
let cookie = "";
let categoryId = "";
let projectId = "";

beforeAll(async () => {
  // Seeding the demo content (images) takes minutes on a busy machine.
  server = await startApp(makeDataDir("page-cache"), { ADMIN_EMAIL: SOAK_ADMIN.email, ADMIN_PASSWORD: SOAK_ADMIN.password }, undefined, { timeoutMs: 300_000 });
  cookie = await signIn(server.url);
  categoryId = createdId(
    await callAction(server.url, findAction("categories/actions", "createCategoryAction"), { name: "Caché", slug: "cache", description: "" }, cookie),
  );
  projectId = createdId(
    await callAction(server.url, findAction("projects/actions", "createProjectAction"), projectInput("Obra antes del cambio", SLUG, categoryId), cookie),
  );
}, 330_000);

afterAll(async () => {
  if (server?.child.exitCode === null) await server.stop();
});

async function visit(path: string) {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, cache: res.headers.get("x-page-cache"), retryAfter: res.headers.get("retry-after"), html: await res.text() };
}

/** Visits `path` until its copy is current (a refresh may still be landing after the setup's writes). */
async function untilHit(path: string) {
  await expect.poll(async () => (await visit(path)).cache, { timeout: 20_000, interval: 50 }).toBe("hit");
}

const random = () => Math.random().toString(36).slice(2);

describe("public pages under admin writes", () => {
  it("after an admin write, the next visitor of a kept page gets the new page, and an unpublished project answers 404 at once", async () => {
    await untilHit(`/projeto/${SLUG}`);
    await untilHit(`/gl/projeto/${SLUG}`);
    expect((await visit(`/projeto/${SLUG}`)).html).toContain("Obra antes del cambio");

    const update = findAction("projects/actions", "updateProjectAction");
    const edited = await callAction(server.url, update, { id: projectId, ...projectInput("Obra después del cambio", SLUG, categoryId) }, cookie);
    expect(edited.ok, JSON.stringify(edited)).toBe(true);
    // The save went to the project's working copy: "Publicar cambios" is the write visitors see.
    expect(await publishChanges(server.url, projectId, cookie)).toBe(true);
    // No visitor after the write gets the copy from before it: the page was rendered again
    // (for this visitor, or before they came) and is kept from then on.
    for (const path of [`/projeto/${SLUG}`, `/gl/projeto/${SLUG}`]) {
      const next = await visit(path);
      expect(next.status).toBe(200);
      expect(["hit", "miss"]).toContain(next.cache);
      expect(next.html).toContain("Obra después del cambio");
      expect(next.html).not.toContain("Obra antes del cambio");
    }
    expect((await visit(`/projeto/${SLUG}`)).cache).toBe("hit");

    const unpublished = await callAction(
      server.url,
      update,
      { id: projectId, ...projectInput("Obra después del cambio", SLUG, categoryId), published: false },
      cookie,
    );
    expect(unpublished.ok, JSON.stringify(unpublished)).toBe(true);
    expect((await visit(`/projeto/${SLUG}`)).status).toBe(404);
    expect((await visit(`/gl/projeto/${SLUG}`)).status).toBe(404);
    const republished = await callAction(server.url, update, { id: projectId, ...projectInput("Obra después del cambio", SLUG, categoryId) }, cookie);
    expect(republished.ok, JSON.stringify(republished)).toBe(true);
    expect((await visit(`/projeto/${SLUG}`)).status).toBe(200);
  });

  it("serves the home page from memory whatever made-up query string a visitor adds", async () => {
    await untilHit("/");
    for (let i = 0; i < 5; i++) {
      const res = await visit(`/?v=${random()}`);
      expect(res.status).toBe(200);
      expect(res.cache).toBe("hit");
    }
  });
});

describe("public pages under a flood of searches", () => {
  it("refuses searches past the render cap with a 429 page, Spanish at a Spanish address, while the home page keeps answering from memory", async () => {
    await untilHit("/");
    const flood = Promise.all(Array.from({ length: 120 }, () => visit(`/buscar?q=${random()}`)));
    const home: Awaited<ReturnType<typeof visit>>[] = [];
    for (let i = 0; i < 10; i++) home.push(await visit(`/?v=${random()}`));
    const searches = await flood;

    for (const res of home) {
      expect(res.status).toBe(200);
      expect(res.cache).toBe("hit");
    }
    const statuses = new Set(searches.map((s) => s.status));
    expect([...statuses].sort()).toEqual([200, 429]);
    const refused = searches.find((s) => s.status === 429)!;
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.html).toContain('<html lang="es">');
    expect(refused.html).toContain(requestMessages.es.busyTitle);
    expect(refused.html).toContain('href="/"');
    // The searches that were let through are real result pages.
    expect(searches.find((s) => s.status === 200)!.html).toContain("Búsqueda de proyectos");
  });
});

describe("public pages under a flood of made-up page-cache keys", () => {
  it("keeps no page for a category or page number that does not exist, and every kept page keeps answering from memory", async () => {
    const kept = ["/politica-de-privacidade", "/en/termos-de-servico", `/gl/projeto/${SLUG}`, "/gl", "/?categoria=cache"];
    for (const path of kept) await untilHit(path);

    // 40 clients inventing categories and page numbers in every language, as fast as they are answered.
    const until = Date.now() + 8_000;
    const answers: number[] = [];
    const flood = Promise.all(
      Array.from({ length: 40 }, async (_, client) => {
        while (Date.now() < until) {
          const prefix = ["", "/gl", "/en"][client % 3];
          const query = client % 2 ? `categoria=${random()}` : `pagina=${2 + Math.floor(Math.random() * 999_000)}`;
          const res = await fetch(`${server.url}${prefix}/?${query}`, { redirect: "manual" });
          await res.arrayBuffer();
          answers.push(res.status);
        }
      }),
    );
    const visitsDuring: Awaited<ReturnType<typeof visit>>[] = [];
    while (Date.now() < until) for (const path of kept) visitsDuring.push(await visit(path));
    await flood;

    // A made-up key is sent to the real page (or refused past the render cap), never rendered as a page of its own.
    expect(answers.length).toBeGreaterThan(40);
    expect(answers.filter((status) => status !== 307 && status !== 429)).toEqual([]);
    for (const res of [...visitsDuring, ...(await Promise.all(kept.map(visit)))]) {
      expect(res.status).toBe(200);
      expect(res.cache).toBe("hit");
    }
  });

  it("answers HEAD of a kept page from its copy: the headers of the GET, no body, no render", async () => {
    await untilHit("/politica-de-privacidade");
    const get = await fetch(`${server.url}/politica-de-privacidade`, { headers: { "accept-encoding": "br" } });
    const head = await fetch(`${server.url}/politica-de-privacidade`, { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect(head.headers.get("content-length")).toBe(get.headers.get("content-length"));
    expect(head.headers.get("content-security-policy")).toBe(get.headers.get("content-security-policy"));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });
});
