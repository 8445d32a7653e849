import { messagesFor } from "@/i18n/catalogue";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import { formatDateTime } from "@/lib/dates";
import { activityMessages, type Details } from "./admin/messages";

/** One sentence a person would write for an audit entry, in `locale` (see ./admin/messages.ts). */
export function describeActivity(action: string, entity: string, details: Details, locale: Locale = DEFAULT_LOCALE): string {
  const m = messagesFor(activityMessages, locale);
  const sentences: Record<string, (d: Details) => string> = m.sentences;
  const sentence = Object.hasOwn(sentences, action) ? sentences[action] : undefined;
  return sentence ? sentence(details) : m.other(entity, details);
}

/** Every action the feed words by hand (the tests check each audited action is among them). */
export const DESCRIBED_ACTIONS = Object.keys(activityMessages.es.sentences);

export { formatDateTime };
