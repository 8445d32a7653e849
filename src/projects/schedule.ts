import { formatDate } from "@/lib/dates";
import { fromMadridLocal, toMadridLocal } from "@/lib/madrid-time";
import { parseDisplayDate } from "./admin/dates";

/**
 * A project's scheduled publication and withdrawal: what the form holds (a Madrid date as
 * dd/MM/yyyy and a time as HH:mm, both blank for none), the instant it names, and the rules a
 * schedule must keep. Shared by the form (browser), the actions and the service (server).
 */

/** One schedule field as the form's two inputs hold it. */
export type ScheduleInput = { date: string; time: string };

export const noSchedule: ScheduleInput = { date: "", time: "" };

/** "9:05" → "09:05"; null when it is not a time of day. */
function normalTime(text: string): string | null {
  const match = /^(\d{1,2})[:.h](\d{2})$/.exec(text.trim());
  if (!match) return null;
  const time = `${match[1].padStart(2, "0")}:${match[2]}`;
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? time : null;
}

/**
 * The instant a schedule field names: null when both inputs are blank, "incomplete" when one
 * is, "invalid" when the date or time cannot be read or the time does not exist that day in
 * Madrid (the hour skipped in spring).
 */
export function readSchedule(input: ScheduleInput): Date | null | "incomplete" | "invalid" {
  const date = input.date.trim();
  const time = input.time.trim();
  if (!date && !time) return null;
  if (!date || !time) return "incomplete";
  const day = parseDisplayDate(date);
  const clock = normalTime(time);
  if (!day || !clock) return "invalid";
  return fromMadridLocal(day, clock) ?? "invalid";
}

/** A stored instant as the form shows it (Madrid time). */
export function scheduleInput(instant: Date | null): ScheduleInput {
  if (!instant) return noSchedule;
  const local = toMadridLocal(instant);
  return { date: formatDate(local.date), time: local.time };
}

export type ScheduleField = "publishAt" | "unpublishAt";
export type ScheduleProblem = "past" | "order" | "alreadyPublished" | "nothingToWithdraw";

/**
 * What is wrong with a schedule for a project in the `published` state it will have once saved,
 * by field. A publication is scheduled only for an unpublished project (a published one has
 * nothing to publish); a withdrawal only for a project that is or will be published.
 */
export function scheduleProblems(
  { published, publishAt, unpublishAt }: { published: boolean; publishAt: Date | null; unpublishAt: Date | null },
  now: Date,
): Partial<Record<ScheduleField, ScheduleProblem>> {
  const problems: Partial<Record<ScheduleField, ScheduleProblem>> = {};
  if (publishAt && publishAt.getTime() <= now.getTime()) problems.publishAt = "past";
  else if (publishAt && published) problems.publishAt = "alreadyPublished";
  if (unpublishAt && unpublishAt.getTime() <= now.getTime()) problems.unpublishAt = "past";
  else if (unpublishAt && !published && !publishAt) problems.unpublishAt = "nothingToWithdraw";
  else if (unpublishAt && publishAt && unpublishAt.getTime() <= publishAt.getTime()) problems.unpublishAt = "order";
  return problems;
}
