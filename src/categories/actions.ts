"use server";
import { adminAction } from "@/admin/action";
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
  schema: categorySchema,
  fallbackError: () => t(categoryMessages).createError,
  run: ({ tx, input }) => service.createCategory(tx, input),
  audit: (_input, row) => ({ entity: "category", entityId: row.id, details: { name: row.name, slug: row.slug, ...translated(row.translations) } }),
  invalidates,
});

export const updateCategoryAction = adminAction({
  name: "category.update",
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
  schema: categoryIdSchema,
  fallbackError: () => t(categoryMessages).deleteError,
  run: ({ tx, input }) => service.deleteCategory(tx, input.id),
  audit: (_input, row) => ({ entity: "category", entityId: row.id, details: { name: row.name, slug: row.slug } }),
  invalidates,
});
