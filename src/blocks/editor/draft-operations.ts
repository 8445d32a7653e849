import type { BlockTranslations } from "../translations";
import type { DraftBlock } from "../validation";
import type { BlockOperations } from "./operations";

/** A client-only identity; crypto.randomUUID() exists only in secure contexts (not plain http). */
let counter = 0;
const newKey = () => `draft-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Create mode: the same operations as edit mode, on the form's in-memory list (no server calls).
 * With `translatable`, each block also holds its translations, for a create form that sends them
 * with the new project (the server stores them as in edit mode: src/blocks/service.ts insertBlocks).
 */
export function draftOperations(blocks: DraftBlock[], onChange: (blocks: DraftBlock[]) => void, translatable = false): BlockOperations {
  return {
    blocks: blocks.map((b) => ({ id: b.key, type: b.blockType, content: b.content, translations: (b.translations ?? {}) as BlockTranslations })),
    translatable,
    create: (type, content, translations) => {
      onChange([...blocks, { key: newKey(), blockType: type, content, ...(translatable && translations ? { translations } : {}) }]);
      return true;
    },
    save: (id, content, translations) => {
      onChange(blocks.map((b) => (b.key === id ? { ...b, content, ...(translatable && translations ? { translations } : {}) } : b)));
      return true;
    },
    remove: (id) => onChange(blocks.filter((b) => b.key !== id)),
    reorder: (ids) => {
      // Only a permutation of the current keys is applied (as the server refuses anything else).
      const byKey = new Map(blocks.map((b) => [b.key, b]));
      if (ids.length !== blocks.length || new Set(ids).size !== ids.length || ids.some((id) => !byKey.has(id))) return;
      onChange(ids.map((id) => byKey.get(id)!));
    },
  };
}
