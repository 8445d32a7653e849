"use client";
import { Info, Plus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/ui/button";
import { BLOCK_TYPES, type BlockType, type DraftBlock } from "../validation";
import { draftOperations } from "./draft-operations";
import { EditableBlock } from "./editable-block.client";
import { blockEditorMessages as m } from "./messages";
import { SortableBlocks } from "./sortable-blocks.client";
import type { Content } from "./types/shared";
import { useProjectBlocks } from "./use-project-blocks";

/**
 * The project form's content tab (spec/admin.md §2 "Content block editor").
 * Edit mode persists every change through the block actions and loads the blocks itself
 * ('Cargando bloques de contenido...'); create mode holds the blocks in the form, which sends
 * them with the new project so they are stored in the same transaction.
 */
export type ContentBlocksEditorProps =
  | { mode: "edit"; projectId: string }
  | { mode: "create"; blocks: DraftBlock[]; onChange: (blocks: DraftBlock[]) => void };

/** One block as the list shows it, whichever mode holds it. */
export type EditorBlock = { id: string; type: string; content: Content };

/** What the list does with its blocks; each mode supplies its own. */
export type BlockOperations = {
  blocks: EditorBlock[];
  /** Resolves with the new block's id, or null when it was not added. */
  add: (type: BlockType) => Promise<string | null> | string | null;
  save: (id: string, content: Content) => Promise<boolean> | boolean;
  remove: (id: string) => void;
  reorder: (ids: string[]) => void;
};

export function ContentBlocksEditor(props: ContentBlocksEditorProps) {
  return props.mode === "edit" ? <EditModeEditor projectId={props.projectId} /> : <CreateModeEditor blocks={props.blocks} onChange={props.onChange} />;
}

function EditModeEditor({ projectId }: { projectId: string }) {
  const state = useProjectBlocks(projectId);
  if (state.status === "loading") {
    return (
      <p role="status" className="py-8 text-center text-sm text-muted-foreground">
        {m.loading}
      </p>
    );
  }
  if (state.status === "error") {
    return (
      <div role="alert" className="space-y-3 py-8 text-center text-sm">
        <p>{state.error}</p>
        <Button type="button" variant="outline" onClick={state.retry}>
          {m.retry}
        </Button>
      </div>
    );
  }
  return <BlockList ops={state.ops} />;
}

function CreateModeEditor({ blocks, onChange }: { blocks: DraftBlock[]; onChange: (blocks: DraftBlock[]) => void }) {
  const ops = draftOperations(blocks, onChange);
  return (
    <div className="space-y-4">
      <p className="flex items-start gap-2 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        {m.createNote}
      </p>
      <BlockList ops={ops} />
    </div>
  );
}

function BlockList({ ops }: { ops: BlockOperations }) {
  const selectId = useId();
  const [type, setType] = useState<BlockType>("text");
  const [adding, setAdding] = useState(false);
  // A block just added opens in edit mode.
  const [fresh, setFresh] = useState<string | null>(null);

  const add = async () => {
    setAdding(true);
    try {
      // Create mode adds synchronously: marking it fresh in the same tick lets it mount in edit mode.
      const added = ops.add(type);
      const id = added instanceof Promise ? await added : added;
      if (id) setFresh(id);
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-2">
          <label htmlFor={selectId} className="text-sm font-medium">
            {m.typeSelect}
          </label>
          <select
            id={selectId}
            value={type}
            onChange={(e) => setType(e.target.value as BlockType)}
            className="flex h-10 w-56 rounded-md border border-input bg-background px-3 py-2 text-sm ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            {BLOCK_TYPES.map((t) => (
              <option key={t} value={t}>
                {m.typeLabels[t]}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" onClick={() => void add()} disabled={adding}>
          <Plus aria-hidden />
          {m.add}
        </Button>
      </div>

      {ops.blocks.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">{m.empty}</p>
      ) : (
        <SortableBlocks
          items={ops.blocks}
          onReorder={(items) => ops.reorder(items.map((i) => i.id))}
          onDelete={(item) => ops.remove(item.id)}
          render={(block, index) => (
            <EditableBlock
              id={block.id}
              type={block.type}
              content={block.content}
              editing={block.id === fresh}
              editLabel={m.editLabel(m.typeLabels[block.type as BlockType] ?? block.type, index + 1)}
              onSave={(content) => ops.save(block.id, content)}
              onCancel={() => setFresh((f) => (f === block.id ? null : f))}
            />
          )}
        />
      )}
    </div>
  );
}
