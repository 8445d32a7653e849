import { and, asc, count, desc, eq, gte, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import type { Db, Queryable } from "@/db/client";
import { contactMessages, rateLimits, siteSettings, SITE_SETTINGS_ID, user } from "@/db/schema";
import { can, roleOf } from "@/auth/permissions";
import { messagesFor } from "@/i18n/catalogue";
import { isLocale, type Locale } from "@/i18n/locales";
import { formatDate, formatDateTime } from "@/lib/dates";
import { fromMadridLocal, toMadridLocal } from "@/lib/madrid-time";
import { shiftDay } from "@/analytics/record";
import { leadFollowUpMessages } from "@/messages/lead-follow-up";
import { loadMailSettings, sendMail, type MailSettings, type OutgoingMail } from "@/platform/mail";
import { siteUrl } from "@/platform/site-url";

/**
 * The daily reminder: from 08:00 Madrid time each person who manages leads gets one e-mail with
 * the next actions assigned to them that are due (overdue or today) and the new leads that are
 * theirs or no one's, received since the previous reminder. The day is claimed per person with a
 * row in `rate_limits` before anything is sent, so several instances (or passes) send it once;
 * an instance that was down at 08:00 sends it when it comes back, the same day.
 */

/** Madrid wall-clock time from which a day's reminder is due. */
export const REMINDER_TIME = "08:00";
/** People considered per pass: the rest wait for the next pass. */
export const REMINDER_PEOPLE_PER_PASS = 200;
/** Entries per list in one e-mail; the rest are counted ("… and 12 more"). */
export const REMINDER_LIST_MAX = 50;
/** Failed sends of one person's reminder before that day's is given up. */
export const REMINDER_MAX_ATTEMPTS = 5;
/** How long a day's claim is kept: past the end of that day whatever the clock change, then swept. */
const CLAIM_KEPT_MS = 3 * 24 * 60 * 60 * 1000;
const CLOSED_STAGES = ["ganado", "perdido"] as const;

/** The Madrid day whose reminders are due at `now`, or null while it is before 08:00 in Madrid. */
export function reminderDayAt(now: Date): string | null {
  const { date, time } = toMadridLocal(now);
  return time >= REMINDER_TIME ? date : null;
}

/** New leads are listed from the previous day's reminder time on: nothing falls between two days. */
export function newLeadsSince(day: string): Date {
  // 08:00 is never skipped by a clock change, so the instant always exists.
  return fromMadridLocal(shiftDay(day, -1), REMINDER_TIME)!;
}

export const reminderClaimKey = (userId: string, day: string) => `lead-reminder:${userId}:${day}`;

export type ReminderItem = { id: string; name: string; subject: string; nextAction: string | null; nextActionOn: string | null; createdAt: Date };
export type ReminderList = { items: ReminderItem[]; total: number };
export type ReminderContent = { due: ReminderList; fresh: ReminderList };

const itemColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  subject: contactMessages.subject,
  nextAction: contactMessages.nextAction,
  nextActionOn: contactMessages.nextActionOn,
  createdAt: contactMessages.createdAt,
};

/** Open, visible leads assigned to the person whose next action is due on or before `day`. */
const dueFor = (userId: string, day: string) =>
  and(
    eq(contactMessages.assignedTo, userId),
    isNull(contactMessages.blockedAt),
    lte(contactMessages.nextActionOn, day),
    notInArray(contactMessages.stage, [...CLOSED_STAGES]),
  );

/** Visible leads still in 'nuevo', the person's or no one's, received since `since`. */
const freshFor = (userId: string, since: Date) =>
  and(
    eq(contactMessages.stage, "nuevo"),
    isNull(contactMessages.blockedAt),
    or(isNull(contactMessages.assignedTo), eq(contactMessages.assignedTo, userId)),
    gte(contactMessages.createdAt, since),
  );

/** What one person's reminder of `day` lists: each list capped, with its whole count. */
export async function reminderContent(db: Queryable, userId: string, day: string, limit = REMINDER_LIST_MAX): Promise<ReminderContent> {
  const since = newLeadsSince(day);
  const [dueItems, [dueCount], freshItems, [freshCount]] = await Promise.all([
    db.select(itemColumns).from(contactMessages).where(dueFor(userId, day)).orderBy(asc(contactMessages.nextActionOn), asc(contactMessages.id)).limit(limit),
    db.select({ n: count() }).from(contactMessages).where(dueFor(userId, day)),
    db.select(itemColumns).from(contactMessages).where(freshFor(userId, since)).orderBy(desc(contactMessages.createdAt)).limit(limit),
    db.select({ n: count() }).from(contactMessages).where(freshFor(userId, since)),
  ]);
  return { due: { items: dueItems, total: dueCount.n }, fresh: { items: freshItems, total: freshCount.n } };
}

// Control characters never reach a header or break a line of the text.
const oneLine = (value: string) => value.replace(/\p{Cc}+/gu, " ").trim();

