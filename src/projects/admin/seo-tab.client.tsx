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
import { translatedField } from "./translated-field.client";
import type { PublicLocale } from "@/i18n/locales";

/** n/max, turning amber past the recommendation (a hint, not a limit: spec §9). */
function Counter({ id, value, max }: { id: string; value: string; max: number }) {
  const m = useMessages("projectAdmin");
  const n = value.length;
  return (
    <span id={id} className={cn("text-xs tabular-nums text-muted-foreground", n > max && "font-medium text-amber-700 dark:text-amber-400")}>
      {m.counter(n, max)}
    </span>
  );
}

/** The SEO fields, in the language the form shows. */
export function SeoTab({ language }: { language: PublicLocale }) {
  const m = useMessages("projectAdmin");
  const { register, control, formState } = useFormContext<ProjectFormValues, unknown, ProjectData>();
  const text = translatedField(language, formState.errors);
  const [metaTitle, metaDescription] = useWatch({ control, name: [text.name("metaTitle"), text.name("metaDescription")] });
  const counter = (id: string) => text.id(`${id}-count`);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{m.seoTitle}</CardTitle>
        <CardDescription>{m.seoDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Field
          id={text.id("project-meta-title")}
          label={text.label(m.metaTitle)}
          hint={text.hint("metaTitle", m.metaTitleHint)}
          aside={<Counter id={counter("project-meta-title")} value={metaTitle ?? ""} max={SEO_HINTS.metaTitle} />}
          error={text.error("metaTitle")}
        >
          {(a11y) => <Input key={language} {...a11y} {...register(text.name("metaTitle"))} lang={text.lang} maxLength={PROJECT_LIMITS.metaTitle} />}
        </Field>
        <Field
          id={text.id("project-meta-description")}
          label={text.label(m.metaDescription)}
          hint={text.hint("metaDescription", m.metaDescriptionHint)}
          aside={<Counter id={counter("project-meta-description")} value={metaDescription ?? ""} max={SEO_HINTS.metaDescription} />}
          error={text.error("metaDescription")}
        >
          {(a11y) => (
            <Textarea
              key={language}
              {...a11y}
              {...register(text.name("metaDescription"))}
              lang={text.lang}
              rows={3}
              maxLength={PROJECT_LIMITS.metaDescription}
            />
          )}
        </Field>
        <Field id={text.id("project-keywords")} label={text.label(m.keywords)} hint={text.hint("keywords")} error={text.error("keywords")}>
          {(a11y) => (
            <Controller
              key={language}
              control={control}
              name={text.name("keywords")}
              render={({ field }) => (
                <ChipsInput
                  id={a11y.id}
                  lang={text.lang}
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
