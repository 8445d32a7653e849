import type { Locator, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { contentLanguageMessages } from "@/admin/messages";
import { heroMessages } from "@/hero/messages";
import { demoHeroes, demoSettings } from "@/seed/content-site";
import { settingsMessages } from "@/settings/messages";
import { test } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { openSettings, saveSettings } from "./support/settings-form";
import { expectToast } from "./support/toasts";

/**
 * Site texts in each language, end to end: a hero slide's title and the settings' working hours translated
 * through the admin's own forms (language switch), read on /gl while / stays Spanish and /en shows
 * the Spanish where its English is emptied. Both edit the shared demo content, so each puts it back.
 */
const baseURL = inject("baseURL");
const stamp = Date.now().toString(36);
test.override("adminOptions", { viewport: { width: 1280, height: 1400 }, timeout: 20_000 });

const html = async (path: string) => (await fetch(`${baseURL}${path}`)).text();
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const toast = (page: Page, text: string) => expectToast(page, text);
/** The content-language switch's choice: its label starts with the language's own name. */
const language = (scope: Locator | Page, name: "Español" | "Galego" | "English") => scope.getByText(name, { exact: true }).click();

describe("translated hero slide", () => {
  const hero = demoHeroes[0];
  const h = heroMessages.es;

  /** Opens the first demo slide's inline form and sets its Galician and English titles, then saves. */
  async function setTitles(page: Page, gl: string, en: string) {
    await page.goto("/admin/hero-images");
    await hydrated(page, `button[aria-label='${h.edit(hero.title)}']`);
    await page.getByRole("button", { name: h.edit(hero.title) }).click();
    const form = page.getByRole("form", { name: `${h.editImage}: ${hero.title}` });
    await language(form, "Galego");
    await form.getByRole("textbox", { name: h.formTitle, exact: true }).fill(gl);
    await language(form, "English");
    await form.getByRole("textbox", { name: h.formTitle, exact: true }).fill(en);
    await form.getByRole("button", { name: h.save }).click();
    await toast(page, h.updated);
  }

  test("shows the Galician title on /gl, the Spanish on / and, with no English title, on /en", async ({ admin }) => {
    const page = await admin.newPage();
    const galician = `Reformamos a túa casa ${stamp}`;
    try {
      await page.goto("/admin/hero-images");
      await hydrated(page, `button[aria-label='${h.edit(hero.title)}']`);
      await page.getByRole("button", { name: h.edit(hero.title) }).click();
      const form = page.getByRole("form", { name: `${h.editImage}: ${hero.title}` });
      // The Spanish fields first; Galician shows its inputs, with the Spanish to translate from.
      expect(await form.getByRole("textbox", { name: h.formTitle, exact: true }).inputValue()).toBe(hero.title);
      await language(form, "Galego");
      const title = form.getByRole("textbox", { name: h.formTitle, exact: true });
      expect(await title.inputValue()).toBe(hero.translations.gl?.title);
      await title.fill(galician);
      // English emptied: it counts as missing and the site shows the Spanish.
      await language(form, "English");
      await form.getByRole("textbox", { name: h.formTitle, exact: true }).fill("");
      await form.getByText(contentLanguageMessages.es.missingField).first().waitFor();
      await form.getByText(/^English\s*1 sin traducir$/).waitFor();
      await form.getByRole("button", { name: h.save }).click();
      await toast(page, h.updated);

      expect(await html("/gl")).toContain(`>${escapeHtml(galician)}</h1>`);
      const spanish = await html("/");
      expect(spanish).toContain(`>${escapeHtml(hero.title)}</h1>`);
      expect(spanish).not.toContain(galician);
      const english = await html("/en");
      expect(english).toContain(`>${escapeHtml(hero.title)}</h1>`);
      // The subtitle still has its English.
      expect(english).toContain(escapeHtml(hero.translations.en!.subtitle!));
    } finally {
      await setTitles(page, hero.translations.gl!.title!, hero.translations.en!.title!);
      await page.close();
    }
    expect(await html("/en")).toContain(`>${escapeHtml(hero.translations.en!.title!)}</h1>`);
  });
});

describe("translated working hours", () => {
  const s = settingsMessages.es;
  const demoGl = demoSettings.translations!.gl!;

  const settingsForm = (page: Page) => page.getByRole("form", { name: s.title });

  test("shows the Galician hours on /gl, the Spanish on /, and the English on /en", async ({ admin }) => {
    const page = await admin.newPage();
    const galician = `Luns a venres: 8:30 - 19:00 ${stamp}`;
    try {
      await openSettings(page);
      await language(settingsForm(page), "Galego");
      const weekdays = page.locator("#settings-translations-gl-workingHoursWeekdays");
      expect(await weekdays.inputValue()).toBe(demoGl.workingHoursWeekdays);
      await weekdays.fill(galician);
      // The Spanish field is back with the switch, unchanged.
      await language(settingsForm(page), "Español");
      expect(await page.locator("#settings-workingHoursWeekdays").inputValue()).toBe(demoSettings.workingHoursWeekdays);
      await saveSettings(page);

      const gl = await html("/gl");
      expect(gl).toContain(escapeHtml(galician));
      expect(gl).toContain(escapeHtml(demoGl.servicesList![0]));
      const es = await html("/");
      expect(es).toContain(escapeHtml(demoSettings.workingHoursWeekdays!));
      expect(es).not.toContain(galician);
      const en = await html("/en");
      expect(en).toContain(escapeHtml(demoSettings.translations!.en!.workingHoursWeekdays!));
      expect(en).toContain(escapeHtml(demoSettings.translations!.en!.workingHoursSaturday!));
      expect(en).not.toContain(escapeHtml(demoSettings.workingHoursSaturday!));
      expect(en).not.toContain(galician);
    } finally {
      await openSettings(page);
      await language(settingsForm(page), "Galego");
      await page.locator("#settings-translations-gl-workingHoursWeekdays").fill(demoGl.workingHoursWeekdays!);
      await saveSettings(page);
      await page.close();
    }
    expect(await html("/gl")).toContain(escapeHtml(demoGl.workingHoursWeekdays!));
  });
});
