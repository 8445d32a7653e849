"use client";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { RichTextEditor } from "@/editor/rich-text-editor.client";
import { slugify } from "@/lib/slugify";
import type { CategoryOption } from "@/projects/admin-queries";
import { PROJECT_LIMITS, type ProjectData, type ProjectFormValues } from "@/projects/validation";
import { Card, CardContent, CardHeader, CardTitle } from "@/ui/card";
import { Input } from "@/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/ui/select.client";
import { Switch } from "@/ui/switch.client";
import { Textarea } from "@/ui/textarea";
import { ChipsInput } from "./chips-input.client";
import { DateField } from "./date-field.client";
import { noSchedule } from "@/projects/schedule";
import { ScheduleFields, type ScheduleForm } from "./schedule-fields.client";
import { Field } from "../../admin/components/field";
import { useMessages } from "@/i18n/locale-context.client";
import { translatedField } from "./translated-field.client";
import type { PublicLocale } from "@/i18n/locales";

type Props = {
  categories: CategoryOption[];
  /** Create mode: the slug follows the title until it is edited by hand. */
  autoSlug: boolean;
  onSlugEdited: (value: string) => void;
  onSlugBlur: () => void;
  slugConflict: string | null;
  /** Another project's former address: saving takes it, after a confirmation (docs/decisions/0009-product-decisions-where-the-spec-is-silent.md). */
  slugWarning: string | null;
  checkingSlug: boolean;
  /** The language whose texts the translatable fields show; the others stay as they are. */
  language: PublicLocale;
  /** Edit mode: the page's schedule form, for a post without JavaScript. */
  scheduleForm?: ScheduleForm;
};

