"use server";
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { adminAction, registerAction } from "@/admin/action";
import { leaveWhenRefused } from "@/admin/form-refusal";
import { linkOrigin } from "@/admin/link-origin";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { t } from "@/i18n/current";
import { formatDateTime } from "@/lib/dates";
import { previewAdminMessages } from "./admin/messages";
import { previewLinkPath } from "./link";
import * as service from "./service";

const projectIdSchema = z.object({ projectId: z.uuid() });
const previewIdSchema = z.object({ id: z.uuid() });

export const createPreviewLinkAction = adminAction({
  name: "project-preview.create",
  area: "content",
  schema: projectIdSchema,
  fallbackError: () => t(previewAdminMessages).createError,
  run: ({ tx, input, user }) => service.createPreviewLink(tx, input.projectId, user.id),
  // Never the token: the audit log is read by every admin and kept.
  audit: (_input, { preview }) => ({
    entity: "project",
    entityId: preview.projectId,
    details: { preview: preview.id, expiresAt: preview.expiresAt.toISOString() },
  }),
  invalidates: [],
});

export const revokePreviewLinkAction = adminAction({
  name: "project-preview.revoke",
  area: "content",
  schema: previewIdSchema,
  fallbackError: () => t(previewAdminMessages).revokeError,
  run: ({ tx, input }) => service.revokePreviewLink(tx, input.id),
  audit: (input, row) => ({ entity: "project", entityId: row.projectId, details: { preview: input.id } }),
  invalidates: [],
});

/** The link just made, shown once in the answer to the post (never in an address, the audit log or the database). */
export type PreviewFormState = { seq: number; created: { url: string; note: string } | null; error: string | null };

const fieldsOf = (form: unknown) => (name: string) => {
  const value = form instanceof FormData ? form.get(name) : null;
  return typeof value === "string" ? value : "";
};

const editPage = (projectId: string) => `/admin/projects/${encodeURIComponent(projectId)}/edit`;

/** "Crear enlace de vista previa", with or without JavaScript: the answer carries the new link. */
export async function createPreviewLinkFormAction(previous: PreviewFormState, form: unknown): Promise<PreviewFormState> {
  const projectId = fieldsOf(form)("projectId");
  const seq = (Number.isSafeInteger(previous?.seq) ? previous.seq : 0) + 1;
  const result = await createPreviewLinkAction({ projectId });
  leaveWhenRefused(result, "/admin/projects");
  if (!result.ok) return { seq, created: null, error: result.error };
  // The list beside the form shows the new row in the same answer.
  refresh();
  return {
    seq,
    error: null,
    created: {
      url: `${await linkOrigin()}${previewLinkPath("es", result.data.token)}`,
      note: messagesFor(previewAdminMessages, await adminLocale()).linkOnce(formatDateTime(result.data.preview.expiresAt)),
    },
  };
}
registerAction(createPreviewLinkFormAction, "content");

/** "Revocar" in the list (a form, so without JavaScript too); back to the project's form with the outcome. */
export async function revokePreviewLinkFormAction(form: unknown): Promise<void> {
  const field = fieldsOf(form);
  const projectId = z.uuid().safeParse(field("projectId")).success ? field("projectId") : null;
  const result = await revokePreviewLinkAction({ id: field("id") });
  const back = projectId ? editPage(projectId) : "/admin/projects";
  leaveWhenRefused(result, back);
  redirect(`${back}?vista-previa=${result.ok ? "revocada" : "error"}#preview-links`);
}
registerAction(revokePreviewLinkFormAction, "content");
