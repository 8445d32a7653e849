import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { previewAdminMessages } from "@/previews/admin/messages";
import { previewMessages } from "@/previews/messages";
import { projectAdminMessages } from "@/projects/admin/messages";
import { demoProjects } from "@/seed/content-projects";
import { expectURL, expectVisible } from "./support/expectations";
import { test } from "./support/fixtures";

/**
 * Preview links: an admin makes one for an unpublished project from its form (with and without
 * JavaScript); a signed-out browser opens it, the token leaves the address at once, and the
 * project shows as visitors would see it, in each language, out of every index and cache;
 * revoked, the link shows nothing; a forged one neither; a published project offers none.
 */

const baseURL = inject("baseURL");
const m = previewAdminMessages.es;
const p = projectAdminMessages.es;
const DRAFT = demoProjects.find((project) => !project.published)!;
const LIVE = demoProjects.find((project) => project.published)!;
const TOKEN_LINK = /\/vista-previa\/[A-Za-z0-9_-]{43}$/;
let admin: Page;
let editPage = "";

test.beforeAll(async ({ admin: context }) => {
  admin = await context.newPage();
});

/** A project's form, found through the list's search as a person would. */
async function openForm(page: Page, title: string): Promise<string> {
  await page.goto(`/admin/projects?q=${encodeURIComponent(title)}`);
  await page
    .getByRole("link", { name: p.edit(title) })
    .first()
    .click();
  await expectURL(page, /\/admin\/projects\/[0-9a-f-]{36}\/edit/, `the form of ${title}`);
  return new URL(page.url()).pathname;
}

/** "Crear enlace de vista previa" on the form: the link shown once, read from the page. */
async function createLink(page: Page): Promise<string> {
  await page.getByRole("button", { name: m.create }).click();
  const shown = await expectVisible(page.getByRole("status").filter({ hasText: m.linkTitle }), "the new preview link");
  const link = await shown.locator("[data-preview-link]").inputValue();
  expect(link).toMatch(TOKEN_LINK);
  expect(page.url()).not.toContain(link.split("/").pop()!);
  return link;
}

describe("preview links", () => {
  let link = "";

  test("an admin makes one from an unpublished project's form; a published project's form offers none", async () => {
    editPage = await openForm(admin, LIVE.title);
    await expectVisible(admin.getByText(m.publishedNote), "the published project's note");
    expect(await admin.getByRole("button", { name: m.create }).count()).toBe(0);

    editPage = await openForm(admin, DRAFT.title);
    link = await createLink(admin);
    // Drawn again, the page has no link to show (only its hash is stored), and lists it as active.
    await admin.reload();
    expect(await admin.locator("[data-preview-link]").count()).toBe(0);
    await expectVisible(admin.locator('[data-preview-row="open"]').first(), "the new link in the list, active");
  });

  test("a signed-out browser opens it: the token leaves the address at once; the project as visitors see it, private and unindexed", async ({ newPage }) => {
    const visitor = await newPage({ consent: "declined" });
    const opened = visitor.waitForResponse((res) => res.url() === link);
    const answer = await visitor.goto(link);
    const redirect = await opened;
    expect(redirect.status()).toBe(303);
    expect(redirect.headers()["cache-control"]).toBe("private, no-store");
    expect(visitor.url()).toBe(`${baseURL}/vista-previa`);
    expect(answer!.status()).toBe(200);
    expect(answer!.headers()["cache-control"]).toContain("no-store");
    expect(await visitor.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await expectVisible(visitor.getByRole("heading", { name: DRAFT.title, level: 1 }), "the unpublished project's title");
    await expectVisible(visitor.getByText(previewMessages.es.banner.unpublished), "the preview banner");
    const [cookie] = (await visitor.context().cookies()).filter((c) => c.name === "vista_previa" && c.path === "/vista-previa");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    // The language links keep the preview: the Galician page shows the Galician texts.
    await visitor.goto("/gl/vista-previa");
    await expectVisible(visitor.getByText(previewMessages.gl.banner.unpublished), "the Galician banner");
    const galician = DRAFT.translations?.gl?.title;
    if (galician) await expectVisible(visitor.getByRole("heading", { name: galician, level: 1 }), "the Galician title");
    // Still out of the public site: its address answers the not-found screen.
    expect((await fetch(`${baseURL}/projeto/${DRAFT.slug}`)).status).toBe(404);
    await visitor.context().close();
  });

  test("revoked, it shows nothing but why; a forged link neither", async ({ newPage }) => {
    await admin.goto(editPage);
    await admin.locator('[data-preview-row="open"]').first().getByRole("button", { name: m.revoke }).click();
    await expectVisible(admin.getByRole("status").filter({ hasText: m.revoked }), "the revoked notice");

    const visitor = await newPage({ consent: "declined" });
    await visitor.goto(link);
    await expectURL(visitor, `${baseURL}/vista-previa?enlace=revocado`, "the revoked link's page");
    await expectVisible(visitor.getByText(previewMessages.es.closed.revoked), "why it shows nothing");
    expect(await visitor.getByRole("heading", { name: DRAFT.title }).count()).toBe(0);

    const forged = link.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const answer = await fetch(forged, { redirect: "manual" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/vista-previa?enlace=invalido");
    expect(answer.headers.get("set-cookie")).toContain("Max-Age=0");
    const page = await fetch(`${baseURL}/vista-previa?enlace=invalido`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain(previewMessages.es.closed.invalid);
    // No cookie at all: the same.
    expect((await fetch(`${baseURL}/en/vista-previa`)).status).toBe(404);
  });

  test("without JavaScript, the form makes a link and shows it in the answer", async ({ newPage }) => {
    const plain = await newPage({ signedIn: true, javaScriptEnabled: false, timeout: 20_000 });
    await plain.goto(editPage);
    const made = await createLink(plain);
    expect(made).not.toBe(link);
    expect((await fetch(made, { redirect: "manual" })).headers.get("location")).toBe("/vista-previa");
  });
});
