import "server-only";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { newestFirst, readPage, textMatches, type Page } from "@/admin/list-query";
import type { Db, Queryable } from "@/db/client";
import { categories, projects } from "@/db/schema";
import { isRestrictViolation, isUniqueViolation } from "@/db/errors";
import { Refusal } from "@/lib/refusal";
import { t } from "@/i18n/current";
import type { TranslatedLocale } from "@/i18n/content";
import { categoryFreshness, confirmedCategoryFreshness } from "./freshness";
import { categoryMessages } from "./messages";
import { CATEGORIES_PAGE_SIZE, type CategoriesQuery } from "./list";
import type { CategoryInput, CategoryUpdate } from "./validation";

export type Category = typeof categories.$inferSelect;

/** A refusal a person can act on; `field` names the form field it belongs under. */
export class CategoryError extends Refusal {
  constructor(
    message: string,
    readonly reason: "slug-taken" | "in-use" | "not-found",
    field?: "slug",
  ) {
    super(message, reason === "not-found" ? "invalid" : "conflict", field);
  }
}

export async function listCategories(db: Queryable): Promise<Category[]> {
  return db.select().from(categories).orderBy(asc(categories.name));
}

/** One page of the back-office list, newest first; the search is on name or slug (spec §5), ignoring case and accents. */
export async function listCategoriesPage(db: Queryable, { q, page }: CategoriesQuery): Promise<Page<Category>> {
  const where = textMatches([categories.name, categories.slug], q);
  return readPage(
    page,
    CATEGORIES_PAGE_SIZE,
    async () => (await db.select({ n: count() }).from(categories).where(where))[0].n,
    (limit, offset) =>
      db
        .select()
        .from(categories)
        .where(where)
        .orderBy(...newestFirst(categories.createdAt, categories.id))
        .limit(limit)
        .offset(offset),
  );
}

/** One category; `lock` holds its row for the caller's transaction (a write that reads it first). */
/** How many categories have a translation to review. */
export async function countCategoriesToReview(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(categories)
    .where(sql`cardinality(${categories.staleLocales}) > 0`);
  return row.n;
}

/** One category; `lock` holds its row for the caller's transaction (a write that reads it first). */
export async function findCategory(db: Queryable, id: string, { lock = false } = {}): Promise<Category | null> {
  const query = db.select().from(categories).where(eq(categories.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** "Confirmar" for one language: its translations stay and count as made from the Spanish stored now. */
export async function confirmCategoryTranslation(db: Queryable, id: string, locale: TranslatedLocale): Promise<Category> {
  const current = await findCategory(db, id, { lock: true });
  if (!current) throw new CategoryError(t(categoryMessages).notFound, "not-found");
  const [row] = await db.update(categories).set(confirmedCategoryFreshness(current, locale)).where(eq(categories.id, id)).returning();
  return row;
}

async function assertSlugFree(db: Queryable, slug: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(exceptId ? and(eq(categories.slug, slug), ne(categories.id, exceptId)) : eq(categories.slug, slug))
    .limit(1);
  if (taken) throw new CategoryError(t(categoryMessages).slugTaken, "slug-taken", "slug");
}

/** A unique-slug race lost to another writer reads like the ordinary duplicate. */
function rethrow(err: unknown): never {
  if (isUniqueViolation(err, "categories_slug_key")) throw new CategoryError(t(categoryMessages).slugTaken, "slug-taken", "slug");
  throw err;
}

export async function createCategory(db: Queryable, input: CategoryInput): Promise<Category> {
  await assertSlugFree(db, input.slug);
  const texts = { name: input.name, description: input.description, translations: input.translations ?? {} };
  const [row] = await db
    .insert(categories)
    .values({ ...texts, slug: input.slug, ...categoryFreshness(null, texts) })
    .returning()
    .catch(rethrow);
  return row;
}

/**
 * Updates a category (its translations replaced when sent); a new name is copied to its projects' denormalised `category` text in
 * the same transaction (the caller's), so cards and pages never show the old name.
 */
export async function updateCategory(db: Queryable, id: string, input: CategoryUpdate): Promise<{ category: Category; renamedProjects: number }> {
  const current = await findCategory(db, id, { lock: true });
  if (!current) throw new CategoryError(t(categoryMessages).notFound, "not-found");
  await assertSlugFree(db, input.slug, id);
  // No translations sent (null): the stored ones stay.
  const texts = { name: input.name, description: input.description, translations: input.translations ?? current.translations };
  const [row] = await db
    .update(categories)
    .set({ ...texts, slug: input.slug, ...categoryFreshness(current, texts) })
    .where(eq(categories.id, id))
    .returning()
    .catch(rethrow);
  let renamedProjects = 0;
  if (current.name !== input.name) {
    const renamed = await db.update(projects).set({ category: input.name }).where(eq(projects.categoryId, id)).returning({ id: projects.id });
    renamedProjects = renamed.length;
  }
  return { category: row, renamedProjects };
}

export async function countProjectsInCategory(db: Queryable, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projects).where(eq(projects.categoryId, id));
  return row.n;
}

/**
 * Deletes an unused category. One used by projects is refused with how many use it; the
 * database's `on delete restrict` backs this up if a project is assigned meanwhile.
 */
export async function deleteCategory(db: Queryable, id: string): Promise<Category> {
  const inUse = await countProjectsInCategory(db, id);
  if (inUse > 0) throw new CategoryError(t(categoryMessages).inUse(inUse), "in-use");
  let row: Category | undefined;
  try {
    // A savepoint, so the transaction can still count the projects after a refusal.
    [row] = await (db as Db).transaction((sp) => sp.delete(categories).where(eq(categories.id, id)).returning());
  } catch (err) {
    if (isRestrictViolation(err)) throw new CategoryError(t(categoryMessages).inUse(Math.max(1, await countProjectsInCategory(db, id))), "in-use");
    throw err;
  }
  if (!row) throw new CategoryError(t(categoryMessages).notFound, "not-found");
  return row;
}
