"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, ExternalLink, Info } from "lucide-react";
import Link from "next/link";
import { useRef, useState, type FormEvent } from "react";
import { Controller, FormProvider, useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import type { ActionResult } from "@/admin/action";
import { callAction } from "@/ui/call-action";
import { checkProjectSlug, createProjectAction, updateProjectAction } from "@/projects/actions";
import type { AdminProjectMedia, CategoryOption, ProjectMediaSummary } from "@/projects/admin-queries";
import { ContentBlocksEditor } from "@/blocks/editor/content-blocks-editor.client";
import type { DraftBlock } from "@/blocks/validation";
import { mediaAdminMessages as mm } from "@/media/admin/messages";
import { useCreateMediaOps, useEditMediaOps, type TempMediaState } from "@/media/admin/media-ops";
import { MediaTab } from "@/media/admin/media-tab.client";
import type { ManagedVideo } from "@/videos/admin/types";
import { useCreateVideoOps, useEditVideoOps } from "@/videos/admin/video-ops";
import { VideosTab } from "@/videos/admin/videos-tab.client";
import { Badge } from "@/ui/badge";
import { projectSchema, projectValidationMessages as v, type ProjectData, type ProjectFormValues } from "@/projects/validation";
import { Button, buttonVariants } from "@/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/ui/tabs";
import { InfoTab } from "./info-tab.client";
import { MaterialsEditor } from "./materials-editor.client";
import { projectAdminMessages as m } from "./messages";
import { SeoTab } from "./seo-tab.client";
import { useUnsavedChanges } from "./use-unsaved-changes";

type Tab = keyof typeof m.tabs;

type Props =
  | { mode: "create"; initial: ProjectFormValues; categories: CategoryOption[] }
  | {
      mode: "edit";
      projectId: string;
      initial: ProjectFormValues;
      categories: CategoryOption[];
      summary: ProjectMediaSummary;
      media: AdminProjectMedia;
      publishedSlug: string | null;
    };

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
  "materials",
  "metaTitle",
  "metaDescription",
  "keywords",
];

const tabOf = (field: string): Tab => FIELD_TAB[field as keyof ProjectFormValues] ?? "info";

// The schema's input type is wider (numbers, null) than what the inputs hold; its output is ProjectData.
const resolver = zodResolver(projectSchema) as unknown as Resolver<ProjectFormValues, unknown, ProjectData>;

