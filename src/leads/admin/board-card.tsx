import Link from "next/link";
import type { Locale } from "@/i18n/locales";
import { formatNumber } from "@/i18n/format";
import { leadHref } from "../paths";
import type { LeadCard } from "../service";
import type { LeadAdminMessages } from "./messages";
import { MoveForm } from "./move-form";
import { NextActionDue } from "./next-action-due";

/** A lead on the board: lean on purpose (a board at 50,000 leads still draws 120 of them, nothing more). */
export function BoardCard({ m, locale, card, today }: { m: LeadAdminMessages; locale: Locale; card: LeadCard; today: string }) {
  const headingId = `lead-${card.id}-name`;
  return (
    <article aria-labelledby={headingId} data-lead-card={card.id} className="flex flex-col gap-1.5 rounded-md border bg-card p-3 text-sm shadow-sm">
      <h3 id={headingId} className="font-semibold leading-tight">
        <Link href={leadHref(card.id)} className="underline-offset-4 hover:underline">
          {card.name}
        </Link>
      </h3>
      <p className="line-clamp-2 text-xs text-muted-foreground">{card.subject}</p>
      <p className="flex flex-wrap justify-between gap-x-2 text-xs">
        <span className="tabular-nums">{card.estimatedValue === null ? m.noValue : m.euros(formatNumber(locale, card.estimatedValue))}</span>
        <span className="text-muted-foreground">{card.assigneeName ?? m.unassigned}</span>
      </p>
      <NextActionDue m={m} day={card.nextActionOn} stage={card.stage} today={today} />
      <MoveForm m={m} id={card.id} name={card.name} stage={card.stage} />
    </article>
  );
}
