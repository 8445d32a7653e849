"use server";
import { z } from "zod";
import { adminAction, registerAction, adminQuery, type ActionResult } from "@/admin/action";
import { contentLanguageMessages } from "@/admin/messages";
import { confirmTranslationFromForm } from "@/admin/translation-confirm";
import { translatedLocaleSchema } from "@/i18n/content-schema";
import { AuthorizationError } from "@/auth/server";
import { getDb } from "@/db";
import { removeStoredFiles } from "@/media/stored-files";
import { cacheTags } from "@/platform/cache";
import { redirect } from "next/navigation";
import { confirmProjectTranslation, createProjectWithMedia, deleteProject, formerSlugOwner, isSlugTaken, scheduleProject, updateProject } from "./service";
import { SLUG_PATTERN } from "@/lib/slugify";
import { checkSlugSchema, createProjectSchema, deleteProjectSchema, scheduleProjectSchema, updateProjectSchema } from "./validation";
import type { ScheduleInput } from "./schedule";
import { discardCopies, removeTempFolder } from "@/media/temp-association";
import { getStorage } from "@/platform/storage";
import { logFailure } from "@/lib/failure-log";
import { normalizeInput } from "@/lib/normalize-text";
import { t } from "@/i18n/current";
import { projectAdminMessages } from "./admin/messages";

/** Admin project mutations (spec/admin.md §7 "projects"); messages from §8, in the person's language. */

/** Files copied for one create request (keyed by its parsed input), discarded if it fails. */
const copiesOf = new WeakMap<object, string[]>();

export const createProjectAction = adminAction({
  name: "project.create",
  area: "content",
  schema: createProjectSchema,
  fallbackError: () => t(projectAdminMessages).createError,
  run: ({ tx, input, user }) => {
    const copied: string[] = [];
    copiesOf.set(input, copied);
    return createProjectWithMedia(tx, input, { storage: getStorage(), copied }, user.id);
  },
  audit: (_input, project) => ({
    entity: "project",
    entityId: project.id,
    details: { slug: project.slug, title: project.title, images: project.images, videos: project.videos, blocks: project.blocks },
  }),
  invalidates: (_input, project) => [cacheTags.projects, cacheTags.project(project.slug), cacheTags.media],
  onFailure: (input) => discardCopies(getStorage(), copiesOf.get(input) ?? []),
  afterCommit: async (_input, project) => {
    if (project.tempId) await removeTempFolder(await getDb(), getStorage(), project.tempId);
  },
});

export const updateProjectAction = adminAction({
  name: "project.update",
  area: "content",
  schema: updateProjectSchema,
  fallbackError: () => t(projectAdminMessages).updateError,
  run: ({ tx, input: { id, ...data }, user }) => updateProject(tx, id, data, user.id),
  audit: (input, project) => ({
    entity: "project",
    entityId: project.id,
    details: { slug: project.slug, previousSlug: project.previousSlug, published: input.published, unpublishedChanges: project.unpublishedChanges },
  }),
  // Both addresses: the old one must stop answering, the new one must not serve a stale miss.
  invalidates: (_input, project) => [cacheTags.projects, cacheTags.project(project.previousSlug), cacheTags.project(project.slug)],
  // Files only a withdrawn project's replaced version showed (its working copy came back into it),
  // or only the versions its history dropped when it was put on the site.
  afterCommit: async (_input, project) => removeStoredFiles(await getDb(), project.fileUrls),
});

/**
 * The schedule alone, checked against the stored published state. Nothing public changes until
 * the schedule job acts (src/projects/schedule-job.ts), so no cache tag moves.
 */
export const scheduleProjectAction = adminAction({
  name: "project.schedule",
  area: "content",
  schema: scheduleProjectSchema,
  fallbackError: () => t(projectAdminMessages).scheduleError,
  run: ({ tx, input: { id, ...schedule } }) => scheduleProject(tx, id, schedule),
  audit: (_input, project) => ({
    entity: "project",
    entityId: project.id,
    details: { slug: project.slug, title: project.title, publishAt: project.publishAt, unpublishAt: project.unpublishAt },
  }),
  invalidates: [],
});

/** What the schedule form shows after its post: nothing yet, saved, or the refusal with what was typed. */
export type ScheduleFormState =
  | { posted: false }
  | { posted: true; ok: true }
  | { posted: true; ok: false; error: string; fieldErrors: Record<string, string>; values: Record<"publishAt" | "unpublishAt", ScheduleInput> };

/**
 * The edit page's schedule post without JavaScript (with it, the form's save sends the schedule
 * with the other fields). Only the form's own fields are read.
 */
