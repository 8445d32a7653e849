"use server";
import { adminAction, adminQuery, type ActionResult } from "@/admin/action";
import { AuthorizationError } from "@/auth/server";
import { cacheTags } from "@/platform/cache";
import { blockEditorMessages as m } from "./editor/messages";
import { sanitizeBlockContent } from "./sanitize";
import * as service from "./service";
import { createBlockSchema, deleteBlockSchema, projectBlocksSchema, reorderBlocksSchema, updateBlockSchema } from "./validation";

/** Content block mutations (spec/admin.md §7 project_content_blocks); messages from §8. */

const tagsOf = (slug: string) => [cacheTags.projects, cacheTags.project(slug)];

/** A project's blocks in order, for the editor (an admin read: it refuses everyone else). */
export async function listProjectBlocks(raw: unknown): Promise<ActionResult<service.AdminBlock[]>> {
  try {
    return await adminQuery(async (db): Promise<ActionResult<service.AdminBlock[]>> => {
      const parsed = projectBlocksSchema.safeParse(raw);
      if (!parsed.success) return { ok: false, error: m.loadError, code: "invalid" };
      const blocks = await service.listBlocks(db, parsed.data.projectId);
      // The editor renders the HTML: like the public page, it does not trust what is stored.
      return { ok: true, data: blocks.map((b) => ({ ...b, content: sanitizeBlockContent(b.blockType, b.content) })) };
    });
  } catch (err) {
    if (err instanceof AuthorizationError) return { ok: false, error: err.message, code: err.reason };
    console.error("[admin] block list failed", err);
    return { ok: false, error: m.loadError, code: "failed" };
  }
}

export const createBlockAction = adminAction({
  name: "block.create",
  schema: createBlockSchema,
  fallbackError: m.createError,
  run: ({ tx, input }) => service.createBlock(tx, input.projectId, input.blockType),
  audit: (input, { block }) => ({ entity: "content_block", entityId: block.id, details: { projectId: input.projectId, type: block.blockType } }),
  invalidates: (_input, { slug }) => tagsOf(slug),
});

export const updateBlockAction = adminAction({
  name: "block.update",
  schema: updateBlockSchema,
  fallbackError: m.updateError,
  run: ({ tx, input }) => service.updateBlockContent(tx, input.id, input.content),
  audit: (_input, { block }) => ({ entity: "content_block", entityId: block.id, details: { type: block.blockType } }),
  invalidates: (_input, { slug }) => tagsOf(slug),
});

export const deleteBlockAction = adminAction({
  name: "block.delete",
  schema: deleteBlockSchema,
  fallbackError: m.removeError,
  run: ({ tx, input }) => service.deleteBlock(tx, input.id),
  audit: (_input, block) => ({ entity: "content_block", entityId: block.id, details: { projectId: block.projectId, type: block.blockType } }),
  invalidates: (_input, { slug }) => tagsOf(slug),
});

export const reorderBlocksAction = adminAction({
  name: "block.reorder",
  schema: reorderBlocksSchema,
  fallbackError: m.reorderError,
  run: ({ tx, input }) => service.reorderBlocks(tx, input.projectId, input.ids),
  audit: (input) => ({ entity: "project", entityId: input.projectId, details: { blocks: input.ids.length } }),
  invalidates: (_input, { slug }) => tagsOf(slug),
});
