import "server-only";
import { eq, getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { categories, projectContentBlocks, projectImages, projects, projectVideos } from "@/db/schema";
import { projectDetailFromRows, type ProjectDetailRows } from "@/projects/queries";
import type { ProjectDetailRecord } from "@/projects/types";
import type { ProjectSnapshot, StoredRow } from "./snapshot";

/**
 * A stored row (column names, as the snapshot keeps it) as Drizzle reads that table's rows:
 * field names, dates as dates, a json column's kept text parsed (its key order intact).
 */
function fromStored(table: PgTable, stored: StoredRow): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!(column.name in stored)) continue;
    const value = stored[column.name];
    if (value !== null && column.columnType === "PgTimestamp") row[key] = new Date(String(value));
    else if (typeof value === "string" && column.columnType === "PgJson") row[key] = JSON.parse(value);
    else row[key] = value;
  }
  return row;
}

/**
 * Project `projectId` as a kept version of its history shows it, built the way its public page
 * is (src/projects/queries.ts) from the version's rows instead of the tables. The kept rows have
 * no ids: they are numbered. Its category reads as it is called now.
 */
export async function revisionProjectDetail(db: Db, projectId: string, snapshot: ProjectSnapshot): Promise<ProjectDetailRecord> {
  const content = fromStored(projects, snapshot.project) as Partial<ProjectDetailRows["row"]>;
  const [[project], [category]] = await Promise.all([
    db.select({ createdAt: projects.createdAt }).from(projects).where(eq(projects.id, projectId)),
    content.categoryId
      ? db.select({ name: categories.name, translations: categories.translations }).from(categories).where(eq(categories.id, content.categoryId))
      : Promise.resolve([]),
  ]);
  const createdAt = project?.createdAt ?? new Date();
  const row = {
    ...content,
    id: projectId,
    published: true,
    draftOf: null,
    publishAt: null,
    unpublishAt: null,
    createdAt,
    updatedAt: content.updatedAt ?? createdAt,
    categoryName: category?.name ?? null,
    categoryTranslations: category?.translations ?? {},
  } as ProjectDetailRows["row"];
  const numbered = <T>(table: PgTable, rows: StoredRow[], kind: string) =>
    rows.map((stored, i) => ({ ...fromStored(table, stored), id: `${kind}-${i + 1}` }) as T);
  return projectDetailFromRows(
    {
      row,
      images: numbered(projectImages, snapshot.images ?? [], "image"),
      videos: numbered(projectVideos, snapshot.videos ?? [], "video"),
      blocks: numbered(projectContentBlocks, snapshot.blocks ?? [], "block"),
    },
    db,
  );
}
