import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { contentLanguageMessages } from "@/admin/content-language-messages";
import { blockEditorMessages } from "@/blocks/editor/messages";
import { projectAdminMessages } from "@/projects/admin/messages";
import { ADMIN } from "./global-setup";
import { launchBrowser } from "./support/browser";
import { signedInContext } from "./support/sign-in";

/**
 * Content blocks' text in each language: a Galician text typed in the block editor is what /gl shows,
 * while Spanish stays at the unprefixed address and English, untranslated, falls back to it.
 * It edits a seeded project (src/seed/content-projects.ts) and puts it back in `finally`.
 */
const baseURL = inject("baseURL");
const SLUG = "rehabilitacion-casa-tradicional-baiona";
const SPANISH = "Cada piedra se numeró antes de desmontar el hastial dañado";
const GALICIAN = `Cada pedra numerouse antes de desmontar o hastial danado ${Date.now().toString(36)}`;

const m = blockEditorMessages.es;
const c = contentLanguageMessages.es;
let browser: Browser;
let admin: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInContext(browser, baseURL, ADMIN, { viewport: { width: 1280, height: 1400 } });
});

afterAll(async () => {
  await browser?.close();
});

const html = async (path: string) => {
  const res = await fetch(`${baseURL}${path}`);
  expect(res.status).toBe(200);
  return res.text();
};

/** The seeded project's content tab, and its first block (the text). */
async function openTextBlock(page: Page): Promise<Locator> {
  await page.goto(`/admin/projects?q=${encodeURIComponent("casa tradicional en Baiona")}`);
  const edit = page.locator('a[href^="/admin/projects/"][href$="/edit"]').first();
  await page.goto((await edit.getAttribute("href"))!);
  await page.getByRole("tab", { name: projectAdminMessages.es.tabs.content }).click();
  const block = page.getByRole("list", { name: m.listLabel }).locator(':scope > li[data-block-type="text"]').first();
  await block.getByText(SPANISH).waitFor();
  return block;
}

/** Opens the block's form in Galician: its text field empty or holding the Galician. */
async function editInGalician(block: Locator): Promise<Locator> {
  await block.getByRole("button", { name: m.editLabel(m.types.text.name, 1) }).click();
  await block.getByRole("radio", { name: /^Galego/ }).check({ force: true });
  return block.getByRole("textbox", { name: m.textLabel });
}

async function save(page: Page, block: Locator) {
  await block.getByRole("button", { name: m.save }).click();
  await page.locator("[data-sonner-toast]").filter({ hasText: m.updated }).last().waitFor();
  await block.getByRole("button", { name: m.save }).waitFor({ state: "detached" });
}

describe("content blocks' text in Galician and English", () => {
  it("a Galician text added in the block editor shows on /gl; Spanish stays; English falls back to Spanish", async () => {
    const page = await admin.newPage();
    page.setDefaultTimeout(20_000);
    let edited = false;
    try {
      const block = await openTextBlock(page);
      // The list says which languages the block lacks.
      expect(await block.locator("[data-missing-languages]").getAttribute("data-missing-languages")).toBe("gl en");

      const field = await editInGalician(block);
      // Untranslated: empty, marked missing, with the Spanish to translate from.
      expect((await field.textContent())?.trim()).toBe("");
      await block.getByText(c.missingField).waitFor();
      await block.getByText(SPANISH).waitFor();
      // Nothing in Galician yet: the switch says it has no content.
      await block.getByRole("radio", { name: new RegExp(`^Galego\\s*${c.empty}$`) }).waitFor({ state: "attached" });
      await field.click();
      await page.keyboard.type(GALICIAN);
      await block.getByRole("radio", { name: new RegExp(`^Galego\\s*${c.complete}$`) }).waitFor({ state: "attached" });
      edited = true;
      await save(page, block);
      // Back in the list: the Spanish view, now missing English only.
      await block.getByText(SPANISH).waitFor();
      expect(await block.locator("[data-missing-languages]").getAttribute("data-missing-languages")).toBe("en");

      const galician = await html(`/gl/projeto/${SLUG}`);
      expect(galician).toContain(GALICIAN);
      expect(galician).not.toContain(SPANISH);
      const spanish = await html(`/projeto/${SLUG}`);
      expect(spanish).toContain(SPANISH);
      expect(spanish).not.toContain(GALICIAN);
      const english = await html(`/en/projeto/${SLUG}`);
      expect(english).toContain(SPANISH);
      expect(english).not.toContain(GALICIAN);

      // Reloaded, the editor holds the Galician in its field.
      const again = await openTextBlock(page);
      expect(await (await editInGalician(again)).textContent()).toContain(GALICIAN);
      await again.getByRole("button", { name: m.cancel }).click();
    } finally {
      if (edited) {
        // Emptied, the translation is removed: the demo block reads Spanish everywhere again.
        const block = await openTextBlock(page);
        const field = await editInGalician(block);
        await field.click();
        await page.keyboard.press("ControlOrMeta+a");
        await page.keyboard.press("Backspace");
        await save(page, block);
      }
      await page.close();
    }
    expect(await html(`/gl/projeto/${SLUG}`)).toContain(SPANISH);
  });
});
