"use client";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog.client";
import { KEYBOARD_SCROLL_BEHAVIOR, stepCoordinates } from "./keyboard";
import { useMessages } from "@/i18n/locale-context.client";
import { typeName } from "../admin/type-labels";

export type SortableItem = { id: string; type: string };

type Props<T extends SortableItem> = {
  items: T[];
  /** The new order, after a drop that moved something. */
  onReorder: (items: T[]) => void;
  onDelete: (item: T) => void;
  render: (item: T, index: number) => ReactNode;
  disabled?: boolean;
};

/** The block list: a drag handle (pointer or keyboard), type label and delete on each block. */
export function SortableBlocks<T extends SortableItem>({ items, onReorder, onDelete, render, disabled }: Props<T>) {
  const m = useMessages("blockEditor");
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stepCoordinates, scrollBehavior: KEYBOARD_SCROLL_BEHAVIOR }),
  );
  const position = (id: UniqueIdentifier) => items.findIndex((i) => i.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => m.dnd.start(position(active.id)),
    onDragOver: ({ active, over }) => (over ? m.dnd.over(position(active.id), position(over.id)) : m.dnd.outside(position(active.id))),
    onDragEnd: ({ active, over }) => (over ? m.dnd.end(position(active.id), position(over.id)) : m.dnd.endOutside(position(active.id))),
    onDragCancel: ({ active }) => m.dnd.cancel(position(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    if (from >= 0 && to >= 0) onReorder(arrayMove(items, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      autoScroll={{ threshold: { x: 0.2, y: 0.2 } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: m.dnd.instructions } }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol aria-label={m.listLabel} className="space-y-4">
          {items.map((item, index) => (
            <SortableRow key={item.id} item={item} index={index} onDelete={onDelete}>
              {render(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow<T extends SortableItem>({
  item,
  index,
  onDelete,
  children,
}: {
  item: T;
  index: number;
  onDelete: (item: T) => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const m = useMessages("blockEditor");
  const label = typeName(m, item.type);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-block-id={item.id}
      data-block-type={item.type}
      className={cn("rounded-lg border bg-card", isDragging && "relative z-10 opacity-80 shadow-lg")}
    >
      <div className="flex items-center gap-2 border-b bg-muted/40 px-2 py-1.5">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={m.dragHandle(label, index + 1)}
          className="inline-flex size-8 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
        <Badge variant="secondary">{label}</Badge>
        <ConfirmDialog
          title={m.confirmDelete}
          confirmLabel={m.deleteConfirm}
          cancelLabel={m.cancel}
          onConfirm={() => onDelete(item)}
          trigger={
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="ml-auto size-8 text-muted-foreground hover:text-destructive"
              aria-label={m.deleteLabel(label, index + 1)}
            >
              <Trash2 aria-hidden />
            </Button>
          }
        />
      </div>
      <div className="p-4">{children}</div>
    </li>
  );
}
