import { firstParam, parsePage, parseQuery, type SearchParams } from "@/admin/list-query";
import type { LeadSource, LeadStage } from "@/db/schema";
import { isLeadSource, isLeadStage } from "./stages";

/**
 * The list's and the board's filters, read from the address (`?etapa=…&origen=…`): a GET form sets
 * them, so they work without JavaScript, survive a reload and can be linked to ("ver más").
 */
export type LeadFilters = {
  stage: LeadStage | null;
  source: LeadSource | null;
  /** "mine": the viewer's; "none": nobody's; else an account id. */
  assignee: string | null;
  /** Madrid days (yyyy-mm-dd) on the day the lead arrived, both included. */
  from: string | null;
  to: string | null;
  q: string;
  /** Only open leads whose next action's day has passed (`?vencidas=1`: the dashboard's overdue link). */
  overdue: boolean;
};

export const NO_FILTERS: LeadFilters = { stage: null, source: null, assignee: null, from: null, to: null, q: "", overdue: false };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACCOUNT = /^[A-Za-z0-9_-]{1,100}$/;

export function parseLeadFilters(params: SearchParams): LeadFilters {
  const stage = firstParam(params.etapa);
  const source = firstParam(params.origen);
  const assignee = firstParam(params.responsable);
  const from = firstParam(params.desde);
  const to = firstParam(params.hasta);
  return {
    stage: isLeadStage(stage) ? stage : null,
    source: isLeadSource(source) ? source : null,
    assignee: assignee && ACCOUNT.test(assignee) ? assignee : null,
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
    q: parseQuery(params.q),
    overdue: firstParam(params.vencidas) === "1",
  };
}

export const parseLeadPage = (params: SearchParams) => parsePage(params.page);

/** Whether any filter is set (an empty list then says so, not that the pipeline is empty). */
export const hasFilters = (filters: LeadFilters): boolean => Object.values(filterParams(filters)).some((value) => value !== undefined);

/** The board's filters (every one but the stage), which its forms post back so a move keeps them. */
export const BOARD_FILTER_PARAMS = ["origen", "responsable", "desde", "hasta", "q", "vencidas"] as const;

/** The filters as address parameters (empty ones left out by `listHref`). */
export function filterParams(filters: LeadFilters): Record<string, string | undefined> {
  return {
    etapa: filters.stage ?? undefined,
    origen: filters.source ?? undefined,
    responsable: filters.assignee ?? undefined,
    desde: filters.from ?? undefined,
    hasta: filters.to ?? undefined,
    q: filters.q || undefined,
    vencidas: filters.overdue ? "1" : undefined,
  };
}
