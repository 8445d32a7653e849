"use server";
import { redirect } from "next/navigation";
import { z } from "zod";
import { adminAction, registerAction } from "@/admin/action";
import { leaveWhenRefused } from "@/admin/form-refusal";
import { getDb } from "@/db";
import { t } from "@/i18n/current";
import { removeStoredFiles } from "@/media/stored-files";
import { cacheTags } from "@/platform/cache";
import { draftAdminMessages } from "./admin/messages";
import { CHANGES_COPY_PARAM, CHANGES_NOTICE_PARAM, type ChangesNotice } from "./notice";
import { discardChanges, publishChanges, type ChangesOutcome } from "./publish";

const projectIdSchema = z.object({ projectId: z.uuid() });

/** Both addresses move: a new slug starts answering and the old one starts redirecting. */
const tagsOf = (project: ChangesOutcome) => [cacheTags.projects, cacheTags.project(project.previousSlug), cacheTags.project(project.slug), cacheTags.media];
const removeFiles = async (_input: unknown, project: ChangesOutcome) => removeStoredFiles(await getDb(), project.fileUrls);

export const publishChangesAction = adminAction({
  name: "project.publish-changes",
  area: "content",
  schema: projectIdSchema,
  fallbackError: () => t(draftAdminMessages).publishError,
  run: ({ tx, input, user }) => publishChanges(tx, input.projectId, user.id),
  audit: (_input, project) => ({ entity: "project", entityId: project.id, details: { slug: project.slug, previousSlug: project.previousSlug } }),
  invalidates: (_input, project) => tagsOf(project),
  afterCommit: removeFiles,
});

export const discardChangesAction = adminAction({
  name: "project.discard-changes",
  area: "content",
  schema: projectIdSchema,
  fallbackError: () => t(draftAdminMessages).discardError,
  run: ({ tx, input }) => discardChanges(tx, input.projectId),
  audit: (_input, project) => ({ entity: "project", entityId: project.id, details: { slug: project.slug, files: project.fileUrls.length } }),
  // Visitors saw the published version all along: nothing public moves.
  invalidates: [],
  afterCommit: removeFiles,
});

/** What the buttons' forms show after a refused post (a done one goes back to the form). */
export type ChangesFormState = { seq: number; error: string | null };

/** The posted project id: a form's field, or the same field in a plain object (a script's call). */
const projectIdOf = (form: unknown) => {
  const value = form instanceof FormData ? form.get("projectId") : form && typeof form === "object" ? (form as { projectId?: unknown }).projectId : null;
  return typeof value === "string" ? value : "";
};

async function postChanges(previous: ChangesFormState, form: unknown, action: typeof publishChangesAction, done: ChangesNotice): Promise<ChangesFormState> {
  const projectId = projectIdOf(form);
  const result = await action({ projectId });
  const editPage = z.uuid().safeParse(projectId).success ? `/admin/projects/${projectId}/edit` : "/admin/projects";
  leaveWhenRefused(result, editPage);
  if (!result.ok) return { seq: (previous?.seq ?? 0) + 1, error: result.error };
  // The page is read again: the form shows what visitors now see.
  redirect(`${editPage}?${CHANGES_NOTICE_PARAM}=${done}&${CHANGES_COPY_PARAM}=${result.data.workingCopy}`);
}

/** "Publicar cambios", with or without JavaScript. */
export async function publishChangesFormAction(previous: ChangesFormState, form: unknown): Promise<ChangesFormState> {
  return postChanges(previous, form, publishChangesAction, "publicados");
}
registerAction(publishChangesFormAction, "content");

/** "Descartar cambios", with or without JavaScript. */
export async function discardChangesFormAction(previous: ChangesFormState, form: unknown): Promise<ChangesFormState> {
  return postChanges(previous, form, discardChangesAction, "descartados");
}
registerAction(discardChangesFormAction, "content");
