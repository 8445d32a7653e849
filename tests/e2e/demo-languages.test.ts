import type { Page } from "playwright-core";
import { afterAll, describe, expect } from "vitest";
import type { PublicLocale } from "@/i18n/locales";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/i18n/content";
import { landingMessages } from "@/landing/messages";
import { demoProjects } from "@/seed/content-projects";
import { demoCategories, demoSettings } from "@/seed/content-site";
import { demoTexts, PROPER_NAMES, shownUnits, type DemoText } from "../support/demo-texts";
import { test } from "./support/fixtures";
import { makeDataDir, startApp, type RunningServer } from "./support/server";

/**
 * A freshly seeded site read in Galician and English: no public page under /gl or /en shows
 * a Spanish text of the demo that its language does not share, in its visible text, its
 * pictures' and controls' names, its <title>, its metadata or its structured data, and every
 * page shows Saturday's opening hours in its own language. The demo's texts come from the seed
 * itself (tests/support/demo-texts.ts). Pages are read without JavaScript, templates included: all
 * a visitor can reach (other tabs, later slides) is in the served page.
 */
let server: RunningServer;
let page: Page;

test.beforeAll(async ({ newPage }) => {
  server = await startApp(makeDataDir("demo-languages"));
  page = await newPage({ javaScriptEnabled: false });
});

afterAll(async () => {
  await server?.stop();
});

type PageText = { path: string; title: string; units: string[] };

/** Every text of a page, whitespace collapsed: text nodes (inside templates too), text-bearing attributes, JSON-LD strings. */
async function read(path: string, status = 200): Promise<PageText> {
  const res = await page.goto(`${server.url}${path}`);
  expect(res?.status(), path).toBe(status);
  const { title, units } = await page.evaluate(() => {
    const named = new Set(["alt", "title", "aria-label", "aria-description", "aria-roledescription", "aria-valuetext", "placeholder", "content", "value"]);
    const norm = (text: string) => text.replace(/\s+/g, " ").trim();
    const found: string[] = [];
    const add = (text: string) => {
      const clean = norm(text);
      if (clean) found.push(clean);
    };
    const strings = (value: unknown): void => {
      if (typeof value === "string") add(value);
      else if (Array.isArray(value)) value.forEach(strings);
      else if (value && typeof value === "object") Object.values(value).forEach(strings);
    };
    const walk = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement?.tagName;
          if (parent !== "SCRIPT" && parent !== "STYLE") add(node.textContent ?? "");
          continue;
        }
        const element = node as Element;
        for (const attribute of element.attributes) if (named.has(attribute.name) || attribute.name.startsWith("data-")) add(attribute.value);
        if (element.tagName === "TEMPLATE") walk((element as HTMLTemplateElement).content);
        if (element.tagName === "SCRIPT" && element.getAttribute("type") === "application/ld+json") strings(JSON.parse(element.textContent ?? "null"));
      }
    };
    walk(document.documentElement);
    return { title: document.title, units: found };
  });
  return { path, title, units };
}

const published = demoProjects.filter((p) => p.published);
const texts = demoTexts().filter((t) => t.published);

/** Every public page of the demo in `locale`, with its expected status. */
function publicPages(locale: PublicLocale): [string, number][] {
  const at = (path: string) => (locale === "es" ? path : `/${locale}${path === "/" ? "" : path}`);
  return [
    [at("/"), 200],
    ...demoCategories.map((c): [string, number] => [`${at("/")}?categoria=${c.slug}`, 200]),
    ...published.map((p): [string, number] => [at(`/projeto/${p.slug}`), 200]),
    [at("/politica-de-privacidade"), 200],
    [at("/termos-de-servico"), 200],
    [at("/buscar"), 200],
    [`${at("/buscar")}?q=Vigo`, 200],
    [at("/no-existe"), 404],
  ];
}

/**
 * The Spanish texts a `locale` page must not show: each Spanish text (or rich-text run) of the
 * demo that is not part of one of that language's own texts (a word both share, a name quoted
 * in both) and not a proper name.
 */
function spanishOnly(locale: TranslatedLocale): { text: string; where: string }[] {
  const own = texts.flatMap((t) => shownUnits(t[locale]!, t.html));
  return texts
    .flatMap((t) => shownUnits(t.es, t.html).map((text) => ({ text, where: t.where })))
    .filter(({ text }) => !PROPER_NAMES.has(text) && !own.some((o) => o.includes(text)));
}

/** The texts of `t` in `locale`, as a page shows them. */
const unitsOf = (t: DemoText, locale: PublicLocale) => shownUnits(locale === "es" ? t.es : t[locale]!, t.html);
const shows = (read: PageText, text: string) => read.units.some((unit) => unit.includes(text));
const missingFrom = (read: PageText, candidates: DemoText[], locale: PublicLocale) =>
  candidates.flatMap((t) =>
    unitsOf(t, locale)
      .filter((text) => !shows(read, text))
      .map((text) => `${read.path}: ${t.where} "${text}"`),
  );

describe("the freshly seeded demo in Galician and English", () => {
  for (const locale of TRANSLATED_LOCALES) {
    test(`shows no Spanish-only demo text on any /${locale} page, and Saturday's hours in ${locale === "gl" ? "Galician" : "English"}`, async () => {
      const forbidden = spanishOnly(locale);
      // The check has something to find: the Spanish Saturday among them.
      expect(forbidden.map((f) => f.text)).toContain(demoSettings.workingHoursSaturday);
      const saturday = demoSettings.translations![locale]!.workingHoursSaturday!;
      const leaks: string[] = [];
      for (const [path, status] of publicPages(locale)) {
        const shown = await read(path, status);
        for (const unit of shown.units) {
          for (const spanish of forbidden)
            if (unit.includes(spanish.text)) leaks.push(`${path}: "${spanish.text}" (${spanish.where}) in "${unit.slice(0, 160)}"`);
        }
        expect(shows(shown, saturday), `${path} shows "${saturday}"`).toBe(true);
      }
      expect(leaks).toEqual([]);
    });
  }

  test("shows each page's own texts in its language: titles, landing texts, project details and blocks", async () => {
    const landingFields = /^(settings|hero \d+|about \d+) |^category [a-z-]+ name$|^project [a-z-]+ (title|shortDescription)$/;
    const onProjectPage = /^project ([a-z-]+) (title|description|features\[\d+\]|materials\[\d+\]\.(name|value)|metaTitle|metaDescription|keywords|block .*)$/;
    const missing: string[] = [];
    for (const locale of ["es", ...TRANSLATED_LOCALES] as const) {
      const at = (path: string) => (locale === "es" ? path : `/${locale}${path === "/" ? "" : path}`);
      const landing = await read(at("/"));
      expect(landing.title).toBe(`${demoSettings.companyName} | ${landingMessages[locale].metaTitle}`);
      missing.push(
        ...missingFrom(
          landing,
          texts.filter((t) => landingFields.test(t.where)),
          locale,
        ),
      );
      for (const project of published) {
        const shown = await read(at(`/projeto/${project.slug}`));
        const metaTitle = locale === "es" ? project.metaTitle : project.translations![locale]!.metaTitle;
        expect(shown.title, shown.path).toBe(metaTitle);
        const own = texts.filter((t) => onProjectPage.exec(t.where)?.[1] === project.slug);
        missing.push(...missingFrom(shown, own, locale));
      }
    }
    expect(missing).toEqual([]);
  });
});
