import { isFilled, localizeTexts, type Translations } from "@/i18n/content";
import type { PublicLocale } from "@/i18n/locales";
import type { CategoryRef, ProjectCardDto, ProjectCardRecord, ProjectDetailDto, ProjectDetailRecord, ProjectDetailTexts } from "./types";

/**
 * Records (cached, language-free) to DTOs (what a visitor reads): each translated field that is
 * filled, else the Spanish. Run after the cached reads, so every language shares their cache.
 */

/**
 * The category's name in `locale`. Spanish keeps the denormalised name the row carries (as
 * before); the other languages read the category's own row (its name and translations), so a
 * translated category reads translated on every card and page.
 */
export function localizedCategory(spanish: string | null, ref: CategoryRef, locale: PublicLocale): string | null {
  if (locale === "es" || ref.categoryName === null) return spanish;
  return localizeTexts({ name: ref.categoryName }, ref.categoryTranslations, locale).name;
}

export function localizeCard(record: ProjectCardRecord, locale: PublicLocale): ProjectCardDto {
  const { translations, categoryName, categoryTranslations, ...card } = record;
  const texts = localizeTexts({ title: card.title, shortDescription: card.shortDescription }, translations, locale);
  return { ...card, ...texts, category: localizedCategory(card.category, { categoryName, categoryTranslations }, locale) };
}

export function localizeCards(records: ProjectCardRecord[], locale: PublicLocale): ProjectCardDto[] {
  return records.map((record) => localizeCard(record, locale));
}

export function localizeProject(record: ProjectDetailRecord, locale: PublicLocale): ProjectDetailDto {
  const { translations, categoryName, categoryTranslations, ...project } = record;
  const texts = localizeTexts(
    {
      title: project.title,
      shortDescription: project.shortDescription,
      description: project.description,
      longDescriptionHtml: project.longDescriptionHtml,
      features: project.features,
      materials: project.materials,
      keywords: project.keywords,
      metaTitle: project.metaTitle,
      metaDescription: project.metaDescription,
    },
    translations,
    locale,
  );
  return {
    ...project,
    ...texts,
    ...searchTexts(translations, locale),
    category: localizedCategory(project.category, { categoryName, categoryTranslations }, locale),
  };
}

/**
 * The SEO title and description are written for the Spanish page. Where a language has its own
 * title (or description) but not its own SEO text, the Spanish one would name a translated page
 * in Spanish in the browser tab and in search results: it is left empty instead, so the page
 * builds it from the translated texts (`title | company`, the short description). A page with
 * nothing translated keeps the Spanish SEO texts, as it reads in Spanish anyway.
 */
function searchTexts(translations: Translations<ProjectDetailTexts>, locale: PublicLocale): Partial<Pick<ProjectDetailDto, "metaTitle" | "metaDescription">> {
  const own = locale === "es" ? undefined : translations[locale];
  if (!own) return {};
  return {
    ...(!isFilled(own.metaTitle) && isFilled(own.title) ? { metaTitle: null } : {}),
    ...(!isFilled(own.metaDescription) && (isFilled(own.shortDescription) || isFilled(own.description)) ? { metaDescription: null } : {}),
  };
}
