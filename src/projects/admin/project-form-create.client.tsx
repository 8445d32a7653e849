"use client";
import { useState } from "react";
import { toast } from "sonner";
import { DraftBlocksEditor } from "@/blocks/editor/content-blocks-editor.client";
import type { DraftBlock } from "@/blocks/validation";
import { useCreateMediaOps, type TempMediaState } from "@/media/admin/media-ops.client";
import { MediaTab } from "@/media/admin/media-tab.client";
import { createProjectAction } from "@/projects/actions";
import type { CategoryOption } from "@/projects/admin-queries";
import type { ProjectFormValues } from "@/projects/validation";
import type { ManagedVideo } from "@/videos/admin/types";
import { useCreateVideoOps } from "@/videos/admin/video-ops.client";
import { VideosTab } from "@/videos/admin/videos-tab.client";
import { useMessages } from "@/i18n/locale-context.client";
import type { Tab } from "./form-tabs";
import { ProjectFormLayout, useProjectForm } from "./project-form.client";

type Props = { initial: ProjectFormValues; initialTab: Tab; categories: CategoryOption[] };

/**
 * A new project: media, videos and blocks prepared before the first save wait in the form and
 * are stored with the project (spec §3 "Temporary media", §4 "Create mode"); then its edit page.
 */
export function CreateProjectForm({ initial, initialTab, categories }: Props) {
  const m = useMessages("projectAdmin");
  const mm = useMessages("mediaAdmin");
  const [tempId] = useState(() => crypto.randomUUID());
  const [tempMedia, setTempMedia] = useState<TempMediaState>({ images: [], cover: null });
  const [tempVideos, setTempVideos] = useState<ManagedVideo[]>([]);
  const [draftBlocks, setDraftBlocks] = useState<DraftBlock[]>([]);
  const hasDrafts = tempMedia.images.length > 0 || tempVideos.length > 0 || !!tempMedia.cover || draftBlocks.length > 0;
  const state = useProjectForm({ initial, projectId: null, slugFromTitle: true, hasDrafts, fallbackError: m.createError, initialTab });

  const onSubmit = state.submitWith(
    (data) =>
      createProjectAction({
        ...data,
        tempId,
        media: {
          images: tempMedia.images.map(({ url, type, caption }) => ({ url, type, caption })),
          videos: tempVideos.map((v) => ({ videoType: v.type, url: v.url, title: v.title, description: v.description, muted: v.muted })),
          cover: tempMedia.cover,
        },
        blocks: draftBlocks.map(({ blockType, content, translations }) => ({ blockType, content, translations })),
      }),
    ({ id, images = 0, videos = 0 }) => {
      toast.success(m.created);
      if (images > 0 || videos > 0) toast.success(mm.associated(mm.associatedImages(images), mm.associatedVideos(videos)));
      state.leave(`/admin/projects/${id}/edit`);
    },
  );

  return (
    <ProjectFormLayout
      state={state}
      categories={categories}
      title={m.createTitle}
      counts={{ media: tempMedia.images.length, videos: tempVideos.length }}
      panels={{
        content: <DraftBlocksEditor blocks={draftBlocks} onChange={setDraftBlocks} translatable />,
        media: <CreateMedia tempId={tempId} state={tempMedia} setState={setTempMedia} />,
        videos: <CreateVideos tempId={tempId} videos={tempVideos} setVideos={setTempVideos} />,
      }}
      submitLabel={m.create}
      onSubmit={onSubmit}
    />
  );
}

/* Each tab's operations come from a hook, so each tab is a component of its own. */

function CreateMedia({
  tempId,
  state,
  setState,
}: {
  tempId: string;
  state: TempMediaState;
  setState: (update: (s: TempMediaState) => TempMediaState) => void;
}) {
  const ops = useCreateMediaOps(tempId, setState);
  return <MediaTab images={state.images} cover={state.cover} ops={ops} />;
}

function CreateVideos({
  tempId,
  videos,
  setVideos,
}: {
  tempId: string;
  videos: ManagedVideo[];
  setVideos: (update: (v: ManagedVideo[]) => ManagedVideo[]) => void;
}) {
  const ops = useCreateVideoOps(tempId, setVideos);
  return <VideosTab videos={videos} ops={ops} />;
}
