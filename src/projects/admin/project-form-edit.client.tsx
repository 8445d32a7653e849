"use client";
import { ExternalLink, Info } from "lucide-react";
import { useActionState } from "react";
import { toast } from "sonner";
import { NewBlockPageForm, ProjectBlocksEditor } from "@/blocks/editor/content-blocks-editor.client";
import type { AdminBlock } from "@/blocks/service";
import { useProjectBlocks } from "@/blocks/editor/use-project-blocks.client";
import { useEditMediaOps } from "@/media/admin/media-ops.client";
import { MediaTab } from "@/media/admin/media-tab.client";
import { updateProjectAction } from "@/projects/actions";
import type { AdminProjectMedia, CategoryOption } from "@/projects/admin-queries";
import type { ProjectFormValues } from "@/projects/validation";
import { buttonVariants } from "@/ui/button";
import { useEditVideoOps } from "@/videos/admin/video-ops.client";
import { VideosTab } from "@/videos/admin/videos-tab.client";
import { useMessages } from "@/i18n/locale-context.client";
import { confirmFormsByLanguage, confirmTargets, TranslationConfirmForms } from "@/admin/components/translation-review.client";
import { confirmBlockTranslationFormAction } from "@/blocks/actions";
import type { StaleFields } from "@/i18n/freshness-status";
import { confirmProjectTranslationFormAction, scheduleProjectFormAction } from "@/projects/actions";
import type { Tab } from "./form-tabs";
import { ProjectFormLayout, useProjectForm } from "./project-form.client";

type Props = {
  projectId: string;
  initial: ProjectFormValues;
  categories: CategoryOption[];
  media: AdminProjectMedia;
  /** Null when the page did not read them: the content tab reads them when opened. */
  blocks: AdminBlock[] | null;
  /** How many of the blocks' translations need review, known before the blocks are read. */
  blocksToReview: number;
  initialTab: Tab;
  publishedSlug: string | null;
  /** Per language, the project's own stored texts whose Spanish changed since they were translated. */
  stale: StaleFields;
};

/**
 * A stored project: its fields are saved with the form; blocks, media and videos are stored as
 * each is changed, and come back with the page's data (router.refresh()).
 */
export function EditProjectForm({ projectId, initial, initialTab, categories, media, blocks, blocksToReview, publishedSlug, stale }: Props) {
  const m = useMessages("projectAdmin");
  const state = useProjectForm({ initial, projectId, slugFromTitle: false, hasDrafts: false, fallbackError: m.updateError, initialTab });
  const blockOps = useProjectBlocks(projectId, blocks, state.tab === "content", blocksToReview);
  const reviews = confirmTargets(`project-${projectId}`, stale, projectId);
  // Each block's are beside the block (its list is inside this form, so the forms are out here).
  const blockReviews = (blockOps.blocks ?? []).flatMap((block) => (block.stale ? confirmTargets(`block-${block.id}`, block.stale, block.id) : []));
  // Until the content tab has read its blocks, the page says whether any has a translation to review.
  const blocksNeedReview = blockOps.blocks ? blockReviews.length > 0 : blocksToReview > 0;

  // The schedule's own post, used without JavaScript (./schedule-fields.client.tsx).
  const [scheduleState, scheduleAction] = useActionState(scheduleProjectFormAction, { posted: false });
  const scheduleFormId = `project-schedule-${projectId}`;

  const onSubmit = state.submitWith(
    (data) => updateProjectAction({ ...data, id: projectId }),
    (saved) => {
      toast.success(saved.unpublishedChanges ? m.updatedChanges : m.updated);
      state.leave("/admin/projects");
    },
  );

  return (
    <>
      <ProjectFormLayout
        state={state}
        stale={stale}
        confirmForms={confirmFormsByLanguage(reviews)}
        reviewTabs={blocksNeedReview ? ["content"] : []}
        scheduleForm={{ id: scheduleFormId, state: scheduleState }}
        categories={categories}
        title={m.editTitle}
        headerAction={
          publishedSlug && (
            <a
              href={`/projeto/${publishedSlug}`}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "outline", size: "sm", className: "ml-auto" })}
            >
              <ExternalLink aria-hidden />
              {m.viewOnSiteShort}
            </a>
          )
        }
        counts={{ media: media.images.length, videos: media.videos.length }}
        panels={{
          content: (
            <>
              <SavedAtOnce>{m.savedAtOnce.content}</SavedAtOnce>
              <ProjectBlocksEditor projectId={projectId} ops={blockOps} />
            </>
          ),
          media: (
            <>
              <SavedAtOnce>{m.savedAtOnce.media}</SavedAtOnce>
              <EditMedia projectId={projectId} media={media} />
            </>
          ),
          videos: (
            <>
              <SavedAtOnce>{m.savedAtOnce.videos}</SavedAtOnce>
              <EditVideos projectId={projectId} media={media} />
            </>
          ),
        }}
        submitLabel={m.update}
        onSubmit={onSubmit}
      />
      <NewBlockPageForm projectId={projectId} />
      <form id={scheduleFormId} method="post" action={scheduleAction} hidden>
        <input type="hidden" name="id" value={projectId} />
      </form>
      <TranslationConfirmForms action={confirmProjectTranslationFormAction} targets={reviews} />
      <TranslationConfirmForms action={confirmBlockTranslationFormAction} targets={blockReviews} />
    </>
  );
}

/** Says that a tab's changes are already stored, so "Cancelar" is not expected to undo them. */
function SavedAtOnce({ children }: { children: string }) {
  return (
    <p
      className="mb-4 flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100"
      data-testid="saved-at-once"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

/* Each tab's operations come from a hook, so each tab is a component of its own. */

function EditMedia({ projectId, media }: { projectId: string; media: AdminProjectMedia }) {
  const ops = useEditMediaOps(projectId);
  return <MediaTab images={media.images} cover={media.cover} coverThumb={media.coverThumb} ops={ops} />;
}

function EditVideos({ projectId, media }: { projectId: string; media: AdminProjectMedia }) {
  const ops = useEditVideoOps(projectId);
  return <VideosTab videos={media.videos} ops={ops} />;
}
