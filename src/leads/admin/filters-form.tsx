import Link from "next/link";
import { LEAD_SOURCES, LEAD_STAGES } from "@/db/schema";
import { Button, buttonVariants } from "@/ui/button";
import { Input } from "@/ui/input";
import type { LeadFilters } from "../filters";
import type { StaffOption } from "../service";
import type { LeadAdminMessages } from "./messages";
import { labelClass, selectClass } from "./styles";

type Props = {
  m: LeadAdminMessages;
  /** The list or the board: where the form sends its GET. */
  action: string;
  filters: LeadFilters;
  assignees: StaffOption[];
  /** The board shows every stage: no stage filter there. */
  withStage?: boolean;
};

/** The filters as a GET form: the address holds them, so they work without JavaScript and can be shared. */
export function LeadFiltersForm({ m, action, filters, assignees, withStage = true }: Props) {
  const known = filters.assignee === null || filters.assignee === "mine" || filters.assignee === "none" || assignees.some((a) => a.id === filters.assignee);
  return (
    <form method="get" action={action} role="search" aria-label={m.filters} className="flex flex-wrap items-end gap-3 rounded-lg border bg-card p-3">
      {withStage ? (
        <div className="flex flex-col gap-1">
          <label htmlFor="filter-stage" className={labelClass}>
            {m.stage}
          </label>
          <select id="filter-stage" name="etapa" defaultValue={filters.stage ?? ""} className={selectClass}>
            <option value="">{m.allStages}</option>
            {LEAD_STAGES.map((s) => (
              <option key={s} value={s}>
                {m.stages[s]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-source" className={labelClass}>
          {m.source}
        </label>
        <select id="filter-source" name="origen" defaultValue={filters.source ?? ""} className={selectClass}>
          <option value="">{m.allSources}</option>
          {LEAD_SOURCES.map((s) => (
            <option key={s} value={s}>
              {m.sources[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-assignee" className={labelClass}>
          {m.assignee}
        </label>
        <select id="filter-assignee" name="responsable" defaultValue={known ? (filters.assignee ?? "") : ""} className={selectClass}>
          <option value="">{m.anyone}</option>
          <option value="mine">{m.mine}</option>
          <option value="none">{m.unassigned}</option>
          {assignees.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name || a.email}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-from" className={labelClass}>
          {m.from}
        </label>
        <Input id="filter-from" type="date" name="desde" defaultValue={filters.from ?? ""} className="h-9 w-40" />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-to" className={labelClass}>
          {m.to}
        </label>
        <Input id="filter-to" type="date" name="hasta" defaultValue={filters.to ?? ""} className="h-9 w-40" />
      </div>
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <label htmlFor="filter-q" className={labelClass}>
          {m.search}
        </label>
        <Input id="filter-q" type="search" name="q" defaultValue={filters.q} placeholder={m.searchHint} maxLength={100} className="h-9" />
      </div>
      <label className="flex h-9 items-center gap-2 text-sm">
        <input type="checkbox" name="vencidas" value="1" defaultChecked={filters.overdue} className="size-4" />
        {m.overdueOnly}
      </label>
      <div className="flex gap-2">
        <Button type="submit" size="sm" className="h-9">
          {m.apply}
        </Button>
        <Link href={action} className={buttonVariants({ variant: "ghost", size: "sm", className: "h-9" })}>
          {m.clear}
        </Link>
      </div>
    </form>
  );
}
