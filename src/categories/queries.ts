import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/db";
import { categories } from "@/db/schema";
import { requireAdmin } from "@/auth/server";

export type CategoryRow = { id: string; name: string; slug: string; description: string | null; createdAt: Date };

export async function listCategoriesForAdmin(): Promise<CategoryRow[]> {
  await requireAdmin();
  const db = await getDb();
  return db.select().from(categories).orderBy(asc(categories.name));
}