export function ProjectForm(props: Props) {
  const { mode, initial, categories } = props;
  const projectId = props.mode === "edit" ? props.projectId : null;
  const form = useForm<ProjectFormValues, unknown, ProjectData>({ resolver, defaultValues: initial, mode: "onTouched" });
  const { formState, handleSubmit, setError, setFocus, control } = form;

  const [tab, setTab] = useState<Tab>("info");
  const [autoSlug, setAutoSlug] = useState(mode === "create");
  const [slugConflict, setSlugConflict] = useState<string | null>(null);
  const [checkingSlug, setCheckingSlug] = useState(false);
  /** Another project's former address: shown as a warning; saving with it on screen confirms. */
  const [formerSlugWarning, setFormerSlugWarning] = useState<string | null>(null);
  const slugRequest = useRef(0);
  // Create mode: what is prepared before the first save (spec §3 "Temporary media", §4 "Create mode").
  const [tempId] = useState(() => crypto.randomUUID());
  const [tempMedia, setTempMedia] = useState<TempMediaState>({ images: [], cover: null });
  const [tempVideos, setTempVideos] = useState<ManagedVideo[]>([]);
  const [draftBlocks, setDraftBlocks] = useState<DraftBlock[]>([]);
  const hasDrafts = tempMedia.images.length > 0 || tempVideos.length > 0 || !!tempMedia.cover || draftBlocks.length > 0;
  const leave = useUnsavedChanges((formState.isDirty || hasDrafts) && !formState.isSubmitSuccessful, m.unsaved);

  const checkSlug = async () => {
    const slug = form.getValues("slug").trim();
    const request = ++slugRequest.current;
    if (!slug) return;
    setCheckingSlug(true);
    try {
      const result = await checkProjectSlug({ slug, excludeId: projectId });
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
    // Emptying the slug hands it back to the title (create mode only).
    if (mode === "create") setAutoSlug(value.trim() === "");
  };

  const showFirstError = (errors: FieldErrors<ProjectFormValues>) => {
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (!first) return;
    setTab(tabOf(first));
    // After the tab is shown: a hidden control cannot take focus.
    setTimeout(() => {
      try {
        setFocus(first);
      } catch {
        // Not every control is focusable through react-hook-form (chips, editor).
      }
    }, 0);
  };

  const onSubmit = handleSubmit(async (data) => {
    const fallback = mode === "create" ? m.createError : m.updateError;
    if (formerSlugWarning) data = { ...data, takeFormerSlug: true };
    const result = await callAction<ActionResult<{ id: string; images?: number; videos?: number }>>(
      () =>
        projectId
          ? updateProjectAction({ ...data, id: projectId })
          : createProjectAction({
              ...data,
              tempId,
              media: {
                images: tempMedia.images.map(({ url, type, caption }) => ({ url, type, caption })),
                videos: tempVideos.map((v) => ({ videoType: v.type, url: v.url, title: v.title, description: v.description, muted: v.muted })),
                cover: tempMedia.cover,
              },
              blocks: draftBlocks.map(({ blockType, content }) => ({ blockType, content })),
            }),
      fallback,
    );
    // Throwing leaves isSubmitSuccessful false, so the unsaved-changes guard stays on.
    if (!result) throw new Error(fallback);
    if (!result.ok) {
      const { takeFormerSlug: formerWarning, ...fieldErrors } = result.fieldErrors ?? {};
      if (formerWarning) {
        setFormerSlugWarning(formerWarning);
        setTab("info");
        toast.warning(formerWarning);
        throw new Error(formerWarning);
      }
      for (const [name, message] of Object.entries(fieldErrors)) {
        const field = name.split(".")[0] as keyof ProjectFormValues;
        if (field === "slug" && message === v.slugTaken) setSlugConflict(message);
        else if (FIELD_ORDER.includes(field)) setError(field, { type: "server", message });
      }
      showFirstError(fieldErrors as FieldErrors<ProjectFormValues>);
      toast.error(result.error || fallback);
      throw new Error(result.error || fallback);
    }
    if (mode === "create") {
      toast.success(m.created);
      const { images = 0, videos = 0 } = result.data;
      if (images > 0 || videos > 0) toast.success(mm.associated(images, videos));
      leave(`/admin/projects/${result.data.id}/edit`);
    } else {
      toast.success(m.updated);
      leave("/admin/projects");
    }
  }, showFirstError);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    onSubmit(e).catch(() => {});
  };

  const errorTabs = new Set(Object.keys(formState.errors).map(tabOf));
  if (slugConflict) errorTabs.add("info");
  const saving = formState.isSubmitting || (formState.isSubmitSuccessful && !formState.isSubmitting);
  const media = props.mode === "edit" ? props.media : null;
  const counts = {
    media: media ? media.images.length : tempMedia.images.length,
    videos: media ? media.videos.length : tempVideos.length,
  } as Partial<Record<Tab, number>>;

  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={submit} noValidate aria-labelledby="project-form-title" className="mx-auto max-w-5xl space-y-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Link href="/admin/projects" className={buttonVariants({ variant: "ghost", size: "icon" })} aria-label={m.back} title={m.back}>
            <ArrowLeft aria-hidden />
          </Link>
          <h1 id="project-form-title" className="text-2xl font-bold tracking-tight">
            {mode === "create" ? m.createTitle : m.editTitle}
          </h1>
          {props.mode === "edit" && props.publishedSlug && (
            <a
              href={`/projeto/${props.publishedSlug}`}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "outline", size: "sm", className: "ml-auto" })}
            >
              <ExternalLink aria-hidden />
              {m.viewOnSiteShort}
            </a>
          )}
        </div>

        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList className="grid h-auto w-full grid-cols-3 gap-1 sm:inline-flex sm:h-10 sm:w-auto sm:gap-0">
            {(Object.keys(m.tabs) as Tab[]).map((key) => (
              <TabsTrigger key={key} value={key} className="gap-1.5">
                {m.tabs[key]}
                {counts[key] !== undefined && counts[key] > 0 && (
                  <Badge variant="secondary" className="px-1.5 py-0 tabular-nums" aria-label={`(${counts[key]})`}>
                    {counts[key]}
                  </Badge>
                )}
                {errorTabs.has(key) && (
                  <>
                    <span aria-hidden className="size-1.5 rounded-full bg-destructive" />
                    <span className="sr-only">(con errores)</span>
                  </>
                )}
              </TabsTrigger>
            ))}
          </TabsList>

          {/* Every panel stays mounted: switching tabs keeps drafts (chips, materials, editor). */}
          <TabsContent value="info" forceMount className="data-[state=inactive]:hidden">
            <InfoTab
              categories={categories}
              autoSlug={autoSlug}
              onSlugEdited={onSlugEdited}
              onSlugBlur={() => void checkSlug()}
              slugConflict={slugConflict}
              slugWarning={formerSlugWarning}
              checkingSlug={checkingSlug}
            />
          </TabsContent>
          <TabsContent value="materials" forceMount className="data-[state=inactive]:hidden">
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">{m.materialsTitle}</CardTitle>
                <CardDescription>{m.materialsDescription}</CardDescription>
              </CardHeader>
              <CardContent>
                <Controller control={control} name="materials" render={({ field }) => <MaterialsEditor value={field.value} onChange={field.onChange} />} />
                {formState.errors.materials && (
                  <p className="mt-3 text-sm font-medium text-destructive">{v.materialIncomplete}</p>
                )}
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="content" forceMount className="data-[state=inactive]:hidden">
            {projectId && <SavedAtOnce>{m.savedAtOnce.content}</SavedAtOnce>}
            {projectId ? (
              <ContentBlocksEditor mode="edit" projectId={projectId} />
            ) : (
              <ContentBlocksEditor mode="create" blocks={draftBlocks} onChange={setDraftBlocks} />
            )}
          </TabsContent>
          <TabsContent value="media" forceMount className="data-[state=inactive]:hidden">
            {projectId && <SavedAtOnce>{m.savedAtOnce.media}</SavedAtOnce>}
            {projectId && media ? (
              <EditMedia projectId={projectId} media={media} />
            ) : (
              <CreateMedia tempId={tempId} state={tempMedia} setState={setTempMedia} />
            )}
          </TabsContent>
          <TabsContent value="videos" forceMount className="data-[state=inactive]:hidden">
            {projectId && <SavedAtOnce>{m.savedAtOnce.videos}</SavedAtOnce>}
            {projectId && media ? (
              <EditVideos projectId={projectId} media={media} />
            ) : (
              <CreateVideos tempId={tempId} videos={tempVideos} setVideos={setTempVideos} />
            )}
          </TabsContent>
          <TabsContent value="seo" forceMount className="data-[state=inactive]:hidden">
            <SeoTab />
          </TabsContent>
        </Tabs>

        <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:mx-0 sm:rounded-b-md sm:px-0">
          <Link href="/admin/projects" className={buttonVariants({ variant: "outline" })}>
            {m.cancel}
          </Link>
          <Button type="submit" disabled={saving || !!slugConflict}>
            {formState.isSubmitting ? m.saving : mode === "create" ? m.create : m.update}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** Says that a tab's changes are already stored, so "Cancelar" is not expected to undo them. */
