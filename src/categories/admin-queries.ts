import "server-only";
import { adminRead } from "@/admin/action";
import type { Page } from "@/admin/list-query";
import { CATEGORY_TEXT_FIELDS, readTranslations, type CategoryTexts, type Translations } from "@/i18n/content";
import { inLocaleOrder, type StaleFields } from "@/i18n/freshness-status";
import type { TranslatedLocale } from "@/i18n/content";
import { staleCategoryFields } from "./freshness";
import type { CategoriesQuery } from "./list";
import { countCategoriesToReview, findCategory, listCategoriesPage } from "./service";

export type CategoryRow = { id: string; name: string; slug: string; description: string | null; createdAt: Date };
/** A row of the list: with the languages whose translation needs review. */
export type CategoryListRow = CategoryRow & { toReview: TranslatedLocale[] };
/** The edit form's category: its Galician and English texts too, and which of them need review. */
export type CategoryForEdit = CategoryRow & { translations: Translations<CategoryTexts>; stale: StaleFields };

/** One page of the back-office list (content roles only), and how many categories (all of them) have a translation to review. */
export async function listCategoriesForAdmin(query: CategoriesQuery): Promise<Page<CategoryListRow> & { toReview: number }> {
  return adminRead("content", async (db) => {
    const [page, toReview] = await Promise.all([listCategoriesPage(db, query), countCategoriesToReview(db)]);
    return { ...page, rows: page.rows.map(({ staleLocales, ...row }) => ({ ...row, toReview: inLocaleOrder(staleLocales) })), toReview };
  });
}

/** One category for the edit form; null when it does not exist. */
export async function getCategoryForAdmin(id: string): Promise<CategoryForEdit | null> {
  return adminRead("content", async (db) => {
    const row = await findCategory(db, id);
    return row ? { ...row, translations: readTranslations(CATEGORY_TEXT_FIELDS, row.translations), stale: staleCategoryFields(row) } : null;
  });
}
