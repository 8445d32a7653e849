import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { workingCopyId } from "@/drafts/working-copy";
import { projects } from "@/db/schema";
import { sanitizeBlockContent } from "./sanitize";
import { listBlocks, type AdminBlock } from "./service";
import type { Queryable } from "@/db/client";

/**
 * A project's blocks in order, for the edit page (the caller checks the admin role). The editor
 * renders their HTML: like the public page, it does not trust what is stored.
 */
export async function readEditorBlocks(db: Queryable, projectId: string): Promise<AdminBlock[]> {
  const blocks = await listBlocks(db, projectId);
  // listBlocks already reads each block's translations through sanitizeBlockTranslations.
  return blocks.map((b) => ({ ...b, content: sanitizeBlockContent(b.blockType, b.content) }));
}

/** The editor's blocks of a project (its working copy's, when it has one), or null when there is no such project. */
export async function readProjectEditorBlocks(db: Queryable, projectId: string): Promise<AdminBlock[] | null> {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), isNull(projects.draftOf)));
  return project ? readEditorBlocks(db, await workingCopyId(db, projectId)) : null;
}
