"use client";
import { Copy, Mail, MessageCircle, Search } from "lucide-react";
import { useActionState, useRef, useState } from "react";
import { Field } from "@/admin/components/field";
import { REVIEW_LANGUAGES } from "@/db/schema";
import { useMessages } from "@/i18n/locale-context.client";
import { Button, buttonVariants } from "@/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/ui/card";
import { Input } from "@/ui/input";
import { createReviewRequestFormAction, type CreatedLink, type RequestFormState } from "../actions";
import { REVIEW_LIMITS, type ReviewRequestFormValues } from "../list";
import type { ProjectOption } from "../service";

const selectClass =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

type Props = { values: ReviewRequestFormValues; projectOptions: ProjectOption[] };

/**
 * "Pedir una reseña". The form posts a server action whose answer React draws on the server as
 * well, so it works the same without JavaScript; the new link is in that answer only (the
 * database keeps its hash), shown once with ready-made e-mail and WhatsApp messages.
 */
export function ReviewRequestForm({ values, projectOptions }: Props) {
  const m = useMessages("reviews").requests;
  const all = useMessages("reviews");
  const initial: RequestFormState = { seq: 0, values, error: null, fieldErrors: {}, projectQuery: "", projectOptions, created: null };
  const [state, post, pending] = useActionState(createReviewRequestFormAction, initial);
  const v = state.values;
  const errors = state.fieldErrors;

  return (
    <div className="flex flex-col gap-4">
      {state.created ? <NewLink link={state.created} /> : null}
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{m.formTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <form key={state.seq} method="post" action={post} noValidate aria-label={m.formTitle} className="flex flex-col gap-5">
            {state.error && Object.keys(errors).length === 0 ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {state.error}
              </p>
            ) : null}
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id="request-customerName" label={m.customerName} hint={m.customerNameHint} error={errors.customerName} required>
                {(a) => <Input {...a} name="customerName" defaultValue={v.customerName} maxLength={REVIEW_LIMITS.authorName} autoComplete="off" />}
              </Field>
              <Field id="request-language" label={m.language} error={errors.language}>
                {(a) => (
                  <select {...a} name="language" defaultValue={v.language} className={selectClass}>
                    {REVIEW_LANGUAGES.map((l) => (
                      <option key={l} value={l}>
                        {m.languages[l]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <fieldset className="flex flex-col gap-3 rounded-md border p-4">
              <legend className="px-1 text-sm font-medium">{all.project}</legend>
              <Field id="request-projectQuery" label={all.projectSearch} hint={all.projectSearchHint}>
                {(a) => (
                  <div className="flex gap-2">
                    <Input {...a} name="projectQuery" type="search" defaultValue={state.projectQuery} maxLength={100} autoComplete="off" />
                    <Button type="submit" name="intent" value="projects" variant="outline" formNoValidate disabled={pending}>
                      <Search aria-hidden />
                      {all.findProjects}
                    </Button>
                  </div>
                )}
              </Field>
              <Field id="request-projectId" label={all.project} error={errors.projectId}>
                {(a) => (
                  <select {...a} name="projectId" defaultValue={v.projectId} className={selectClass}>
                    <option value="">{all.noProject}</option>
                    {state.projectOptions.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.title}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </fieldset>
            <div className="flex justify-end">
              <Button type="submit" name="intent" value="create" disabled={pending} aria-busy={pending || undefined}>
                {m.create}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

/** The link just made: shown here once; copy it, or send it with the message written for it. */
function NewLink({ link }: { link: CreatedLink }) {
  const m = useMessages("reviews").requests;
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  return (
    <section
      role="status"
      aria-labelledby="new-review-link"
      className="flex flex-col gap-3 rounded-lg border border-emerald-600/40 bg-emerald-50 p-4 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <h2 id="new-review-link" className="font-semibold">
        {m.linkTitle(link.customerName)}
      </h2>
      <p className="text-sm">{m.linkOnce}</p>
      <Input ref={field} readOnly value={link.url} aria-label={m.linkTitle(link.customerName)} onFocus={(e) => e.currentTarget.select()} data-review-link />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            // The clipboard needs a secure page (https or localhost): elsewhere the link is selected, ready for Ctrl+C.
            const copying = navigator.clipboard?.writeText(link.url) ?? Promise.reject(new Error("no clipboard"));
            copying.then(
              () => setCopied(true),
              () => field.current?.select(),
            );
          }}
        >
          <Copy aria-hidden />
          <span aria-live="polite">{copied ? m.copied : m.copy}</span>
        </Button>
        <a href={link.mailto} className={buttonVariants({ variant: "outline" })}>
          <Mail aria-hidden />
          {m.email}
        </a>
        <a href={link.whatsapp} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline" })}>
          <MessageCircle aria-hidden />
          {m.whatsapp}
        </a>
      </div>
    </section>
  );
}
