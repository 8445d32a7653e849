import type { BlockType } from "../registry";
import type { BlockEditorMessages, TypeLabels } from "./messages";

/** A stored type's wording in the editor; undefined for a type this version does not know. */
export function typeLabels(m: BlockEditorMessages, type: string): TypeLabels | undefined {
  return Object.hasOwn(m.types, type) ? m.types[type as BlockType] : undefined;
}

/** A stored type's name in the editor, or the stored type itself when unknown. */
export const typeName = (m: BlockEditorMessages, type: string): string => typeLabels(m, type)?.name ?? type;
