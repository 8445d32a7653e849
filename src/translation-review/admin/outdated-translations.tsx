import { ChevronLeft, ChevronRight, Languages } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { listHref } from "@/admin/list-query";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { INTL_LOCALE, LANGUAGE_NAMES } from "@/i18n/locales";
import { cn } from "@/lib/cn";
import { buttonVariants } from "@/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import { listOutdatedTranslations } from "../admin-queries";
import { outdatedTranslationsMessages } from "./messages";

const ANCHOR = "traducciones-por-revisar";

/**
 * The dashboard's list of what is out of date: each item whose translation needs review, with
 * its languages, linking to where it is edited (and confirmed). Paged in SQL by `?revisar=`;
 * plain links, so it works without JavaScript.
 */
export async function OutdatedTranslations({ page }: { page: number }) {
  const [items, locale] = await Promise.all([listOutdatedTranslations(page), adminLocale()]);
  const m = messagesFor(outdatedTranslationsMessages, locale);
  const href = (n: number) => `${listHref("/admin", { revisar: n > 1 ? n : undefined })}#${ANCHOR}`;
  return (
    <Card id={ANCHOR} aria-labelledby={`${ANCHOR}-title`} data-testid="outdated-translations">
      <CardHeader>
        <CardTitle id={`${ANCHOR}-title`} className="flex items-center gap-2 text-lg">
          <Languages className="size-5 text-primary" aria-hidden />
          {m.title}
          {items.total > 0 && <span className="text-sm font-normal text-muted-foreground">({m.count(items.total)})</span>}
        </CardTitle>
        <CardDescription>{items.total > 0 ? m.description : m.empty}</CardDescription>
      </CardHeader>
      {items.total > 0 && (
        <CardContent className="flex flex-col gap-4">
          <ul className="divide-y" aria-label={m.title}>
            {items.rows.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                <Link
                  href={item.href}
                  className="min-w-0 break-words text-sm font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {/* The kind, muted before a name; alone (the settings) it is the link's text. */}
                  <span className={item.label ? "text-muted-foreground" : undefined}>{m.kinds[item.kind]}</span>
                  {item.label && <> · {item.label}</>}
                </Link>
                <p className="shrink-0 text-xs text-orange-800 dark:text-orange-300">
                  <span className="sr-only">{m.languages} </span>
                  {item.locales.map((code, index) => (
                    <span key={code}>
                      {index > 0 && ", "}
                      <span lang={INTL_LOCALE[code]}>{LANGUAGE_NAMES[code]}</span>
                    </span>
                  ))}
                </p>
              </li>
            ))}
          </ul>
          {items.pages > 1 && (
            <nav aria-label={m.pagination} className="flex items-center justify-end gap-2 text-sm">
              <PageLink href={href(items.page - 1)} disabled={items.page <= 1} rel="prev">
                <ChevronLeft aria-hidden /> {m.previous}
              </PageLink>
              <span className="px-2 tabular-nums" aria-current="page">
                {m.pageOf(items.page, items.pages)}
              </span>
              <PageLink href={href(items.page + 1)} disabled={items.page >= items.pages} rel="next">
                {m.next} <ChevronRight aria-hidden />
              </PageLink>
            </nav>
          )}
        </CardContent>
      )}
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