export async function scheduleProjectFormAction(_previous: ScheduleFormState, form: unknown): Promise<ScheduleFormState> {
  const field = (name: string) => {
    const value = form instanceof FormData ? form.get(name) : null;
    return typeof value === "string" ? value : "";
  };
  const id = field("id");
  const values = {
    publishAt: { date: field("publishAt.date"), time: field("publishAt.time") },
    unpublishAt: { date: field("unpublishAt.date"), time: field("unpublishAt.time") },
  };
  const result = await scheduleProjectAction({ id, ...values });
  // A form cannot show a refusal code: a signed-out person goes to sign in, a non-editor to Access Denied.
  if (!result.ok && result.code === "unauthorized") redirect("/auth?redirect=%2Fadmin%2Fprojects");
  if (!result.ok && result.code === "forbidden") redirect("/admin");
  if (result.ok) return { posted: true, ok: true };
  return { posted: true, ok: false, error: result.error, fieldErrors: result.fieldErrors ?? {}, values };
}
registerAction(scheduleProjectFormAction, "content");

export const deleteProjectAction = adminAction({
  name: "project.delete",
  area: "content",
  schema: deleteProjectSchema,
  fallbackError: () => t(projectAdminMessages).deleteError,
  run: async ({ tx, input }) => {
    const { fileUrls, ...project } = await deleteProject(tx, input.id);
    return { ...project, fileCount: fileUrls.length, fileUrls };
  },
  audit: (_input, project) => ({ entity: "project", entityId: project.id, details: { slug: project.slug, title: project.title, files: project.fileCount } }),
  invalidates: (_input, project) => [cacheTags.projects, cacheTags.project(project.slug), cacheTags.media],
  // Stored files go only once the rows are gone for good.
  afterCommit: async (_input, project) => removeStoredFiles(await getDb(), project.fileUrls),
});

/** "Confirmar": one language's translation of a project's own texts is still right after a Spanish edit. */
export const confirmProjectTranslationAction = adminAction({
  name: "project.confirm-translation",
  area: "content",
  schema: z.object({ id: z.uuid(), locale: translatedLocaleSchema }),
  fallbackError: () => t(contentLanguageMessages).confirmError,
  run: ({ tx, input }) => confirmProjectTranslation(tx, input.id, input.locale),
  audit: (input, project) => ({ entity: "project", entityId: project.id, details: { slug: project.slug, confirmed: input.locale } }),
  // Reviewed features and materials are shown again in place of the Spanish.
  invalidates: (_input, project) => [cacheTags.projects, cacheTags.project(project.slug)],
});

/** The same, posted by the form's "Confirmar" button (with or without JavaScript). */
export async function confirmProjectTranslationFormAction(form: FormData): Promise<void> {
  await confirmTranslationFromForm(form, confirmProjectTranslationAction);
}
registerAction(confirmProjectTranslationFormAction, "content");

/** Slug uniqueness, checked when the slug field loses focus (spec §5); excludes the project being edited. */
export async function checkProjectSlugAction(raw: unknown): Promise<ActionResult<{ available: boolean; former: boolean }>> {
  try {
    // Who asks comes first: a visitor learns nothing, not even whether the input was valid.
    return await adminQuery("content", async (db): Promise<ActionResult<{ available: boolean; former: boolean }>> => {
      // Not through adminAction: normalised here the same way (a NUL would fail the lookup).
      const parsed = checkSlugSchema.safeParse(normalizeInput(raw));
      if (!parsed.success) return { ok: false, error: t(projectAdminMessages).slugInvalid, code: "invalid" };
      const { slug, excludeId } = parsed.data;
      // A malformed slug is the pattern message's business, not this check's.
      if (!SLUG_PATTERN.test(slug)) return { ok: true, data: { available: true, former: false } };
      try {
        const [taken, formerOf] = await Promise.all([isSlugTaken(db, slug, excludeId), formerSlugOwner(db, slug)]);
        return { ok: true, data: { available: !taken, former: formerOf !== null && formerOf !== excludeId } };
      } catch (err) {
        // Answered here, inside the person's language (the outer catch is outside it).
        logFailure("error", "[admin] project slug check failed", err);
        return { ok: false, error: t(projectAdminMessages).slugCheckFailed, code: "failed" };
      }
    });
  } catch (err) {
    if (err instanceof AuthorizationError) return { ok: false, error: err.message, code: err.reason };
    logFailure("error", "[admin] project slug check failed", err);
    return { ok: false, error: t(projectAdminMessages).slugCheckFailed, code: "failed" };
  }
}
registerAction(checkProjectSlugAction, "content");
