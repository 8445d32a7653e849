import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { adminShellMessages } from "@/admin/messages";
import { categoryMessages } from "@/categories/messages";
import { accessMessages } from "@/auth/admin/messages";
import { projectAdminMessages } from "@/projects/admin/messages";
import { discoverActions, postAction } from "./support/actions";
import { chooseAdminLanguage } from "./support/admin-language";
import { createProject, deleteProject } from "./support/admin-projects";
import { test } from "./support/fixtures";
import { sessionCookie, signUpCookie } from "./support/sign-in";
import { giveRole } from "./support/staff";
import { expectToast } from "./support/toasts";

/**
 * Staff roles end to end: an admin gives two colleagues their roles on the users screen (one of
 * them with JavaScript off); the comercial sees only the dashboard and the inbox and is refused
 * content by every way in (address, client-router RSC request, prefetch, action post), in their
 * own language; the editor edits a project but is refused settings and users.
 */

const baseURL = inject("baseURL");
const stamp = Date.now().toString(36);
const COMERCIAL = { email: `comercial-${stamp}@obras.test`, password: "comercial-e2e-clave" };
const EDITOR = { email: `editora-${stamp}@obras.test`, password: "editora-e2e-clave" };
/** A seeded project (src/seed/content-projects.ts): what a content page would show. */
const SEEDED_TITLE = "Cocina abierta con isla en Pontevedra";
const pm = projectAdminMessages.es;

/** The names of the sidebar's entries. */
async function sidebarEntries(page: Page, navLabel: string): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: navLabel }).first();
  await nav.waitFor();
  return (await nav.getByRole("link").allTextContents()).map((text) => text.trim());
}

/** Access Denied inside the panel, in `locale`, with nothing of the page behind it. */
async function expectDenied(page: Page, path: string, locale: "es" | "gl") {
  const m = accessMessages[locale];
  await page.goto(path);
  await page.getByRole("heading", { name: m.title, level: 1 }).waitFor();
  await page.getByText(m.roleBody).waitFor();
  expect(await page.content(), path).not.toContain(SEEDED_TITLE);
}

describe("staff roles", () => {
  test.beforeAll(async () => {
    for (const person of [COMERCIAL, EDITOR]) await signUpCookie(baseURL, { ...person, name: person.email.split("@")[0] });
  });

  test("an admin gives a colleague the comercial role without JavaScript, and another the editor role with it", async ({ newPage, admin }) => {
    const plain = await newPage({ signedIn: true, javaScriptEnabled: false });
    await giveRole(plain, COMERCIAL.email, "comercial");
    await plain.close();
    const page = await admin.newPage();
    await giveRole(page, EDITOR.email, "editor");
    await page.close();
  });

  test("the comercial sees only the dashboard, the inbox and the review links, and every content, settings or users address refuses them in their language", async ({
    newPage,
  }) => {
    const page = await newPage({ signedIn: COMERCIAL });
    await page.goto("/admin");
    await chooseAdminLanguage(page, "gl");
    const shell = adminShellMessages.gl;
    expect(await sidebarEntries(page, shell.navLabel)).toEqual([
      shell.nav.dashboard,
      expect.stringContaining(shell.nav.contactMessages),
      // With the count of leads to attend to when there are any.
      expect.stringContaining(shell.nav.leads),
      shell.nav.reviewRequests,
    ]);
    // The inbox, the pipeline and the review links open.
    for (const path of ["/admin/contact-messages", "/admin/leads", "/admin/leads/board", "/admin/leads/new", "/admin/reviews/requests"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await page.getByRole("heading", { name: accessMessages.gl.title }).count(), path).toBe(0);
    }
    for (const path of ["/admin/projects", "/admin/projects/new", "/admin/categories", "/admin/settings", "/admin/users", "/admin/reviews"]) {
      await expectDenied(page, path, "gl");
    }
    await page.close();
  });

  test("an RSC request or a prefetch of a content page carries no data for the comercial, and does for the editor", async () => {
    const comercial = await sessionCookie(baseURL, COMERCIAL);
    const editor = await sessionCookie(baseURL, EDITOR);
    const rsc = async (cookie: string, prefetch: boolean) => {
      // Next answers a router request without its cache-busting `_rsc` parameter with a redirect to
      // the address that has it: followed, as the client router does.
      const res = await fetch(`${baseURL}/admin/projects?q=Pontevedra`, {
        headers: { cookie, RSC: "1", ...(prefetch ? { "Next-Router-Prefetch": "1" } : {}) },
      });
      expect(res.headers.get("content-type"), `prefetch ${prefetch}`).toContain("text/x-component");
      return res.text();
    };
    for (const prefetch of [false, true]) {
      const refused = await rsc(comercial, prefetch);
      expect(refused, `prefetch ${prefetch}`).not.toContain(SEEDED_TITLE);
      if (!prefetch) expect(refused).toContain(accessMessages.gl.title);
    }
    expect(await rsc(editor, false)).toContain(SEEDED_TITLE);
  });

  test("a content action posted by the comercial is refused in their language and writes nothing", async () => {
    const cookie = await sessionCookie(baseURL, COMERCIAL);
    const create = discoverActions().find((a) => a.name === "src/categories/actions.ts#createCategoryAction")!;
    const name = `Intrusa ${stamp}`;
    const refused = await postAction(baseURL, create, [{ name, slug: `intrusa-${stamp}` }], { cookie });
    expect(refused.body).toContain('"code":"forbidden"');
    expect(refused.body).toContain(accessMessages.gl.forbidden);
    const page = await fetch(`${baseURL}/admin/categories?q=${encodeURIComponent(name)}`, { headers: { cookie: await sessionCookie(baseURL, EDITOR) } });
    expect(await page.text()).toContain(categoryMessages.es.noMatch);
  });

  test("the editor edits a project, but settings and users answer Access Denied", async ({ newPage }) => {
    const page = await newPage({ signedIn: EDITOR, timeout: 20_000 });
    await page.goto("/admin");
    const shell = adminShellMessages.es;
    const entries = await sidebarEntries(page, shell.navLabel);
    expect(entries).toContain(shell.nav.projects);
    expect(entries).not.toContain(shell.nav.settings);
    expect(entries).not.toContain(shell.nav.users);
    expect(entries.some((entry) => entry.startsWith(shell.nav.contactMessages))).toBe(false);
    expect(entries).not.toContain(shell.nav.leads);

    const title = `Obra de la editora ${stamp}`;
    await createProject(page, title);
    await page.getByLabel("Ubicación").fill("Ourense");
    await page.getByRole("button", { name: "Actualizar Proyecto" }).click();
    await expectToast(page, pm.updated);
    await deleteProject(page, title, stamp);

    await expectDenied(page, "/admin/settings", "es");
    await expectDenied(page, "/admin/users", "es");
    await expectDenied(page, "/admin/contact-messages", "es");
    for (const path of ["/admin/leads", "/admin/leads/board", "/admin/leads/new", "/admin/leads/00000000-0000-4000-8000-000000000000"])
      await expectDenied(page, path, "es");
    await page.close();
  });
});
