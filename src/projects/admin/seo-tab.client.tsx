"use client";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { cn } from "@/lib/cn";
import { PROJECT_LIMITS, SEO_HINTS, type ProjectData, type ProjectFormValues } from "@/projects/validation";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import { Input } from "@/ui/input";
import { Textarea } from "@/ui/textarea";
import { ChipsInput } from "./chips-input.client";
import { Field } from "../../admin/components/field";
import { useMessages } from "@/i18n/locale-context.client";
import { projectAdminMessages } from "./messages";

/** n/max, turning amber past the recommendation (a hint, not a limit: spec §9). */
function Counter({ id, value, max }: { id: string; value: string; max: number }) {
  const m = useMessages(projectAdminMessages);
  const n = value.length;
  return (
    <span id={id} className={cn("text-xs tabular-nums text-muted-foreground", n > max && "font-medium text-amber-700 dark:text-amber-400")}>
      {m.counter(n, max)}
    </span>
  );
}

export function SeoTab() {
  const m = useMessages(projectAdminMessages);
  const { register, control, formState } = useFormContext<ProjectFormValues, unknown, ProjectData>();
  const { errors } = formState;
  const [metaTitle, metaDescription] = useWatch({ control, name: ["metaTitle", "metaDescription"] });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{m.seoTitle}</CardTitle>
        <CardDescription>{m.seoDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Field
          id="project-meta-title"
          label={m.metaTitle}
          hint={m.metaTitleHint}
          aside={<Counter id="project-meta-title-count" value={metaTitle ?? ""} max={SEO_HINTS.metaTitle} />}
          error={errors.metaTitle?.message}
        >
          {(a11y) => <Input {...a11y} {...register("metaTitle")} maxLength={PROJECT_LIMITS.metaTitle} />}
        </Field>
        <Field
          id="project-meta-description"
          label={m.metaDescription}
          hint={m.metaDescriptionHint}
          aside={<Counter id="project-meta-description-count" value={metaDescription ?? ""} max={SEO_HINTS.metaDescription} />}
          error={errors.metaDescription?.message}
        >
          {(a11y) => <Textarea {...a11y} {...register("metaDescription")} rows={3} maxLength={PROJECT_LIMITS.metaDescription} />}
        </Field>
        <Field id="project-keywords" label={m.keywords} error={errors.keywords?.message ?? errors.keywords?.root?.message}>
          {(a11y) => (
            <Controller
              control={control}
              name="keywords"
              render={({ field }) => (
                <ChipsInput
                  id={a11y.id}
                  describedBy={a11y["aria-describedby"]}
                  values={field.value}
                  onChange={field.onChange}
                  placeholder={m.keywordPlaceholder}
                  addLabel={m.addKeyword}
                  listLabel={m.keywordsList}
                  maxLength={PROJECT_LIMITS.chip}
                />
              )}
            />
          )}
        </Field>
      </CardContent>
    </Card>
  );
}
