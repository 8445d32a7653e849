"use client";
import Link from "next/link";
import { changeLeadStageFormAction } from "../actions";
import { boardStageField, leadHref, NAME_SLOT } from "../paths";

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

type Props = {
  columns: BoardColumnData[];
  /** Every stage as [value, label], once for all the cards' lists. */
  stages: [string, string][];
  /** "Mover «{name}» a": the label of each card's list, with the lead's name in its slot. */
  moveTo: string;
  move: string;
};

// The cards' styles are the column's, so each card carries its text and nothing else.
const cardList =
  "flex flex-col gap-2 [&>li]:flex [&>li]:flex-col [&>li]:gap-1 [&>li]:rounded-md [&>li]:border [&>li]:bg-card [&>li]:p-3 [&>li]:text-sm [&>li]:shadow-sm " +
  "[&_a]:font-semibold [&_a]:underline-offset-4 [&_a:hover]:underline [&_p]:text-xs [&_p]:text-muted-foreground [&_[data-overdue]]:font-semibold [&_[data-overdue]]:text-destructive " +
  "[&_li>div]:flex [&_li>div]:gap-1 [&_label]:min-w-0 [&_label]:flex-1 [&_select]:h-8 [&_select]:w-full [&_select]:rounded-md [&_select]:border [&_select]:border-input [&_select]:bg-background [&_select]:px-1 [&_select]:text-xs " +
  "[&_button]:h-8 [&_button]:rounded-md [&_button]:border [&_button]:border-input [&_button]:px-3 [&_button]:text-xs [&_button]:font-medium [&_button:hover]:bg-accent " +
  "[&_:focus-visible]:outline-none [&_:focus-visible]:ring-2 [&_:focus-visible]:ring-ring";

/**
 * The board's columns. Each column is one plain form posting the stage change: every card has
 * its stage list and a "Mover" button naming the card, so a move works without JavaScript and by
 * keyboard, and a card costs its words and a list, not a form of its own.
 */
export function BoardColumns({ columns, stages, moveTo, move }: Props) {
  const options = stages.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6">
      {columns.map((column) => (
        <section
          key={column.stage}
          aria-labelledby={`stage-${column.stage}`}
          data-stage={column.stage}
          className="flex flex-col gap-2 rounded-lg bg-muted/60 p-2"
        >
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
              <ul className={cardList}>
                {column.cards.map(([id, name, subject, facts, due, overdue, stage]) => (
                  <li key={id}>
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
                  </li>
                ))}
              </ul>
            </form>
          ) : null}
          {column.more ? (
            <Link href={column.more.href} className="px-1 text-sm font-medium underline underline-offset-4">
              {column.more.label}
            </Link>
          ) : null}
        </section>
      ))}
    </div>
  );
}
