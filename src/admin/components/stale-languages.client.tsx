"use client";
import Link from "next/link";
import type { TranslatedLocale } from "@/i18n/content";
import { useMessages } from "@/i18n/locale-context.client";
import { INTL_LOCALE, LANGUAGE_NAMES } from "@/i18n/locales";
import { cn } from "@/lib/cn";

/** Under an item of a list: the languages whose translation needs review ("Necesita revisión: Galego, English"). */
export function StaleLanguages({ locales, className }: { locales: readonly TranslatedLocale[]; className?: string }) {
  const m = useMessages("contentLanguage");
  if (locales.length === 0) return null;
  return (
    <p className={cn("text-xs font-medium text-orange-800 dark:text-orange-300", className)} data-stale-languages={locales.join(" ")}>
      {m.staleLanguages}
      {locales.map((locale, index) => (
        <span key={locale}>
          {index > 0 ? ", " : " "}
          <span lang={INTL_LOCALE[locale]}>{LANGUAGE_NAMES[locale]}</span>
        </span>
      ))}
    </p>
  );
}

/** A list's count of items whose translation needs review; a link when the list can show only those. */
export function StaleCount({ count, href, current = false }: { count: number; href?: string; current?: boolean }) {
  const m = useMessages("contentLanguage");
  if (count === 0 && !current) return null;
  const className =
    "inline-flex items-center self-start rounded-md border border-orange-300 bg-orange-50 px-3 py-1.5 text-sm font-medium text-orange-950 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-100";
  if (!href)
    return (
      <p className={className} data-testid="stale-count">
        {m.staleItems(count)}
      </p>
    );
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={cn(
        className,
        "hover:bg-orange-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:hover:bg-orange-900",
        current && "ring-2 ring-orange-400",
      )}
      data-testid="stale-count"
    >
      {m.staleItems(count)}
    </Link>
  );
}
