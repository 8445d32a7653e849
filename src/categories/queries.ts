import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { categories, projects } from "@/db/schema";
import { CATEGORY_TEXT_FIELDS, readTranslations, type Translations } from "@/i18n/content";
import { cached, cacheTags } from "@/platform/cache";

export type PublicCategory = { id: string; name: string; slug: string };

/** All categories ordered by name (the project form's choices). */
export const listPublicCategories = cached("public-categories", [cacheTags.categories], async (): Promise<PublicCategory[]> => {
  const db = await getDb();
  return db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories).orderBy(asc(categories.name));
});

/** A filter button's category: its Spanish name and its name's translations (the page localizes). */
export type CategoryFilter = PublicCategory & { publishedCount: number; translations: Translations<{ name: string }> };

const NAME_FIELD = { name: CATEGORY_TEXT_FIELDS.name };

/**
 * Every category with how many published projects it has, ordered by name: the landing
 * filter shows those with at least one, and knows a category that has none. One grouped
 * count, kept until a category or a project changes.
 */
export const listCategoryFilters = cached("category-filters", [cacheTags.categories, cacheTags.projects], async (): Promise<CategoryFilter[]> => {
  const db = await getDb();
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      translations: categories.translations,
      publishedCount: count(projects.id),
    })
    .from(categories)
    .leftJoin(projects, and(eq(projects.categoryId, categories.id), eq(projects.published, true)))
    .groupBy(categories.id)
    .orderBy(asc(categories.name));
  return rows.map((row) => ({ ...row, translations: readTranslations(NAME_FIELD, row.translations) }));
});
