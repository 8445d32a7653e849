import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/db";
import { categories } from "@/db/schema";
import { cached, cacheTags } from "@/platform/cache";

export type PublicCategory = { id: string; name: string; slug: string };

/** All categories ordered by name, as the public filter lists them. */
export const listPublicCategories = cached("public-categories", [cacheTags.categories], async (): Promise<PublicCategory[]> => {
  const db = await getDb();
  return db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories).orderBy(asc(categories.name));
});
