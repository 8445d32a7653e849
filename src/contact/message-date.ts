import { messagesFor } from "@/i18n/catalogue";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import { formatDateTime } from "@/lib/dates";
import { inboxMessages } from "./admin/messages";

/**
 * 'dd/MM/yyyy a las HH:mm' in Madrid time (spec §2 inbox), with the language's word between date
 * and time ('ás', 'às', 'at'); '' for a missing or invalid date.
 */
export function formatMessageDate(value: Date | string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const text = formatDateTime(value);
  return text && text.replace(" ", ` ${messagesFor(inboxMessages, locale).dateTimeJoiner} `);
}
