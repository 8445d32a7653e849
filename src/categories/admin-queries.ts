import "server-only";
import { adminRead } from "@/admin/action";
import type { Page } from "@/admin/list-query";
import type { CategoriesQuery } from "./list";
import { findCategory, listCategoriesPage } from "./service";

export type CategoryRow = { id: string; name: string; slug: string; description: string | null; createdAt: Date };

/** One page of the back-office list (admins only). */
export async function listCategoriesForAdmin(query: CategoriesQuery): Promise<Page<CategoryRow>> {
  return adminRead((db) => listCategoriesPage(db, query));
}

/** One category for the edit form; null when it does not exist. */
export async function getCategoryForAdmin(id: string): Promise<CategoryRow | null> {
  return adminRead((db) => findCategory(db, id));
}
