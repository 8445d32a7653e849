import type { PublicLocale } from "@/i18n/locales";
import type { Content } from "./content";
import { localizeBlockContent } from "./localize";
import { blockDefinition } from "./registry";

/** A stored block as the public side reads it: its Spanish `content` and its raw `translations`. */
type StoredBlock = { type: string; content: Record<string, unknown> | null | undefined; translations?: unknown };

/**
 * Whether a block shows anything to a visitor reading `locale`: judged on its content in that
 * language (a translated text counts where the Spanish is blank), by its type's `isEmpty`
 * (each type's index.ts; docs/decisions/0021-content-blocks-editing.md lists what each means).
 * A type this version does not know is not empty: the renderer says it is unsupported.
 */
export function showsContent(block: StoredBlock, locale: PublicLocale): boolean {
  const definition = blockDefinition(block.type);
  if (!definition) return true;
  const content: Content = block.content ?? {};
  return !definition.isEmpty(localizeBlockContent(block.type, content, block.translations, locale));
}

/** The blocks a visitor sees, in order: empty ones are left out rather than drawn as blank space. */
export function shownBlocks<B extends StoredBlock>(blocks: readonly B[], locale: PublicLocale): B[] {
  return blocks.filter((block) => showsContent(block, locale));
}
