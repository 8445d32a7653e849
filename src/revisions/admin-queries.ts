import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { adminRead } from "@/admin/action";
import type { Page } from "@/admin/list-query";
import type { Db } from "@/db/client";
import { projects } from "@/db/schema";
import type { ProjectDetailRecord } from "@/projects/types";
import { revisionProjectDetail } from "./detail";
import { findProjectRevision, listProjectRevisions, recentProjectRevisions, type RevisionRow } from "./queries";

/** What the history screens say of the project: its name as visitors know it, and whether it is on the site. */
export type HistoryProject = { id: string; title: string; published: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function readProject(db: Db, id: string): Promise<HistoryProject | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({ id: projects.id, title: projects.title, published: projects.published })
    .from(projects)
    .where(and(eq(projects.id, id), isNull(projects.draftOf)));
  return row ?? null;
}

/** The edit page's card: the newest versions, and whether the history holds more. */
export async function getRecentRevisions(projectId: string, n: number): Promise<{ rows: RevisionRow[]; more: boolean }> {
  return adminRead("content", (db) => recentProjectRevisions(db, projectId, n));
}

/** One page of a project's history; null for an unknown project. */
export async function getProjectHistory(projectId: string, page: number): Promise<{ project: HistoryProject; page: Page<RevisionRow> } | null> {
  return adminRead("content", async (db) => {
    const project = await readProject(db, projectId);
    return project && { project, page: await listProjectRevisions(db, projectId, page) };
  });
}

/** One version of a project's history, as its public page would draw it; null when it is not one of its versions. */
export async function getProjectRevision(
  projectId: string,
  revisionId: string,
): Promise<{ project: HistoryProject; revision: RevisionRow; detail: ProjectDetailRecord } | null> {
  return adminRead("content", async (db) => {
    const project = await readProject(db, projectId);
    if (!project || !UUID.test(revisionId)) return null;
    const found = await findProjectRevision(db, projectId, revisionId);
    if (!found) return null;
    const { snapshot, ...revision } = found;
    return { project, revision, detail: await revisionProjectDetail(db, projectId, snapshot) };
  });
}
