import { z } from "zod";
import { localizedIssues } from "@/i18n/zod-issues";
import { BLOCK_TYPES, blockDefinition, blockRegistry, type BlockType } from "./registry";
import { blockTranslationsSchema, type BlockTranslations } from "./translations";

export { BLOCK_TYPES, type BlockType };

/** Stored block content is an object; its fields are read defensively (each type's model.ts) and sanitised on write. */
export const blockContentSchema = z.record(z.string(), z.unknown());

/** A block's translations as sent: checked for its type once the type is known (checkBlockTranslations). */
export const blockTranslationsInput = z.record(z.string(), z.unknown());

/** A block not yet stored: what create mode holds in the browser and sends with the new project. */
export const newBlockSchema = z.object({
  blockType: z.enum(BLOCK_TYPES),
  content: blockContentSchema,
  translations: blockTranslationsInput.optional(),
});
export type NewBlock = z.infer<typeof newBlockSchema>;

/** A create-mode block in the browser: `key` is a client-only identity for lists and drag and drop. */
export type DraftBlock = NewBlock & { key: string };

import { t } from "@/i18n/current";
import { blockValidationMessages } from "./messages";

export { blockValidationMessages };

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

export type BlockTranslationsCheck = { ok: true; translations: BlockTranslations } | { ok: false; error: string; fieldErrors: Record<string, string> };

/**
 * A block's translations as sent, checked for its type: per language only the
 * type's text fields (others dropped), each a string, blank meaning "not translated" (dropped,
 * so the Spanish shows). Errors are keyed `translations.<lang>.<path>`. HTML is not sanitised
 * here (sanitizeBlockTranslations, on the server).
 */
export function checkBlockTranslations(type: string, translations: unknown): BlockTranslationsCheck {
  const spec = blockDefinition(type)?.texts;
  if (!spec) return { ok: true, translations: {} };
  const result = blockTranslationsSchema(spec).safeParse(translations ?? {}, { error: localizedIssues });
  if (result.success) return { ok: true, translations: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) fieldErrors[["translations", ...issue.path].join(".")] ??= issue.message;
  return { ok: false, error: result.error.issues[0]?.message ?? "", fieldErrors };
}

/**
 * What Save on a block not stored yet sends: its type's rules, and something to show. A block
 * that would show nothing (its type's `isEmpty`) is not added: it would only leave an empty entry
 * in the list, and nothing on the public page.
 */
export function checkNewBlockContent(type: string, content: unknown): BlockContentCheck {
  const checked = checkBlockContent(type, content);
  if (!checked.ok || !blockDefinition(type)?.isEmpty(checked.content)) return checked;
  const error = t(blockValidationMessages).emptyBlock;
  return { ok: false, error, fieldErrors: { _: error } };
}

// Actions' inputs.
/** A new block arrives with the content its form saved (nothing is stored before that). */
export const createBlockSchema = z.object({
  projectId: z.uuid(),
  blockType: z.enum(BLOCK_TYPES),
  content: blockContentSchema,
  translations: blockTranslationsInput.optional(),
});
export const listBlocksSchema = z.object({ projectId: z.uuid() });
/** `translations` absent keeps the stored ones; sent, it replaces them (every language at once). */
export const updateBlockSchema = z.object({ id: z.uuid(), content: blockContentSchema, translations: blockTranslationsInput.optional() });
export const deleteBlockSchema = z.object({ id: z.uuid() });
export const reorderBlocksSchema = z.object({ projectId: z.uuid(), ids: z.array(z.uuid()).max(500) });
