import "server-only";
import { asc, count, eq } from "drizzle-orm";
import { projectContentBlocks, projects } from "@/db/schema";
import { t } from "@/i18n/current";
import { Refusal } from "@/lib/refusal";
import { lockWorkingCopy, lockWorkingCopyOfChild } from "@/drafts/working-copy";
import { blockActionMessages } from "./messages";
import type { Queryable } from "@/db/client";
import type { TranslatedLocale } from "@/i18n/content";
import type { StaleFields } from "@/i18n/freshness-status";
import { blockFreshness, confirmedBlockFreshness, staleBlockFields } from "./freshness";
import { blockDefinition } from "./registry";
import { sanitizeBlockContent, sanitizeBlockTranslations } from "./sanitize";
import { keepToContent, type BlockTranslations } from "./translations";
import { checkBlockContent, checkBlockTranslations, checkNewBlockContent, type BlockType, type NewBlock } from "./validation";

/** A stored block as the admin editor holds it; `stale`: per language, the texts whose Spanish changed since they were translated. */
export type AdminBlock = {
  id: string;
  blockType: string;
  content: Record<string, unknown>;
  translations: BlockTranslations;
  stale: StaleFields;
  orderIndex: number;
};

/** Refusals a person can act on; `adminAction` answers with their message. */
export class BlockError extends Refusal {
  constructor(
    message: string,
    readonly reason: "not-found" | "invalid" | "mismatch",
    fieldErrors?: Record<string, string>,
  ) {
    super(message, reason === "mismatch" ? "conflict" : "invalid", undefined, fieldErrors);
  }
}

const columns = {
  id: projectContentBlocks.id,
  blockType: projectContentBlocks.blockType,
  content: projectContentBlocks.content,
  translations: projectContentBlocks.translations,
  translationSources: projectContentBlocks.translationSources,
  orderIndex: projectContentBlocks.orderIndex,
};

type BlockRow = { id: string; blockType: string; content: Record<string, unknown>; translations: unknown; translationSources: unknown; orderIndex: number };

/** What a row's translations read as (jsonb: anything may be in it), and which of them need review. */
const asAdminBlock = ({ translationSources, ...row }: BlockRow): AdminBlock => ({
  ...row,
  translations: sanitizeBlockTranslations(row.blockType, row.translations),
  stale: staleBlockFields({ ...row, translationSources }),
});

/** Translations as stored with `content`: sanitised, and only for what the content still has (a removed gallery image's texts go). */
function storedTranslations(type: string, translations: unknown, content: Record<string, unknown>): BlockTranslations {
  const spec = blockDefinition(type)?.texts;
  return spec ? keepToContent(spec, sanitizeBlockTranslations(type, translations), content) : {};
}

/** Content as Save would store it when it passes its type's rules; a block never edited (still its default) is kept as it is. */
function normalised(type: string, content: Record<string, unknown>): Record<string, unknown> {
  const checked = checkBlockContent(type, content);
  return checked.ok ? checked.content : content;
}

/** Inserts blocks in the given order (order_index from 0), sanitised; used when a project is created. */
export async function insertBlocks(db: Queryable, projectId: string, blocks: readonly NewBlock[]) {
  if (blocks.length === 0) return [];
  return db
    .insert(projectContentBlocks)
    .values(
      blocks.map((block, orderIndex) => {
        const content = sanitizeBlockContent(block.blockType, normalised(block.blockType, block.content));
        // Read defensively like stored data: only the type's text fields, strings, no blanks.
        const translations = storedTranslations(block.blockType, block.translations, content);
        return {
          projectId,
          blockType: block.blockType,
          content,
          translations,
          ...blockFreshness(null, { blockType: block.blockType, content, translations }),
          orderIndex,
        };
      }),
    )
    .returning({ id: projectContentBlocks.id });
}

/** A project's blocks in display order (ties, which only old data can have, by creation). */
export async function listBlocks(db: Queryable, projectId: string): Promise<AdminBlock[]> {
  const rows = await db
    .select(columns)
    .from(projectContentBlocks)
    .where(eq(projectContentBlocks.projectId, projectId))
    .orderBy(asc(projectContentBlocks.orderIndex), asc(projectContentBlocks.createdAt));
  return rows.map(asAdminBlock);
}

/** The row the project's blocks are edited in (a project on the site: its working copy, src/drafts/). */
async function editedProject(db: Queryable, projectId: string) {
  const project = await lockWorkingCopy(db, projectId);
  if (!project) throw new BlockError(t(blockActionMessages).projectNotFound, "not-found");
  return project;
}

/**
 * A new block with the content its form saved, checked for its type (spec §5) and refused when it
 * would show nothing, at the end (order_index = current count, spec §4); with `translations`, its
 * texts in the other languages.
 */
export async function createBlock(
  db: Queryable,
  projectId: string,
  blockType: BlockType,
  content: Record<string, unknown>,
  translations?: unknown,
): Promise<{ block: AdminBlock; slug: string }> {
  const { id: rowId, slug } = await editedProject(db, projectId);
  const checked = checkBlockContent(blockType, content);
  if (!checked.ok) throw new BlockError(checked.error, "invalid", checked.fieldErrors);
  const stored = sanitizeBlockContent(blockType, checked.content);
  // Judged on what would be stored: HTML that is all script has nothing left to show.
  const shown = checkNewBlockContent(blockType, stored);
  if (!shown.ok) throw new BlockError(shown.error, "invalid", shown.fieldErrors);
  const texts = checkBlockTranslations(blockType, translations ?? {});
  if (!texts.ok) throw new BlockError(texts.error, "invalid", texts.fieldErrors);
  const [{ n }] = await db.select({ n: count() }).from(projectContentBlocks).where(eq(projectContentBlocks.projectId, rowId));
  const [block] = await db
    .insert(projectContentBlocks)
    .values({ projectId: rowId, blockType, content: stored, translations: storedTranslations(blockType, texts.translations, stored), orderIndex: n })
    .returning(columns);
  return { block: asAdminBlock(block), slug };
}

