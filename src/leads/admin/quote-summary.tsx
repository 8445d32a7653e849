import type { QuoteDetails } from "@/db/schema";
import type { Locale } from "@/i18n/locales";
import { Card, CardContent, CardHeader, CardTitle } from "@/ui/card";
import { quoteDetailLines } from "../quote/details";
import type { LeadAdminMessages } from "./messages";

/** A quote request's answers, as the visitor gave them (the category by its name when sent), in the lines the notification e-mail has too. */
export function QuoteSummary({ m, locale, quote }: { m: LeadAdminMessages; locale: Locale; quote: QuoteDetails }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.quote}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr]" data-testid="lead-quote">
          {quoteDetailLines(quote, locale).map(({ label, value }) => (
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
