import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { contentLanguageMessages } from "@/admin/messages";
import { draftAdminMessages } from "@/drafts/admin/messages";
import { projectAdminMessages } from "@/projects/admin/messages";
import { test } from "./support/fixtures";
import { expectToast } from "./support/toasts";

const pm = projectAdminMessages.es;
const dm = draftAdminMessages.es;
const cl = contentLanguageMessages.es;

const baseURL = inject("baseURL");
test.override("adminOptions", { timeout: 15_000 });

/** A seeded, published project (src/seed/content-projects.ts) no other browser test edits. */
const DEMO_TITLE = "Baño accesible en Redondela";
const DEMO_FEATURES = ["Ducha a ras de suelo", "Barras de apoyo", "Pavimento antideslizante", "Puerta corredera"];
const stamp = Date.now().toString(36);
const GALICIAN_TITLE = `Baño accesible en Redondela (gl ${stamp})`;
const GALICIAN_FEATURE = `Ducha ao nivel do chan ${stamp}`;

/** The demo project's edit page, reached from the list (its id is the database's). */
async function openDemo(page: Page) {
  await page.goto(`/admin/projects?q=${encodeURIComponent(DEMO_TITLE)}`);
  await page.getByRole("link", { name: pm.edit(DEMO_TITLE) }).click();
  await page.getByRole("heading", { name: pm.editTitle }).waitFor();
  await expect(page.getByRole("textbox", { name: "Título", exact: true }).inputValue()).resolves.toBe(DEMO_TITLE);
}

const language = (page: Page, name: string) => page.getByRole("radio", { name: new RegExp(`^${name}`) });
const choose = async (page: Page, name: string) => {
  // The radio is visually hidden inside its label: the label is what a person clicks.
  await page
    .locator("label")
    .filter({ has: language(page, name) })
    .click();
  await expect(language(page, name).isChecked()).resolves.toBe(true);
};

/** The number of fields the switch says a language lacks (0 when it says "Traducido"). */
async function missingIn(page: Page, name: string): Promise<number> {
  const text =
    (await page
      .locator("label")
      .filter({ has: language(page, name) })
      .textContent()) ?? "";
  if (text.includes(cl.complete)) return 0;
  const count = /(\d+)/.exec(text);
  if (!count) throw new Error(`no count in "${text}"`);
  return Number(count[1]);
}

const galicianTitle = (page: Page) => page.getByRole("textbox", { name: "Título (Galego)", exact: true });
const galicianFeatures = (page: Page) => page.getByRole("textbox", { name: "Características (Galego)", exact: true });

