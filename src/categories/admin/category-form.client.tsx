"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { useForm, useWatch, type FieldErrors, type FieldPath } from "react-hook-form";
import { toast } from "sonner";
import { callAction } from "@/ui/call-action";
import type { ActionResult } from "@/admin/action";
import { ContentLanguageSwitch, TranslationHint } from "@/admin/components/content-language.client";
import { confirmFormsByLanguage, confirmTargets, TranslationConfirmForms } from "@/admin/components/translation-review.client";
import { TRANSLATED_LOCALES, type CategoryTexts, type TranslatedLocale, type Translations } from "@/i18n/content";
import { fieldStatus, languageProgress, noStaleFields, type FieldInForm, type FieldStatus, type StaleFields } from "@/i18n/freshness-status";
import { INTL_LOCALE, type PublicLocale } from "@/i18n/locales";
import { slugify } from "@/lib/slugify";
import { Button } from "@/ui/button";
import { Card, CardContent } from "@/ui/card";
import { Input } from "@/ui/input";
import { Label } from "@/ui/label.client";
import { Textarea } from "@/ui/textarea";
import { confirmCategoryTranslationFormAction, createCategoryAction, updateCategoryAction } from "../actions";
import { useMessages } from "@/i18n/locale-context.client";
import { categorySchema, type CategoryFormValues, type CategoryInput } from "../validation";

type Props = {
  category?: { id: string; name: string; slug: string; description: string | null; translations: Translations<CategoryTexts> };
  /** Per language, the stored texts whose Spanish changed since they were translated. */
  stale?: StaleFields;
};

const LIST = "/admin/categories";

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

/** Every language's inputs, empty where a text is not translated. */
const formTranslations = (stored: Translations<CategoryTexts> | undefined) =>
  Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, { name: stored?.[locale]?.name ?? "", description: stored?.[locale]?.description ?? "" }]),
  ) as Record<(typeof TRANSLATED_LOCALES)[number], CategoryTexts>;

/** The language whose inputs hold the first error: the form shows it, so the error is seen. */
function languageOfErrors(errors: FieldErrors<CategoryFormValues>): PublicLocale | null {
  if (errors.name || errors.slug || errors.description) return "es";
  return TRANSLATED_LOCALES.find((locale) => errors.translations?.[locale]) ?? null;
}

/**
 * Create mode without a category, edit mode with one. The language switch swaps the name and
 * description for their Galician or English inputs; the slug is one for every language. In create mode the slug follows the
 * name until the slug is edited by hand; in edit mode it never changes by itself.
 */
