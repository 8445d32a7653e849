"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { Controller, FormProvider, get, useForm, type FieldErrors, type FieldPath, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import type { ActionResult } from "@/admin/action";
import { callAction } from "@/ui/call-action";
import { checkProjectSlugAction } from "@/projects/actions";
import type { CategoryOption } from "@/projects/admin-queries";
import { Badge } from "@/ui/badge";
import { projectFormSchema, type ProjectData, type ProjectFormValues } from "@/projects/validation";
import type { ScheduleForm } from "./schedule-fields.client";
import { Button, buttonVariants } from "@/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/ui/tabs.client";
import { TAB_PARAM, tabSlug, type Tab } from "./form-tabs";
import { InfoTab } from "./info-tab.client";
import { MaterialsEditor } from "./materials-editor.client";
import { useMessages } from "@/i18n/locale-context.client";
import { SeoTab } from "./seo-tab.client";
import { ProjectLanguageSwitch, ProjectStale, translatedField } from "./translated-field.client";
import { TRANSLATED_FIELDS, type TranslatedField } from "../form-translations";
import { useUnsavedChanges } from "./use-unsaved-changes.client";
import { isTranslatedLocale, TRANSLATED_LOCALES, type TranslatedLocale } from "@/i18n/content";
import { noStaleFields, type StaleFields } from "@/i18n/freshness-status";
import type { PublicLocale } from "@/i18n/locales";

/*
 * What the create and edit forms share: the fields, their tabs, the slug checks and the way a
 * save's refusals come back onto the fields. Each form (./project-form-create.client.tsx,
 * ./project-form-edit.client.tsx) brings its own save, its content, media and videos tabs.
 */

export type { Tab };

/** What a save answers: the project's id, and how many temporary media files it took (create). */
export type SaveResult = ActionResult<{ id: string; images?: number; videos?: number; unpublishedChanges?: boolean }>;
type Saved = Extract<SaveResult, { ok: true }>["data"];

/** Which tab holds a field, so a failed submit can show the first error. */
const FIELD_TAB: Partial<Record<keyof ProjectFormValues, Tab>> = {
  materials: "materials",
  metaTitle: "seo",
  metaDescription: "seo",
  keywords: "seo",
};
const FIELD_ORDER: (keyof ProjectFormValues)[] = [
  "title",
  "slug",
  "categoryId",
  "location",
  "shortDescription",
  "description",
  "longDescription",
  "client",
  "constructionType",
  "startDate",
  "completionDate",
  "areaSqm",
  "bedrooms",
  "bathrooms",
  "budgetRange",
  "features",
  "publishAt",
  "unpublishAt",
  "materials",
  "metaTitle",
  "metaDescription",
  "keywords",
];

const tabOf = (field: string): Tab => FIELD_TAB[field as keyof ProjectFormValues] ?? "info";

type FormPath = FieldPath<ProjectFormValues>;
/** Where an error is shown: the language and tab to open, the control to focus. */
type ErrorSpot = { language: PublicLocale; tab: Tab; path: FormPath };

/**
 * A field error's place in the form: `title`, or `translations.gl.title` for a translation
 * (deeper paths, like a material's row, belong to their list).
 */
function errorSpot(key: string): ErrorSpot | null {
  const [first, locale, field] = key.split(".");
  if (first === "translations") {
    if (!isTranslatedLocale(locale) || !TRANSLATED_FIELDS.includes(field as TranslatedField)) return null;
    return { language: locale, tab: tabOf(field), path: `translations.${locale}.${field as TranslatedField}` };
  }
  if (!FIELD_ORDER.includes(first as keyof ProjectFormValues)) return null;
  return { language: "es", tab: tabOf(first), path: first as FormPath };
}

/** Every field path in the form's order: the Spanish and the other fields, then each translation's. */
const ERROR_ORDER: FormPath[] = [
  ...FIELD_ORDER,
  ...TRANSLATED_LOCALES.flatMap((locale) => TRANSLATED_FIELDS.map((field) => `translations.${locale}.${field}` as const)),
];

