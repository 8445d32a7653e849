import { ArrowRight, CheckCircle2, Circle, Rocket } from "lucide-react";
import Link from "next/link";
import { messagesFor } from "@/i18n/catalogue";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import { adminLocale } from "@/auth/admin-locale";
import { dashboardMessages } from "../admin/messages";
import type { SetupChecklist as Checklist } from "../setup-checklist";
import { RemoveDemoButton } from "./remove-demo-button.client";

/** First run: the steps still to do, each linking to its screen, and the demo removal. */
export async function SetupChecklist({ setup }: { setup: Checklist }) {
  if (setup.complete && !setup.demoContent) return null;
  const { setup: m, demo: dm } = messagesFor(dashboardMessages, await adminLocale());
  const done = setup.steps.filter((s) => s.done).length;
  return (
    <Card aria-labelledby="setup-title" data-testid="setup-checklist">
      <CardHeader>
        <CardTitle id="setup-title" className="flex items-center gap-2 text-lg">
          <Rocket className="size-5 text-primary" aria-hidden />
          {m.title}
        </CardTitle>
        <CardDescription>
          {m.description} <span className="font-medium tabular-nums">{m.progress(done, setup.steps.length)}</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ol className="flex flex-col gap-2" aria-label={m.title}>
          {setup.steps.map((step) => (
            <li key={step.id} data-step={step.id} data-done={step.done}>
              <Link
                href={step.href}
                className="group flex items-center gap-3 rounded-md border p-3 outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                {step.done ? (
                  <CheckCircle2 className="size-5 shrink-0 text-green-600 dark:text-green-500" aria-hidden />
                ) : (
                  <Circle className="size-5 shrink-0 text-muted-foreground" aria-hidden />
                )}
                <span className="min-w-0 flex-1">
                  <span className={step.done ? "block text-sm font-medium text-muted-foreground line-through" : "block text-sm font-medium"}>
                    {m.steps[step.id].label}
                  </span>
                  <span className="block text-xs text-muted-foreground">{m.steps[step.id].hint}</span>
                </span>
                <span className="sr-only">({step.done ? m.done : m.pending})</span>
                <ArrowRight className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden />
              </Link>
            </li>
          ))}
        </ol>
        {setup.demoContent && (
          <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">{dm.intro}</p>
            <RemoveDemoButton messages={dm} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
