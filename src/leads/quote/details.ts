import type { QuoteDetails } from "@/db/schema";
import { messagesFor } from "@/i18n/catalogue";
import { formatNumber } from "@/i18n/format";
import type { Locale } from "@/i18n/locales";
import { quoteAdminMessages } from "./admin/messages";

/** A quote request's answers as labelled lines, in a staff language (the e-mail and the lead's page read them). */
export function quoteDetailLines(quote: QuoteDetails, locale: Locale, photoCount = 0): { label: string; value: string }[] {
  const m = messagesFor(quoteAdminMessages, locale);
  const area = quote.areaM2 === null ? null : m.squareMetres(formatNumber(locale, quote.areaM2));
  const lines: ({ label: string; value: string } | null)[] = [
    { label: m.fields.category, value: quote.categoryName ?? m.otherWork },
    { label: m.fields.municipality, value: quote.municipality },
    area === null ? null : { label: m.fields.area, value: area },
    { label: m.fields.budget, value: m.budgetBands[quote.budgetBand] ?? quote.budgetBand },
    { label: m.fields.start, value: m.startWindows[quote.desiredStart] ?? quote.desiredStart },
    { label: m.fields.channel, value: m.channels[quote.channel] ?? quote.channel },
    quote.callTime ? { label: m.fields.callTime, value: quote.callTime } : null,
    photoCount > 0 ? { label: m.fields.photos, value: m.photoCount(photoCount) } : null,
  ];
  return lines.filter((line) => line !== null);
}