// The schema's input type is wider (numbers, null) than what the inputs hold; its output is ProjectData.
const resolver = zodResolver(projectFormSchema) as unknown as Resolver<ProjectFormValues, unknown, ProjectData>;

type Options = {
  initial: ProjectFormValues;
  /** The project being edited, whose own slug is no conflict; null for a new one. */
  projectId: string | null;
  /** The slug follows the title until it is edited by hand; emptying it hands it back (a new project). */
  slugFromTitle: boolean;
  /** Work the form holds besides its fields (a new project's media, videos, blocks): leaving asks first. */
  hasDrafts: boolean;
  /** The save's failure message. */
  fallbackError: string;
  /** The tab shown first (the address's `pestana`); the information tab when absent. */
  initialTab?: Tab;
};

/** The form's state and its save: `submitWith(send, saved)` is the form's submit handler. */
export function useProjectForm({ initial, projectId, slugFromTitle, hasDrafts, fallbackError, initialTab = "info" }: Options) {
  const m = useMessages("projectAdmin");
  const v = useMessages("projectValidation");
  const form = useForm<ProjectFormValues, unknown, ProjectData>({ resolver, defaultValues: initial, mode: "onTouched" });
  const { formState, handleSubmit, setError, setFocus } = form;

  const [tab, setTab] = useState<Tab>(initialTab);
  /** The language the translatable fields show; every language's drafts stay in the form meanwhile. */
  const [language, setLanguage] = useState<PublicLocale>("es");
  const [autoSlug, setAutoSlug] = useState(slugFromTitle);
  const [slugConflict, setSlugConflict] = useState<string | null>(null);
  const [checkingSlug, setCheckingSlug] = useState(false);
  /** Another project's former address: shown as a warning; saving with it on screen confirms. */
  const [formerSlugWarning, setFormerSlugWarning] = useState<string | null>(null);
  const slugRequest = useRef(0);
  const leave = useUnsavedChanges((formState.isDirty || hasDrafts) && !formState.isSubmitSuccessful, m.unsaved);

  const checkSlug = async () => {
    const slug = form.getValues("slug").trim();
    const request = ++slugRequest.current;
    if (!slug) return;
    setCheckingSlug(true);
    try {
      const result = await checkProjectSlugAction({ slug, excludeId: projectId });
      if (request !== slugRequest.current || !result.ok) return;
      setSlugConflict(result.data.available ? null : v.slugTaken);
      setFormerSlugWarning(result.data.former ? v.slugFormer : null);
    } catch {
      // The server also refuses a taken slug on save; a failed check only loses the early warning.
    } finally {
      if (request === slugRequest.current) setCheckingSlug(false);
    }
  };

  const onSlugEdited = (value: string) => {
    slugRequest.current++;
    setCheckingSlug(false);
    setSlugConflict(null);
    setFormerSlugWarning(null);
    if (slugFromTitle) setAutoSlug(value.trim() === "");
  };

  /** Opens the language and tab of the first error (in the form's order) and focuses its control. */
  const showFirstError = (paths: string[]) => {
    const spots = paths.map(errorSpot).filter((spot) => spot !== null);
    const first = ERROR_ORDER.map((path) => spots.find((spot) => spot.path === path)).find(Boolean);
    if (!first) return;
    setLanguage(first.language);
    setTab(first.tab);
    // After the language and tab are shown: a hidden control cannot take focus.
    setTimeout(() => {
      try {
        setFocus(first.path);
      } catch {
        // Not every control is focusable through react-hook-form (chips, editor).
      }
    }, 0);
  };

  /** Saves the checked values through `send`; the server's refusals go onto their fields, a success to `saved`. */
  const submitWith = (send: (data: ProjectData) => Promise<SaveResult>, saved: (data: Saved) => void) => {
    const onSubmit = handleSubmit(
      async (data) => {
        if (formerSlugWarning) data = { ...data, takeFormerSlug: true };
        const result = await callAction(() => send(data), fallbackError);
        // Throwing leaves isSubmitSuccessful false, so the unsaved-changes guard stays on.
        if (!result) throw new Error(fallbackError);
        if (!result.ok) {
          const { takeFormerSlug: formerWarning, ...fieldErrors } = result.fieldErrors ?? {};
          if (formerWarning) {
            setFormerSlugWarning(formerWarning);
            setTab("info");
            toast.warning(formerWarning);
            throw new Error(formerWarning);
          }
          for (const [name, message] of Object.entries(fieldErrors)) {
            const spot = errorSpot(name);
            if (spot?.path === "slug" && message === v.slugTaken) setSlugConflict(message);
            else if (spot) setError(spot.path, { type: "server", message });
          }
          showFirstError(Object.keys(fieldErrors));
          toast.error(result.error || fallbackError);
          throw new Error(result.error || fallbackError);
        }
        saved(result.data);
      },
      (errors) => showFirstError(errorPaths(errors)),
    );
    return (e: FormEvent<HTMLFormElement>) => {
      onSubmit(e).catch(() => {});
    };
  };

  const slug = { autoSlug, onSlugEdited, onSlugBlur: () => void checkSlug(), slugConflict, slugWarning: formerSlugWarning, checkingSlug };
  return { form, tab, setTab, language, setLanguage, slug, leave, submitWith };
}

