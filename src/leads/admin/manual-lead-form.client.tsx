"use client";
import Link from "next/link";
import { useActionState, type ReactNode } from "react";
import { Field, type FieldA11y } from "@/admin/components/field";
import { MAX_LENGTH } from "@/contact/field-rules";
import { Button, buttonVariants } from "@/ui/button";
import { Card, CardContent } from "@/ui/card";
import { Input } from "@/ui/input";
import { Textarea } from "@/ui/textarea";
import { createLeadFormAction, type ManualLeadFormState } from "../actions";
import { LEADS_LIST, type ManualLeadValues } from "../paths";
import { NEXT_ACTION_MAX } from "../limits";

const selectClass =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

type Option = { value: string; label: string };

type Props = {
  /** The form's words, in the person's language (plain strings: this is all the browser receives). */
  labels: {
    title: string;
    name: string;
    email: string;
    phone: string;
    reachHint: string;
    subject: string;
    message: string;
    source: string;
    stage: string;
    value: string;
    assignee: string;
    nobody: string;
    nextAction: string;
    nextActionDay: string;
    submit: string;
    cancel: string;
  };
  sources: Option[];
  stages: Option[];
  assignees: Option[];
  values: ManualLeadValues;
};

/**
 * "Nueva oportunidad": a call or a chat typed in. The form posts a server action whose answer
 * React also draws on the server, so it works the same without JavaScript: a refusal comes back
 * with what was typed and the reasons under their fields; a success opens the new lead.
 */
export function ManualLeadForm({ labels, sources, stages, assignees, values }: Props) {
  const initial: ManualLeadFormState = { seq: 0, values, error: null, fieldErrors: {} };
  const [state, post, pending] = useActionState(createLeadFormAction, initial);
  const v = state.values ?? values;
  const errors = state.fieldErrors;
  const field = (name: keyof ManualLeadValues, label: string, control: (a11y: FieldA11y) => ReactNode, hint?: string, required = false) => (
    <Field id={`lead-${name}`} label={label} hint={hint} error={errors[name]} required={required}>
      {control}
    </Field>
  );
  const select = (a: FieldA11y, name: keyof ManualLeadValues, options: Option[]) => (
    <select {...a} name={name} defaultValue={v[name]} className={selectClass}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
  return (
    <Card>
      <CardContent className="pt-6">
        <form key={state.seq} method="post" action={post} noValidate aria-label={labels.title} className="flex flex-col gap-5">
          {state.error && Object.keys(errors).length === 0 ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {state.error}
            </p>
          ) : null}
          {field(
            "name",
            labels.name,
            (a) => (
              <Input {...a} name="name" defaultValue={v.name} maxLength={MAX_LENGTH.name} autoComplete="off" />
            ),
            undefined,
            true,
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            {field(
              "email",
              labels.email,
              (a) => (
                <Input {...a} type="email" name="email" defaultValue={v.email} maxLength={MAX_LENGTH.email} autoComplete="off" />
              ),
              labels.reachHint,
            )}
            {field("phone", labels.phone, (a) => (
              <Input {...a} type="tel" name="phone" defaultValue={v.phone} maxLength={MAX_LENGTH.phone} autoComplete="off" />
            ))}
          </div>
          {field(
            "subject",
            labels.subject,
            (a) => (
              <Input {...a} name="subject" defaultValue={v.subject} maxLength={MAX_LENGTH.subject} autoComplete="off" />
            ),
            undefined,
            true,
          )}
          {field("message", labels.message, (a) => (
            <Textarea {...a} name="message" rows={4} defaultValue={v.message} maxLength={MAX_LENGTH.message} />
          ))}
          <div className="grid gap-5 sm:grid-cols-3">
            {field("source", labels.source, (a) => select(a, "source", sources))}
            {field("stage", labels.stage, (a) => select(a, "stage", stages))}
            {field("assignee", labels.assignee, (a) => select(a, "assignee", [{ value: "", label: labels.nobody }, ...assignees]))}
          </div>
          <div className="grid gap-5 sm:grid-cols-3">
            {field("value", labels.value, (a) => (
              <Input {...a} name="value" inputMode="numeric" defaultValue={v.value} maxLength={12} />
            ))}
            {field("nextAction", labels.nextAction, (a) => (
              <Input {...a} name="nextAction" defaultValue={v.nextAction} maxLength={NEXT_ACTION_MAX} />
            ))}
            {field("nextActionOn", labels.nextActionDay, (a) => (
              <Input {...a} type="date" name="nextActionOn" defaultValue={v.nextActionOn} />
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pending}>
              {labels.submit}
            </Button>
            <Link href={LEADS_LIST} className={buttonVariants({ variant: "ghost" })}>
              {labels.cancel}
            </Link>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
