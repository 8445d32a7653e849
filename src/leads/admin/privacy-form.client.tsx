"use client";
import { Download, Search, Trash2 } from "lucide-react";
import { useActionState } from "react";
import { Button } from "@/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/ui/card";
import { Input } from "@/ui/input";
import { Label } from "@/ui/label.client";
import { leadPrivacyAction, type LeadPrivacyState } from "../privacy-actions";
import type { LeadPrivacyMessages } from "@/settings/admin/messages";

/** The screen's fixed words, from the server in the person's language (the answers bring their own). */
export type LeadPrivacyWords = Omit<LeadPrivacyMessages, "none" | "found" | "eraseConfirm" | "erased" | "changed">;

const START: LeadPrivacyState = { seq: 0, email: "", found: null, erased: null, error: null, notice: null, confirmLabel: null };

/**
 * Find an address's enquiries, then download them (a plain post to the export route, answered by
 * the ZIP) or erase them (a second post, with a box to tick). Every form posts without JavaScript;
 * the answers, the address included, are drawn into the page, never put in its address.
 */
export function LeadPrivacyForm({ exportRoute, words }: { exportRoute: string; words: LeadPrivacyWords }) {
  const [state, post, pending] = useActionState(leadPrivacyAction, START);
  const found = state.found;
  return (
    <div className="flex flex-col gap-6">
      <form method="post" action={post} className="flex flex-col gap-2" data-privacy-lookup="">
        <input type="hidden" name="intent" value="find" />
        <Label htmlFor="privacy-email">{words.emailLabel}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            key={state.seq}
            id="privacy-email"
            name="email"
            type="email"
            required
            autoComplete="off"
            defaultValue={state.email}
            aria-describedby="privacy-email-hint"
            className="sm:max-w-md"
          />
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            <Search aria-hidden />
            {pending ? words.looking : words.lookup}
          </Button>
        </div>
        <p id="privacy-email-hint" className="text-sm text-muted-foreground">
          {words.emailHint}
        </p>
      </form>

      {state.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {state.error}
        </p>
      ) : null}
      {state.notice ? (
        <p role="status" className="text-sm font-medium" data-privacy-found={found?.total} data-privacy-erased={state.erased ?? undefined}>
          {state.notice}
        </p>
      ) : null}

      {found && found.total > 0 ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>{words.exportTitle}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <p className="text-sm text-muted-foreground">{words.exportHint}</p>
              <form method="post" action={exportRoute}>
                <input type="hidden" name="email" value={state.email} />
                <Button type="submit" variant="outline">
                  <Download aria-hidden />
                  {words.exportButton}
                </Button>
              </form>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{words.eraseTitle}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <p className="text-sm text-muted-foreground">{words.eraseHint}</p>
              <form method="post" action={post} className="flex flex-col gap-3">
                <input type="hidden" name="intent" value="erase" />
                <input type="hidden" name="email" value={state.email} />
                <input type="hidden" name="seen" value={found.total} />
                <label className="flex items-start gap-2 text-sm">
                  <input type="checkbox" name="confirm" value="yes" required className="mt-0.5 size-4" />
                  <span>{state.confirmLabel}</span>
                </label>
                <div>
                  <Button type="submit" variant="destructive" disabled={pending} aria-busy={pending || undefined}>
                    <Trash2 aria-hidden />
                    {pending ? words.erasing : words.eraseButton}
                  </Button>
                </div>
              </form>
            </CardContent>
          </Card>
        </div>
      ) : null}
    </div>
  );
}
