"use client";
import {
  closestCenter,
  defaultKeyboardCoordinateGetter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
} from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { PublicLocale } from "@/i18n/locales";
import type { AdminAboutImage } from "../admin-queries";
import { useMessages } from "@/i18n/locale-context.client";
import { AboutImageRow, type RowChange } from "./about-image-row.client";

/**
 * DESIGN §2: keyboard step 25 px (dnd-kit's default getter moves 25 px per arrow press) and
 * auto-scroll when the dragged row comes within 20 % of the scrolling container's edge.
 */
const KEYBOARD_OPTIONS = { coordinateGetter: defaultKeyboardCoordinateGetter };
const AUTO_SCROLL = { threshold: { x: 0, y: 0.2 } };
/** Rows only move up and down (what @dnd-kit/modifiers' restrictToVerticalAxis does, without the package). */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
// A click on the handle is not a drag: it starts after 5 px of movement.
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };

type Props = {
  items: AdminAboutImage[];
  language: PublicLocale;
  busyId: string | null;
  /** The dragged item moved to the target's place: the new order of every id. */
  onReorder: (from: number, to: number) => void;
  onChange: (image: AdminAboutImage, change: RowChange) => Promise<boolean>;
  onDelete: (image: AdminAboutImage) => Promise<void>;
};

/** The draggable gallery list (pointer and keyboard), announced to screen readers in the person's language. */
export function AboutSortableList({ items, language, busyId, onReorder, onChange, onDelete }: Props) {
  const m = useMessages("about");
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
  const altOf = (id: unknown) => {
    const item = items.find((i) => i.id === id);
    return item?.altText || m.slide(items.findIndex((i) => i.id === id) + 1, items.length);
  };
  const positionOf = (id: unknown) => items.findIndex((i) => i.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => m.picked(altOf(active.id)),
    onDragOver: ({ active, over }) => (over ? m.movedOver(altOf(active.id), positionOf(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? m.dropped(altOf(active.id), positionOf(over.id)) : m.cancelled(altOf(active.id))),
    onDragCancel: ({ active }) => m.cancelled(altOf(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    if (from >= 0 && to >= 0) onReorder(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      autoScroll={AUTO_SCROLL}
      accessibility={{ announcements, screenReaderInstructions: { draggable: m.dragInstructions } }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={m.listLabel} className="flex flex-col gap-2">
          {items.map((image) => (
            <AboutImageRow
              key={image.id}
              image={image}
              language={language}
              busy={busyId === image.id}
              onChange={(change) => onChange(image, change)}
              onDelete={() => onDelete(image)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
