"use client";
import { useState, type ReactNode } from "react";
import { clsx as cn } from "clsx";

type Props = {
  categories: { id: string; name: string }[];
  /** Category id of each card, in the order of `children`. */
  cardCategories: (string | null)[];
  children: ReactNode[];
  emptyState: ReactNode;
};

export const ALL_FILTER = "Todos";

/** Filter buttons over server-rendered cards: every card is in the HTML, the filter only hides. */
export function ProjectsFilter({ categories, cardCategories, children, emptyState }: Props) {
  const [active, setActive] = useState<string>(ALL_FILTER);
  const visible = cardCategories.map((c) => active === ALL_FILTER || c === active);
  const used = categories.filter((c) => cardCategories.includes(c.id));
  const options = [{ id: ALL_FILTER, name: ALL_FILTER }, ...used];
  return (
    <>
      <div className="mb-10 flex flex-wrap justify-center gap-2" role="group" aria-label="Filtrar por categoría">
        {options.map((o) => (
          <button
            key={o.id}
            type="button"
            aria-pressed={active === o.id}
            onClick={() => setActive(o.id)}
            className={cn(
              "rounded-full border px-4 py-2 text-sm font-medium transition-colors",
              active === o.id ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
            )}
          >
            {o.name}
          </button>
        ))}
      </div>
      {visible.some(Boolean) ? (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {children.map((child, i) => (
            <li key={i} hidden={!visible[i]}>
              {child}
            </li>
          ))}
        </ul>
      ) : (
        emptyState
      )}
    </>
  );
}
