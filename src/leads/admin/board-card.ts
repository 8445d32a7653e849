import type { Locale } from "@/i18n/locales";
import { formatNumber } from "@/i18n/format";
import { formatDate } from "@/lib/dates";
import type { LeadCard } from "../service";
import { CLOSED_STAGES } from "../stages";
import type { BoardCardData } from "./board-columns.client";
import type { LeadAdminMessages } from "./messages";

/** A board card in words, as the browser receives it (value and assignee on one line; the next action's day, overdue said in words). */
export function boardCard(m: LeadAdminMessages, locale: Locale, card: LeadCard, today: string): BoardCardData {
  const value = card.estimatedValue === null ? m.noValue : m.euros(formatNumber(locale, card.estimatedValue));
  const overdue = !!card.nextActionOn && card.nextActionOn < today && !CLOSED_STAGES.includes(card.stage);
  const due = card.nextActionOn ? (overdue ? m.overdueOn(formatDate(card.nextActionOn)) : m.dueOn(formatDate(card.nextActionOn))) : "";
  return [card.id, card.name, card.subject, `${value} · ${card.assigneeName ?? m.unassigned}`, due, overdue, card.stage];
}
