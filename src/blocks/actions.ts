"use server";
import { redirect } from "next/navigation";
import { z } from "zod";
import { adminAction, registerAction, adminQuery, type ActionResult } from "@/admin/action";
import { contentLanguageMessages } from "@/admin/messages";
import { confirmTranslationFromForm } from "@/admin/translation-confirm";
import { AuthorizationError } from "@/auth/server";
import { translatedLocaleSchema } from "@/i18n/content-schema";
import { cacheTags } from "@/platform/cache";
import { t } from "@/i18n/current";
import { logFailure } from "@/lib/failure-log";
import { normalizeInput, normalizeText } from "@/lib/normalize-text";
import { readProjectEditorBlocks } from "./admin-queries";
import { BLOCK_FORM_FIELDS, contentFromForm, type BlockFormValues } from "./form-content";
import { blockActionMessages } from "./messages";
import { isKnownType } from "./registry";
import * as service from "./service";
import type { AdminBlock } from "./service";
import { createBlockSchema, deleteBlockSchema, listBlocksSchema, reorderBlocksSchema, updateBlockSchema } from "./validation";
import { leaveWhenRefused } from "@/admin/form-refusal";

/** Content block mutations (spec/admin.md §7 project_content_blocks); messages from §8. */

const tagsOf = (slug: string) => [cacheTags.projects, cacheTags.project(slug)];

/** Stores a new block with the content its form saved: nothing is stored before that Save. */
export const createBlockAction = adminAction({
  name: "block.create",
  area: "content",
  schema: createBlockSchema,
  fallbackError: () => t(blockActionMessages).createError,
  run: ({ tx, input }) => service.createBlock(tx, input.projectId, input.blockType, input.content, input.translations),
  audit: (input, { block }) => ({
    entity: "content_block",
    entityId: block.id,
    details: { projectId: input.projectId, type: block.blockType, translated: Object.keys(block.translations) },
  }),
  invalidates: (_input, { slug }) => tagsOf(slug),
});

export const updateBlockAction = adminAction({
  name: "block.update",
  area: "content",
  schema: updateBlockSchema,
  fallbackError: () => t(blockActionMessages).updateError,
  run: ({ tx, input }) => service.updateBlockContent(tx, input.id, input.content, input.translations),
  // Which languages the block now has a text in (the texts themselves stay out of the log).
  audit: (_input, { block }) => ({
    entity: "content_block",
    entityId: block.id,
    details: { type: block.blockType, translated: Object.keys(block.translations) },
  }),
  invalidates: (_input, { slug }) => tagsOf(slug),
});

export const deleteBlockAction = adminAction({
  name: "block.delete",
  area: "content",
  schema: deleteBlockSchema,
  fallbackError: () => t(blockActionMessages).removeError,
  run: ({ tx, input }) => service.deleteBlock(tx, input.id),
  audit: (_input, block) => ({ entity: "content_block", entityId: block.id, details: { projectId: block.projectId, type: block.blockType } }),
  invalidates: (_input, { slug }) => tagsOf(slug),
});

export const reorderBlocksAction = adminAction({
  name: "block.reorder",
  area: "content",
  schema: reorderBlocksSchema,
  fallbackError: () => t(blockActionMessages).reorderError,
  run: ({ tx, input }) => service.reorderBlocks(tx, input.projectId, input.ids),
  audit: (input) => ({ entity: "project", entityId: input.projectId, details: { blocks: input.ids.length } }),
  invalidates: (_input, { slug }) => tagsOf(slug),
});

/**
 * A project's blocks for the editor, read when its content tab is first opened (the edit page
 * does not carry them): the tab says 'Cargando bloques de contenido...' meanwhile.
 */
export async function listProjectBlocksAction(raw: unknown): Promise<ActionResult<{ blocks: AdminBlock[] }>> {
  try {
    return await adminQuery("content", async (db): Promise<ActionResult<{ blocks: AdminBlock[] }>> => {
      const parsed = listBlocksSchema.safeParse(normalizeInput(raw));
      if (!parsed.success) return { ok: false, error: t(blockActionMessages).projectNotFound, code: "invalid" };
      try {
        const blocks = await readProjectEditorBlocks(db, parsed.data.projectId);
        if (!blocks) return { ok: false, error: t(blockActionMessages).projectNotFound, code: "invalid" };
        return { ok: true, data: { blocks } };
      } catch (err) {
        // Answered here, inside the person's language (the outer catch is outside it).
        logFailure("error", "[admin] block list failed", err);
        return { ok: false, error: t(blockActionMessages).loadError, code: "failed" };
      }
    });
  } catch (err) {
    if (err instanceof AuthorizationError) return { ok: false, error: err.message, code: err.reason };
    logFailure("error", "[admin] block list failed", err);
    return { ok: false, error: t(blockActionMessages).loadError, code: "failed" };
  }
}
registerAction(listProjectBlocksAction, "content");

/** What the add-a-block form shows after a refused post: the reason, under its field where known, and what was typed. */
export type NewBlockFormState = { posted: false } | { posted: true; ok: false; error: string; fieldErrors: Record<string, string>; values: BlockFormValues };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The add-a-block form's post, with or without JavaScript: the same check and store as the
 * editor's Save (createBlockAction), then back to the project's content tab. Anything can be posted
 * to an action: only the form's own fields are read.
 */
export async function addBlockFormAction(_previous: NewBlockFormState, form: unknown): Promise<NewBlockFormState> {
  // Normalised before anything reads them (the type decides which fields are read).
  const field = (name: string) => {
    const value = form instanceof FormData ? form.get(name) : null;
    return typeof value === "string" ? normalizeText(value) : "";
  };
  const projectId = field("projectId");
  const blockType = field("blockType");
  const values: BlockFormValues = {};
  for (const name of isKnownType(blockType) ? BLOCK_FORM_FIELDS[blockType] : []) values[name] = field(name);
  const content = isKnownType(blockType) ? contentFromForm(blockType, values) : {};
  const result = await createBlockAction({ projectId, blockType, content });
  const editPage = UUID.test(projectId) ? `/admin/projects/${projectId}/edit` : "/admin/projects";
  leaveWhenRefused(result, editPage);
  // Back to the project form opened on its content tab (src/projects/admin/form-tabs.ts).
  if (result.ok) redirect(`${editPage}?pestana=contenido`);
  return { posted: true, ok: false, error: result.error, fieldErrors: result.fieldErrors ?? {}, values };
}
registerAction(addBlockFormAction, "content");

/** "Confirmar": one language's translation of a block is still right after a Spanish edit. */
export const confirmBlockTranslationAction = adminAction({
  name: "block.confirm-translation",
  area: "content",
  schema: z.object({ id: z.uuid(), locale: translatedLocaleSchema }),
  fallbackError: () => t(contentLanguageMessages).confirmError,
  run: ({ tx, input }) => service.confirmBlockTranslation(tx, input.id, input.locale),
  audit: (input, { block }) => ({ entity: "content_block", entityId: block.id, details: { type: block.blockType, confirmed: input.locale } }),
  // A block's texts are prose: visitors read the same translation before and after a review.
  invalidates: [],
});

/** The same, posted by the block's "Confirmar" button (with or without JavaScript). */
export async function confirmBlockTranslationFormAction(form: FormData): Promise<void> {
  await confirmTranslationFromForm(form, confirmBlockTranslationAction);
}
registerAction(confirmBlockTranslationFormAction, "content");
