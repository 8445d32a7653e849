import type { QuoteDetails } from "@/db/schema";
import type { Locale } from "@/i18n/locales";
import { formatNumber } from "@/i18n/format";
import { Card, CardContent, CardHeader, CardTitle } from "@/ui/card";
import type { LeadAdminMessages } from "./messages";

/** A quote request's answers, as the visitor gave them (the category by its name when sent). */
export function QuoteSummary({ m, locale, quote }: { m: LeadAdminMessages; locale: Locale; quote: QuoteDetails }) {
  const rows: [string, string | null][] = [
    [m.quoteCategory, quote.categoryName],
    [m.quoteMunicipality, quote.municipality],
    [m.quoteArea, quote.areaM2 === null ? null : m.squareMetres(formatNumber(locale, quote.areaM2))],
    [m.quoteBudget, m.budgetBands[quote.budgetBand] ?? null],
    [m.quoteStart, m.startWindows[quote.desiredStart] ?? null],
    [m.quoteChannel, m.channels[quote.channel] ?? null],
    [m.quoteCallTime, quote.callTime],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.quote}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr]" data-testid="lead-quote">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </CardContent>
    </Card>
  );
}
