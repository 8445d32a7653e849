import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { blockEditorMessages } from "@/blocks/admin/messages";
import { blockValidationMessages } from "@/blocks/messages";
import { projectAdminMessages } from "@/projects/admin/messages";
import { blockItems as items, createProject, deleteProject, openContentTab, publishChanges } from "./support/admin-projects";
import { typeInEditor } from "./support/editor";
import { test } from "./support/fixtures";
import { toast } from "./support/toasts";

/**
 * Adding a content block: 'Añadir' opens the type's form and nothing is stored until its Save
 * (Cancel and a reload leave nothing, an empty block is refused); without JavaScript 'Añadir'
 * leads to a form that posts the block's content; while the tab reads the blocks it says
 * 'Cargando bloques de contenido...'.
 */
const baseURL = inject("baseURL");
const m = blockEditorMessages.es;
const v = blockValidationMessages.es;
const pm = projectAdminMessages.es;
const stamp = Date.now().toString(36);
const TITLE = `Bloques añadidos ${stamp}`;
const SLUG = `bloques-anadidos-${stamp}`;
const TEXT = `Primer bloque ${stamp}`;
const QUOTE = `Cita sin JavaScript ${stamp}`;

test.override("adminOptions", { viewport: { width: 1280, height: 1000 }, timeout: 20_000 });
let projectId = "";

test.afterAll(async ({ admin }) => {
  if (projectId) await deleteProject(await admin.newPage(), TITLE, stamp);
});

const newBlockForm = (page: Page) => page.locator("[data-new-block]");

/** The block types the public project page serves, in order, once the project's changes are published. */
async function publicBlocks(page: Page): Promise<string[]> {
  await publishChanges(page, projectId);
  const html = await (await fetch(`${baseURL}/projeto/${SLUG}`)).text();
  return [...html.matchAll(/data-block-type="([a-z_]+)"/g)].map((match) => match[1]);
}

