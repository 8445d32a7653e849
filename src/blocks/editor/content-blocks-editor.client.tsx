"use client";
import { Info, Plus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/ui/button";
import { BLOCK_TYPES, type BlockType } from "../registry";
import type { AdminBlock } from "../service";
import type { DraftBlock } from "../validation";
import { draftOperations } from "./draft-operations";
import { EditableBlock } from "./editable-block.client";
import { useMessages } from "@/i18n/locale-context.client";
import { blockEditorMessages, typeName } from "./messages";
import type { BlockOperations } from "./operations";
import { SortableBlocks } from "./sortable-blocks.client";
import { useProjectBlocks } from "./use-project-blocks";

/*
 * The project form's content tab (spec/admin.md §2 "Content block editor"), one list for both
 * forms. The edit form's blocks come with the page and every change is persisted through the
 * block actions; the create form holds its blocks, which it sends with the new project so they
 * are stored in the same transaction.
 */

/** The edit form's content tab: the stored blocks, read with the page. */
export function ProjectBlocksEditor({ projectId, blocks }: { projectId: string; blocks: AdminBlock[] }) {
  return <BlockList ops={useProjectBlocks(projectId, blocks)} />;
}

/**
 * The create form's content tab: blocks kept in the form until the project is created. With
 * `translatable` each block's form also edits its other languages: only for a create form that
 * sends the blocks' `translations` with the project (otherwise they are translated once created).
 */
export function DraftBlocksEditor({
  blocks,
  onChange,
  translatable = false,
}: {
  blocks: DraftBlock[];
  onChange: (blocks: DraftBlock[]) => void;
  translatable?: boolean;
}) {
  const m = useMessages(blockEditorMessages);
  const ops = draftOperations(blocks, onChange, translatable);
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
  const m = useMessages(blockEditorMessages);
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
                {typeName(m, t)}
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
              translations={ops.translatable ? block.translations : undefined}
              stale={block.stale}
              editing={block.id === fresh}
              editLabel={m.editLabel(typeName(m, block.type), index + 1)}
              onSave={(content, translations) => ops.save(block.id, content, translations)}
              onCancel={() => setFresh((f) => (f === block.id ? null : f))}
            />
          )}
        />
      )}
    </div>
  );
}
