"use server";
import { z } from "zod";
import { adminAction } from "@/admin/action";
import { contentLanguageMessages } from "@/admin/content-language-messages";
import { confirmTranslationFromForm } from "@/admin/translation-confirm";
import { translatedLocaleSchema } from "@/i18n/content-schema";
import { cacheTags } from "@/platform/cache";
import { t } from "@/i18n/current";
import { blockActionMessages } from "./messages";
import * as service from "./service";
import { createBlockSchema, deleteBlockSchema, reorderBlocksSchema, updateBlockSchema } from "./validation";

/** Content block mutations (spec/admin.md §7 project_content_blocks); messages from §8. */

const tagsOf = (slug: string) => [cacheTags.projects, cacheTags.project(slug)];

export const createBlockAction = adminAction({
  name: "block.create",
  schema: createBlockSchema,
  fallbackError: () => t(blockActionMessages).createError,
  run: ({ tx, input }) => service.createBlock(tx, input.projectId, input.blockType),
  audit: (input, { block }) => ({ entity: "content_block", entityId: block.id, details: { projectId: input.projectId, type: block.blockType } }),
  invalidates: (_input, { slug }) => tagsOf(slug),
});

export const updateBlockAction = adminAction({
  name: "block.update",
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
  schema: deleteBlockSchema,
  fallbackError: () => t(blockActionMessages).removeError,
  run: ({ tx, input }) => service.deleteBlock(tx, input.id),
  audit: (_input, block) => ({ entity: "content_block", entityId: block.id, details: { projectId: block.projectId, type: block.blockType } }),
  invalidates: (_input, { slug }) => tagsOf(slug),
});

export const reorderBlocksAction = adminAction({
  name: "block.reorder",
  schema: reorderBlocksSchema,
  fallbackError: () => t(blockActionMessages).reorderError,
  run: ({ tx, input }) => service.reorderBlocks(tx, input.projectId, input.ids),
  audit: (input) => ({ entity: "project", entityId: input.projectId, details: { blocks: input.ids.length } }),
  invalidates: (_input, { slug }) => tagsOf(slug),
});

/** "Confirmar": one language's translation of a block is still right after a Spanish edit. */
export const confirmBlockTranslationAction = adminAction({
  name: "block.confirm-translation",
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
