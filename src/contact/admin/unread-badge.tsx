import { messagesFor } from "@/i18n/catalogue";
import { formatNumber } from "@/i18n/format";
import type { Locale } from "@/i18n/locales";
import { inboxMessages } from "./messages";

type Props = { count: number; cap: number; locale: Locale };

/**
 * The sidebar inbox entry's count of unread messages: a number on screen ("99+" from the cap
 * on), the whole phrase for screen readers ("3 mensajes sin leer"), nothing when none waits.
 */
export function UnreadBadge({ count, cap, locale }: Props) {
  const m = messagesFor(inboxMessages, locale).unread;
  return <SidebarCountBadge count={count} cap={cap} locale={locale} phrases={m} data={{ "data-unread-badge": badgeValue(count, cap) }} />;
}

/** What a badge shows: the count, or "99+" from the cap on. */
export const badgeValue = (count: number, cap: number) => (count >= cap ? `${cap - 1}+` : count);

/**
 * A sidebar entry's count: a number on screen, the whole phrase for screen readers, nothing at
 * zero. Beside the label in the open sidebar, on the icon's corner when it is collapsed to icons
 * (the sidebar marks itself `group/sidebar` with `data-collapsed`).
 */
export function SidebarCountBadge({
  count,
  cap,
  locale,
  phrases,
  data,
}: Props & { phrases: { count: (n: number) => string; more: (n: number) => string }; data: Record<`data-${string}`, string | number> }) {
  if (count <= 0) return null;
  const capped = count >= cap;
  return (
    <span
      {...data}
      className="ml-auto inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] font-semibold leading-none tabular-nums text-primary-foreground group-data-[collapsed=true]/sidebar:absolute group-data-[collapsed=true]/sidebar:right-0 group-data-[collapsed=true]/sidebar:top-0 group-data-[collapsed=true]/sidebar:ml-0 group-data-[collapsed=true]/sidebar:h-4 group-data-[collapsed=true]/sidebar:min-w-4 group-data-[collapsed=true]/sidebar:px-1 group-data-[collapsed=true]/sidebar:text-[10px]"
    >
      <span aria-hidden>{capped ? `${formatNumber(locale, cap - 1)}+` : formatNumber(locale, count)}</span>
      {/* Read after the entry's name: "Mensajes de contacto (3 mensajes sin leer)". */}
      <span className="sr-only">{` (${capped ? phrases.more(cap - 1) : phrases.count(count)})`}</span>
    </span>
  );
}
