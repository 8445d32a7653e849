import { blockTextSlots } from "@/blocks/localize";
import { textAt } from "@/blocks/translations";
import { CATEGORY_TEXT_FIELDS, HERO_TEXT_FIELDS, PROJECT_TEXT_FIELDS, SETTINGS_TEXT_FIELDS, type TranslatedLocale } from "@/i18n/content";
import { demoProjects, type ProjectImageUrls } from "@/seed/content-projects";
import { demoAboutImages, demoCategories, demoHeroes, demoSettings } from "@/seed/content-site";

/**
 * Every translatable text of the demo seed (src/seed/content-*.ts), one entry per shown unit: a
 * string field, an item of a list, a material's name or value, a content block's text. Each has
 * its Spanish source and what the demo stores for Galician and English. Read by the demo's
 * translation checks: tests/unit/demo-translations.test.ts and tests/e2e/demo-languages.test.ts.
 */
export type DemoText = {
  /** Where it comes from, for failure messages: "project cocina-abierta-pontevedra features[1]". */
  where: string;
  es: string;
  gl: string | undefined;
  en: string | undefined;
  /** Rich text: its text runs between tags are what a page shows. */
  html: boolean;
  /** False for a draft project's texts, which no public page shows. */
  published: boolean;
};

/**
 * Names, addresses and figures: written once, the same on every page. Each is either a field
 * the data model does not translate (address, location, client) or a translation that rightly
 * repeats the Spanish (the people quoted).
 */
export const PROPER_NAMES = new Set([
  "Construcciones Miño",
  "Rúa de Urzáiz 118, bajo, 36204 Vigo, Pontevedra",
  "Travesía de Vigo, Vigo (Pontevedra)",
  "Pontevedra",
  "Redondela (Pontevedra)",
  "Nigrán (Pontevedra)",
  "O Calvario, Vigo (Pontevedra)",
  "Baiona (Pontevedra)",
  "Cangas (Pontevedra)",
  "Marta Domínguez",
  "Iago Fernández",
  "Carmen Pereira",
  "Lucía Costas",
  "Xosé Martínez",
  "Helena Lemos",
  "Café do Porto",
]);

/** A budget range: figures only ("45.000 € - 60.000 €"), the same in every language. */
export const BUDGET_FIGURES = /^\d{1,3}(\.\d{3})* € - \d{1,3}(\.\d{3})* €$/;

/**
 * Translations that are rightly the same as the Spanish, beyond the proper names: words Galician
 * spells as Spanish does. Anything else equal to its Spanish source is an untranslated text.
 */
export const SAME_AS_SPANISH: Record<TranslatedLocale, ReadonlySet<string>> = {
  gl: new Set([
    "Baños",
    "Inicio",
    "Contacto",
    "Aerotermia",
    "Iluminación LED",
    "Electrodomésticos A+++",
    "Lacado mate verde salvia",
    "Mampara",
    "Fachada",
    "Galerías",
    "Impermeabilización transpirable",
    "Microcemento",
  ]),
  en: new Set(),
};

/** The text runs of a rich text, whitespace collapsed: what a page shows of it, run by run. */
export function htmlRuns(html: string): string[] {
  return html
    .split(/<[^>]+>/)
    .map(normalizeSpace)
    .filter(Boolean);
}

export const normalizeSpace = (text: string) => text.replace(/\s+/g, " ").trim();

const asText = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** Spanish list and its translations, one entry per item. */
function listItems(where: string, es: string[], gl: unknown, en: unknown, published: boolean): DemoText[] {
  const item = (list: unknown, i: number) => (Array.isArray(list) ? asText(list[i]) : undefined);
  return es.map((text, i) => ({ where: `${where}[${i}]`, es: text, gl: item(gl, i), en: item(en, i), html: false, published }));
}

