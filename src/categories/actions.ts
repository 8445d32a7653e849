"use server";
import { z } from "zod";
import { adminAction, registerAction } from "@/admin/action";
import { confirmTranslationFromForm } from "@/admin/translation-confirm";
import { contentLanguageMessages } from "@/admin/messages";
import { translatedLocaleSchema } from "@/i18n/content-schema";
import { cacheTags } from "@/platform/cache";
import { t } from "@/i18n/current";
import { categoryMessages } from "./messages";
import * as service from "./service";
import { categoryIdSchema, categorySchema, updateCategorySchema } from "./validation";

// Projects carry the category's name, so both tags go.
const invalidates = [cacheTags.categories, cacheTags.projects];

/** The audit names the languages a category has texts in, when it has any. */
const translated = (translations: object) => (Object.keys(translations).length > 0 ? { translated: Object.keys(translations) } : {});

export const createCategoryAction = adminAction({
  name: "category.create",
  area: "content",
  schema: categorySchema,
  fallbackError: () => t(categoryMessages).createError,
  run: ({ tx, input }) => service.createCategory(tx, input),
  audit: (_input, row) => ({ entity: "category", entityId: row.id, details: { name: row.name, slug: row.slug, ...translated(row.translations) } }),
  invalidates,
});

export const updateCategoryAction = adminAction({
  name: "category.update",
  area: "content",
  schema: updateCategorySchema,
  fallbackError: () => t(categoryMessages).updateError,
  run: ({ tx, input: { id, ...fields } }) => service.updateCategory(tx, id, fields),
  audit: (_input, { category, renamedProjects }) => ({
    entity: "category",
    entityId: category.id,
    details: { name: category.name, slug: category.slug, ...translated(category.translations), ...(renamedProjects ? { renamedProjects } : {}) },
  }),
  invalidates,
});

export const deleteCategoryAction = adminAction({
  name: "category.delete",
  area: "content",
  schema: categoryIdSchema,
  fallbackError: () => t(categoryMessages).deleteError,
  run: ({ tx, input }) => service.deleteCategory(tx, input.id),
  audit: (_input, row) => ({ entity: "category", entityId: row.id, details: { name: row.name, slug: row.slug } }),
  invalidates,
});

/** "Confirmar": one language's translation of a category is still right after a Spanish edit. */
export const confirmCategoryTranslationAction = adminAction({
  name: "category.confirm-translation",
  area: "content",
  schema: z.object({ id: z.uuid(), locale: translatedLocaleSchema }),
  fallbackError: () => t(contentLanguageMessages).confirmError,
  run: ({ tx, input }) => service.confirmCategoryTranslation(tx, input.id, input.locale),
  audit: (input, row) => ({ entity: "category", entityId: row.id, details: { name: row.name, confirmed: input.locale } }),
  // Its texts are prose: visitors read the same translation before and after a review.
  invalidates: [],
});

/** The same, posted by the form's "Confirmar" button (with or without JavaScript). */
export async function confirmCategoryTranslationFormAction(form: FormData): Promise<void> {
  await confirmTranslationFromForm(form, confirmCategoryTranslationAction);
}
registerAction(confirmCategoryTranslationFormAction, "content");