export function CategoryForm({ category, stale = noStaleFields() }: Props) {
  const m = useMessages("category");
  const router = useRouter();
  const editing = Boolean(category);
  // Edited by hand (or loaded): stop deriving it from the name.
  const slugLocked = useRef(editing);
  const form = useForm<CategoryFormValues, unknown, CategoryInput>({
    resolver: zodResolver(categorySchema),
    defaultValues: {
      name: category?.name ?? "",
      slug: category?.slug ?? "",
      description: category?.description ?? "",
      translations: formTranslations(category?.translations),
    },
  });
  const { register, handleSubmit, setValue, setError, control, formState } = form;
  const { errors, isSubmitting, isSubmitted } = formState;
  const [language, setLanguage] = useState<PublicLocale>("es");
  const [spanishName, spanishDescription, translations] = useWatch({ control, name: ["name", "description", "translations"] });
  const spanish = { name: spanishName ?? "", description: spanishDescription ?? "" };
  /** A text in one language as typed and as stored: its status and its count in the switch. */
  const field = (locale: TranslatedLocale, name: keyof CategoryTexts): FieldInForm => ({
    spanish: spanish[name],
    translation: translations?.[locale]?.[name],
    storedSpanish: category?.[name] ?? "",
    storedTranslation: category?.translations[locale]?.[name] ?? "",
    storedStale: stale[locale].includes(name),
  });
  const progress = {
    gl: languageProgress([field("gl", "name"), field("gl", "description")]),
    en: languageProgress([field("en", "name"), field("en", "description")]),
  };
  const reviews = category ? confirmTargets(`category-${category.id}`, stale, category.id) : [];

  const name = register("name");
  const slug = register("slug");
  const onNameChange = (event: ChangeEvent<HTMLInputElement>) => {
    void name.onChange(event);
    if (!slugLocked.current) setValue("slug", slugify(event.target.value), { shouldValidate: isSubmitted, shouldDirty: true });
  };
  const onSlugChange = (event: ChangeEvent<HTMLInputElement>) => {
    void slug.onChange(event);
    // Emptying the slug hands it back to the name.
    slugLocked.current = editing || event.target.value !== "";
  };

  const showErrors = (found: FieldErrors<CategoryFormValues>) => {
    const where = languageOfErrors(found);
    if (where) setLanguage(where);
  };

  const onSubmit = handleSubmit(async (values) => {
    const fallback = editing ? m.updateError : m.createError;
    const result = await callAction<ActionResult<unknown>>(
      () => (category ? updateCategoryAction({ ...values, id: category.id }) : createCategoryAction(values)),
      fallback,
    );
    if (!result) return;
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        if (field === "name" || field === "slug" || field === "description") setError(field, { message }, { shouldFocus: true });
        const translated = /^translations\.(gl|en)\.(name|description)$/.exec(field);
        if (translated) setError(field as FieldPath<CategoryFormValues>, { message });
      }
      if (result.error === m.slugTaken) setError("slug", { message: m.slugTaken }, { shouldFocus: true });
      showErrors(form.formState.errors);
      toast.error(result.error || fallback);
      return;
    }
    toast.success(editing ? m.updated : m.created_);
    router.push(LIST);
    router.refresh();
  }, showErrors);

  const translating = language === "es" ? null : language;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div className="flex items-center gap-3">
        <Button asChild variant="ghost" size="icon" className="size-9">
          <Link href={LIST} aria-label={m.back}>
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{editing ? m.editCategory : m.newCategory}</h1>
      </div>

      <Card>
        <CardContent className="pt-6">
          <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={editing ? m.editCategory : m.newCategory}>
            <ContentLanguageSwitch value={language} onChange={setLanguage} progress={progress} confirmForms={confirmFormsByLanguage(reviews)} />

            {translating ? (
              <TranslatedField
                key={`name-${translating}`}
                id={`category-name-${translating}`}
                label={m.name}
                lang={INTL_LOCALE[translating]}
                spanish={spanish.name}
                status={fieldStatus(field(translating, "name"))}
                error={errors.translations?.[translating]?.name?.message}
              >
                {(a11y) => <Input autoComplete="off" {...a11y} {...register(`translations.${translating}.name`)} />}
              </TranslatedField>
            ) : (
              <div className="flex flex-col gap-2">
                <Label htmlFor="category-name">{m.name}</Label>
                <Input
                  id="category-name"
                  autoComplete="off"
                  placeholder={m.namePlaceholder}
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={errors.name ? "category-name-error" : undefined}
                  {...name}
                  onChange={onNameChange}
                />
                <FieldError id="category-name-error" message={errors.name?.message} />
              </div>
            )}

            <div className="flex flex-col gap-2">
              <Label htmlFor="category-slug">{m.slug}</Label>
              <Input
                id="category-slug"
                autoComplete="off"
                spellCheck={false}
                placeholder={m.slugPlaceholder}
                aria-invalid={errors.slug ? true : undefined}
                aria-describedby={errors.slug ? "category-slug-error category-slug-hint" : "category-slug-hint"}
                {...slug}
                onChange={onSlugChange}
              />
              <p id="category-slug-hint" className="text-sm text-muted-foreground">
                {translating ? m.slugFollowsSpanish : m.slugHint}
              </p>
              <FieldError id="category-slug-error" message={errors.slug?.message} />
            </div>

            {translating ? (
              <TranslatedField
                key={`description-${translating}`}
                id={`category-description-${translating}`}
                label={m.description}
                lang={INTL_LOCALE[translating]}
                spanish={spanish.description}
                status={fieldStatus(field(translating, "description"))}
                error={errors.translations?.[translating]?.description?.message}
              >
                {(a11y) => <Textarea rows={4} {...a11y} {...register(`translations.${translating}.description`)} />}
              </TranslatedField>
            ) : (
              <div className="flex flex-col gap-2">
                <Label htmlFor="category-description">{m.description}</Label>
                <Textarea id="category-description" rows={4} placeholder={m.descriptionPlaceholder} {...register("description")} />
                <FieldError id="category-description-error" message={errors.description?.message} />
              </div>
            )}

            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Button asChild variant="outline">
                <Link href={LIST}>{m.cancel}</Link>
              </Button>
              <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
                {editing ? m.update : m.create}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <TranslationConfirmForms action={confirmCategoryTranslationFormAction} targets={reviews} />
    </div>
  );
}

type TranslatedA11y = { id: string; lang: string; "aria-invalid"?: boolean; "aria-describedby": string };

/** One text in Galician or English: its input, whether it is missing or to review, and the Spanish to translate from. */
function TranslatedField({
  id,
  label,
  lang,
  spanish,
  status,
  error,
  children,
}: {
  id: string;
  label: string;
  lang: string;
  spanish: string;
  status: FieldStatus;
  error?: string;
  children: (a11y: TranslatedA11y) => ReactNode;
}) {
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, lang, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        <TranslationHint missing={status.missing} stale={status.stale} spanish={spanish.trim() || undefined} />
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
