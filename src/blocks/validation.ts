import { z } from "zod";
import { BLOCK_TYPES, blockDefinition, blockRegistry, type BlockType } from "./registry";

export { BLOCK_TYPES, type BlockType };

/** Stored block content is an object; its fields are read defensively (each type's model.ts) and sanitised on write. */
export const blockContentSchema = z.record(z.string(), z.unknown());

/** A block not yet stored: what create mode holds in the browser and sends with the new project. */
export const newBlockSchema = z.object({
  blockType: z.enum(BLOCK_TYPES),
  content: blockContentSchema,
});
export type NewBlock = z.infer<typeof newBlockSchema>;

/** A create-mode block in the browser: `key` is a client-only identity for lists and drag and drop. */
export type DraftBlock = NewBlock & { key: string };

export { blockValidationMessages } from "./messages";

/** Default content of a new block of each type (spec/admin.md §3). */
export function defaultBlockContent(type: BlockType): Record<string, unknown> {
  return blockRegistry[type].defaults();
}

export type BlockContentCheck = { ok: true; content: Record<string, unknown> } | { ok: false; error: string; fieldErrors: Record<string, string> };

/**
 * What a block's Save sends, checked and normalised for its type (spec §5): texts trimmed,
 * provider video links turned into embed addresses. Pure: the editor runs it before saving,
 * the server again on write. HTML is not sanitised here (sanitizeBlockContent, on the server).
 */
export function checkBlockContent(type: string, content: unknown): BlockContentCheck {
  const schema = blockDefinition(type)?.schema;
  if (!schema) return { ok: true, content: blockContentSchema.catch({}).parse(content) };
  const result = schema.safeParse(content ?? {});
  if (result.success) return { ok: true, content: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) fieldErrors[issue.path.join(".") || "_"] ??= issue.message;
  return { ok: false, error: result.error.issues[0]?.message ?? "", fieldErrors };
}

// Actions' inputs.
export const createBlockSchema = z.object({ projectId: z.uuid(), blockType: z.enum(BLOCK_TYPES) });
export const updateBlockSchema = z.object({ id: z.uuid(), content: blockContentSchema });
export const deleteBlockSchema = z.object({ id: z.uuid() });
export const reorderBlocksSchema = z.object({ projectId: z.uuid(), ids: z.array(z.uuid()).max(500) });
