"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Controller, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { ContentLanguageSwitch, TranslationHint } from "@/admin/components/content-language.client";
import { Field } from "@/admin/components/field";
import { TRANSLATED_LOCALES, type HeroTexts, type TranslatedLocale } from "@/i18n/content";
import { fieldStatus, languageProgress, noStaleFields, type FieldInForm, type StaleFields } from "@/i18n/freshness-status";
import { INTL_LOCALE, type PublicLocale } from "@/i18n/locales";
import { Button } from "@/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/ui/card";
import { Input } from "@/ui/input";
import { Switch } from "@/ui/switch.client";
import { useMessages } from "@/i18n/locale-context.client";
import { emptyHeroImageForm, heroImageSchema, HERO_MIN_ORDER, type HeroImageFormValues, type HeroImageInput } from "../validation";
import { HeroImageField } from "./hero-image-field.client";

type Props = {
  heading: string;
  initial?: HeroImageFormValues;
  /** Per language, the stored texts whose Spanish changed since they were translated. */
  stale?: StaleFields;
  /** Per language needing review, its "Confirmar" form's id (rendered by the manager, outside this form). */
  confirmForms?: Partial<Record<TranslatedLocale, string>>;
  /** Saves; true when it worked (the caller shows the toast). */
  onSave: (values: HeroImageInput) => Promise<boolean>;
  onCancel: () => void;
};

/** The language whose inputs hold the first error: the form shows it, so the error is seen. */
function languageOfErrors(errors: FieldErrors<HeroImageFormValues>): PublicLocale | null {
  if (errors.title || errors.subtitle || errors.imageUrl || errors.orderIndex) return "es";
  return TRANSLATED_LOCALES.find((locale) => errors.translations?.[locale]) ?? null;
}

/**
 * The inline hero image form, for creating and for editing. Save stays disabled until an
 * image and a title are given (spec §5); after a successful save the fields go back to the
 * defaults (order 1, active) before the caller closes the form (§4). The language switch
 * swaps the title and subtitle for their Galician or English inputs.
 */
export function HeroImageForm({ heading, initial = emptyHeroImageForm, stale = noStaleFields(), confirmForms, onSave, onCancel }: Props) {
  const m = useMessages("hero");
  const id = useId();
  const headingId = `${id}-heading`;
  const form = useForm<HeroImageFormValues, unknown, HeroImageInput>({ resolver: zodResolver(heroImageSchema), defaultValues: initial });
  const { register, control, handleSubmit, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  const [imageUrl, title, subtitle, translations] = useWatch({ control, name: ["imageUrl", "title", "subtitle", "translations"] });
  const [uploading, setUploading] = useState(false);
  const [language, setLanguage] = useState<PublicLocale>("es");
  const spanish = { title: title ?? "", subtitle: subtitle ?? "" };
  /** A text in one language as typed and as stored: its status and its count in the switch. */
  const field = (locale: TranslatedLocale, name: keyof HeroTexts): FieldInForm => ({
    spanish: spanish[name],
    translation: translations?.[locale]?.[name],
    storedSpanish: initial[name] ?? "",
    storedTranslation: initial.translations?.[locale]?.[name] ?? "",
    storedStale: stale[locale].includes(name),
  });
  const progress = {
    gl: languageProgress([field("gl", "title"), field("gl", "subtitle")]),
    en: languageProgress([field("en", "title"), field("en", "subtitle")]),
  };
  const translating = language === "es" ? null : language;
  const container = useRef<HTMLFormElement>(null);

  // The form opens where the admin is looking: move focus into it.
  useEffect(() => {
    container.current?.querySelector<HTMLElement>("input, button")?.focus();
  }, []);

  const onSubmit = handleSubmit(
    async (values) => {
      if (uploading) return;
      if (await onSave(values)) {
        reset(emptyHeroImageForm);
        setLanguage("es");
      }
    },
    (found) => {
      const where = languageOfErrors(found);
      if (where) setLanguage(where);
    },
  );

  const ready = !!imageUrl?.trim() && !!title?.trim();

  return (
    <Card>
      <CardHeader>
        <CardTitle id={headingId} className="text-lg">
          {heading}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form method="post" ref={container} aria-labelledby={headingId} onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
          <Controller
            control={control}
            name="imageUrl"
            render={({ field }) => (
              <HeroImageField
                id={`${id}-image`}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                onUploadingChange={setUploading}
                error={errors.imageUrl?.message}
              />
            )}
          />
          <div className="flex flex-col gap-4">
            <ContentLanguageSwitch value={language} onChange={setLanguage} progress={progress} confirmForms={confirmForms} />
            {translating ? (
              <>
                <Field
                  key={`title-${translating}`}
                  id={`${id}-title-${translating}`}
                  label={m.formTitle}
                  error={errors.translations?.[translating]?.title?.message}
                  hint={<TranslationHint {...fieldStatus(field(translating, "title"))} spanish={spanish.title.trim() || undefined} />}
                >
                  {(a11y) => <Input {...a11y} lang={INTL_LOCALE[translating]} {...register(`translations.${translating}.title`)} maxLength={200} />}
                </Field>
                <Field
                  key={`subtitle-${translating}`}
                  id={`${id}-subtitle-${translating}`}
                  label={m.subtitle}
                  error={errors.translations?.[translating]?.subtitle?.message}
                  hint={<TranslationHint {...fieldStatus(field(translating, "subtitle"))} spanish={spanish.subtitle.trim() || undefined} />}
                >
                  {(a11y) => <Input {...a11y} lang={INTL_LOCALE[translating]} {...register(`translations.${translating}.subtitle`)} maxLength={500} />}
                </Field>
              </>
            ) : (
              <>
                <Field id={`${id}-title`} label={m.formTitle} required error={errors.title?.message}>
                  {(a11y) => <Input {...a11y} {...register("title")} maxLength={200} />}
                </Field>
                <Field id={`${id}-subtitle`} label={m.subtitle} error={errors.subtitle?.message}>
                  {(a11y) => <Input {...a11y} {...register("subtitle")} maxLength={500} />}
                </Field>
              </>
            )}
            <div className="flex flex-wrap items-end gap-6">
              <Field id={`${id}-order`} label={m.order} error={errors.orderIndex?.message} className="w-32">
                {(a11y) => (
                  <Input {...a11y} type="number" min={HERO_MIN_ORDER} step={1} inputMode="numeric" {...register("orderIndex", { valueAsNumber: true })} />
                )}
              </Field>
              <Controller
                control={control}
                name="isActive"
                render={({ field }) => (
                  <div className="flex h-10 items-center gap-2">
                    <Switch id={`${id}-active`} checked={field.value} onCheckedChange={field.onChange} />
                    <label htmlFor={`${id}-active`} className="text-sm font-medium">
                      {m.active}
                    </label>
                  </div>
                )}
              />
            </div>
            {!ready && <p className="text-xs text-muted-foreground">{m.saveHint}</p>}
            <div className="mt-auto flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
                {m.cancel}
              </Button>
              <Button type="submit" disabled={!ready || isSubmitting || uploading}>
                {isSubmitting && <Loader2 aria-hidden className="animate-spin" />}
                {isSubmitting ? m.saving : m.save}
              </Button>
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
