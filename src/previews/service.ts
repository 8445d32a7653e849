import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { workingCopyId } from "@/drafts/working-copy";
import type { Queryable } from "@/db/client";
import { projectPreviews, projects, user } from "@/db/schema";
import { t } from "@/i18n/current";
import { Refusal } from "@/lib/refusal";
import { hashLinkToken, isWellFormedLinkToken, newLinkToken } from "@/lib/link-token";
import { previewAdminMessages } from "./admin/messages";
import { previewExpiry, previewState, type PreviewState } from "./link";

/** The newest links a project's form lists; older ones are expired or revoked long ago. */
export const PREVIEW_LIST_LIMIT = 10;

export type PreviewRow = { id: string; createdAt: Date; expiresAt: Date; state: PreviewState; author: string | null };

/** A new link to the preview of a project off the site or of its unpublished changes: the token is returned once and kept only as its hash. */
export async function createPreviewLink(tx: Queryable, projectId: string, userId: string) {
  const [project] = await tx
    .select({ id: projects.id, published: projects.published })
    .from(projects)
    .where(and(eq(projects.id, projectId), isNull(projects.draftOf)))
    .for("share");
  if (!project) throw new Refusal(t(previewAdminMessages).projectGone);
  // A preview is for what visitors cannot see yet: a project off the site, or its unpublished changes.
  if (project.published && (await workingCopyId(tx, projectId)) === projectId) throw new Refusal(t(previewAdminMessages).alreadyPublished, "conflict");
  const { token, hash } = newLinkToken();
  const now = new Date();
  const [preview] = await tx
    .insert(projectPreviews)
    .values({ projectId, tokenHash: hash, createdBy: userId, createdAt: now, expiresAt: previewExpiry(now) })
    .returning({ id: projectPreviews.id, projectId: projectPreviews.projectId, expiresAt: projectPreviews.expiresAt });
  return { preview, token };
}

/** A project's newest links, newest first, with who made them (null once that account is gone). */
export async function listPreviewLinks(db: Queryable, projectId: string, now = new Date()): Promise<PreviewRow[]> {
  const rows = await db
    .select({
      id: projectPreviews.id,
      createdAt: projectPreviews.createdAt,
      expiresAt: projectPreviews.expiresAt,
      revokedAt: projectPreviews.revokedAt,
      author: user.name,
    })
    .from(projectPreviews)
    .leftJoin(user, eq(user.id, projectPreviews.createdBy))
    .where(eq(projectPreviews.projectId, projectId))
    .orderBy(desc(projectPreviews.createdAt), desc(projectPreviews.id))
    .limit(PREVIEW_LIST_LIMIT);
  return rows.map(({ revokedAt, ...row }) => ({ ...row, state: previewState({ revokedAt, expiresAt: row.expiresAt }, now) }));
}

/** "Revocar": the link stops working at once. Revoking a revoked link changes nothing. */
export async function revokePreviewLink(tx: Queryable, id: string) {
  const [row] = await tx
    .update(projectPreviews)
    .set({ revokedAt: sql`coalesce(${projectPreviews.revokedAt}, now())` })
    .where(eq(projectPreviews.id, id))
    .returning({ id: projectPreviews.id, projectId: projectPreviews.projectId });
  if (!row) throw new Refusal(t(previewAdminMessages).linkGone);
  return row;
}

/** The link a token belongs to and what it is now; null for a token no link has (malformed, forged, or its project deleted). */
export async function findPreviewByToken(db: Queryable, token: unknown, now = new Date()): Promise<{ projectId: string; state: PreviewState } | null> {
  if (!isWellFormedLinkToken(token)) return null;
  const [row] = await db
    .select({ projectId: projectPreviews.projectId, expiresAt: projectPreviews.expiresAt, revokedAt: projectPreviews.revokedAt })
    .from(projectPreviews)
    .where(eq(projectPreviews.tokenHash, hashLinkToken(token)));
  return row ? { projectId: row.projectId, state: previewState(row, now) } : null;
}
