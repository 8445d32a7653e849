/**
 * Dates as the company reads them: in Madrid time, wherever the server or the browser runs
 * (a server in UTC would otherwise show yesterday's date for anything done after 23:00 in
 * winter, 22:00 in summer). One formatter for every admin screen.
 */
export const COMPANY_TIME_ZONE = "Europe/Madrid";

const dayFormat = new Intl.DateTimeFormat("es-ES", { timeZone: COMPANY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const dayTimeFormat = new Intl.DateTimeFormat("es-ES", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A calendar date stored as text (start and completion dates): no time zone applies. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function instant(value: Date | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parts(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
}

/** dd/MM/yyyy: a stored yyyy-MM-dd as it is, an instant on Madrid's calendar; '' when missing or invalid. */
export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return "";
  const calendar = typeof value === "string" ? CALENDAR_DATE.exec(value) : null;
  if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
  const date = instant(value);
  if (!date) return "";
  const p = parts(dayFormat, date);
  return `${p.day}/${p.month}/${p.year}`;
}

/** dd/MM/yyyy HH:mm in Madrid time; '' when missing or invalid. */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = instant(value);
  if (!date) return "";
  const p = parts(dayTimeFormat, date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}