function SavedAtOnce({ children }: { children: string }) {
  return (
    <p className="mb-4 flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100" data-testid="saved-at-once">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

/* Each tab's operations come from a hook, so edit and create mode get their own components. */

function EditMedia({ projectId, media }: { projectId: string; media: AdminProjectMedia }) {
  const ops = useEditMediaOps(projectId);
  return <MediaTab images={media.images} cover={media.cover} coverThumb={media.coverThumb} ops={ops} />;
}

function CreateMedia({ tempId, state, setState }: { tempId: string; state: TempMediaState; setState: (update: (s: TempMediaState) => TempMediaState) => void }) {
  const ops = useCreateMediaOps(tempId, setState);
  return <MediaTab images={state.images} cover={state.cover} ops={ops} />;
}

function EditVideos({ projectId, media }: { projectId: string; media: AdminProjectMedia }) {
  const ops = useEditVideoOps(projectId);
  return <VideosTab videos={media.videos} ops={ops} />;
}

function CreateVideos({ tempId, videos, setVideos }: { tempId: string; videos: ManagedVideo[]; setVideos: (update: (v: ManagedVideo[]) => ManagedVideo[]) => void }) {
  const ops = useCreateVideoOps(tempId, setVideos);
  return <VideosTab videos={videos} ops={ops} />;
}
