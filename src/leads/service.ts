import "server-only";
import { and, count, desc, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { foldedTextMatches, readPage, type Page } from "@/admin/list-query";
import { can, roleOf } from "@/auth/permissions";
import type { Queryable, Tx } from "@/db/client";
import { contactMessages, leadEvents, LEAD_STAGES, projects, user, type LeadStage } from "@/db/schema";
import { t } from "@/i18n/current";
import { fromMadridLocal, toMadridLocal } from "@/lib/madrid-time";
import { Refusal } from "@/lib/refusal";
import { leadAdminMessages } from "./admin/messages";
import type { LeadFilters } from "./filters";
import { overdueLeads } from "./follow-up";
import { stageChange } from "./stages";
import type { ManualLeadInput } from "./validation";

/**
 * The sales pipeline over `contact_messages` (every enquiry is a lead) and its timeline
 * (`lead_events`). Every write locks the lead's row, changes it, bumps `last_activity_at` (the
 * retention period counts from there) and records the event, in the caller's transaction: two
 * people moving the same card at once are serialised by the lock, and each move is recorded with
 * the stage it really left. A blocked lead (retention) is invisible here: its id is "not found".
 */

export const LEADS_PAGE_SIZE = 50;
export const BOARD_COLUMN_SIZE = 20;
export const TIMELINE_PAGE_SIZE = 50;

export class LeadNotFoundError extends Refusal {
  constructor() {
    super(t(leadAdminMessages).notFound, "invalid", "id");
  }
}

const visible = isNull(contactMessages.blockedAt);
/** Most recently active first, ties by id: the order of the activity indexes (migration 0023). */
const byActivity = [sql`${contactMessages.lastActivityAt} desc nulls last`, desc(contactMessages.id)];

type Locked = {
  id: string;
  stage: LeadStage;
  assignedTo: string | null;
  estimatedValue: number | null;
  nextAction: string | null;
  nextActionOn: string | null;
};

/** The visible lead's row, locked until the transaction ends; refused when missing or blocked. */
async function lockLead(tx: Tx, id: string): Promise<Locked> {
  const [row] = await tx
    .select({
      id: contactMessages.id,
      stage: contactMessages.stage,
      assignedTo: contactMessages.assignedTo,
      estimatedValue: contactMessages.estimatedValue,
      nextAction: contactMessages.nextAction,
      nextActionOn: contactMessages.nextActionOn,
    })
    .from(contactMessages)
    .where(and(eq(contactMessages.id, id), visible))
    .for("update");
  if (!row) throw new LeadNotFoundError();
  return row;
}

type Event = Omit<typeof leadEvents.$inferInsert, "id" | "messageId" | "at">;

/** The change itself, the activity time and the timeline entry. */
async function write(tx: Tx, id: string, changes: Partial<typeof contactMessages.$inferInsert>, event: Event): Promise<void> {
  await tx
    .update(contactMessages)
    .set({ ...changes, lastActivityAt: sql`now()` })
    .where(eq(contactMessages.id, id));
  await tx.insert(leadEvents).values({ ...event, messageId: id });
}

export type StageChange = { id: string; from: LeadStage; to: LeadStage; changed: boolean };

/** Moves a lead; 'perdido' needs a reason. The same stage again changes nothing and records nothing. */
export async function changeStage(tx: Tx, id: string, to: LeadStage, lostReason: string | null, actorId: string): Promise<StageChange> {
  const lead = await lockLead(tx, id);
  if (lead.stage === to) return { id, from: lead.stage, to, changed: false };
  if (to === "perdido" && !lostReason?.trim()) throw new Refusal(t(leadAdminMessages).lostReasonRequired, "invalid", "lostReason");
  const reason = to === "perdido" ? lostReason!.trim() : null;
  await write(tx, id, stageChange(to, reason, new Date()), { kind: "stage", actorId, fromStage: lead.stage, toStage: to, body: reason });
  return { id, from: lead.stage, to, changed: true };
}

/** Whether `userId` is an account whose role may work on enquiries (admin, comercial). */
async function mayTakeLeads(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  return !!row && can(roleOf(row.role), "enquiries");
}

async function checkAssignee(db: Queryable, userId: string | null, field: string): Promise<void> {
  if (userId && !(await mayTakeLeads(db, userId))) throw new Refusal(t(leadAdminMessages).assigneeNotAllowed, "invalid", field);
}

/** Gives the lead to someone who may work on enquiries, or to nobody. */
export async function assign(tx: Tx, id: string, userId: string | null, actorId: string): Promise<{ id: string; to: string | null; changed: boolean }> {
  const lead = await lockLead(tx, id);
  await checkAssignee(tx, userId, "userId");
  if (lead.assignedTo === userId) return { id, to: userId, changed: false };
  await write(tx, id, { assignedTo: userId }, { kind: "assigned", actorId, details: { from: lead.assignedTo, to: userId } });
  return { id, to: userId, changed: true };
}

export async function setNextAction(
  tx: Tx,
  id: string,
  text: string | null,
  day: string | null,
  actorId: string,
): Promise<{ id: string; day: string | null; changed: boolean }> {
  const lead = await lockLead(tx, id);
  if (lead.nextAction === text && lead.nextActionOn === day) return { id, day, changed: false };
  await write(tx, id, { nextAction: text, nextActionOn: day }, { kind: "next-action", actorId, body: text, details: { day } });
  return { id, day, changed: true };
}

export async function setValue(tx: Tx, id: string, value: number | null, actorId: string): Promise<{ id: string; value: number | null; changed: boolean }> {
  const lead = await lockLead(tx, id);
  if (lead.estimatedValue === value) return { id, value, changed: false };
  await write(tx, id, { estimatedValue: value }, { kind: "value", actorId, details: { from: lead.estimatedValue, to: value } });
  return { id, value, changed: true };
}

export async function addNote(tx: Tx, id: string, text: string, actorId: string): Promise<{ id: string }> {
  await lockLead(tx, id);
  await write(tx, id, {}, { kind: "note", actorId, body: text });
  return { id };
}

/**
 * A lead typed in by staff (a call, a WhatsApp chat): already read, never mailed to the office,
 * with no data-protection notice of the web form (the caller was informed by whoever took the call).
 */
export async function createManualLead(tx: Tx, input: ManualLeadInput, actorId: string): Promise<{ id: string; source: string; stage: LeadStage }> {
  await checkAssignee(tx, input.assignee, "assignee");
  const now = new Date();
  const [{ id }] = await tx
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message ?? "",
      status: "read",
      notificationStatus: "skipped",
      source: input.source,
      stage: input.stage,
      wonAt: input.stage === "ganado" ? now : null,
      estimatedValue: input.value,
      assignedTo: input.assignee,
      nextAction: input.nextAction,
      nextActionOn: input.nextActionOn,
      createdBy: actorId,
    })
    .returning({ id: contactMessages.id });
  await tx.insert(leadEvents).values({ messageId: id, kind: "created", actorId, toStage: input.stage, details: { source: input.source } });
  return { id, source: input.source, stage: input.stage };
}

