import "server-only";
import { sql, type AnyColumn } from "drizzle-orm";
import { adminRead } from "@/admin/action";
import { parsePage, readPage, type Page, type SearchParams } from "@/admin/list-query";
import type { Queryable } from "@/db/client";
import { aboutGallery, categories, heroImages, projects, siteSettings } from "@/db/schema";
import type { TranslatedLocale } from "@/i18n/content";
import { inLocaleOrder } from "@/i18n/freshness-status";
import { projectIdsToReview } from "@/projects/review";
import { editedRowId } from "@/drafts/working-copy";

/*
 * The dashboard's list of what is out of date: every content item with a translation whose
 * Spanish changed since it was translated, from the `stale_locales` each write keeps. One
 * UNION ALL, counted and paged in SQL (projects, the only large table, through their partial
 * indexes), so a page costs its ten rows whatever the site holds.
 */

/** What an item is, in the order the list shows them (the site's texts first). */
export const OUTDATED_KINDS = ["settings", "hero", "about", "category", "project"] as const;
export type OutdatedKind = (typeof OUTDATED_KINDS)[number];

/** One item to review: what and which it is, its name, its languages to review and where it is edited. */
export type OutdatedItem = { kind: OutdatedKind; id: string; label: string | null; locales: TranslatedLocale[]; href: string };

export const OUTDATED_PAGE_SIZE = 10;

/** The list's page, from the dashboard's `?revisar=` (its own name: the dashboard may page other things). */
export const parseOutdatedPage = (params: SearchParams): number => parsePage(params.revisar);

const rank = (kind: OutdatedKind) => sql.raw(String(OUTDATED_KINDS.indexOf(kind)));
const needsReview = (column: AnyColumn) => sql`cardinality(${column}) > 0`;

/**
 * Every item to review: kind, id, name, its own languages to review and the kind's place in the
 * list. A project's blocks add theirs once the page is cut (`withBlockLocales`), not for every row.
 */
const outdatedItems = sql`
  select 'settings' as kind, ${siteSettings.id}::text as id, null::text as label, ${siteSettings.staleLocales} as locales, ${rank("settings")} as rank
    from ${siteSettings} where ${needsReview(siteSettings.staleLocales)}
  union all
  select 'hero', ${heroImages.id}::text, ${heroImages.title}, ${heroImages.staleLocales}, ${rank("hero")}
    from ${heroImages} where ${needsReview(heroImages.staleLocales)}
  union all
  select 'about', ${aboutGallery.id}::text, coalesce(nullif(btrim(${aboutGallery.altText}), ''), ${aboutGallery.imageUrl}), ${aboutGallery.staleLocales}, ${rank("about")}
    from ${aboutGallery} where ${needsReview(aboutGallery.staleLocales)}
  union all
  select 'category', ${categories.id}::text, ${categories.name}, ${categories.staleLocales}, ${rank("category")}
    from ${categories} where ${needsReview(categories.staleLocales)}
  union all
  select 'project', p.id::text, e.title, e.stale_locales, ${rank("project")}
    from ${projects} p join ${projects} e on e.id = ${editedRowId(sql`p.id`)} where p.id in ${projectIdsToReview}`;

/** A page row's languages: a project's own and its blocks'. */
const withBlockLocales = sql`case when page.kind = 'project' then array(select distinct l from (
    select unnest(page.locales)
    union all select unnest(b.stale_locales) from project_content_blocks b where b.project_id = ${editedRowId(sql`page.id::uuid`)} and cardinality(b.stale_locales) > 0
  ) as s(l)) else page.locales end`;

const EDIT_PAGE: Record<OutdatedKind, (id: string) => string> = {
  settings: () => "/admin/settings",
  hero: () => "/admin/hero-images",
  about: () => "/admin/about-gallery",
  category: (id) => `/admin/categories/${id}/edit`,
  project: (id) => `/admin/projects/${id}/edit`,
};

type Row = { kind: OutdatedKind; id: string; label: string | null; locales: string[] | null };

/** Rows of a raw query: node-postgres and PGlite both return `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** One page of the items to review, the site's settings first, then by kind and name. */
export async function readOutdatedTranslations(db: Queryable, page: number): Promise<Page<OutdatedItem>> {
  return readPage(
    page,
    OUTDATED_PAGE_SIZE,
    async () => Number(rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from (${outdatedItems}) as items`))[0].n),
    async (limit, offset) => {
      // The page is cut first: the blocks are read for its ten rows only.
      const rows = rowsOf<Row>(
        await db.execute(
          sql`select page.kind, page.id, page.label, ${withBlockLocales} as locales
            from (select * from (${outdatedItems}) as items order by rank, label, id limit ${limit} offset ${offset}) as page
            order by page.rank, page.label, page.id`,
        ),
      );
      return rows.map((row) => ({ ...row, locales: inLocaleOrder(row.locales), href: EDIT_PAGE[row.kind](row.id) }));
    },
  );
}

export function listOutdatedTranslations(page: number): Promise<Page<OutdatedItem>> {
  return adminRead("content", (db) => readOutdatedTranslations(db, page));
}