describe("translating a project in the admin", () => {
  test("edits the Galician title and a feature, keeps drafts across languages and tabs, saves and reloads them; Spanish stays", async ({ admin }) => {
    const page = await admin.newPage();
    await openDemo(page);
    await choose(page, "Galego");
    const originalTitle = await galicianTitle(page).inputValue();
    const galicianList = page.getByRole("list", { name: pm.featuresList });
    const originalFeatures = (await galicianList.count()) > 0 ? await galicianList.getByRole("listitem").allTextContents() : [];
    const before = await missingIn(page, "Galego");
    const englishBefore = await missingIn(page, "English");

    try {
      // The hint shows the Spanish to translate from, and that the title is missing while it is.
      if (!originalTitle) await page.getByText(cl.missingField).first().waitFor();
      await page.getByText(`${cl.spanishValue} ${DEMO_TITLE}`, { exact: true }).waitFor();

      await galicianTitle(page).fill(GALICIAN_TITLE);
      await galicianFeatures(page).fill(GALICIAN_FEATURE);
      await galicianFeatures(page).press("Enter");
      await galicianList.getByText(GALICIAN_FEATURE, { exact: true }).waitFor();
      const filled = (originalTitle ? 0 : 1) + (originalFeatures.length ? 0 : 1);
      await expect.poll(() => missingIn(page, "Galego")).toBe(before - filled);
      expect(await missingIn(page, "English")).toBe(englishBefore);

      // Drafts survive switching to Spanish (whose fields are untouched) and through another tab.
      await choose(page, "Español");
      await expect(page.getByRole("textbox", { name: "Título", exact: true }).inputValue()).resolves.toBe(DEMO_TITLE);
      await page.getByRole("tab", { name: pm.tabs.seo }).click();
      await choose(page, "Galego");
      await page.getByRole("tab", { name: pm.tabs.info }).click();
      await expect(galicianTitle(page).inputValue()).resolves.toBe(GALICIAN_TITLE);

      // A translation alone is unsaved work: leaving asks first.
      const asked = new Promise<string>((resolve) => {
        page.once("dialog", (dialog) => {
          resolve(dialog.message());
          void dialog.dismiss();
        });
      });
      await page.getByRole("link", { name: pm.back }).click();
      expect(await asked).toBe(pm.unsaved);

      await page.getByRole("button", { name: pm.update }).click();
      await page.waitForURL(`${baseURL}/admin/projects`);
      // A published project: the save waits in its working copy.
      await expectToast(page, pm.updatedChanges);

      // Reloaded from the database: the Galician texts are there, the count says what is left.
      await openDemo(page);
      expect(await page.getByRole("list", { name: pm.featuresList }).getByRole("listitem").allTextContents()).toEqual(DEMO_FEATURES);
      await choose(page, "Galego");
      await expect(galicianTitle(page).inputValue()).resolves.toBe(GALICIAN_TITLE);
      await galicianList.getByText(GALICIAN_FEATURE, { exact: true }).waitFor();
      expect(await missingIn(page, "Galego")).toBe(before - filled);
      expect(await missingIn(page, "English")).toBe(englishBefore);

      // The list no longer names Galician among the title's missing languages.
      await page.goto(`/admin/projects?q=${encodeURIComponent(DEMO_TITLE)}`);
      const row = page.getByRole("row").filter({ hasText: DEMO_TITLE });
      await row.first().waitFor();
      const note = row.getByTestId("project-untranslated");
      expect((await note.count()) > 0 ? await note.textContent() : "").not.toContain("Galego");
    } finally {
      // Put the demo data back for the files that run after this one: its changes discarded.
      await openDemo(page);
      if (await page.locator('[data-working-copy="changes"]').count()) {
        await page.getByText(dm.discard).first().click();
        await page.getByRole("button", { name: dm.discard }).click();
        await page.getByText(dm.discarded).waitFor();
      }
      await page.close();
    }
  });

  test("shows a client-side error on the translated field, in its language, when saving", async ({ admin }) => {
    const page = await admin.newPage();
    await openDemo(page);
    await choose(page, "English");
    // An English meta title too long to save (past the input's own limit), then back to Spanish:
    // the save is refused on the browser, and the form opens English and the SEO tab on the field.
    await page.getByRole("tab", { name: pm.tabs.seo }).click();
    const metaTitle = page.getByRole("textbox", { name: "Meta título (English)", exact: true });
    await metaTitle.evaluate((input: HTMLInputElement) => input.removeAttribute("maxlength"));
    await metaTitle.fill("x".repeat(201));
    await choose(page, "Español");
    await page.getByRole("tab", { name: pm.tabs.info }).click();
    await page.getByRole("button", { name: pm.update }).click();
    await page.getByText("Máximo 200 caracteres").waitFor();
    await expect(language(page, "English").isChecked()).resolves.toBe(true);
    await expect(page.getByRole("tab", { name: new RegExp(`^${pm.tabs.seo}`) }).getAttribute("aria-selected")).resolves.toBe("true");
    expect(page.url()).toMatch(/\/edit$/);
    // Nothing was saved; leaving discards the drafts.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("link", { name: pm.back }).click();
    await page.waitForURL(`${baseURL}/admin/projects`);
    await page.close();
  });
});
