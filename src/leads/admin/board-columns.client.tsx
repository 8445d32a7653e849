"use client";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { GripVertical } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useSyncExternalStore, useTransition, type ReactNode } from "react";
import { toast } from "sonner";
import { callAction } from "@/ui/call-action";
import { changeLeadStageAction, changeLeadStageFormAction } from "../actions";
import { boardStageField, leadHref, NAME_SLOT, STAGE_SLOT } from "../paths";

/**
 * A card as the browser receives it, already in words: id, name, subject, value and assignee
 * ("12.000 € · Carla"), the next action's day (empty: none) and whether it is overdue, its stage.
 * Tuples, because the page carries 120 of them twice (in its HTML and in React's payload).
 */
export type BoardCardData = [id: string, name: string, subject: string, facts: string, due: string, overdue: boolean, stage: string];

export type BoardColumnData = {
  stage: string;
  title: string;
  /** "8.333 oportunidades". */
  count: string;
  /** "Ver 8.313 más", to the list on this stage; null when every card shows. */
  more: { href: string; label: string } | null;
  empty: string | null;
  cards: BoardCardData[];
};

/** The drag and drop's words, each a template with the lead's name (and the stage's) in its slot. */
export type DragWords = { handle: string; instructions: string; picked: string; over: string; dropped: string; cancelled: string; failed: string };

type Props = {
  columns: BoardColumnData[];
  /** The board's filters as address parameters: each column's form posts them, so a move without JavaScript comes back to the same board. */
  filters: [string, string][];
  drag: DragWords;
  /** Every stage as [value, label], once for all the cards' lists. */
  stages: [string, string][];
  /** "Mover «{name}» a": the label of each card's list, with the lead's name in its slot. */
  moveTo: string;
  move: string;
};

// The cards' styles are the column's, so each card carries its text and nothing else.
const cardList =
  "flex flex-col gap-2 [&>li]:flex [&>li]:flex-col [&>li]:gap-1 [&>li]:rounded-md [&>li]:border [&>li]:bg-card [&>li]:p-3 [&>li]:text-sm [&>li]:shadow-sm " +
  "[&>li>a]:pr-6 [&_a]:font-semibold [&_a]:underline-offset-4 [&_a:hover]:underline [&_p]:text-xs [&_p]:text-muted-foreground [&_[data-overdue]]:font-semibold [&_[data-overdue]]:text-destructive " +
  "[&>li]:relative [&>li[data-dragging]]:z-10 [&>li[data-dragging]]:opacity-90 [&>li[data-dragging]]:shadow-lg [&_li>div]:flex [&_li>div]:gap-1 [&_label]:min-w-0 [&_label]:flex-1 [&_select]:h-8 [&_select]:w-full [&_select]:rounded-md [&_select]:border [&_select]:border-input [&_select]:bg-background [&_select]:px-1 [&_select]:text-xs " +
  "[&_[type=submit]]:h-8 [&_[type=submit]]:rounded-md [&_[type=submit]]:border [&_[type=submit]]:border-input [&_[type=submit]]:px-3 [&_[type=submit]]:text-xs [&_[type=submit]]:font-medium [&_[type=submit]:hover]:bg-accent " +
  "[&_:focus-visible]:outline-none [&_:focus-visible]:ring-2 [&_:focus-visible]:ring-ring";

const fill = (template: string, name: string, stage = "") => template.replace(NAME_SLOT, name).replace(STAGE_SLOT, stage);
const noSubscription = () => () => {};
// A click on the handle is not a drag: it starts after 5 px of movement.
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };

/**
 * The board's columns. Each column is one plain form posting the stage change: every card has
 * its stage list and a "Mover" button naming the card, so a move works without JavaScript and by
 * keyboard, and a card costs its words and a list, not a form of its own. Once the script runs,
 * each card also gets a handle to drag it to another column (pointer, or keyboard: space, an
 * arrow per column, space), announced in the person's language.
 */