/* ------------------------------------------------------------------ reads */

/** The calendar day after a yyyy-mm-dd one. */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The filters as SQL (the stage left to the caller when `withStage` is false: the board's columns). */
export function leadsWhere(filters: LeadFilters, viewerId: string, withStage = true): SQL {
  const conditions: (SQL | undefined)[] = [visible];
  if (withStage && filters.stage) conditions.push(eq(contactMessages.stage, filters.stage));
  if (filters.source) conditions.push(eq(contactMessages.source, filters.source));
  if (filters.assignee === "none") conditions.push(isNull(contactMessages.assignedTo));
  else if (filters.assignee) conditions.push(eq(contactMessages.assignedTo, filters.assignee === "mine" ? viewerId : filters.assignee));
  // Madrid days: from its first instant to the next day's.
  const from = filters.from ? fromMadridLocal(filters.from, "00:00") : null;
  if (from) conditions.push(gte(contactMessages.createdAt, from));
  const to = filters.to ? fromMadridLocal(nextDay(filters.to), "00:00") : null;
  if (to) conditions.push(lt(contactMessages.createdAt, to));
  conditions.push(foldedTextMatches(contactMessages.adminSearch, filters.q));
  // The dashboard's count and this list read one condition; whose actions is the assignee filter's.
  if (filters.overdue) conditions.push(overdueLeads(toMadridLocal(new Date()).date, null));
  return and(...conditions)!;
}

const assignee = alias(user, "assignee");

/** What a row of the list and a card of the board show: nothing of the message itself. */
const cardColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  subject: contactMessages.subject,
  stage: contactMessages.stage,
  source: contactMessages.source,
  estimatedValue: contactMessages.estimatedValue,
  nextAction: contactMessages.nextAction,
  nextActionOn: contactMessages.nextActionOn,
  lastActivityAt: contactMessages.lastActivityAt,
  createdAt: contactMessages.createdAt,
  assigneeName: assignee.name,
};

export type LeadCard = {
  id: string;
  name: string;
  subject: string;
  stage: LeadStage;
  source: string;
  estimatedValue: number | null;
  nextAction: string | null;
  nextActionOn: string | null;
  lastActivityAt: Date;
  createdAt: Date;
  assigneeName: string | null;
};

/** One page of the list's statement (its test reads the plan). */
export function leadListQuery(db: Queryable, filters: LeadFilters, viewerId: string, limit: number, offset: number) {
  return db
    .select(cardColumns)
    .from(contactMessages)
    .leftJoin(assignee, eq(assignee.id, contactMessages.assignedTo))
    .where(leadsWhere(filters, viewerId))
    .orderBy(...byActivity)
    .limit(limit)
    .offset(offset);
}

