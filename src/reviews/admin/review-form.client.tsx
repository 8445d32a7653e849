"use client";
import { ArrowLeft, Search } from "lucide-react";
import Link from "next/link";
import { useActionState, type ReactNode } from "react";
import { Field, type FieldA11y } from "@/admin/components/field";
import { REVIEW_LANGUAGES, REVIEW_SOURCES, REVIEW_STATUSES } from "@/db/schema";
import { useMessages } from "@/i18n/locale-context.client";
import { Button, buttonVariants } from "@/ui/button";
import { Card, CardContent } from "@/ui/card";
import { Input } from "@/ui/input";
import { Textarea } from "@/ui/textarea";
import { saveReviewFormAction, type ReviewFormState } from "../actions";
import { REVIEW_LIMITS, REVIEWS_LIST, type ReviewFormValues } from "../list";
import type { ProjectOption } from "../service";

const selectClass =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

type Props = {
  /** Edit mode: the review's id. */
  id?: string;
  values: ReviewFormValues;
  /** The first project list (the newest, bounded) with the review's own project in it. */
  projectOptions: ProjectOption[];
  /** Written by the customer through a link: text and rating are shown, not editable (the server refuses a change too). */
  customerWritten?: boolean;
};

/**
 * Add and edit a review. The form posts a server action whose answer React draws on the server
 * as well, so it works the same without JavaScript: a refused save comes back with what was typed
 * and the reasons under their fields; "Buscar proyectos" narrows the project list (never all of
 * them) and keeps what was typed.
 */
export function ReviewForm({ id, values, projectOptions, customerWritten = false }: Props) {
  const m = useMessages("reviews");
  const initial: ReviewFormState = { seq: 0, values, error: null, fieldErrors: {}, projectQuery: "", projectOptions };
  const [state, post, pending] = useActionState(saveReviewFormAction, initial);
  const v = state.values;
  const errors = state.fieldErrors;
  const title = id ? m.editReview : m.newReview;

  const text = (name: keyof ReviewFormValues, label: string, control: (a11y: FieldA11y) => ReactNode, hint?: string, required = false) => (
    <Field id={`review-${name}`} label={label} hint={hint} error={errors[name]} required={required}>
      {control}
    </Field>
  );

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div className="flex items-center gap-3">
        <Link href={REVIEWS_LIST} aria-label={m.back} className={buttonVariants({ variant: "ghost", size: "icon", className: "size-9" })}>
          <ArrowLeft aria-hidden />
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      </div>
      <Card>
        <CardContent className="pt-6">
          <form key={state.seq} method="post" action={post} noValidate aria-label={title} className="flex flex-col gap-5">
            {id ? <input type="hidden" name="id" value={id} /> : null}
            {/* A reason that belongs to no field (a save that failed); the others are said under their fields. */}
            {state.error && Object.keys(errors).length === 0 ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {state.error}
              </p>
            ) : null}
            <div className="grid gap-5 sm:grid-cols-2">
              {text(
                "authorName",
                m.author,
                (a) => (
                  <Input {...a} name="authorName" defaultValue={v.authorName} maxLength={REVIEW_LIMITS.authorName} autoComplete="off" />
                ),
                undefined,
                true,
              )}
              {text(
                "town",
                m.town,
                (a) => (
                  <Input {...a} name="town" defaultValue={v.town} maxLength={REVIEW_LIMITS.town} autoComplete="off" />
                ),
                undefined,
                true,
              )}
            </div>

            <fieldset className="flex flex-col gap-3 rounded-md border p-4">
              <legend className="px-1 text-sm font-medium">{m.project}</legend>
              <Field id="review-projectQuery" label={m.projectSearch} hint={m.projectSearchHint}>
                {(a) => (
                  <div className="flex gap-2">
                    <Input {...a} name="projectQuery" type="search" defaultValue={state.projectQuery} maxLength={100} autoComplete="off" />
                    <Button type="submit" name="intent" value="projects" variant="outline" formNoValidate disabled={pending}>
                      <Search aria-hidden />
                      {m.findProjects}
                    </Button>
                  </div>
                )}
              </Field>
              {text("projectId", m.project, (a) => (
                <select {...a} name="projectId" defaultValue={v.projectId} className={selectClass}>
                  <option value="">{m.noProject}</option>
                  {state.projectOptions.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.title}
                    </option>
                  ))}
                </select>
              ))}
            </fieldset>

            <div className="grid gap-5 sm:grid-cols-3">
              {text(
                "rating",
                m.rating,
                (a) => (
                  <>
                    {/* A disabled select posts nothing: the value goes in a hidden field. */}
                    {customerWritten ? <input type="hidden" name="rating" value={v.rating} /> : null}
                    <select {...a} name={customerWritten ? undefined : "rating"} defaultValue={v.rating} className={selectClass} disabled={customerWritten}>
                      {[5, 4, 3, 2, 1].map((n) => (
                        <option key={n} value={n}>
                          {m.ratingValue(n)}
                        </option>
                      ))}
                    </select>
                  </>
                ),
                undefined,
                true,
              )}
              {text(
                "reviewDate",
                m.date,
                (a) => (
                  <Input {...a} name="reviewDate" type="date" defaultValue={v.reviewDate} />
                ),
                undefined,
                true,
              )}
              {text("language", m.language, (a) => (
                <select {...a} name="language" defaultValue={v.language} className={selectClass}>
                  {REVIEW_LANGUAGES.map((l) => (
                    <option key={l} value={l}>
                      {m.languages[l]}
                    </option>
                  ))}
                </select>
              ))}
            </div>

            {text(
              "text",
              m.text,
              (a) => (
                <Textarea {...a} name="text" rows={6} defaultValue={v.text} maxLength={REVIEW_LIMITS.text} readOnly={customerWritten} />
              ),
              undefined,
              true,
            )}

            <div className="grid gap-5 sm:grid-cols-3">
              {text("source", m.source, (a) => (
                <select {...a} name="source" defaultValue={v.source} className={selectClass}>
                  {REVIEW_SOURCES.map((s) => (
                    <option key={s} value={s}>
                      {m.sources[s]}
                    </option>
                  ))}
                </select>
              ))}
              <div className="sm:col-span-2">
                {text(
                  "sourceUrl",
                  m.sourceUrl,
                  (a) => (
                    <Input
                      {...a}
                      name="sourceUrl"
                      type="url"
                      inputMode="url"
                      defaultValue={v.sourceUrl}
                      maxLength={REVIEW_LIMITS.sourceUrl}
                      autoComplete="off"
                    />
                  ),
                  m.sourceUrlHint,
                )}
              </div>
            </div>

            {text("status", m.status, (a) => (
              <select {...a} name="status" defaultValue={v.status} className={selectClass}>
                {REVIEW_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {m.statuses[s]}
                  </option>
                ))}
              </select>
            ))}

            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Link href={REVIEWS_LIST} className={buttonVariants({ variant: "outline" })}>
                {m.cancel}
              </Link>
              <Button type="submit" name="intent" value="save" disabled={pending} aria-busy={pending || undefined}>
                {id ? m.update : m.create}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
