import type { Locator, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { contentLanguageMessages } from "@/admin/messages";
import { blockEditorMessages } from "@/blocks/admin/messages";
import { projectAdminMessages } from "@/projects/admin/messages";
import { demoProjects } from "@/seed/content-projects";
import { publishChanges } from "./support/admin-projects";
import { test } from "./support/fixtures";
import { expectToast } from "./support/toasts";

/**
 * Content blocks' text in each language: a Galician text typed in the block editor is what /gl shows,
 * while Spanish stays at the unprefixed address and English keeps its own; emptied, the Galician
 * falls back to the Spanish. It edits a seeded project (src/seed/content-projects.ts) and puts its
 * Galician back in `finally`.
 */
const baseURL = inject("baseURL");
const SLUG = "rehabilitacion-casa-tradicional-baiona";
const SPANISH = "Cada piedra se numeró antes de desmontar el hastial dañado";
const GALICIAN = `Cada pedra numerouse antes de desmontar o hastial danado ${Date.now().toString(36)}`;
/** The demo's own texts of that block (a paragraph of plain text each). */
const demoBlock = demoProjects.find((p) => p.slug === SLUG)!.blocks!({ gallery: [], before: [], after: [] })[0];
const plain = (html: unknown) => String(html).replace(/<[^>]+>/g, "");
const DEMO_GALICIAN = plain(demoBlock.translations.gl!.text);
const DEMO_ENGLISH = plain(demoBlock.translations.en!.text);

const m = blockEditorMessages.es;
const c = contentLanguageMessages.es;
test.override("adminOptions", { viewport: { width: 1280, height: 1400 }, timeout: 20_000 });

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

/** "Publicar cambios" for the project whose form `page` shows: visitors see the edits from then on. */
const publish = (page: Page) => publishChanges(page, page.url().match(/\/admin\/projects\/([0-9a-f-]{36})\//)![1]);

/** Opens the block's form in Galician: its text field holds the Galician, or nothing when untranslated. */
async function editInGalician(block: Locator): Promise<Locator> {
  await block.getByRole("button", { name: m.editLabel(m.types.text.name, 1) }).click();
  await block.getByRole("radio", { name: /^Galego/ }).check({ force: true });
  return block.getByRole("textbox", { name: m.textLabel });
}

/** Replaces what the rich-text field holds with `text` (nothing: emptied). */
async function retype(page: Page, field: Locator, text: string) {
  await field.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  if (text) await page.keyboard.type(text);
}

async function save(page: Page, block: Locator) {
  await block.getByRole("button", { name: m.save }).click();
  await expectToast(page, m.updated);
  await block.getByRole("button", { name: m.save }).waitFor({ state: "detached" });
}

describe("content blocks' text in Galician and English", () => {
  test("a Galician text typed in the block editor shows on /gl; Spanish and English keep theirs; emptied, /gl falls back to Spanish", async ({ admin }) => {
    const page = await admin.newPage();
    let edited = false;
    try {
      const block = await openTextBlock(page);
      // The demo block is translated: the list marks no language as missing.
      expect(await block.locator("[data-missing-languages]").count()).toBe(0);

      const field = await editInGalician(block);
      // The Galician in its field, with the Spanish to translate from; the switch counts nothing missing.
      expect((await field.textContent())?.trim()).toBe(DEMO_GALICIAN);
      await block.getByText(SPANISH).waitFor();
      await block.getByRole("radio", { name: new RegExp(`^Galego\\s*${c.complete}$`) }).waitFor({ state: "attached" });
      edited = true;
      await retype(page, field, "");
      // Emptied: marked missing; with nothing in Galician, the switch says it has no content.
      await block.getByText(c.missingField).waitFor();
      await block.getByRole("radio", { name: new RegExp(`^Galego\\s*${c.empty}$`) }).waitFor({ state: "attached" });
      await page.keyboard.type(GALICIAN);
      await block.getByRole("radio", { name: new RegExp(`^Galego\\s*${c.complete}$`) }).waitFor({ state: "attached" });
      await save(page, block);
      // Back in the list: the Spanish view, nothing missing.
      await block.getByText(SPANISH).waitFor();
      expect(await block.locator("[data-missing-languages]").count()).toBe(0);

      await publish(page);
      const galician = await html(`/gl/projeto/${SLUG}`);
      expect(galician).toContain(GALICIAN);
      expect(galician).not.toContain(SPANISH);
      const spanish = await html(`/projeto/${SLUG}`);
      expect(spanish).toContain(SPANISH);
      expect(spanish).not.toContain(GALICIAN);
      const english = await html(`/en/projeto/${SLUG}`);
      expect(english).toContain(DEMO_ENGLISH);
      expect(english).not.toContain(GALICIAN);

      // Reloaded, the editor holds the Galician in its field; emptied and saved, the translation is gone.
      const again = await openTextBlock(page);
      const stored = await editInGalician(again);
      expect(await stored.textContent()).toContain(GALICIAN);
      await retype(page, stored, "");
      await save(page, again);
      expect(await again.locator("[data-missing-languages]").getAttribute("data-missing-languages")).toBe("gl");
      await publish(page);
      const fallback = await html(`/gl/projeto/${SLUG}`);
      expect(fallback).toContain(SPANISH);
      expect(fallback).not.toContain(GALICIAN);
    } finally {
      if (edited) {
        // The demo's Galician typed back.
        const block = await openTextBlock(page);
        await retype(page, await editInGalician(block), DEMO_GALICIAN);
        await save(page, block);
        await publish(page);
      }
      await page.close();
    }
    expect(await html(`/gl/projeto/${SLUG}`)).toContain(DEMO_GALICIAN);
  });
});