export function InfoTab({ categories, autoSlug, onSlugEdited, onSlugBlur, slugConflict, slugWarning, checkingSlug, language, scheduleForm }: Props) {
  const m = useMessages("projectAdmin");
  const { register, control, setValue, getValues, formState } = useFormContext<ProjectFormValues, unknown, ProjectData>();
  const { errors } = formState;
  const slug = useWatch({ control, name: "slug" });
  const slugRegistration = register("slug", { onBlur: onSlugBlur });
  const text = translatedField(language, errors);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{m.basicInfo}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-5 md:grid-cols-2">
            <Field id={text.id("project-title")} label={text.label(m.title)} required={!text.translation} hint={text.hint("title")} error={text.error("title")}>
              {(a11y) =>
                text.translation ? (
                  <Input key={text.translation} {...a11y} {...register(text.name("title"))} lang={text.lang} maxLength={PROJECT_LIMITS.title} />
                ) : (
                  // The slug follows the Spanish title only.
                  <Input
                    {...a11y}
                    {...register("title", {
                      onChange: (e: { target: { value: string } }) => {
                        if (autoSlug) setValue("slug", slugify(e.target.value), { shouldDirty: true, shouldValidate: formState.isSubmitted });
                      },
                      onBlur: () => {
                        if (autoSlug && getValues("slug")) onSlugBlur();
                      },
                    })}
                    placeholder={m.titlePlaceholder}
                    maxLength={PROJECT_LIMITS.title}
                  />
                )
              }
            </Field>
            <Field
              id="project-slug"
              label={m.slug}
              required
              error={errors.slug?.message ?? slugConflict}
              hint={
                checkingSlug ? (
                  m.slugChecking
                ) : slugWarning ? (
                  <span role="status" data-testid="slug-former-warning" className="font-medium text-amber-700 dark:text-amber-400">
                    {slugWarning}
                  </span>
                ) : (
                  `${m.slugHint}${slug || "…"}`
                )
              }
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  {...slugRegistration}
                  onChange={(e) => {
                    onSlugEdited(e.target.value);
                    return slugRegistration.onChange(e);
                  }}
                  maxLength={PROJECT_LIMITS.slug}
                  autoComplete="off"
                  spellCheck={false}
                />
              )}
            </Field>
          </div>

          <div className="grid gap-5 md:grid-cols-2">
            <Field
              id="project-category"
              label={m.category}
              required
              error={errors.categoryId?.message}
              hint={categories.length === 0 ? m.noCategories : undefined}
            >
              {({ id, ...a11y }) => (
                <Controller
                  control={control}
                  name="categoryId"
                  render={({ field }) => (
                    <Select value={field.value || undefined} onValueChange={field.onChange} name={field.name}>
                      <SelectTrigger id={id} ref={field.ref} onBlur={field.onBlur} {...a11y}>
                        <SelectValue placeholder={m.categoryPlaceholder} />
                      </SelectTrigger>
                      <SelectContent>
                        {categories.map((c) => (
                          <SelectItem key={c.id} value={c.id}>
                            {c.name}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </Field>
            <Field id="project-location" label={m.location} error={errors.location?.message}>
              {(a11y) => <Input {...a11y} {...register("location")} placeholder={m.locationPlaceholder} maxLength={PROJECT_LIMITS.location} />}
            </Field>
          </div>

          <Field
            id={text.id("project-short-description")}
            label={text.label(m.shortDescription)}
            hint={text.hint("shortDescription", m.shortDescriptionHint)}
            error={text.error("shortDescription")}
          >
            {(a11y) => (
              <Textarea
                key={language}
                {...a11y}
                {...register(text.name("shortDescription"))}
                lang={text.lang}
                rows={2}
                maxLength={PROJECT_LIMITS.shortDescription}
              />
            )}
          </Field>
          <Field id={text.id("project-description")} label={text.label(m.description)} hint={text.hint("description")} error={text.error("description")}>
            {(a11y) => (
              <Textarea key={language} {...a11y} {...register(text.name("description"))} lang={text.lang} rows={4} maxLength={PROJECT_LIMITS.description} />
            )}
          </Field>
          <Field
            id={text.id("project-long-description")}
            label={text.label(m.longDescription)}
            hint={text.hint("longDescription", m.longDescriptionHint)}
            error={text.error("longDescription")}
          >
            {(a11y) => (
              // One editor per language (its own undo history); the form keeps every language's HTML.
              <Controller
                key={language}
                control={control}
                name={text.name("longDescription")}
                render={({ field }) => (
                  <RichTextEditor
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder={m.longDescriptionPlaceholder}
                    labelledBy={`${a11y.id}-label`}
                    describedBy={a11y["aria-describedby"]}
                    invalid={!!a11y["aria-invalid"]}
                  />
                )}
              />
            )}
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{m.details}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-5 md:grid-cols-2">
            <Field id="project-client" label={m.client} error={errors.client?.message}>
              {(a11y) => <Input {...a11y} {...register("client")} maxLength={PROJECT_LIMITS.client} />}
            </Field>
            <Field id="project-construction-type" label={m.constructionType} error={errors.constructionType?.message}>
              {(a11y) => (
                <Input {...a11y} {...register("constructionType")} placeholder={m.constructionTypePlaceholder} maxLength={PROJECT_LIMITS.constructionType} />
              )}
            </Field>
            <DateField name="startDate" id="project-start-date" label={m.startDate} />
            <DateField name="completionDate" id="project-completion-date" label={m.completionDate} />
          </div>

          <div className="grid grid-cols-3 gap-3 sm:gap-5">
            <Field id="project-area" label={m.area} error={errors.areaSqm?.message}>
              {(a11y) => <Input {...a11y} {...register("areaSqm")} type="number" inputMode="decimal" min={0} step="any" />}
            </Field>
            <Field id="project-bedrooms" label={m.bedrooms} error={errors.bedrooms?.message}>
              {(a11y) => <Input {...a11y} {...register("bedrooms")} type="number" inputMode="numeric" min={0} max={999} step={1} />}
            </Field>
            <Field id="project-bathrooms" label={m.bathrooms} error={errors.bathrooms?.message}>
              {(a11y) => <Input {...a11y} {...register("bathrooms")} type="number" inputMode="numeric" min={0} max={999} step={1} />}
            </Field>
          </div>

          <Field id="project-budget" label={m.budgetRange} error={errors.budgetRange?.message}>
            {(a11y) => <Input {...a11y} {...register("budgetRange")} placeholder={m.budgetRangePlaceholder} maxLength={PROJECT_LIMITS.budgetRange} />}
          </Field>

          <Field id={text.id("project-features")} label={text.label(m.features)} hint={text.hint("features")} error={text.error("features")}>
            {(a11y) => (
              <Controller
                key={language}
                control={control}
                name={text.name("features")}
                render={({ field }) => (
                  <ChipsInput
                    id={a11y.id}
                    lang={text.lang}
                    describedBy={a11y["aria-describedby"]}
                    values={field.value}
                    onChange={field.onChange}
                    placeholder={m.featurePlaceholder}
                    addLabel={m.addFeature}
                    listLabel={m.featuresList}
                    maxLength={PROJECT_LIMITS.chip}
                  />
                )}
              />
            )}
          </Field>

          <Controller
            control={control}
            name="published"
            render={({ field }) => (
              <div className="flex items-center justify-between gap-4 rounded-md border p-4">
                <div className="space-y-1">
                  <label htmlFor="project-published" className="text-sm font-medium leading-none">
                    {m.published}
                  </label>
                  <p id="project-published-hint" className="text-xs text-muted-foreground">
                    {m.publishedHint}
                  </p>
                </div>
                <Switch
                  id="project-published"
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={(checked) => {
                    field.onChange(checked);
                    // Publishing by hand drops a pending publication; unpublishing, a pending withdrawal.
                    setValue(checked ? "publishAt" : "unpublishAt", noSchedule, { shouldDirty: true, shouldValidate: formState.isSubmitted });
                  }}
                  onBlur={field.onBlur}
                  aria-describedby="project-published-hint"
                />
              </div>
            )}
          />
          <ScheduleFields scheduleForm={scheduleForm} />
        </CardContent>
      </Card>
    </div>
  );
}
