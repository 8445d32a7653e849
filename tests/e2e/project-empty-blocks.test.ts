import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { blockEditorMessages } from "@/blocks/admin/messages";
import { localizedPath, PUBLIC_LOCALES } from "@/i18n/locales";
import { projectAdminMessages } from "@/projects/admin/messages";
import { projectMessages } from "@/projects/messages";
import { ADMIN } from "./global-setup";
import { launchBrowser } from "./support/browser";
import { hydrated } from "./support/hydration";
import { signedInContext } from "./support/sign-in";
import { closeToast, expectToast } from "./support/toasts";
import { typeInEditor } from "./support/editor";

/**
 * A project whose blocks are all empty shows the spec's "no custom content" message (and its
 * long description) in its Contenido tab, in every public language, instead of a blank panel;
 * next to a block with content, an empty one is left out, not drawn as blank space.
 */
const baseURL = inject("baseURL");
const m = blockEditorMessages.es;
const pm = projectAdminMessages.es;
const stamp = Date.now().toString(36);
const TITLE = `Bloques vacíos ${stamp}`;
const SLUG = `bloques-vacios-${stamp}`;
const LONG = `Descripción larga ${stamp}`;
const QUOTE = `La única cita ${stamp}`;

let browser: Browser;
let admin: BrowserContext;
let projectId = "";

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInContext(browser, baseURL, ADMIN, { viewport: { width: 1280, height: 1000 } });
});

afterAll(async () => {
  // Leaves the shared server as it found it: other files read the newest published project.
  if (projectId) {
    const page = await admin.newPage();
    await page.goto("/admin/projects");
    await page.getByRole("searchbox", { name: "Buscar proyectos" }).fill(stamp);
    await page.getByRole("button", { name: `Eliminar «${TITLE}»` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await expectToast(page, pm.deleted);
  }
  await browser?.close();
});

const items = (page: Page) => page.getByRole("list", { name: m.listLabel }).locator(":scope > li");

async function openContent(page: Page) {
  await page.goto(`/admin/projects/${projectId}/edit`);
  await page.getByRole("tab", { name: pm.tabs.content }).click();
  await page.getByText(m.loading).waitFor({ state: "detached" });
}

/** The project page's Contenido panel in `locale`, opened as a visitor opens it. */
async function contentPanel(locale: (typeof PUBLIC_LOCALES)[number]) {
  const visitor = await browser.newContext({ baseURL, locale: "es-ES" });
  const page = await visitor.newPage();
  const res = await page.goto(localizedPath(locale, `/projeto/${SLUG}`));
  expect(res?.status()).toBe(200);
  await hydrated(page, '[role="tab"]');
  await page.getByRole("tab", { name: projectMessages[locale].tabs.content }).click();
  const panel = page.getByRole("tabpanel", { name: projectMessages[locale].tabs.content });
  await panel.waitFor();
  const read = {
    text: (await panel.innerText()).trim(),
    blocks: await panel
      .locator("[data-block-type]")
      .evaluateAll((els) => els.map((el) => [el.getAttribute("data-block-type"), (el as HTMLElement).innerText.trim()])),
  };
  await visitor.close();
  return read;
}

describe("a project's Contenido tab when its blocks are empty", () => {
  it("starts from a published project with a long description and one text block, then empties the block", async () => {
    const page = await admin.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto("/admin/projects/new");
    await page.getByRole("textbox", { name: "Título", exact: true }).fill(TITLE);
    await page.getByRole("combobox", { name: "Categoría" }).click();
    await page.getByRole("option", { name: "Cocinas" }).click();
    await typeInEditor(page, page.getByRole("textbox", { name: pm.longDescription }), LONG);
    await page.getByRole("switch", { name: "Publicado" }).click();
    await page.getByRole("button", { name: "Crear Proyecto" }).click();
    await page.waitForURL(/\/admin\/projects\/[0-9a-f-]{36}\/edit$/);
    projectId = page.url().split("/").at(-2)!;

    await openContent(page);
    await page.getByLabel(m.typeSelect).selectOption("text");
    await page.getByRole("button", { name: m.add }).click();
    const form = page.locator("[data-new-block]");
    await typeInEditor(page, form.getByRole("textbox", { name: m.textLabel }), "Texto que se vaciará");
    await form.getByRole("button", { name: m.save }).click();
    await closeToast(page, m.created);

    // Emptied by an edit (a stored block may be): the editor says so.
    const block = items(page).first();
    await block.getByRole("button", { name: m.editLabel(m.types.text.name, 1) }).click();
    const text = block.getByRole("textbox", { name: m.textLabel });
    await text.click();
    // Select-all and Delete again until the editor is empty: on a busy machine the first keys can
    // come before the editor has taken the focus, and Save would then store the text unchanged.
    await expect
      .poll(
        async () => {
          await text.press("ControlOrMeta+A");
          await text.press("Delete");
          return (await text.innerText()).trim();
        },
        { message: "the block's editor is empty" },
      )
      .toBe("");
    await block.getByRole("button", { name: m.save }).click();
    await expectToast(page, m.updated);
    await block.getByText(m.types.text.empty).waitFor();
    await page.close();
  });

  it("shows the 'no custom content' message and the long description, in es, gl and en, and no block", async () => {
    for (const locale of PUBLIC_LOCALES) {
      const panel = await contentPanel(locale);
      expect(panel.blocks, locale).toEqual([]);
      expect(panel.text, locale).toContain(projectMessages[locale].content.none);
      // The long description has no translation: the Spanish follows the message in every language.
      expect(panel.text, locale).toContain(LONG);
    }
    expect(projectMessages.es.content.none).toBe("Ningún contenido personalizado disponible.");
  });

  it("next to a block with content, the empty one is left out: the panel shows that block only", async () => {
    const page = await admin.newPage();
    page.setDefaultTimeout(20_000);
    await openContent(page);
    await page.getByLabel(m.typeSelect).selectOption("quote");
    await page.getByRole("button", { name: m.add }).click();
    const form = page.locator("[data-new-block]");
    await form.getByRole("textbox", { name: m.quote, exact: true }).fill(QUOTE);
    await form.getByRole("button", { name: m.save }).click();
    await expectToast(page, m.created);
    await page.close();

    for (const locale of PUBLIC_LOCALES) {
      const panel = await contentPanel(locale);
      expect(panel.blocks, locale).toEqual([["quote", expect.stringContaining(QUOTE)]]);
      expect(panel.text, locale).not.toContain(projectMessages[locale].content.none);
    }
  });
});
