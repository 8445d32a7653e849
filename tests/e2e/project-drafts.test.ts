import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { draftAdminMessages } from "@/drafts/admin/messages";
import { previewAdminMessages } from "@/previews/admin/messages";
import { previewMessages } from "@/previews/messages";
import { projectAdminMessages } from "@/projects/admin/messages";
import { createProject, deleteProject } from "./support/admin-projects";
import { expectVisible } from "./support/expectations";
import { test } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { signUpCookie } from "./support/sign-in";
import { giveRole } from "./support/staff";
import { expectToast } from "./support/toasts";

/**
 * Changes to a project on the site: an editor saves them and visitors keep the published
 * version; a preview link shows them to a signed-out browser; an admin publishes them (without
 * JavaScript) and visitors see the new version; later changes discarded bring the form back to it.
 */

const baseURL = inject("baseURL");
const stamp = Date.now().toString(36);
const EDITOR = { email: `editor-cambios-${stamp}@obras.test`, password: "editor-cambios-clave" };
const TITLE = `Casa en Tui ${stamp}`;
const CHANGED = `Casa en Tui reformada ${stamp}`;
const DISCARDED = `Título que se descarta ${stamp}`;
const SLUG = `casa-en-tui-${stamp}`;
const m = draftAdminMessages.es;
const pm = projectAdminMessages.es;
let projectId = "";

/** Which of the titles the public project page shows. */
const publicTitle = async () => {
  const res = await fetch(`${baseURL}/projeto/${SLUG}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  return [TITLE, CHANGED, DISCARDED].filter((title) => html.includes(title)).join(" + ");
};

/** The form's title field, once it holds `stored` (the form fills its fields as it hydrates). */
async function titleField(page: Page, stored: string) {
  await page.goto(`/admin/projects/${projectId}/edit`);
  await hydrated(page, 'input[name="title"]');
  const field = page.getByRole("textbox", { name: "Título", exact: true });
  await expect.poll(() => field.inputValue(), { message: "the form shows the stored title" }).toBe(stored);
  return field;
}

async function saveTitle(page: Page, from: string, to: string) {
  await (await titleField(page, from)).fill(to);
  await page.getByRole("button", { name: pm.update }).click();
  await expectToast(page, pm.updatedChanges);
}

describe("changes to a project on the site", () => {
  test.beforeAll(async ({ admin }) => {
    await signUpCookie(baseURL, { ...EDITOR, name: "Editor de cambios" });
    const page = await admin.newPage();
    await giveRole(page, EDITOR.email, "editor");
    projectId = await createProject(page, TITLE, { published: true });
    await page.close();
  });

  test.afterAll(async ({ admin }) => {
    if (projectId) await deleteProject(await admin.newPage(), CHANGED, stamp);
  });

  test("an editor saves changes: visitors keep the published version, the list flags the project, a preview link shows them signed out", async ({
    newPage,
  }) => {
    const page = await newPage({ signedIn: EDITOR, timeout: 20_000 });
    await page.goto(`/admin/projects/${projectId}/edit`);
    await expectVisible(page.getByText(m.liveNote), "the note that saves wait for 'Publicar cambios'");
    await saveTitle(page, TITLE, CHANGED);
    // The list it lands on says so.
    const row = page.getByRole("row").filter({ hasText: TITLE });
    await expectVisible(row.getByTestId("project-has-changes").filter({ visible: true }).first(), "the list's 'Cambios sin publicar'");
    expect(await publicTitle()).toBe(TITLE);

    await titleField(page, CHANGED);
    await expectVisible(page.getByRole("heading", { name: m.changesTitle }), "the form's unpublished changes");
    await page.getByRole("button", { name: previewAdminMessages.es.create }).click();
    const link = await page.locator("[data-preview-link]").inputValue();
    await page.close();

    const visitor = await newPage();
    await visitor.goto(link);
    await expectVisible(visitor.getByRole("heading", { name: CHANGED, level: 1 }), "the changes in the preview");
    await expectVisible(visitor.getByText(previewMessages.es.banner.changes), "the preview's banner");
    await visitor.close();
  });

  test("an admin publishes them without JavaScript: visitors see the new version", async ({ newPage }) => {
    const page = await newPage({ signedIn: true, javaScriptEnabled: false });
    await page.goto(`/admin/projects/${projectId}/edit`);
    await page.getByRole("button", { name: m.publish }).click();
    await expectVisible(page.getByText(m.published), "the outcome");
    expect(await page.locator('[data-working-copy="none"]').count()).toBe(1);
    expect(await publicTitle()).toBe(CHANGED);
    await page.close();
  });

  test("changes discarded (asked twice) bring the form back to the published version; visitors saw nothing", async ({ admin }) => {
    const page = await admin.newPage();
    await saveTitle(page, CHANGED, DISCARDED);
    await page.goto(`/admin/projects/${projectId}/edit`);
    await page.getByText(m.discard).first().click();
    await expectVisible(page.getByText(m.discardTitle), "the question");
    await page.getByRole("button", { name: m.discard }).click();
    await expectVisible(page.getByText(m.discarded), "the outcome");
    await hydrated(page, 'input[name="title"]');
    await expect.poll(() => page.getByRole("textbox", { name: "Título", exact: true }).inputValue()).toBe(CHANGED);
    expect(await publicTitle()).toBe(CHANGED);
    await page.close();
  });
});
