import type { BlockType } from "../registry";
import type { Content } from "./type-editor";

/** One block as the list shows it, whichever mode holds it. */
export type EditorBlock = { id: string; type: string; content: Content };

/** What the list does with its blocks; edit and create mode each supply their own. */
export type BlockOperations = {
  blocks: EditorBlock[];
  /** Resolves with the new block's id, or null when it was not added. */
  add: (type: BlockType) => Promise<string | null> | string | null;
  save: (id: string, content: Content) => Promise<boolean> | boolean;
  remove: (id: string) => void;
  reorder: (ids: string[]) => void;
};
