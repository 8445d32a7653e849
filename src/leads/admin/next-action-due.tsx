import { formatDate } from "@/lib/dates";
import { cn } from "@/lib/cn";
import type { LeadStage } from "@/db/schema";
import { CLOSED_STAGES } from "../stages";
import type { LeadAdminMessages } from "./messages";

/** The next action's day; overdue (before today, on an open lead) says so in words, not only in red. */
export function NextActionDue({
  m,
  day,
  stage,
  today,
  className,
}: {
  m: LeadAdminMessages;
  day: string | null;
  stage: LeadStage;
  today: string;
  className?: string;
}) {
  if (!day) return null;
  const overdue = day < today && !CLOSED_STAGES.includes(stage);
  return (
    <span className={cn("text-xs", overdue ? "font-semibold text-destructive" : "text-muted-foreground", className)} data-overdue={overdue || undefined}>
      {overdue ? m.overdueOn(formatDate(day)) : m.dueOn(formatDate(day))}
    </span>
  );
}
