import { sql, type SQL } from "drizzle-orm";
import { projectContentBlocks, projects } from "@/db/schema";

/*
 * Which projects have a translation to review: their own texts' or one of their blocks'
 * (`stale_locales`, kept by every write: src/i18n/freshness.ts). In SQL, so lists count and page
 * them there; each half reads its partial index, whatever the number of projects.
 */

/** The ids of the projects with a translation to review. */
export const projectIdsToReview: SQL = sql`(select ${projects.id} from ${projects} where cardinality(${projects.staleLocales}) > 0
  union select ${projectContentBlocks.projectId} from ${projectContentBlocks} where cardinality(${projectContentBlocks.staleLocales}) > 0)`;

/**
 * For a row of `projects` (unaliased): the languages to review, its blocks' included. The outer
 * row's columns are named with their table: a select from one table renders its columns bare,
 * and a bare "id" in here would be the block's.
 */
export const projectLocalesToReview = sql<string[]>`array(select distinct l from (
  select unnest(projects.stale_locales)
  union all select unnest(b.stale_locales) from project_content_blocks b where b.project_id = projects.id and cardinality(b.stale_locales) > 0
) as s(l))`;
