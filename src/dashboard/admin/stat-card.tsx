import type { LucideIcon } from "lucide-react";
import Link from "next/link";
import { Card } from "@/ui/card";

type Props = { id: string; label: string; value: string; hint: string; icon: LucideIcon; href?: string };

/** One figure of the dashboard, optionally a link to the screen that manages it. */
export function StatCard({ id, label, value, hint, icon: Icon, href }: Props) {
  const body = (
    <div className="relative flex h-full flex-col gap-2 p-4 sm:p-5">
      <span className="absolute right-3 top-3 flex size-9 sm:right-5 sm:top-4 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden>
        <Icon className="size-4" />
      </span>
      <dl className="flex flex-col gap-2">
        <dt className="pr-10 text-sm sm:pr-12 font-medium leading-5 text-muted-foreground">{label}</dt>
        <dd className="text-3xl font-bold tabular-nums tracking-tight" data-value>
          {value}
        </dd>
      </dl>
      <p className="text-xs text-muted-foreground">{hint}</p>
    </div>
  );
  return (
    <Card data-stat={id} className="transition-shadow has-[a:hover]:shadow-md">
      {href ? (
        <Link href={href} className="block h-full rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {body}
        </Link>
      ) : (
        body
      )}
    </Card>
  );
}
