import type { Locator, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { contentLanguageMessages } from "@/admin/messages";
import { categoryMessages } from "@/categories/messages";
import { demoSettings } from "@/seed/content-site";
import { settingsMessages } from "@/settings/messages";
import { outdatedTranslationsMessages } from "@/translation-review/admin/messages";
import { test } from "./support/fixtures";
import { openSettings, saveSettings } from "./support/settings-form";

/**
 * Translation freshness end to end, on the shared demo site: the Spanish Saturday hours change,
 * the Galician and English ones are marked "Necesita revisión" in the settings form and in the
 * dashboard's list, visitors to /gl and /en read the Spanish hours meanwhile, and "Confirmar"
 * (with JavaScript, and as a plain form post without it) makes each language "Traducido" again.
 * The demo settings are put back at the end for the files that run after this one.
 */
const baseURL = inject("baseURL");
const c = contentLanguageMessages.es;
const s = settingsMessages.es;
const d = outdatedTranslationsMessages.es;
const stamp = Date.now().toString(36);
const LANGUAGES = { gl: "Galego", en: "English" } as const;
type Translated = keyof typeof LANGUAGES;

test.override("adminOptions", { viewport: { width: 1280, height: 1400 }, timeout: 30_000 });

const html = async (path: string) => (await fetch(`${baseURL}${path}`)).text();
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const settingsForm = (page: Page) => page.getByRole("form", { name: s.title });
/** A language's radio in the switch, by its name and status ("Galego Necesita revisión"). */
const languageRadio = (scope: Locator | Page, name: string, status?: string) =>
  scope.getByRole("radio", { name: status ? new RegExp(`^${name}\\s*${status}$`) : new RegExp(`^${name}\\b`) });
/** The radio is visually hidden inside its label: the label is what a person clicks. */
const choose = (page: Page, name: string) =>
  settingsForm(page)
    .locator("label")
    .filter({ has: languageRadio(page, name) })
    .click();
/** A translated language's text inputs in the settings form (its own view). */
const translatedInputs = (page: Page, locale: Translated) =>
  page.locator(`input[id^="settings-translations-${locale}-"], textarea[id^="settings-translations-${locale}-"]`);

/** Every translated input of `locale` by id, with its value (the services list made editable first when it is empty). */
async function translatedValues(page: Page, locale: Translated): Promise<Map<string, string>> {
  await choose(page, LANGUAGES[locale]);
  const startServices = settingsForm(page).getByRole("button", { name: s.translateServices });
  if (await startServices.count()) await startServices.click();
  const values = new Map<string, string>();
  for (const input of await translatedInputs(page, locale).all()) values.set((await input.getAttribute("id"))!, await input.inputValue());
  return values;
}

describe("translation freshness", () => {
  const saturday = { es: `Sábados: 10:00 - 13:00 (${stamp})`, gl: `Sábados: 9:00 - 14:00 (gl ${stamp})`, en: `Saturdays: 9am - 2pm (${stamp})` };
  const original: Record<Translated, Map<string, string>> = { gl: new Map(), en: new Map() };

  test("marks gl and en for review when the Spanish Saturday hours change; visitors read the Spanish hours until each is confirmed", async ({ admin }) => {
    const page = await admin.newPage();
    try {
      // Both languages whole and current first: every text translated, the Saturday hours ours.
      await openSettings(page);
      for (const locale of ["gl", "en"] as const) {
        original[locale] = await translatedValues(page, locale);
        for (const [id, value] of original[locale]) if (!value.trim()) await page.locator(`#${id}`).fill(`Texto (${locale}) ${stamp}`);
        await page.locator(`#settings-translations-${locale}-workingHoursSaturday`).fill(saturday[locale]);
      }
      await saveSettings(page);
      const form = settingsForm(page);
      await languageRadio(form, "Galego", c.complete).waitFor({ state: "attached" });
      await languageRadio(form, "English", c.complete).waitFor({ state: "attached" });
      expect(await html("/gl")).toContain(escapeHtml(saturday.gl));

      // The Spanish Saturday hours change; the translations are saved as they were.
      await choose(page, "Español");
      await page.locator("#settings-workingHoursSaturday").fill(saturday.es);
      await saveSettings(page);
      await languageRadio(form, "Galego", c.stale).waitFor({ state: "attached" });
      await languageRadio(form, "English", c.stale).waitFor({ state: "attached" });
      // Each stale language says so, with its "Confirmar"; the stale field says what visitors see.
      for (const name of Object.values(LANGUAGES)) await form.getByRole("button", { name: c.confirmLabel(name) }).waitFor();
      await choose(page, "Galego");
      await expect(page.locator("#settings-translations-gl-workingHoursSaturday").inputValue()).resolves.toBe(saturday.gl);
      await form.getByText(`${c.staleField} ${c.staleFact}`).first().waitFor();

      // The dashboard lists the settings, with both languages.
      const dashboard = await admin.newPage();
      await dashboard.goto("/admin");
      const outdated = dashboard.getByTestId("outdated-translations");
      const item = outdated.getByRole("listitem").filter({ has: dashboard.getByRole("link", { name: new RegExp(d.kinds.settings) }) });
      await expect(item.textContent()).resolves.toContain("Galego, English");
      await dashboard.close();

      // Visitors read the Spanish hours (a fact) in every language until a review.
      for (const path of ["/gl", "/en"]) {
        const visitor = await html(path);
        expect(visitor, path).toContain(escapeHtml(saturday.es));
        expect(visitor, path).not.toContain(escapeHtml(path === "/gl" ? saturday.gl : saturday.en));
      }

      // "Confirmar" for Galician, with JavaScript: Galician is current again, English still to review.
      await form.getByRole("button", { name: c.confirmLabel("Galego") }).click();
      await languageRadio(form, "Galego", c.complete).waitFor({ state: "attached" });
      await languageRadio(form, "English", c.stale).waitFor({ state: "attached" });
      expect(await html("/gl")).toContain(escapeHtml(saturday.gl));
      expect(await html("/en")).toContain(escapeHtml(saturday.es));
    } finally {
      await page.close();
    }
  });

  test("confirms English with a plain form post, without JavaScript; the dashboard then lists nothing for the settings", async ({ newPage }) => {
    const page = await newPage({ signedIn: true, javaScriptEnabled: false, timeout: 30_000 });
    try {
      await page.goto("/admin/settings");
      const form = settingsForm(page);
      await languageRadio(form, "English", c.stale).waitFor({ state: "attached" });
      await form.getByRole("button", { name: c.confirmLabel("English") }).click();
      await languageRadio(form, "English", c.complete).waitFor({ state: "attached" });
      await languageRadio(form, "Galego", c.complete).waitFor({ state: "attached" });
      expect(await form.getByRole("button", { name: c.confirmLabel("English") }).count()).toBe(0);

      expect(await html("/en")).toContain(escapeHtml(saturday.en));
      await page.goto("/admin");
      const outdated = page.getByTestId("outdated-translations");
      await outdated.waitFor();
      expect(await outdated.getByRole("link", { name: new RegExp(d.kinds.settings) }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  test("puts the demo settings back", async ({ admin }) => {
    const page = await admin.newPage();
    try {
      await openSettings(page);
      await page.locator("#settings-workingHoursSaturday").fill(demoSettings.workingHoursSaturday!);
      for (const locale of ["gl", "en"] as const) {
        await translatedValues(page, locale);
        for (const [id, value] of original[locale]) await page.locator(`#${id}`).fill(value);
      }
      await saveSettings(page);
      // The translations put back are saved as current: nothing is left to review.
      const form = settingsForm(page);
      await languageRadio(form, "Galego").waitFor({ state: "attached" });
      expect(await form.locator('[data-language-status="stale"]').count()).toBe(0);
      expect(await html("/")).toContain(escapeHtml(demoSettings.workingHoursSaturday!));
    } finally {
      await page.close();
    }
  });

  test("a new, empty form says 'Sin contenido' for each translated language", async ({ admin }) => {
    const page = await admin.newPage();
    try {
      await page.goto("/admin/categories/new");
      const m = categoryMessages.es;
      const form = page.getByRole("form", { name: m.newCategory });
      await languageRadio(form, "Galego", c.empty).waitFor({ state: "attached" });
      await languageRadio(form, "English", c.empty).waitFor({ state: "attached" });
      expect(await form.getByText(c.complete).count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