/** Spanish [name, value] pairs and their translations, one entry per name and per value. */
function pairItems(where: string, es: [string, string][], gl: unknown, en: unknown, published: boolean): DemoText[] {
  const cell = (pairs: unknown, i: number, j: 0 | 1) => (Array.isArray(pairs) && Array.isArray(pairs[i]) ? asText(pairs[i][j]) : undefined);
  return es.flatMap(([name, value], i) => [
    { where: `${where}[${i}].name`, es: name, gl: cell(gl, i, 0), en: cell(en, i, 0), html: false, published },
    { where: `${where}[${i}].value`, es: value, gl: cell(gl, i, 1), en: cell(en, i, 1), html: false, published },
  ]);
}

type Row = { translations?: Partial<Record<TranslatedLocale, Record<string, unknown> | undefined>> | null };

/** One entry per translatable field of a row (lists and pairs item by item, keywords as one text). */
function rowTexts(where: string, fields: Record<string, string>, spanish: Record<string, unknown>, row: Row, published = true): DemoText[] {
  const gl = row.translations?.gl ?? {};
  const en = row.translations?.en ?? {};
  return Object.entries(fields).flatMap(([field, kind]): DemoText[] => {
    const es = spanish[field];
    if (kind === "text") {
      if (typeof es !== "string" || !es) return [];
      return [{ where: `${where} ${field}`, es, gl: asText(gl[field]), en: asText(en[field]), html: field === "longDescription", published }];
    }
    if (kind === "pairs") return pairItems(`${where} ${field}`, es as [string, string][], gl[field], en[field], published);
    // Keywords go to the page's metadata as one list; a translated list may share a term with the Spanish.
    if (field === "keywords") {
      const join = (list: unknown) => (Array.isArray(list) ? list.join(", ") : undefined);
      return [{ where: `${where} ${field}`, es: join(es)!, gl: join(gl[field]), en: join(en[field]), html: false, published }];
    }
    return listItems(`${where} ${field}`, es as string[], gl[field], en[field], published);
  });
}

/** Stand-in image URLs: a block's translated captions follow their picture by URL, whichever URL it is. */
function placeholderUrls(slug: string): ProjectImageUrls {
  const urls = (type: string) => Array.from({ length: 8 }, (_, i) => `/media/demo/${slug}/${type}-${i}.webp`);
  return { gallery: urls("gallery"), before: urls("before"), after: urls("after") };
}

function blockTexts(): DemoText[] {
  return demoProjects.flatMap((project) =>
    (project.blocks?.(placeholderUrls(project.slug)) ?? []).flatMap((block, index) =>
      blockTextSlots(block.blockType, block.content)
        .filter((slot) => slot.spanish.trim() !== "")
        .map((slot) => ({
          where: `project ${project.slug} block ${index} (${block.blockType}) ${slot.path.map((step) => (typeof step === "string" ? step : step.index)).join(".")}`,
          es: slot.spanish,
          gl: textAt(block.translations.gl, slot.path) || undefined,
          en: textAt(block.translations.en, slot.path) || undefined,
          html: slot.kind === "html",
          published: project.published ?? false,
        })),
    ),
  );
}

export function demoTexts(): DemoText[] {
  const settingsSpanish = { ...demoSettings, quickLinkNames: demoSettings.quickLinksList?.map((l) => l.name) };
  return [
    ...rowTexts("settings", SETTINGS_TEXT_FIELDS, settingsSpanish, demoSettings),
    ...demoCategories.flatMap((c) => rowTexts(`category ${c.slug}`, CATEGORY_TEXT_FIELDS, c, c)),
    ...demoHeroes.flatMap((h, i) => rowTexts(`hero ${i}`, HERO_TEXT_FIELDS, h, h)),
    ...demoAboutImages.flatMap((a, i) => rowTexts(`about ${i}`, { altText: "text" }, { altText: a.alt }, a)),
    ...demoProjects.flatMap((p) => {
      const spanish = { ...p, materials: Object.entries(p.materials ?? {}) };
      return rowTexts(`project ${p.slug}`, PROJECT_TEXT_FIELDS, spanish, p as Row, p.published ?? false);
    }),
    ...blockTexts(),
  ];
}

/** What a page may show of one text: the whole text, or its runs for rich text. */
export const shownUnits = (text: string, html: boolean) => (html ? htmlRuns(text) : [normalizeSpace(text)]);
