import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { draftAdminMessages } from "@/drafts/admin/messages";
import { projectAdminMessages } from "@/projects/admin/messages";
import { revisionAdminMessages } from "@/revisions/admin/messages";
import { createProject, deleteProject } from "./support/admin-projects";
import { expectURL, expectVisible } from "./support/expectations";
import { test } from "./support/fixtures";
import { hydrated } from "./support/hydration";

/**
 * A project's history through the back office: published twice, its older version opened
 * read-only and restored into the working copy; visitors see the old title again only once
 * "Publicar cambios" is pressed.
 */

const baseURL = inject("baseURL");
const m = revisionAdminMessages.es;
const d = draftAdminMessages.es;
const pm = projectAdminMessages.es;
test.override("adminOptions", { timeout: 20_000 });

const stamp = Date.now().toString(36);
const FIRST = `Historia de una reforma ${stamp}`;
const SECOND = `Historia reescrita ${stamp}`;
const SLUG = `historia-de-una-reforma-${stamp}`;

/** The title visitors read on the project's public page (the page cache answers as a visitor gets it). */
async function publicTitle(): Promise<string | null> {
  const html = await (await fetch(`${baseURL}/projeto/${SLUG}`)).text();
  return /<h1[^>]*id="project-title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;
}

/** "Publicar cambios" in the working-copy card above the form. */
async function publishChanges(page: Page) {
  await hydrated(page, "#project-title");
  await page.getByRole("button", { name: d.publish }).click();
  await expectVisible(page.getByRole("status").filter({ hasText: d.published }), "the published notice");
}

describe("project history", () => {
  let page: Page;
  let projectId = "";

  test("publish twice, open the older version, 'Restaurar' and 'Publicar cambios': visitors see the old title again", async ({ admin }) => {
    page = await admin.newPage();
    // First publish: created on the site.
    projectId = await createProject(page, FIRST, { published: true });
    expect(await publicTitle()).toBe(FIRST);

    // Second publish: a new title saved to the working copy, then published.
    await hydrated(page, "#project-title");
    await page.getByRole("textbox", { name: "Título", exact: true }).fill(SECOND);
    await page.getByRole("button", { name: pm.update }).click();
    await expectURL(page, `${baseURL}/admin/projects`, "the list after the save");
    expect(await publicTitle()).toBe(FIRST);
    await page.goto(`/admin/projects/${projectId}/edit`);
    await publishChanges(page);
    expect(await publicTitle()).toBe(SECOND);

    // The form's history lists both, newest first, with what changed.
    const rows = page.locator("#project-history [data-revision-row]");
    await expectVisible(rows.nth(1), "the older version in the history card");
    expect(await rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain(m.changed(m.parts.title));

    // The older version, read-only, drawn as its public page.
    await rows
      .nth(1)
      .getByRole("link", { name: /^Ver la versión del \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ })
      .click();
    await expectURL(page, new RegExp(`/admin/projects/${projectId}/history/[0-9a-f-]{36}$`), "the older version's page");
    await expectVisible(page.getByRole("heading", { level: 1, name: /^Versión del \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ }), "the version's banner");
    await expectVisible(page.getByRole("heading", { level: 1, name: FIRST }), "the old title, as visitors saw it");

    await page.getByRole("button", { name: m.restoreConfirm }).click();
    await expectURL(page, new RegExp(`/admin/projects/${projectId}/edit\\?historial=restaurada&version=`), "the project's form after 'Restaurar'");
    await expectVisible(page.getByRole("status").filter({ hasText: m.restoredLive }), "the restored notice");
    await expect(page.getByRole("textbox", { name: "Título", exact: true }).inputValue()).resolves.toBe(FIRST);
    // Restored into the working copy: visitors still see the second title.
    expect(await publicTitle()).toBe(SECOND);

    await publishChanges(page);
    expect(await publicTitle()).toBe(FIRST);
    expect(await page.locator("#project-history [data-revision-row]").count()).toBe(3);
  });

  test("clean-up: the project goes with its history", async () => {
    await deleteProject(page, FIRST, stamp);
    expect((await fetch(`${baseURL}/projeto/${SLUG}`)).status).toBe(404);
    await page.close();
  });
});