/** A block with its project's slug; `stored` is the row as it is in the database (its freshness reads that). */
async function findBlock(db: Queryable, id: string) {
  // Its project first (the order "Publicar cambios" locks in), then the block.
  const project = await lockWorkingCopyOfChild(db, projectContentBlocks, id);
  const [row] = await db
    .select({ ...columns, projectId: projectContentBlocks.projectId, slug: projects.slug })
    .from(projectContentBlocks)
    .innerJoin(projects, eq(projects.id, projectContentBlocks.projectId))
    .where(eq(projectContentBlocks.id, id))
    .for("update", { of: projectContentBlocks });
  if (!project || !row) throw new BlockError(t(blockActionMessages).blockNotFound, "not-found");
  const { projectId: rowId, slug, ...stored } = row;
  // `projectId` is the project's own id, `rowId` the row whose blocks these are (maybe its working copy).
  return { ...asAdminBlock(stored), projectId: project.projectId, rowId, slug, stored };
}

/**
 * Replaces a block's content, checked for its type (spec §5) and with its HTML sanitised, and
 * with `translations` its texts in the other languages (every language at once, blanks dropped);
 * without them the stored translations stay, less any that refer to what the content no longer has.
 */
export async function updateBlockContent(
  db: Queryable,
  id: string,
  content: Record<string, unknown>,
  translations?: unknown,
): Promise<{ block: AdminBlock; slug: string }> {
  const current = await findBlock(db, id);
  const checked = checkBlockContent(current.blockType, content);
  if (!checked.ok) throw new BlockError(checked.error, "invalid", checked.fieldErrors);
  // Not sent: the stored ones, read defensively (an odd stored value never blocks a save).
  const texts =
    translations === undefined ? { ok: true as const, translations: current.translations } : checkBlockTranslations(current.blockType, translations);
  if (!texts.ok) throw new BlockError(texts.error, "invalid", texts.fieldErrors);
  const stored = sanitizeBlockContent(current.blockType, checked.content);
  const storedTexts = storedTranslations(current.blockType, texts.translations, stored);
  // A translation sent as it was stored keeps its source: a Spanish edit leaves it to review.
  const freshness = blockFreshness(current.stored, { blockType: current.blockType, content: stored, translations: storedTexts });
  const [block] = await db
    .update(projectContentBlocks)
    .set({ content: stored, translations: storedTexts, ...freshness, updatedAt: new Date() })
    .where(eq(projectContentBlocks.id, id))
    .returning(columns);
  return { block: asAdminBlock(block), slug: current.slug };
}

/** "Confirmar" for one language: the block's translations stay and count as made from the Spanish stored now. */
export async function confirmBlockTranslation(db: Queryable, id: string, locale: TranslatedLocale): Promise<{ block: AdminBlock; slug: string }> {
  const current = await findBlock(db, id);
  const [block] = await db
    .update(projectContentBlocks)
    .set(confirmedBlockFreshness(current.stored, locale))
    .where(eq(projectContentBlocks.id, id))
    .returning(columns);
  return { block: asAdminBlock(block), slug: current.slug };
}

/** Writes order_index 0..n-1 in the order given (the caller's transaction). */
async function renumber(db: Queryable, ids: readonly string[]) {
  for (const [orderIndex, id] of ids.entries()) {
    await db.update(projectContentBlocks).set({ orderIndex }).where(eq(projectContentBlocks.id, id));
  }
}

/** Deletes a block; the others close the gap so a new block's index (= count) stays last. */
export async function deleteBlock(db: Queryable, id: string): Promise<{ id: string; projectId: string; blockType: string; slug: string }> {
  const current = await findBlock(db, id);
  await db.delete(projectContentBlocks).where(eq(projectContentBlocks.id, id));
  await renumber(
    db,
    (await listBlocks(db, current.rowId)).map((b) => b.id),
  );
  return { id, projectId: current.projectId, blockType: current.blockType, slug: current.slug };
}

/**
 * Puts a project's blocks in the given order, renumbered from 0 (spec §4). The list must be
 * exactly the project's blocks, each once; anything else is refused before a row changes.
 */
export async function reorderBlocks(db: Queryable, projectId: string, ids: readonly string[]): Promise<{ slug: string; ids: string[] }> {
  const { id: rowId, slug } = await editedProject(db, projectId);
  const stored = await db.select({ id: projectContentBlocks.id }).from(projectContentBlocks).where(eq(projectContentBlocks.projectId, rowId));
  const known = new Set(stored.map((r) => r.id));
  const given = new Set(ids);
  if (given.size !== ids.length || given.size !== known.size || ids.some((id) => !known.has(id))) {
    throw new BlockError(t(blockActionMessages).orderMismatch, "mismatch");
  }
  await renumber(db, ids);
  return { slug, ids: [...ids] };
}