/** After a reload: the editor and the public page hold exactly these blocks. */
async function expectStored(page: Page, types: string[]) {
  await openContentTab(page, projectId);
  if (types.length === 0) await page.getByText(m.empty).waitFor();
  expect(await items(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-block-type")))).toEqual(types);
  expect(await newBlockForm(page).count()).toBe(0);
  expect(await publicBlocks(page)).toEqual(types);
}

describe("adding a content block", () => {
  test("starts from a new published project", async ({ admin }) => {
    const page = await admin.newPage();
    projectId = await createProject(page, TITLE, { published: true });
    expect(projectId).toMatch(/^[0-9a-f-]{36}$/);
    await page.close();
  });

  test("'Añadir' opens the type's form and stores nothing; Cancel leaves nothing behind", async ({ admin }) => {
    const page = await admin.newPage();
    await openContentTab(page, projectId);
    await page.getByText(m.empty).waitFor();
    await page.getByLabel(m.typeSelect).selectOption("quote");
    const add = page.getByRole("button", { name: m.add });
    await add.click();

    const form = newBlockForm(page);
    await form.getByRole("heading", { name: m.types.quote.heading }).waitFor();
    await form.getByText(m.newBlockNote).waitFor();
    // Its form has the focus, so typing starts there; no entry in the list, no toast.
    expect(await form.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await items(page).count()).toBe(0);
    expect(await toast(page, m.created).count()).toBe(0);
    await form.getByRole("textbox", { name: m.quote, exact: true }).fill("Esto no se guarda");

    await form.getByRole("button", { name: m.cancel }).click();
    await form.waitFor({ state: "detached" });
    await page.getByText(m.empty).waitFor();
    await page.waitForFunction((label) => (document.activeElement as HTMLElement | null)?.innerText?.trim() === label, m.add);
    await expectStored(page, []);

    // Opened and left without a Save (the page reloaded): nothing either.
    await page.getByLabel(m.typeSelect).selectOption("text");
    await page.getByRole("button", { name: m.add }).click();
    await newBlockForm(page).getByRole("heading", { name: m.types.text.heading }).waitFor();
    await expectStored(page, []);
    await page.close();
  });

  test("refuses to add a block with nothing in it, then stores it once it has content", async ({ admin }) => {
    const page = await admin.newPage();
    await openContentTab(page, projectId);
    await page.getByLabel(m.typeSelect).selectOption("text");
    await page.getByRole("button", { name: m.add }).click();
    const form = newBlockForm(page);
    await form.getByRole("button", { name: m.save }).click();
    await form.getByRole("alert").filter({ hasText: v.emptyBlock }).waitFor();
    expect(await items(page).count()).toBe(0);

    await typeInEditor(page, form.getByRole("textbox", { name: m.textLabel }), TEXT);
    await form.getByRole("button", { name: m.save }).click();
    await toast(page, m.created).waitFor();
    await form.waitFor({ state: "detached" });
    await items(page).first().getByText(TEXT).waitFor();
    await expectStored(page, ["text"]);
    await page.close();
  });

  test("says 'Cargando bloques de contenido...' while the tab reads the blocks (the read held back), then shows them", async ({ admin }) => {
    const page = await admin.newPage();
    let held = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The tab's read is a server action posted to the page, naming the project.
    await page.route(
      (url) => url.pathname === `/admin/projects/${projectId}/edit`,
      async (route) => {
        const request = route.request();
        if (request.method() === "POST" && request.headers()["next-action"] && (request.postData() ?? "").includes(projectId)) {
          held++;
          await released;
        }
        await route.continue();
      },
    );
    await page.goto(`/admin/projects/${projectId}/edit`);
    await page.getByRole("tab", { name: pm.tabs.content }).click();
    const loading = page.getByRole("status").filter({ hasText: m.loading });
    await loading.waitFor();
    await expect.poll(() => held).toBe(1);
    expect(await loading.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: m.add }).isDisabled()).toBe(true);
    expect(await items(page).count()).toBe(0);

    release();
    await items(page).first().getByText(TEXT).waitFor();
    await loading.waitFor({ state: "detached" });
    expect(await page.getByRole("button", { name: m.add }).isDisabled()).toBe(false);
    // Read once: switching tabs and back does not read them again.
    await page.getByRole("tab", { name: pm.tabs.info }).click();
    await page.getByRole("tab", { name: pm.tabs.content }).click();
    await items(page).first().getByText(TEXT).waitFor();
    expect(held).toBe(1);
    await page.close();
  });

  test("before the app's scripts run (blocked): the tab is a link, 'Añadir' leads to a form that posts the block's content; a refused post keeps what was typed", async ({
    newPage,
  }) => {
    const page = await newPage({ signedIn: true, timeout: 20_000 });
    // Only the page as the server sent it: no React, no client code (a slow phone, a blocked script).
    await page.context().route("**/_next/static/**/*.js", (route) => route.abort());
    await page.goto(`/admin/projects/${projectId}/edit`);
    await page.getByRole("tab", { name: pm.tabs.content }).click();
    await page.waitForURL(`${baseURL}/admin/projects/${projectId}/edit?pestana=contenido`);
    // The page opened on the tab brings its blocks in the HTML.
    await items(page).first().getByText(TEXT).waitFor();

    await page.getByLabel(m.typeSelect).selectOption("quote");
    await page.getByRole("button", { name: m.add }).click();
    await page.waitForURL(`${baseURL}/admin/projects/${projectId}/blocks/new?tipo=quote`);
    await page.getByRole("heading", { name: m.newBlockTitle, level: 1 }).waitFor();
    await page.getByText(m.projectLabel(TITLE)).waitFor();

    const form = page.getByRole("form", { name: m.types.quote.heading });
    await form.getByRole("textbox", { name: m.author, exact: true }).fill("Marta");
    await form.getByRole("button", { name: m.save }).click();
    await page.getByText(v.quoteRequired).waitFor();
    expect(await form.getByRole("textbox", { name: m.author, exact: true }).inputValue()).toBe("Marta");
    expect(await publicBlocks(page)).toEqual(["text"]);

    await form.getByRole("textbox", { name: m.quote, exact: true }).fill(`  ${QUOTE}  `);
    await form.getByRole("button", { name: m.save }).click();
    await page.waitForURL(`${baseURL}/admin/projects/${projectId}/edit?pestana=contenido`);
    await items(page).nth(1).getByText(QUOTE).waitFor();
    await items(page).nth(1).getByText("Marta").waitFor();
    expect(await publicBlocks(page)).toEqual(["text", "quote"]);
    await page.context().close();
  });

  test("with JavaScript switched off: the add page's form posts the new block (its text typed as paragraphs)", async ({ newPage }) => {
    const page = await newPage({ signedIn: true, javaScriptEnabled: false, timeout: 20_000 });
    await page.goto(`/admin/projects/${projectId}/blocks/new`);
    // No type yet: a plain form chooses it.
    expect(await page.getByRole("form", { name: m.types.text.heading }).count()).toBe(0);
    await page.getByLabel(m.typeSelect).selectOption("text");
    await page.getByRole("button", { name: m.chooseType }).click();
    await page.waitForURL(`${baseURL}/admin/projects/${projectId}/blocks/new?tipo=text`);
    const form = page.getByRole("form", { name: m.types.text.heading });
    await form.getByText(m.plainTextHint).waitFor();
    await form.getByRole("textbox", { name: m.textLabel }).fill(`Sin JavaScript ${stamp}\nsegunda línea\n\nOtro <b>párrafo</b>`);
    await form.getByRole("button", { name: m.save }).click();
    await page.waitForURL(`${baseURL}/admin/projects/${projectId}/edit?pestana=contenido`);
    expect(await publicBlocks(page)).toEqual(["text", "quote", "text"]);
    const html = await (await fetch(`${baseURL}/projeto/${SLUG}`)).text();
    expect(html).toMatch(new RegExp(`<p>Sin JavaScript ${stamp}<br ?/?>segunda línea</p><p>Otro &lt;b&gt;párrafo&lt;/b&gt;</p>`));
    await page.context().close();
  });
});
