"use client";
import { useSyncExternalStore } from "react";
import { useFormContext } from "react-hook-form";
import type { ScheduleFormState } from "@/projects/actions";
import type { ScheduleField } from "@/projects/schedule";
import type { ProjectData, ProjectFormValues } from "@/projects/validation";
import { Button } from "@/ui/button";
import { Input } from "@/ui/input";
import { Field } from "../../admin/components/field";
import { useMessages } from "@/i18n/locale-context.client";

/** The edit page's own schedule form (outside the project form): its id and its last answer. */
export type ScheduleForm = { id: string; state: ScheduleFormState };

const noSubscription = () => () => {};

/**
 * "Publicar el" / "Retirar el": a Madrid date (dd/mm/aaaa) and time (hh:mm) each, blank for
 * none. With JavaScript they are fields of the project form and go with its save. Without it
 * (edit page only: the project form itself needs JavaScript), they belong to the page's schedule
 * form through `form=`, whose button posts them alone; the server's answer comes back in `state`.
 */
export function ScheduleFields({ scheduleForm }: { scheduleForm?: ScheduleForm }) {
  const m = useMessages("projectAdmin");
  const { register, formState, getValues } = useFormContext<ProjectFormValues, unknown, ProjectData>();
  // False while the page is plain HTML (and during hydration), true once React runs it.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const plainForm = scheduleForm && !hydrated ? scheduleForm.id : undefined;
  const answer = scheduleForm?.state.posted ? scheduleForm.state : null;
  const refused = answer && !answer.ok ? answer : null;

  const field = (name: ScheduleField, label: string) => {
    const shown = refused?.values[name] ?? getValues(name);
    const error = formState.errors[name]?.message ?? refused?.fieldErrors[name];
    return (
      <Field id={`project-${name}`} label={label} error={error}>
        {(a11y) => (
          <div className="flex gap-2" data-testid={`schedule-${name}`}>
            <Input
              {...a11y}
              {...register(`${name}.date`)}
              defaultValue={shown.date}
              form={plainForm}
              placeholder={m.datePattern}
              title={m.scheduleDate(label)}
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              className="min-w-0 flex-1"
            />
            <Input
              {...register(`${name}.time`)}
              defaultValue={shown.time}
              form={plainForm}
              aria-label={m.scheduleTime(label)}
              aria-invalid={a11y["aria-invalid"]}
              aria-describedby={a11y["aria-describedby"]}
              title={m.scheduleTime(label)}
              placeholder={m.timePattern}
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              className="w-24"
            />
          </div>
        )}
      </Field>
    );
  };

  return (
    <div className="grid gap-3 rounded-md border p-4">
      <div className="grid gap-5 md:grid-cols-2">
        {field("publishAt", m.publishAt)}
        {field("unpublishAt", m.unpublishAt)}
      </div>
      <p className="text-xs text-muted-foreground">{m.scheduleHint}</p>
      {answer?.ok && (
        <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
          {m.scheduleSaved}
        </p>
      )}
      {plainForm && (
        <div>
          <Button type="submit" form={plainForm} variant="outline">
            {m.scheduleSave}
          </Button>
        </div>
      )}
    </div>
  );
}
