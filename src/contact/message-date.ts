import { formatDateTime } from "@/lib/dates";

/** 'dd/MM/yyyy a las HH:mm' in Madrid time (spec §2 inbox); '' for a missing or invalid date. */
export function formatMessageDate(value: Date | string | null | undefined): string {
  return formatDateTime(value).replace(" ", " a las ");
}
