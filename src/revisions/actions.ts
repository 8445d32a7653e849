"use server";
import { randomUUID } from "node:crypto";
import { redirect } from "next/navigation";
import { z } from "zod";
import { adminAction, registerAction } from "@/admin/action";
import { leaveWhenRefused } from "@/admin/form-refusal";
import { getDb } from "@/db";
import { t } from "@/i18n/current";
import { removeStoredFiles } from "@/media/stored-files";
import { revisionAdminMessages } from "./admin/messages";
import { historyAnswer } from "./paths";
import { restoreRevision } from "./service";

/**
 * "Restaurar" a version of a project's history. Nothing public moves, so no cache tag either:
 * a project on the site gets the version in its working copy (visitors keep the published row
 * until "Publicar cambios", which invalidates then); a project off the site is rewritten in
 * place, but every public read asks for published projects only, a miss is never kept, and the
 * page cache keeps no 404. Its files nothing shows any more go once it has committed.
 */
export const restoreProjectRevisionAction = adminAction({
  name: "project-revision.restore",
  area: "content",
  schema: z.object({ projectId: z.uuid(), revisionId: z.uuid() }),
  fallbackError: () => t(revisionAdminMessages).restoreError,
  run: ({ tx, input }) => restoreRevision(tx, input.projectId, input.revisionId),
  audit: (input, restored) => ({
    entity: "project",
    entityId: restored.id,
    details: {
      revision: input.revisionId,
      revisionAt: restored.revisionAt.toISOString(),
      title: restored.title,
      slug: restored.slug,
      published: restored.published,
      files: restored.fileUrls.length,
    },
  }),
  invalidates: [],
  afterCommit: async (_input, restored) => removeStoredFiles(await getDb(), restored.fileUrls),
});

const fieldOf = (form: unknown, name: string) => {
  const value = form instanceof FormData ? form.get(name) : null;
  return typeof value === "string" ? value : "";
};

/**
 * The same, posted by the history's forms (with or without JavaScript): back to the project's
 * form, which starts again from what was restored and says what happened.
 */
export async function restoreProjectRevisionFormAction(form: FormData): Promise<void> {
  const projectId = fieldOf(form, "projectId");
  const result = await restoreProjectRevisionAction({ projectId, revisionId: fieldOf(form, "revisionId") });
  const project = z.uuid().safeParse(projectId).success ? projectId : null;
  leaveWhenRefused(result, project ? `/admin/projects/${project}/edit` : "/admin/projects");
  if (!result.ok) redirect(project ? historyAnswer(project, "error") : "/admin/projects");
  // A new key each time: the form is a client component, and keeps its state for an address it has seen.
  redirect(historyAnswer(projectId, result.data.keptSlug ? "slug-conservado" : "restaurada", randomUUID()));
}
registerAction(restoreProjectRevisionFormAction, "content");
