"use client";
import { Mail, MessageCircle, Search } from "lucide-react";
import { useActionState } from "react";
import { Field } from "@/admin/components/field";
import { NewLink } from "@/admin/components/new-link.client";
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
      {state.created ? <CreatedRequestLink link={state.created} /> : null}
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
function CreatedRequestLink({ link }: { link: CreatedLink }) {
  const m = useMessages("reviews").requests;
  return (
    <NewLink id="new-review-link" title={m.linkTitle(link.customerName)} note={m.linkOnce} url={link.url} words={m} fieldData={{ "data-review-link": "" }}>
      <a href={link.mailto} className={buttonVariants({ variant: "outline" })}>
        <Mail aria-hidden />
        {m.email}
      </a>
      <a href={link.whatsapp} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline" })}>
        <MessageCircle aria-hidden />
        {m.whatsapp}
      </a>
    </NewLink>
  );
}