export function BoardColumns({ columns, filters, stages, moveTo, move, drag }: Props) {
  const router = useRouter();
  // Handles only once the script runs: without it they could do nothing, and they weigh nothing in the HTML.
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [pending, startTransition] = useTransition();
  const order = useMemo(() => stages.map(([value]) => value), [stages]);
  const titles = useMemo(() => new Map(stages), [stages]);
  const cards = useMemo(() => new Map(columns.flatMap((c) => c.cards.map((card) => [card[0], card] as const))), [columns]);
  const nameOf = (id: unknown) => cards.get(String(id))?.[1] ?? "";
  const titleOf = (id: unknown) => titles.get(String(id)) ?? "";

  // An arrow press moves the card to the next or previous column, whatever the layout.
  const columnSteps = useMemo<KeyboardCoordinateGetter>(
    () =>
      (event, { active, context: { droppableRects, over, collisionRect } }) => {
        const step = event.code === "ArrowRight" || event.code === "ArrowDown" ? 1 : event.code === "ArrowLeft" || event.code === "ArrowUp" ? -1 : 0;
        if (!step) return undefined;
        event.preventDefault();
        const current = over ? String(over.id) : (cards.get(String(active))?.[6] ?? order[0]);
        const next = order[Math.min(order.length - 1, Math.max(0, order.indexOf(current) + step))];
        const rect = droppableRects.get(next);
        if (!rect || !collisionRect) return undefined;
        return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + 40 };
      },
    [cards, order],
  );
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, { coordinateGetter: columnSteps }));

  const announcements: Announcements = {
    onDragStart: ({ active }) => fill(drag.picked, nameOf(active.id)),
    onDragOver: ({ active, over }) => (over ? fill(drag.over, nameOf(active.id), titleOf(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? fill(drag.dropped, nameOf(active.id), titleOf(over.id)) : fill(drag.cancelled, nameOf(active.id))),
    onDragCancel: ({ active }) => fill(drag.cancelled, nameOf(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = String(active.id);
    const to = over ? String(over.id) : null;
    if (!to || to === cards.get(id)?.[6]) return;
    // A lost lead needs its reason: the lead's page asks for it.
    if (to === "perdido") return router.push(`${leadHref(id)}?fallo=reason&etapa=perdido#stage`);
    startTransition(async () => {
      const result = await callAction(() => changeLeadStageAction({ id, stage: to }), drag.failed);
      if (!result) return;
      if (!result.ok) toast.error(drag.failed, { description: result.error !== drag.failed ? result.error : undefined });
      router.refresh();
    });
  };

  const options = stages.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      accessibility={{ announcements, screenReaderInstructions: { draggable: drag.instructions } }}
      onDragEnd={onDragEnd}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6" aria-busy={pending || undefined}>
        {columns.map((column) => (
          <Column key={column.stage} stage={column.stage}>
            <h2 id={`stage-${column.stage}`} className="flex items-baseline justify-between gap-2 px-1 text-sm font-semibold">
              {column.title}
              <span className="text-xs font-normal tabular-nums text-muted-foreground" data-testid="column-count">
                {column.count}
              </span>
            </h2>
            {column.empty ? <p className="px-1 py-2 text-xs text-muted-foreground">{column.empty}</p> : null}
            {column.cards.length > 0 ? (
              <form method="post" action={changeLeadStageFormAction}>
                <input type="hidden" name="back" value="board" />
                {filters.map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <ul className={cardList}>
                  {column.cards.map(([id, name, subject, facts, due, overdue, stage]) => {
                    const body = (
                      <>
                        <Link href={leadHref(id)} prefetch={false}>
                          {name}
                        </Link>
                        <p>{subject}</p>
                        <p>{facts}</p>
                        {due ? <p data-overdue={overdue || undefined}>{due}</p> : null}
                        <div>
                          <label>
                            <span className="sr-only">{moveTo.replace(NAME_SLOT, name)}</span>
                            <select name={boardStageField(id)} defaultValue={stage}>
                              {options}
                            </select>
                          </label>
                          <button type="submit" name="id" value={id}>
                            {move}
                          </button>
                        </div>
                      </>
                    );
                    return live ? (
                      <DraggableCard key={id} id={id} label={fill(drag.handle, name)}>
                        {body}
                      </DraggableCard>
                    ) : (
                      <li key={id}>{body}</li>
                    );
                  })}
                </ul>
              </form>
            ) : null}
            {column.more ? (
              <Link href={column.more.href} className="px-1 text-sm font-medium underline underline-offset-4">
                {column.more.label}
              </Link>
            ) : null}
          </Column>
        ))}
      </div>
    </DndContext>
  );
}

function Column({ stage, children }: { stage: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={`stage-${stage}`}
      data-stage={stage}
      data-over={isOver || undefined}
      className="flex flex-col gap-2 rounded-lg bg-muted/60 p-2 data-[over]:ring-2 data-[over]:ring-primary"
    >
      {children}
    </section>
  );
}

function DraggableCard({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({ id });
  return (
    <li
      ref={setNodeRef}
      data-dragging={isDragging || undefined}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={label}
        title={label}
        className="absolute right-1 top-1 cursor-grab touch-none rounded p-1 text-muted-foreground hover:bg-accent"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      {children}
    </li>
  );
}
