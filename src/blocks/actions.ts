"use server";
import { ActionError, adminAction } from "@/admin/action";
import { cacheTags } from "@/platform/cache";
import { blockActionMessages as m } from "./messages";
import * as service from "./service";
import { createBlockSchema, deleteBlockSchema, reorderBlocksSchema, updateBlockSchema } from "./validation";

/** Content block mutations (spec/admin.md §7 project_content_blocks); messages from §8. */

/** Service refusals become the action's failure; the transaction has already rolled back. */
async function explained<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof service.BlockError) throw new ActionError(err.message, err.reason === "mismatch" ? "conflict" : "invalid", err.fieldErrors);
    throw err;
  }
}

const tagsOf = (slug: string) => [cacheTags.projects, cacheTags.project(slug)];

export const createBlockAction = adminAction({
  name: "block.create",
  schema: createBlockSchema,
  fallbackError: m.createError,
  run: ({ tx, input }) => explained(() => service.createBlock(tx, input.projectId, input.blockType)),
  audit: (input, { block }) => ({ entity: "content_block", entityId: block.id, details: { projectId: input.projectId, type: block.blockType } }),
  invalidates: (_input, { slug }) => tagsOf(slug),
});

export const updateBlockAction = adminAction({
  name: "block.update",
  schema: updateBlockSchema,
  fallbackError: m.updateError,
  run: ({ tx, input }) => explained(() => service.updateBlockContent(tx, input.id, input.content)),
  audit: (_input, { block }) => ({ entity: "content_block", entityId: block.id, details: { type: block.blockType } }),
  invalidates: (_input, { slug }) => tagsOf(slug),
});

export const deleteBlockAction = adminAction({
  name: "block.delete",
  schema: deleteBlockSchema,
  fallbackError: m.removeError,
  run: ({ tx, input }) => explained(() => service.deleteBlock(tx, input.id)),
  audit: (_input, block) => ({ entity: "content_block", entityId: block.id, details: { projectId: block.projectId, type: block.blockType } }),
  invalidates: (_input, { slug }) => tagsOf(slug),
});

export const reorderBlocksAction = adminAction({
  name: "block.reorder",
  schema: reorderBlocksSchema,
  fallbackError: m.reorderError,
  run: ({ tx, input }) => explained(() => service.reorderBlocks(tx, input.projectId, input.ids)),
  audit: (input) => ({ entity: "project", entityId: input.projectId, details: { blocks: input.ids.length } }),
  invalidates: (_input, { slug }) => tagsOf(slug),
});
