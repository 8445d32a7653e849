import "server-only";
import { adminRead } from "@/admin/action";
import { dayOf } from "@/analytics/record";
import { can } from "@/auth/permissions";
import { parsePage } from "@/admin/list-query";
import { UNREAD_BADGE_CAP } from "@/contact/admin-queries";
import { countFollowUp, type FollowUpCounts } from "./follow-up";
import { funnelByMonth, funnelByProject, funnelMonths, funnelPeriod, type FunnelMonth, type FunnelProjects } from "./funnel";
import { remindersEnabled } from "./reminders";

/** The lead list (src/app/admin/leads) filtered to the new leads. */
export const NEW_LEADS_HREF = "/admin/leads?etapa=nuevo";
/** ... and to the overdue next actions (`overdueLeads`, src/leads/follow-up.ts): a comercial's own, everyone's for an admin. */
export const overdueLeadsHref = (mine: boolean) => (mine ? "/admin/leads?vencidas=1&responsable=mine" : "/admin/leads?vencidas=1");

/** The sidebar's count stops where the inbox's does ("99+"). */
export const FOLLOW_UP_BADGE_CAP = UNREAD_BADGE_CAP;

export type FollowUp = FollowUpCounts & {
  /** true: the overdue actions are the person's own (a comercial); false: the whole team's (an admin). */
  mine: boolean;
  /** Whether the daily reminders can go out (SMTP configured). */
  reminders: boolean;
  /** Whether the person may open the settings to configure e-mail. */
  canConfigure: boolean;
};

/** An admin follows the whole team; anyone else their own actions. */
const assigneeOf = (user: { id: string; role: string | null }) => (user.role === "admin" ? null : user.id);

/** The dashboard's follow-up card; enquiry roles only. */
export async function loadFollowUp(now: Date = new Date()): Promise<FollowUp> {
  return adminRead("enquiries", async (db, user) => {
    const assignee = assigneeOf(user);
    const [counts, reminders] = await Promise.all([countFollowUp(db, dayOf(now), assignee), remindersEnabled(db)]);
    return { ...counts, mine: assignee !== null, reminders, canConfigure: can(user, "settings") };
  });
}

/** New leads plus the overdue actions (the person's, or all for an admin), up to FOLLOW_UP_BADGE_CAP. */
export async function countFollowUpForBadge(now: Date = new Date()): Promise<number> {
  return adminRead("enquiries", async (db, user) => {
    const counts = await countFollowUp(db, dayOf(now), assigneeOf(user), FOLLOW_UP_BADGE_CAP);
    return Math.min(FOLLOW_UP_BADGE_CAP, counts.newLeads + counts.overdue);
  });
}

type SearchParams = Record<string, string | string[] | undefined>;

/** The dashboard's funnel parameters: `embudo` (a month "yyyy-MM", else the last twelve) and `embudo-pagina`. */
export function parseFunnelParams(params: SearchParams, now: Date = new Date()): { period: string; page: number } {
  return { period: funnelPeriod(params.embudo, now), page: parsePage(params["embudo-pagina"]) };
}

export type Funnel = { months: FunnelMonth[]; projects: FunnelProjects; periods: string[] };

/** The funnel card: the twelve months and one page of projects for the chosen period; enquiry roles only. */
export async function loadFunnel(period: string, page: number, now: Date = new Date()): Promise<Funnel> {
  return adminRead("enquiries", async (db) => {
    const [months, projects] = await Promise.all([funnelByMonth(db, now), funnelByProject(db, period, page, now)]);
    return { months, projects, periods: funnelMonths(now).reverse() };
  });
}