/** The client-side errors' paths: each field's, and each translated field's in its language. */
function errorPaths(errors: FieldErrors<ProjectFormValues>): string[] {
  const paths: string[] = Object.keys(errors).filter((key) => key !== "translations");
  for (const locale of TRANSLATED_LOCALES) {
    for (const field of TRANSLATED_FIELDS) if (errors.translations?.[locale]?.[field]) paths.push(`translations.${locale}.${field}`);
  }
  return paths;
}

export type ProjectFormState = ReturnType<typeof useProjectForm>;

type LayoutProps = {
  state: ProjectFormState;
  categories: CategoryOption[];
  title: string;
  /** Next to the title (e.g. the link to the published page). */
  headerAction?: ReactNode;
  /** Items shown on a tab's label. */
  counts: Partial<Record<Tab, number>>;
  /** The tabs each form fills itself. */
  panels: Record<"content" | "media" | "videos", ReactNode>;
  submitLabel: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** Per language, the stored texts whose Spanish changed since they were translated. */
  stale?: StaleFields;
  /** Per language needing review, its "Confirmar" form's id (rendered outside this form). */
  confirmForms?: Partial<Record<TranslatedLocale, string>>;
  /** Tabs holding something whose translation needs review (the content blocks). */
  reviewTabs?: Tab[];
  /** Edit mode: the page's schedule form, for a post without JavaScript. */
  scheduleForm?: ScheduleForm;
};

