"use server";
import { ActionError, adminAction } from "@/admin/action";
import { cacheTags } from "@/platform/cache";
import { categoryMessages as m } from "./messages";
import * as service from "./service";
import { categoryIdSchema, categorySchema, updateCategorySchema } from "./validation";

/** Category refusals become action failures, with the field they belong under. */
async function explained<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof service.CategoryError) {
      throw new ActionError(err.message, err.reason === "not-found" ? "invalid" : "conflict", err.field ? { [err.field]: err.message } : undefined);
    }
    throw err;
  }
}

// Projects carry the category's name, so both tags go.
const invalidates = [cacheTags.categories, cacheTags.projects];

export const createCategory = adminAction({
  name: "category.create",
  schema: categorySchema,
  fallbackError: m.createError,
  run: ({ tx, input }) => explained(() => service.createCategory(tx, input)),
  audit: (_input, row) => ({ entity: "category", entityId: row.id, details: { name: row.name, slug: row.slug } }),
  invalidates,
});

export const updateCategory = adminAction({
  name: "category.update",
  schema: updateCategorySchema,
  fallbackError: m.updateError,
  run: ({ tx, input: { id, ...fields } }) => explained(() => service.updateCategory(tx, id, fields)),
  audit: (_input, { category, renamedProjects }) => ({
    entity: "category",
    entityId: category.id,
    details: { name: category.name, slug: category.slug, ...(renamedProjects ? { renamedProjects } : {}) },
  }),
  invalidates,
});

export const deleteCategory = adminAction({
  name: "category.delete",
  schema: categoryIdSchema,
  fallbackError: m.deleteError,
  run: ({ tx, input }) => explained(() => service.deleteCategory(tx, input.id)),
  audit: (_input, row) => ({ entity: "category", entityId: row.id, details: { name: row.name, slug: row.slug } }),
  invalidates,
});
