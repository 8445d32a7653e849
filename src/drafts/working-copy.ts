import "server-only";
import { randomUUID } from "node:crypto";
import { eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "@/db/client";
import { projectContentBlocks, projectImages, projects, projectVideos } from "@/db/schema";

/**
 * A project on the site is never edited in place. Its first edit copies it into a working copy:
 * a second `projects` row (`draft_of` = the project) that takes over the project's images, videos
 * and blocks (their ids, which the open form holds, stay valid) while the project keeps copies of
 * them for its visitors. Every later edit writes the working copy; "Publicar cambios" brings it
 * back into the project and "Descartar cambios" drops it (./publish.ts). A project not on the site
 * has no working copy: its own row is what will be published.
 */

/** The row an edit writes to, and the project it belongs to (its id names folders and links). */
export type WorkingCopy = { id: string; projectId: string; slug: string; coverImage: string | null };

/** What the admin edits of a project: its content, never its identity or its place on the site. */
const NOT_CONTENT = new Set(["id", "draft_of", "published", "publish_at", "unpublish_at", "created_at"]);
/** A child row's own identity and owner; the rest is copied. */
const NOT_COPIED = new Set(["id", "project_id"]);

/** The columns a copy writes (generated columns compute themselves). */
function copiedColumns(table: PgTable, skip: Set<string>) {
  return Object.values(getTableColumns(table))
    .filter((column) => !skip.has(column.name) && !column.generated)
    .map((column) => sql.identifier(column.name));
}

/** The content columns of `projects`, as an SQL list. */
export const projectContentColumns = () => sql.join(copiedColumns(projects, NOT_CONTENT), sql`, `);

export const PROJECT_CHILDREN = [projectImages, projectVideos, projectContentBlocks] as const;
export type ProjectChild = (typeof PROJECT_CHILDREN)[number];

/** Copies every child row of project `from` to project `to`, with new ids. */
export async function copyChildren(db: Queryable, from: string, to: string) {
  for (const table of PROJECT_CHILDREN) {
    const columns = sql.join(copiedColumns(table, NOT_COPIED), sql`, `);
    await db.execute(sql`insert into ${table} (project_id, ${columns}) select ${to}, ${columns} from ${table} where project_id = ${from}`);
  }
}

/** Gives every child row of project `from` to project `to` (ids unchanged). */
export async function moveChildren(db: Queryable, from: string, to: string) {
  for (const table of PROJECT_CHILDREN) await db.update(table).set({ projectId: to }).where(eq(table.projectId, from));
}

/** The working copy of a project on the site, locked, or null when it has none. */
export async function lockExistingCopy(db: Queryable, projectId: string) {
  const [copy] = await db
    .select({ id: projects.id, slug: projects.slug, coverImage: projects.coverImage })
    .from(projects)
    .where(eq(projects.draftOf, projectId))
    .for("update");
  return copy ?? null;
}

/** Starts the working copy of a project on the site (it must be locked by the caller). */
async function startWorkingCopy(db: Queryable, projectId: string): Promise<WorkingCopy> {
  const id = randomUUID();
  const columns = projectContentColumns();
  await db.execute(
    sql`insert into ${projects} (id, draft_of, published, ${columns}) select ${id}, ${projectId}, false, ${columns} from ${projects} where id = ${projectId}`,
  );
  // The form's ids go with the working copy; visitors are shown copies, identical but for their ids.
  await moveChildren(db, projectId, id);
  await copyChildren(db, id, projectId);
  const [copy] = await db.select({ slug: projects.slug, coverImage: projects.coverImage }).from(projects).where(eq(projects.id, id));
  return { id, projectId, ...copy };
}

/**
 * Locks and returns the row an edit of project `id` writes to, starting the working copy of a
 * project on the site; null for an unknown id. A working copy's own id (a child row's owner)
 * answers itself. Locks go project first, then its working copy, as "Publicar cambios" takes them.
 */
export async function lockWorkingCopy(db: Queryable, id: string): Promise<WorkingCopy | null> {
  const [row] = await db
    .select({ id: projects.id, draftOf: projects.draftOf, published: projects.published, slug: projects.slug, coverImage: projects.coverImage })
    .from(projects)
    .where(eq(projects.id, id))
    .for("update");
  if (!row) return null;
  if (row.draftOf) return { id: row.id, projectId: row.draftOf, slug: row.slug, coverImage: row.coverImage };
  if (!row.published) return { id: row.id, projectId: row.id, slug: row.slug, coverImage: row.coverImage };
  const copy = await lockExistingCopy(db, row.id);
  return copy ? { ...copy, projectId: row.id } : startWorkingCopy(db, row.id);
}

/**
 * The working copy holding the child row `childId` (an image, video or block the form shows),
 * locked; null when the row is unknown or is one of the copies visitors are shown (those are
 * never edited: their project's working copy holds the editable ones).
 */
export async function lockWorkingCopyOfChild(db: Queryable, table: ProjectChild, childId: string): Promise<WorkingCopy | null> {
  const owner = async () => (await db.select({ projectId: table.projectId }).from(table).where(eq(table.id, childId)))[0]?.projectId;
  const before = await owner();
  if (!before) return null;
  const copy = await lockWorkingCopy(db, before);
  // Starting the working copy moved the row there; a row left with the project is a visitor's copy.
  return copy && (await owner()) === copy.id ? copy : null;
}

/** In SQL, the row the admin edits of project `id`: its working copy when it has one, else itself. */
export const editedRowId = (id: SQL) => sql`coalesce((select w.id from ${projects} w where w.draft_of = ${id}), ${id})`;

/** The row the admin reads for project `id`: its working copy when it has one, else itself. */
export async function workingCopyId(db: Queryable, id: string): Promise<string> {
  const [copy] = await db.select({ id: projects.id }).from(projects).where(eq(projects.draftOf, id));
  return copy?.id ?? id;
}