/** The e-mail in the person's admin language: plain text, each lead with its absolute link. */
export function composeReminder(person: { email: string; name: string; locale: Locale }, day: string, content: ReminderContent): OutgoingMail {
  const m = messagesFor(leadFollowUpMessages, person.locale).reminder;
  const base = siteUrl();
  const link = (id: string) => `   ${base}/admin/leads/${id}`;
  const more = (list: ReminderList) => (list.total > list.items.length ? [m.more(list.total - list.items.length)] : []);
  const lines = [m.greeting(oneLine(person.name) || person.email), "", m.intro];
  if (content.due.total) {
    lines.push("", m.dueTitle(content.due.total));
    for (const item of content.due.items) {
      const when = item.nextActionOn && item.nextActionOn < day ? `${m.overdue} ${formatDate(item.nextActionOn)}` : m.today;
      lines.push(`- [${when}] ${oneLine(item.name)}: ${item.nextAction ? oneLine(item.nextAction) : m.noAction}`, `   ${oneLine(item.subject)}`, link(item.id));
    }
    lines.push(...more(content.due));
  }
  if (content.fresh.total) {
    lines.push("", m.newTitle(content.fresh.total));
    for (const item of content.fresh.items) lines.push(`- ${formatDateTime(item.createdAt)} ${oneLine(item.name)}: ${oneLine(item.subject)}`, link(item.id));
    lines.push(...more(content.fresh));
  }
  lines.push("", m.all, `${base}/admin/leads`, "", "--", m.why);
  return { to: person.email, subject: oneLine(m.subject(content.due.total, content.fresh.total)), text: lines.join("\n") };
}

export type ReminderDeps = {
  loadSettings?: (db: Db) => Promise<MailSettings | null>;
  send?: (settings: MailSettings, mail: OutgoingMail) => Promise<unknown>;
};

export type ReminderOutcome = { userId: string; status: "sent" | "nothing" | "failed" | "taken" };
export type ReminderPass = { status: "early" } | { status: "no-smtp" } | { status: "done"; day: string; outcomes: ReminderOutcome[] };

/**
 * Takes the person's day: a new row, or one whose earlier attempts failed (a negative count,
 * the failures so far). The upsert locks the row, so of two instances only one gets it.
 */
async function claimDay(db: Queryable, key: string, now: Date): Promise<boolean> {
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits as r (key, count, reset_at)
    values (${key}, 1, ${new Date(now.getTime() + CLAIM_KEPT_MS).toISOString()}::timestamptz)
    on conflict (key) do update set count = 1 - r.count
    where r.count < 0 and r.count > ${-REMINDER_MAX_ATTEMPTS}
    returning count`);
  return result.rows.length > 0;
}

/** A failed send gives the day back: a later pass tries again, up to REMINDER_MAX_ATTEMPTS times. */
async function releaseDay(db: Queryable, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`-${rateLimits.count}` })
    .where(and(eq(rateLimits.key, key), sql`${rateLimits.count} > 0`));
}

/**
 * Staff who may manage leads (admin, comercial) and have not had `day`'s reminder yet: first
 * those never tried, then by fewest failures. Banned accounts get nothing.
 */
async function peopleToRemind(db: Queryable, day: string) {
  const claim = sql`'lead-reminder:' || ${user.id} || ${`:${day}`}`;
  const rows = await db
    .select({ id: user.id, email: user.email, name: user.name, locale: user.locale, role: user.role })
    .from(user)
    .leftJoin(rateLimits, eq(rateLimits.key, claim))
    .where(
      and(
        sql`${user.banned} is not true`,
        or(sql`${user.role} like '%admin%'`, sql`${user.role} like '%comercial%'`),
        or(isNull(rateLimits.key), and(sql`${rateLimits.count} < 0`, sql`${rateLimits.count} > ${-REMINDER_MAX_ATTEMPTS}`)),
      ),
    )
    .orderBy(sql`coalesce(-${rateLimits.count}, 0)`, asc(user.id))
    .limit(REMINDER_PEOPLE_PER_PASS);
  return rows.filter((row) => can(roleOf(row.role), "enquiries"));
}

/**
 * One pass at `now`: nothing before 08:00 Madrid or without SMTP; otherwise each person not yet
 * reminded today is claimed, then mailed (or left alone when there is nothing to say). A failed
 * send ends the pass (the mail server is likely down) and gives that person's day back.
 */
export async function runLeadReminders(db: Db, now: Date = new Date(), deps: ReminderDeps = {}): Promise<ReminderPass> {
  const day = reminderDayAt(now);
  if (!day) return { status: "early" };
  // Once everyone has had the day's reminder a pass ends here, without reading the mail settings.
  const people = await peopleToRemind(db, day);
  if (!people.length) return { status: "done", day, outcomes: [] };
  const settings = await (deps.loadSettings ?? loadMailSettings)(db);
  if (!settings) return { status: "no-smtp" };
  const outcomes: ReminderOutcome[] = [];
  for (const person of people) {
    const key = reminderClaimKey(person.id, day);
    if (!(await claimDay(db, key, now))) {
      outcomes.push({ userId: person.id, status: "taken" });
      continue;
    }
    const content = await reminderContent(db, person.id, day);
    if (!content.due.total && !content.fresh.total) {
      outcomes.push({ userId: person.id, status: "nothing" });
      continue;
    }
    const locale = isLocale(person.locale) ? person.locale : "es";
    try {
      await (deps.send ?? sendMail)(settings, composeReminder({ ...person, locale }, day, content));
      outcomes.push({ userId: person.id, status: "sent" });
    } catch (err) {
      await releaseDay(db, key);
      console.warn(`[leads] reminder for user ${person.id} failed: ${err instanceof Error ? err.message : String(err)}`);
      outcomes.push({ userId: person.id, status: "failed" });
      break;
    }
  }
  return { status: "done", day, outcomes };
}

/** Whether reminders can go out: the same test as loadMailSettings (an SMTP host), without decrypting anything. */
export async function remindersEnabled(db: Queryable): Promise<boolean> {
  const [row] = await db.select({ host: siteSettings.smtpHost }).from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
  return Boolean(row?.host);
}
