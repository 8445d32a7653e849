"use client";
import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { toast } from "sonner";
import { toEmbedUrl } from "@/lib/video-url";
import { useMessages } from "@/i18n/locale-context.client";
import { callAction } from "@/ui/call-action";
import { addProjectVideoAction, deleteProjectVideoAction } from "@/videos/actions";
import type { ManagedVideo, VideoDraft, VideoOps } from "./types";

/** Edit mode: added and deleted at once, then the page's data is re-read. */
export function useEditVideoOps(projectId: string): VideoOps {
  const router = useRouter();
  const m = useMessages("mediaAdmin");
  return useMemo(
    () => ({
      uploadTarget: { kind: "project-video", projectId },
      uploadedMessage: m.videoUploaded,
      add: async (video: VideoDraft) => {
        const result = await callAction(() => addProjectVideoAction({ projectId, ...video }), m.videoAddError);
        if (!result) return false;
        if (!result.ok) {
          toast.error(result.error || m.videoAddError);
          return false;
        }
        toast.success(m.videoAdded);
        router.refresh();
        return true;
      },
      remove: async (video: ManagedVideo) => {
        const result = await callAction(() => deleteProjectVideoAction({ id: video.id }), m.videoRemoveError);
        if (!result) return false;
        if (!result.ok) {
          toast.error(result.error || m.videoRemoveError);
          return false;
        }
        toast.success(m.videoRemoved);
        router.refresh();
        return true;
      },
    }),
    [projectId, router, m],
  );
}

/** Create mode: videos wait in the form; links are checked here as the server will check them. */
export function useCreateVideoOps(tempId: string, setVideos: (update: (videos: ManagedVideo[]) => ManagedVideo[]) => void): VideoOps {
  const m = useMessages("mediaAdmin");
  return useMemo(
    () => ({
      uploadTarget: { kind: "temp-video", tempId },
      uploadedMessage: m.tempUpload,
      add: async (video: VideoDraft) => {
        if (video.videoType !== "upload" && !toEmbedUrl(video.url, video.videoType)) {
          toast.error(m.invalidVideoUrl);
          return false;
        }
        const managed: ManagedVideo = {
          id: crypto.randomUUID(),
          url: video.url,
          type: video.videoType,
          title: video.title.trim() || null,
          description: video.description.trim() || null,
          muted: video.muted,
        };
        setVideos((videos) => [...videos, managed]);
        toast.success(m.tempVideo);
        return true;
      },
      remove: async (video: ManagedVideo) => {
        setVideos((videos) => videos.filter((v) => v.id !== video.id));
        toast.success(m.videoRemoved);
        return true;
      },
    }),
    [tempId, setVideos, m],
  );
}
