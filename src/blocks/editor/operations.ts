import type { StaleFields } from "@/i18n/freshness-status";
import type { BlockType } from "../registry";
import type { BlockTranslations } from "../translations";
import type { Content } from "./type-editor";

/** One block as the list shows it, whichever mode holds it; `stale`: a stored block's texts to review, per language. */
export type EditorBlock = { id: string; type: string; content: Content; translations: BlockTranslations; stale?: StaleFields };

/** What the list does with its blocks; edit and create mode each supply their own. */
export type BlockOperations = {
  /** Null while they are read ('Cargando bloques de contenido...'). */
  blocks: EditorBlock[] | null;
  /** Set when reading them failed: its message, and `retry` reads again. */
  loadError?: string;
  retry?: () => void;
  /** Adds a block with the content its form saved (nothing is added before); resolves false when it was not added (the form stays open). */
  create: (type: BlockType, content: Content, translations?: BlockTranslations) => Promise<boolean> | boolean;
  /** Stores a block's content and, when given, its texts in every translated language at once. */
  save: (id: string, content: Content, translations?: BlockTranslations) => Promise<boolean> | boolean;
  remove: (id: string) => void;
  reorder: (ids: string[]) => void;
  /** Whether the blocks' texts can be translated here (the edit form; create mode keeps Spanish only). */
  translatable: boolean;
};