/** The list: most recently active first, 50 a page, counted exactly (the count reads the partial indexes). */
export function listLeads(db: Queryable, filters: LeadFilters, page: number, viewerId: string): Promise<Page<LeadCard>> {
  return readPage(
    page,
    LEADS_PAGE_SIZE,
    async () => (await db.select({ n: count() }).from(contactMessages).where(leadsWhere(filters, viewerId)))[0].n,
    (limit, offset) => leadListQuery(db, filters, viewerId, limit, offset),
  );
}

/** A column of the board: the stage's first cards (its test reads the plan). */
export function boardColumnQuery(db: Queryable, stage: LeadStage, filters: LeadFilters, viewerId: string, limit = BOARD_COLUMN_SIZE) {
  return leadListQuery(db, { ...filters, stage }, viewerId, limit, 0);
}

export type Board = { stage: LeadStage; count: number; cards: LeadCard[] }[];

/** Every stage's first cards and its count (one grouped COUNT), whatever the filters' stage says. */
export async function board(db: Queryable, filters: LeadFilters, viewerId: string, perColumn = BOARD_COLUMN_SIZE): Promise<Board> {
  const counted = await db
    .select({ stage: contactMessages.stage, n: count() })
    .from(contactMessages)
    .where(leadsWhere(filters, viewerId, false))
    .groupBy(contactMessages.stage);
  const counts = new Map(counted.map((row) => [row.stage, row.n]));
  const columns: Board = [];
  for (const stage of LEAD_STAGES) {
    const n = counts.get(stage) ?? 0;
    columns.push({ stage, count: n, cards: n === 0 ? [] : await boardColumnQuery(db, stage, filters, viewerId, perColumn) });
  }
  return columns;
}

export type TimelineEvent = {
  id: number;
  at: Date;
  kind: string;
  actorName: string | null;
  fromStage: LeadStage | null;
  toStage: LeadStage | null;
  body: string | null;
  details: Record<string, unknown> | null;
  /** For an assignment: the name of the account it went to. */
  assigneeName: string | null;
};

export type LeadDetail = {
  lead: typeof contactMessages.$inferSelect & { assigneeName: string | null; createdByName: string | null; projectTitle: string | null };
  timeline: Page<TimelineEvent>;
};

const creator = alias(user, "creator");
const actor = alias(user, "actor");
const assignedTo = alias(user, "assigned_to_user");

/** The lead page: the lead, who has it, and a page of its timeline (newest first); null when missing or blocked. */
export async function leadDetail(db: Queryable, id: string, timelinePage: number): Promise<LeadDetail | null> {
  const [row] = await db
    .select({ lead: contactMessages, assigneeName: assignee.name, createdByName: creator.name, projectTitle: projects.title })
    .from(contactMessages)
    .leftJoin(assignee, eq(assignee.id, contactMessages.assignedTo))
    .leftJoin(creator, eq(creator.id, contactMessages.createdBy))
    .leftJoin(projects, eq(projects.id, contactMessages.projectId))
    .where(and(eq(contactMessages.id, id), visible));
  if (!row) return null;
  const timeline = await readPage(
    timelinePage,
    TIMELINE_PAGE_SIZE,
    async () => (await db.select({ n: count() }).from(leadEvents).where(eq(leadEvents.messageId, id)))[0].n,
    (limit, offset) =>
      db
        .select({
          id: leadEvents.id,
          at: leadEvents.at,
          kind: leadEvents.kind,
          actorName: actor.name,
          fromStage: leadEvents.fromStage,
          toStage: leadEvents.toStage,
          body: leadEvents.body,
          details: leadEvents.details,
          assigneeName: assignedTo.name,
        })
        .from(leadEvents)
        .leftJoin(actor, eq(actor.id, leadEvents.actorId))
        .leftJoin(assignedTo, and(eq(leadEvents.kind, "assigned"), eq(assignedTo.id, sql`${leadEvents.details}->>'to'`)))
        .where(eq(leadEvents.messageId, id))
        .orderBy(sql`${leadEvents.at} desc nulls last`, desc(leadEvents.id))
        .limit(limit)
        .offset(offset),
  );
  return { lead: { ...row.lead, assigneeName: row.assigneeName, createdByName: row.createdByName, projectTitle: row.projectTitle }, timeline };
}

export type StaffOption = { id: string; name: string; email: string };

/**
 * The people a lead may be given to: accounts whose role reaches enquiries. The role column holds
 * a list (better-auth), so the SQL narrows and roleOf decides, as every other check does.
 */
export async function leadAssignees(db: Queryable): Promise<StaffOption[]> {
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(sql`${user.role} like '%admin%' or ${user.role} like '%comercial%'`)
    .orderBy(user.name, user.email)
    .limit(500);
  return rows.filter((r) => can(roleOf(r.role), "enquiries")).map(({ id, name, email }) => ({ id, name, email }));
}