/** The form: its title, the tabs (fields shared, the rest from each form) and the save bar. */
export function ProjectFormLayout({
  state,
  categories,
  title,
  headerAction,
  counts,
  panels,
  submitLabel,
  onSubmit,
  stale = noStaleFields(),
  confirmForms,
  reviewTabs = [],
  scheduleForm,
}: LayoutProps) {
  const m = useMessages("projectAdmin");
  const v = useMessages("projectValidation");
  const { form, tab, setTab, language, setLanguage, slug } = state;
  const { formState, control } = form;
  // The tabs with an error among the fields shown now: the language's own, and the untranslated fields'.
  const shownNow = (spot: ErrorSpot | null) =>
    !!spot && (spot.language === language || (spot.language === "es" && !TRANSLATED_FIELDS.includes(spot.path as TranslatedField)));
  const errorTabs = new Set(
    errorPaths(formState.errors)
      .map(errorSpot)
      .filter(shownNow)
      .map((spot) => spot!.tab),
  );
  if (slug.slugConflict) errorTabs.add("info");
  const text = translatedField(language, formState.errors);
  const saving = formState.isSubmitting || (formState.isSubmitSuccessful && !formState.isSubmitting);

  return (
    <FormProvider {...form}>
      <ProjectStale.Provider value={stale}>
        <form method="post" onSubmit={onSubmit} noValidate aria-labelledby="project-form-title" className="mx-auto max-w-5xl space-y-6">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <Link href="/admin/projects" className={buttonVariants({ variant: "ghost", size: "icon" })} aria-label={m.back} title={m.back}>
              <ArrowLeft aria-hidden />
            </Link>
            <h1 id="project-form-title" className="text-2xl font-bold tracking-tight">
              {title}
            </h1>
            {headerAction}
          </div>

          <ProjectLanguageSwitch value={language} onChange={setLanguage} confirmForms={confirmForms} />

          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList className="grid h-auto w-full grid-cols-3 gap-1 sm:inline-flex sm:h-10 sm:w-auto sm:gap-0">
              {(Object.keys(m.tabs) as Tab[]).map((key) => (
                <TabsTrigger key={key} value={key} className="gap-1.5" asChild>
                  {/* A link to the page opened on this tab: without JavaScript it is the way to the
                    tab; with it, the tab opens in place (a modified click still opens a new page). */}
                  <a
                    href={`?${TAB_PARAM}=${tabSlug(key)}`}
                    onClick={(e) => {
                      if (!(e.ctrlKey || e.metaKey || e.shiftKey || e.altKey)) e.preventDefault();
                    }}
                  >
                    {m.tabs[key]}
                    {counts[key] !== undefined && counts[key] > 0 && (
                      <Badge variant="secondary" className="px-1.5 py-0 tabular-nums" aria-label={`(${counts[key]})`}>
                        {counts[key]}
                      </Badge>
                    )}
                    {errorTabs.has(key) && (
                      <>
                        <span aria-hidden className="size-1.5 rounded-full bg-destructive" />
                        <span className="sr-only">{m.tabHasErrors}</span>
                      </>
                    )}
                    {reviewTabs.includes(key) && (
                      <>
                        <span aria-hidden className="size-1.5 rounded-full bg-orange-500" />
                        <span className="sr-only">{m.tabNeedsReview}</span>
                      </>
                    )}
                  </a>
                </TabsTrigger>
              ))}
            </TabsList>

            {/* Every panel stays mounted: switching tabs keeps drafts (chips, materials, editor). */}
            <TabsContent value="info" forceMount className="data-[state=inactive]:hidden">
              <InfoTab categories={categories} {...slug} language={language} scheduleForm={scheduleForm} />
            </TabsContent>
            <TabsContent value="materials" forceMount className="data-[state=inactive]:hidden">
              <Card>
                <CardHeader>
                  <CardTitle className="text-lg">{text.label(m.materialsTitle)}</CardTitle>
                  <CardDescription>{m.materialsDescription}</CardDescription>
                  {text.translation && <p className="text-xs text-muted-foreground">{text.hint("materials")}</p>}
                </CardHeader>
                <CardContent lang={text.lang}>
                  {/* The translated list is edited like the Spanish one, and replaces it on the site once filled. */}
                  <Controller
                    key={language}
                    control={control}
                    name={text.name("materials")}
                    render={({ field }) => <MaterialsEditor value={field.value} onChange={field.onChange} />}
                  />
                  {!!get(formState.errors, text.name("materials")) && <p className="mt-3 text-sm font-medium text-destructive">{v.materialIncomplete}</p>}
                </CardContent>
              </Card>
            </TabsContent>
            <TabsContent value="content" forceMount className="data-[state=inactive]:hidden">
              {panels.content}
            </TabsContent>
            <TabsContent value="media" forceMount className="data-[state=inactive]:hidden">
              {panels.media}
            </TabsContent>
            <TabsContent value="videos" forceMount className="data-[state=inactive]:hidden">
              {panels.videos}
            </TabsContent>
            <TabsContent value="seo" forceMount className="data-[state=inactive]:hidden">
              <SeoTab language={language} />
            </TabsContent>
          </Tabs>

          <div
            data-toast-clearance
            className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:mx-0 sm:rounded-b-md sm:px-0"
          >
            <Link href="/admin/projects" className={buttonVariants({ variant: "outline" })}>
              {m.cancel}
            </Link>
            <Button type="submit" disabled={saving || !!slug.slugConflict}>
              {formState.isSubmitting ? m.saving : submitLabel}
            </Button>
          </div>
        </form>
      </ProjectStale.Provider>
    </FormProvider>
  );
}
