import "server-only";
import { adminRead } from "@/admin/action";
import { findCategory, listCategories } from "./service";

export type CategoryRow = { id: string; name: string; slug: string; description: string | null; createdAt: Date };

/** Every category ordered by name, for the back office (admins only). */
export async function listCategoriesForAdmin(): Promise<CategoryRow[]> {
  return adminRead((db) => listCategories(db));
}

/** One category for the edit form; null when it does not exist. */
export async function getCategoryForAdmin(id: string): Promise<CategoryRow | null> {
  return adminRead((db) => findCategory(db, id));
}
