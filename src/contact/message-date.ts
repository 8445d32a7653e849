/** The company works in Spain: dates read the same wherever the server or the browser runs. */
export const INBOX_TIME_ZONE = "Europe/Madrid";

const parts = new Intl.DateTimeFormat("es-ES", {
  timeZone: INBOX_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** 'dd/MM/yyyy a las HH:mm' in Madrid time (spec §2 inbox); '' for a missing or invalid date. */
export function formatMessageDate(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} a las ${p.hour}:${p.minute}`;
}
