"use client";
import { Info, Plus } from "lucide-react";
import { useId, useRef, useState, type MouseEvent } from "react";
import { Button } from "@/ui/button";
import { BLOCK_TYPES, type BlockType } from "../registry";
import { defaultBlockContent, type DraftBlock } from "../validation";
import { draftOperations } from "./draft-operations";
import { EditableBlock } from "./editable-block.client";
import { useMessages } from "@/i18n/locale-context.client";
import { typeName } from "../admin/type-labels";
import type { BlockOperations } from "./operations";
import type { Content } from "./type-editor";
import { SortableBlocks } from "./sortable-blocks.client";

/*
 * The project form's content tab (spec/admin.md §2 "Content block editor"), one list for both
 * forms. 'Añadir' opens the chosen type's form below the list; the block is added only when that
 * form is saved, and Cancel leaves nothing. The edit form's changes are persisted through the
 * block actions; the create form holds its blocks, which it sends with the new project so they
 * are stored in the same transaction.
 */

/** The edit form's content tab: the stored blocks, through the form's useProjectBlocks (it also reads their reviews). */
export function ProjectBlocksEditor({ projectId, ops }: { projectId: string; ops: BlockOperations }) {
  return <BlockList ops={ops} addForm={newBlockFormId(projectId)} />;
}

const newBlockFormId = (projectId: string) => `new-block-${projectId}`;

/**
 * Without JavaScript, 'Añadir' submits this form: the add-a-block page for the chosen type, whose
 * form posts the new block's content. It sits outside the project form (forms do not nest); the
 * type select and the button name it with their `form` attribute.
 */
export function NewBlockPageForm({ projectId }: { projectId: string }) {
  return <form id={newBlockFormId(projectId)} method="get" action={`/admin/projects/${projectId}/blocks/new`} hidden />;
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
  const m = useMessages("blockEditor");
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

/** A block being added: its form is open, nothing is stored until its Save. */
type Pending = { key: number; type: BlockType; content: Content };

function BlockList({ ops, addForm }: { ops: BlockOperations; addForm?: string }) {
  const m = useMessages("blockEditor");
  const selectId = useId();
  const [type, setType] = useState<BlockType>("text");
  const [pending, setPending] = useState<Pending | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const add = (event: MouseEvent) => {
    // With JavaScript the form opens here; without it, the button submits `addForm` instead.
    event.preventDefault();
    setPending((current) => ({ key: (current?.key ?? 0) + 1, type, content: defaultBlockContent(type) }));
  };

  const closePending = () => {
    setPending(null);
    // Back to the control that opened the form, once it is enabled again.
    setTimeout(() => addButton.current?.focus(), 0);
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
            form={addForm}
            name={addForm && "tipo"}
            className="flex h-10 w-56 rounded-md border border-input bg-background px-3 py-2 text-sm ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            {BLOCK_TYPES.map((t) => (
              <option key={t} value={t}>
                {typeName(m, t)}
              </option>
            ))}
          </select>
        </div>
        <Button ref={addButton} type={addForm ? "submit" : "button"} form={addForm} onClick={add} disabled={ops.blocks === null || pending !== null}>
          <Plus aria-hidden />
          {m.add}
        </Button>
      </div>

      {ops.blocks === null ? (
        ops.loadError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/50 p-4 text-sm">
            <span className="font-medium text-destructive">{ops.loadError}</span>
            <Button type="button" variant="outline" size="sm" onClick={ops.retry}>
              {m.retry}
            </Button>
          </div>
        ) : (
          <p role="status" className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            {m.loading}
          </p>
        )
      ) : ops.blocks.length === 0 ? (
        !pending && <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">{m.empty}</p>
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
              editLabel={m.editLabel(typeName(m, block.type), index + 1)}
              onSave={(content, translations) => ops.save(block.id, content, translations)}
            />
          )}
        />
      )}

      {pending && (
        // Where the block will go once saved: at the end of the list (spec §4).
        <div className="rounded-lg border border-primary/40 bg-card p-4" data-new-block={pending.type}>
          <EditableBlock
            key={pending.key}
            id={`new-${pending.key}`}
            type={pending.type}
            content={pending.content}
            translations={ops.translatable ? {} : undefined}
            fresh
            onSave={async (content, translations) => {
              const stored = await ops.create(pending.type, content, translations);
              if (stored) closePending();
              return stored;
            }}
            onCancel={closePending}
          />
        </div>
      )}
    </div>
  );
}
