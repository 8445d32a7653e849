"use client";
import type { DraftBlock } from "../validation";

/**
 * The project form's content tab (spec/admin.md §2 "Content block editor").
 * Edit mode persists every change through the block actions and loads the blocks itself
 * ('Cargando bloques de contenido...'); create mode holds the blocks in the form, which sends
 * them with the new project so they are stored in the same transaction.
 */
export type ContentBlocksEditorProps =
  | { mode: "edit"; projectId: string }
  | { mode: "create"; blocks: DraftBlock[]; onChange: (blocks: DraftBlock[]) => void };

// Contract placeholder: the editor itself replaces this body.
export function ContentBlocksEditor(props: ContentBlocksEditorProps) {
  return <p className="text-sm text-muted-foreground">{props.mode === "create" ? props.blocks.length : 0}</p>;
}
