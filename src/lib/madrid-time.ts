import { COMPANY_TIME_ZONE } from "./dates";

/**
 * Madrid wall-clock time (a date and an HH:mm, what staff type) ↔ the instant it names. The
 * offset is read from Intl for that very instant, so the two daylight-saving changes come out
 * right wherever the server or browser runs: on the spring-forward day (last Sunday of March)
 * 02:00–02:59 does not exist and is refused; on the fall-back day (last Sunday of October)
 * 02:00–02:59 happens twice and means the first (summer-time) one.
 */

const wallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Madrid's wall clock at `instant`, as if it were UTC (ms). */
function wallClockMs(instant: number): number {
  const p = Object.fromEntries(wallClock.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
}

/** How far Madrid is ahead of UTC at `instant` (ms). */
const offsetAt = (instant: number) => wallClockMs(instant) - instant;

/** The wall-clock reading of an instant in Madrid: `{ date: "yyyy-MM-dd", time: "HH:mm" }`. */
export function toMadridLocal(instant: Date): { date: string; time: string } {
  const iso = new Date(wallClockMs(instant.getTime())).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * The instant a Madrid date ("yyyy-MM-dd") and time ("HH:mm") name; null when either is
 * malformed, the date is not on the calendar, or the time is skipped by the spring change.
 */
export function fromMadridLocal(date: string, time: string): Date | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const asUtc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // Date.UTC rolls 30 February over into March: such a date is not on the calendar.
  if (new Date(asUtc).toISOString().slice(0, 10) !== date) return null;
  // Earlier offset first: of two readings of the autumn hour, the summer-time one comes first.
  const candidates = [asUtc - offsetAt(asUtc - 3 * 3600_000), asUtc - offsetAt(asUtc + 3 * 3600_000)].sort((a, b) => a - b);
  const found = candidates.find((instant) => wallClockMs(instant) === asUtc);
  return found === undefined ? null : new Date(found);
}
