import { sql, type SQL } from "drizzle-orm";
import { editedRowId } from "@/drafts/working-copy";

/*
 * Which projects have a translation to review: their own texts' or one of their blocks'
 * (`stale_locales`, kept by every write: src/i18n/freshness.ts). In SQL, so lists count and page
 * them there; each half reads its partial index, whatever the number of projects.
 */

/** True for a row of `projects` aliased `p` that the admin edits: a working copy, or a project without one. */
const edited = sql.raw(`(p.draft_of is not null or not exists (select 1 from projects w where w.draft_of = p.id))`);

/**
 * The ids of the projects with a translation to review, judged on what the admin edits (a
 * project's working copy when it has one, src/drafts/: publishing it brings its state along).
 */
export const projectIdsToReview: SQL = sql`(select coalesce(p.draft_of, p.id) from projects p
  where cardinality(p.stale_locales) > 0 and ${edited}
  union select coalesce(p.draft_of, p.id) from project_content_blocks b join projects p on p.id = b.project_id
  where cardinality(b.stale_locales) > 0 and ${edited})`;

/**
 * For a row of `projects` (unaliased, a project itself): the languages to review of its edited
 * row, its blocks' included. The outer row's columns are named with their table: a select from
 * one table renders its columns bare, and a bare "id" in here would be the block's.
 */
export const projectLocalesToReview = sql<string[]>`array(select distinct l from (
  select unnest(e.stale_locales) from projects e where e.id = ${editedRowId(sql`projects.id`)}
  union all select unnest(b.stale_locales) from project_content_blocks b
  where b.project_id = ${editedRowId(sql`projects.id`)} and cardinality(b.stale_locales) > 0
) as s(l))`;
