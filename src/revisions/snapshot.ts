import "server-only";
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { PgDialect, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "@/db/client";
import { projectContentBlocks, projectImages, projects, projectVideos } from "@/db/schema";
import { projectContentColumns } from "@/drafts/working-copy";
import { changedFields, isEmpty } from "@/lib/changed-fields";
import { mediaUrlsIn } from "@/media/stored-files";

/**
 * A project's content as one publish left it, in the database's own spelling: each row keyed by
 * its column names, the project's content columns (the set a working copy copies) and its
 * images, videos and blocks without their ids or owner, in their order. Built and put back in SQL
 * (`to_jsonb` / `jsonb_populate_record`), so every column type round-trips as PostgreSQL reads
 * it. A `json` column (materials, whose order the admin chose) is kept as its text: jsonb would
 * sort its keys.
 */
export type StoredRow = Record<string, unknown>;
export type ProjectSnapshot = { project: StoredRow; images: StoredRow[]; videos: StoredRow[]; blocks: StoredRow[] };

const CHILD_PARTS = ["images", "videos", "blocks"] as const;
type ChildPart = (typeof CHILD_PARTS)[number];

type Column = { key: string; name: string; json: boolean };

const columnOf = (key: string, column: PgColumn): Column => ({ key, name: column.name, json: column.columnType === "PgJson" });

/** The column names of an SQL list of identifiers (`"slug", "title"`), as it renders. */
function identifiersOf(list: SQL): string[] {
  return [...new PgDialect().sqlToQuery(list).sql.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"'));
}

let projectColumnList: Column[] | undefined;
/** The project's content columns: exactly those a working copy copies (src/drafts/working-copy.ts). */
export function snapshotProjectColumns(): Column[] {
  if (projectColumnList) return projectColumnList;
  const byName = new Map(Object.entries(getTableColumns(projects)).map(([key, column]) => [column.name, columnOf(key, column)]));
  projectColumnList = identifiersOf(projectContentColumns()).map((name) => {
    const column = byName.get(name);
    if (!column) throw new Error(`not a column of projects: ${name}`);
    return column;
  });
  return projectColumnList;
}

/** A child row's own identity and owner are not kept: a restore gives it new ones. */
const NOT_KEPT = new Set(["id", "project_id"]);

const CHILDREN: Record<ChildPart, { table: PgTable; order: string[] }> = {
  images: { table: projectImages, order: ["image_type", "order_index", "created_at", "id"] },
  videos: { table: projectVideos, order: ["order_index", "created_at", "id"] },
  blocks: { table: projectContentBlocks, order: ["order_index", "created_at", "id"] },
};

function snapshotChildColumns(part: ChildPart): Column[] {
  return Object.entries(getTableColumns(CHILDREN[part].table))
    .filter(([, column]) => !NOT_KEPT.has(column.name) && !column.generated)
    .map(([key, column]) => columnOf(key, column));
}

const names = (columns: Column[]) =>
  sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );

/** `to_jsonb` of a row `c` holding `columns`, its json columns as text. */
function rowToJson(columns: Column[]): SQL {
  const texts = columns.filter((c) => c.json).map((c) => sql`${c.name}::text, c.${sql.identifier(c.name)}::text`);
  return texts.length ? sql`(to_jsonb(c) - 'id') || jsonb_build_object(${sql.join(texts, sql`, `)})` : sql`to_jsonb(c) - 'id'`;
}

/** Project `id`'s snapshot as it is now; null when there is no such row. */
export async function takeSnapshot(db: Queryable, id: string): Promise<ProjectSnapshot | null> {
  const columns = snapshotProjectColumns();
  const project = sql`(select ${rowToJson(columns)} from (select ${names(columns)} from ${projects} where id = ${id}) c)`;
  const children = CHILD_PARTS.map((part) => {
    const { table, order } = CHILDREN[part];
    const kept = snapshotChildColumns(part);
    const ordered = sql.join(
      order.map((name) => sql`c.${sql.identifier(name)}`),
      sql`, `,
    );
    const rows = sql`(select coalesce(jsonb_agg(${rowToJson(kept)} order by ${ordered}), '[]'::jsonb) from (select id, ${names(kept)} from ${table} where project_id = ${id}) c)`;
    return sql`${part}::text, ${rows}`;
  });
  const result = (await db.execute(sql`select jsonb_build_object('project', ${project}, ${sql.join(children, sql`, `)}) as snapshot`)) as unknown as {
    rows: { snapshot: ProjectSnapshot | string }[];
  };
  const value = result.rows[0]?.snapshot;
  const snapshot = typeof value === "string" ? (JSON.parse(value) as ProjectSnapshot) : value;
  return snapshot?.project ? snapshot : null;
}

/**
 * The SELECT list that reads `columns` back from a stored row `e` (jsonb) through its typed
 * record `r`; `now` names columns that take the current time instead.
 */
function storedToColumns(columns: Column[], now: ReadonlySet<string> = new Set()): SQL {
  return sql.join(
    columns.map((c) => {
      const column = sql.identifier(c.name);
      if (now.has(c.name)) return sql`now()`;
      if (c.json) return sql`case when e ? ${c.name}::text then (e ->> ${c.name}::text)::json else r.${column} end`;
      return sql`r.${column}`;
    }),
    sql`, `,
  );
}

/**
 * Writes a snapshot's project content into row `id` (the working copy or the unpublished
 * project). A column the snapshot lacks (added since it was kept) keeps the row's value. The
 * update time is now: the row changes now, and the sitemap's dates must not go back.
 */
export async function writeSnapshotProject(db: Queryable, id: string, stored: StoredRow): Promise<void> {
  const columns = snapshotProjectColumns();
  await db.execute(sql`
    update ${projects} set (${names(columns)}) = (
      select ${storedToColumns(columns, new Set(["updated_at"]))}
      from (select ${JSON.stringify(stored)}::jsonb as e) s, ${projects} p, jsonb_populate_record(p, s.e) r
      where p.id = ${id}
    )
    where id = ${id}`);
}

/**
 * Gives row `id` the snapshot's images, videos and blocks (new ids), in place of its own. Only
 * the columns the kept rows hold are written: one added since takes its default.
 */
export async function writeSnapshotChildren(db: Queryable, id: string, snapshot: ProjectSnapshot): Promise<void> {
  for (const part of CHILD_PARTS) {
    const { table } = CHILDREN[part];
    await db.execute(sql`delete from ${table} where project_id = ${id}`);
    const rows = snapshot[part] ?? [];
    const columns = snapshotChildColumns(part).filter((c) => rows.some((row) => c.name in row));
    if (!rows.length) continue;
    await db.execute(sql`
      insert into ${table} (project_id, ${names(columns)})
      select ${id}, ${storedToColumns(columns)}
      from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) e, jsonb_populate_record(null::${table}, e) r`);
  }
}

/** Every stored file (`/media/…`) a snapshot shows: cover, images, videos, files inside blocks. */
export function snapshotMediaUrls(snapshot: ProjectSnapshot): string[] {
  const urls = new Set<string>();
  mediaUrlsIn(snapshot, urls);
  return [...urls];
}

/* ------------------------------------------------------------------ what changed */

/**
 * A changed part's name: the project's field as the form names it ("title", "slug",
 * "category"), "translations" for the translated texts and their bookkeeping, or one of the
 * child lists. The update time, and the category's stored name (it follows the category), are
 * no change of their own.
 */
function partOf(column: Column): string | null {
  switch (column.key) {
    case "updatedAt":
    case "category":
      return null;
    case "categoryId":
      return "category";
    case "translationSources":
    case "staleLocales":
      return "translations";
    default:
      return column.key;
  }
}

/** Creation and update times of child rows say when, not what: a list differs by its content. */
const NOT_COMPARED = new Set(["created_at", "updated_at"]);

/** A json column's text as its ordered pairs (so order counts, and `{}` is empty). */
function comparable(column: Column, value: unknown): unknown {
  if (!column.json || typeof value !== "string") return value;
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? Object.entries(parsed) : parsed;
  } catch {
    return value;
  }
}

/** Each part's values, in the form's order of fields, then the child lists. */
function partsOf(snapshot: ProjectSnapshot): Map<string, unknown[]> {
  const parts = new Map<string, unknown[]>();
  for (const column of snapshotProjectColumns()) {
    const part = partOf(column);
    if (!part) continue;
    parts.set(part, [...(parts.get(part) ?? []), comparable(column, snapshot.project[column.name])]);
  }
  for (const part of CHILD_PARTS) {
    const rows = (snapshot[part] ?? []).map((row) => Object.fromEntries(Object.entries(row).filter(([name]) => !NOT_COMPARED.has(name))));
    parts.set(part, [rows]);
  }
  return parts;
}

/**
 * The parts that differ between two snapshots; against none (a project's first publish kept),
 * the parts that hold something.
 */
export function changedParts(before: ProjectSnapshot | null, after: ProjectSnapshot): string[] {
  const now = partsOf(after);
  if (!before) return [...now].filter(([, values]) => values.some((value) => !isEmpty(value))).map(([part]) => part);
  return changedFields([...now.keys()], Object.fromEntries(partsOf(before)), Object.fromEntries(now));
}
