import { ChevronLeft, ChevronRight, Funnel as FunnelIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { listHref } from "@/admin/list-query";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { formatMonth, formatNumber } from "@/i18n/format";
import { INTL_LOCALE, type Locale } from "@/i18n/locales";
import { cn } from "@/lib/cn";
import { LAST_12_MONTHS, type FunnelFigures } from "@/leads/funnel";
import type { Funnel } from "@/leads/follow-up-queries";
import { leadFollowUpMessages } from "@/messages/lead-follow-up";
import { buttonVariants } from "@/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/ui/table";

const ANCHOR = "embudo";
const selectClass =
  "h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

const euros = (locale: Locale, value: number) =>
  new Intl.NumberFormat(INTL_LOCALE[locale], { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(value);

const FIGURES = ["views", "clicks", "enquiries", "won", "value"] as const;

/**
 * The dashboard's funnel: per month over the last twelve (Madrid), page views → chat clicks →
 * enquiries → won and the value won, then the same per project for one month or the twelve,
 * paged in SQL. Plain tables, a GET form and links: it works without JavaScript.
 */
export async function LeadFunnel({ funnel }: { funnel: Funnel }) {
  const locale = await adminLocale();
  const m = messagesFor(leadFollowUpMessages, locale).funnel;
  const number = (n: number) => formatNumber(locale, n);
  const cell = (key: (typeof FIGURES)[number], row: FunnelFigures) => (key === "value" ? euros(locale, row.value) : number(row[key]));
  const totals = funnel.months.reduce<FunnelFigures>(
    (sum, row) => ({
      views: sum.views + row.views,
      clicks: sum.clicks + row.clicks,
      enquiries: sum.enquiries + row.enquiries,
      won: sum.won + row.won,
      value: sum.value + row.value,
    }),
    { views: 0, clicks: 0, enquiries: 0, won: 0, value: 0 },
  );
  const { projects } = funnel;
  const period = projects.period === LAST_12_MONTHS ? undefined : projects.period;
  const pageHref = (n: number) => `${listHref("/admin", { embudo: period, "embudo-pagina": n > 1 ? n : undefined })}#${ANCHOR}`;
  const headings = (
    <>
      {FIGURES.map((key) => (
        <TableHead key={key} scope="col" className="text-right">
          {m[key]}
        </TableHead>
      ))}
    </>
  );
  return (
    <Card id={ANCHOR} aria-labelledby={`${ANCHOR}-title`} data-testid="lead-funnel">
      <CardHeader>
        <CardTitle id={`${ANCHOR}-title`} className="flex items-center gap-2 text-lg">
          <FunnelIcon className="size-5 text-primary" aria-hidden />
          {m.title}
        </CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <section aria-labelledby={`${ANCHOR}-months`} className="flex flex-col gap-2">
          <h3 id={`${ANCHOR}-months`} className="text-sm font-semibold">
            {m.byMonth}
          </h3>
          <Table data-funnel="months">
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{m.month}</TableHead>
                {headings}
              </TableRow>
            </TableHeader>
            <TableBody>
              {[...funnel.months].reverse().map((row) => (
                <TableRow key={row.month} data-month={row.month}>
                  <TableHead scope="row" className="h-auto font-normal tabular-nums text-foreground">
                    {formatMonth(locale, row.month)}
                  </TableHead>
                  {FIGURES.map((key) => (
                    <TableCell key={key} data-figure={key} className="text-right tabular-nums">
                      {cell(key, row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              <TableRow className="font-semibold">
                <TableHead scope="row" className="h-auto text-foreground">
                  {m.total}
                </TableHead>
                {FIGURES.map((key) => (
                  <TableCell key={key} className="text-right tabular-nums">
                    {cell(key, totals)}
                  </TableCell>
                ))}
              </TableRow>
            </TableBody>
          </Table>
        </section>

        <section aria-labelledby={`${ANCHOR}-projects`} className="flex flex-col gap-2">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <h3 id={`${ANCHOR}-projects`} className="text-sm font-semibold">
              {m.byProject}
            </h3>
            <form method="get" action={`/admin#${ANCHOR}`} className="flex items-center gap-2">
              <label htmlFor="funnel-period" className="text-sm text-muted-foreground">
                {m.period}
              </label>
              <select id="funnel-period" name="embudo" defaultValue={projects.period} className={selectClass}>
                <option value={LAST_12_MONTHS}>{m.last12}</option>
                {funnel.periods.map((month) => (
                  <option key={month} value={month}>
                    {formatMonth(locale, month)}
                  </option>
                ))}
              </select>
              <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
                {m.show}
              </button>
            </form>
          </div>
          {projects.rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">{m.none}</p>
          ) : (
            <Table data-funnel="projects">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">{m.project}</TableHead>
                  {headings}
                </TableRow>
              </TableHeader>
              <TableBody>
                {projects.rows.map((row) => (
                  <TableRow key={row.id} data-project={row.slug}>
                    <TableHead scope="row" className="h-auto font-normal text-foreground">
                      <Link
                        href={`/admin/projects/${row.id}/edit`}
                        className="break-words underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        {row.title}
                      </Link>
                    </TableHead>
                    {FIGURES.map((key) => (
                      <TableCell key={key} data-figure={key} className="text-right tabular-nums">
                        {cell(key, row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {projects.pages > 1 || projects.page > 1 ? (
            <nav aria-label={m.byProject} className="flex items-center justify-end gap-2 text-sm">
              <PageLink href={pageHref(projects.page - 1)} disabled={projects.page <= 1} rel="prev">
                <ChevronLeft aria-hidden /> {m.previous}
              </PageLink>
              <span className="px-2 tabular-nums" aria-current="page">
                {m.page(projects.page)}
              </span>
              <PageLink href={pageHref(projects.page + 1)} disabled={projects.page >= projects.pages} rel="next">
                {m.next} <ChevronRight aria-hidden />
              </PageLink>
            </nav>
          ) : null}
        </section>
      </CardContent>
    </Card>
  );
}

function PageLink({ href, disabled, rel, children }: { href: string; disabled: boolean; rel: string; children: ReactNode }) {
  const className = buttonVariants({ variant: "outline", size: "sm" });
  if (disabled)
    return (
      <span aria-disabled="true" className={cn(className, "pointer-events-none opacity-50")}>
        {children}
      </span>
    );
  return (
    <Link href={href} rel={rel} className={className} scroll={false}>
      {children}
    </Link>
  );
}
