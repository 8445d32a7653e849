"use client";
import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { toast } from "sonner";
import type { ImageType } from "@/db/schema";
import {
  addProjectImagesAction,
  changeImageTypeAction,
  deleteProjectImageAction,
  moveImageAction,
  setProjectCoverAction,
  updateImageCaptionAction,
} from "@/media/actions";
import type { ActionResult } from "@/admin/action";
import { callAction } from "@/ui/call-action";
import { useMessages } from "@/i18n/locale-context.client";
import type { ManagedImage, MediaOps } from "./types";

/** Runs an action with the spec's toasts; true on success. The page's data is then re-read. */
async function persist<T>(call: () => Promise<ActionResult<T>>, success: string | null, fallback: string, refresh: () => void): Promise<boolean> {
  const result = await callAction(call, fallback);
  if (!result) return false;
  if (!result.ok) {
    toast.error(result.error || fallback);
    return false;
  }
  if (success) toast.success(success);
  refresh();
  return true;
}

/** Edit mode: every change is saved at once (spec §2 "Media tab"). */
export function useEditMediaOps(projectId: string): MediaOps {
  const router = useRouter();
  const m = useMessages("mediaAdmin");
  return useMemo(() => {
    const refresh = () => router.refresh();
    return {
      imageTarget: (imageType: ImageType) => ({ kind: "project-image", projectId, imageType }),
      coverTarget: { kind: "project-cover", projectId },
      addImage: (imageType, url) =>
        persist(() => addProjectImagesAction({ projectId, imageType, images: [{ url }] }), m.imageUploaded, m.imageUploadError, refresh),
      move: (image, direction) => persist(() => moveImageAction({ id: image.id, direction }), m.orderUpdated, m.orderError, refresh),
      changeType: (image, imageType) => persist(() => changeImageTypeAction({ id: image.id, imageType }), m.imageUpdated, m.imageUpdateError, refresh),
      setCaption: (image, caption) => persist(() => updateImageCaptionAction({ id: image.id, caption }), m.imageUpdated, m.imageUpdateError, refresh),
      remove: (image) => persist(() => deleteProjectImageAction({ id: image.id }), m.imageDeleted, m.imageDeleteError, refresh),
      setCover: (url, uploaded) =>
        persist(
          () => setProjectCoverAction({ projectId, url }),
          uploaded ? m.coverUploaded : m.coverUpdated,
          uploaded ? m.coverUploadError : m.coverError,
          refresh,
        ),
    } satisfies MediaOps;
  }, [projectId, router, m]);
}

export type TempMediaState = { images: ManagedImage[]; cover: string | null };

/** Create mode: changes stay in the form until the project is saved (spec §3 "Temporary media"). */
export function useCreateMediaOps(tempId: string, setState: (update: (state: TempMediaState) => TempMediaState) => void): MediaOps {
  const m = useMessages("mediaAdmin");
  return useMemo(() => {
    const done = (message: string | null) => {
      if (message) toast.success(message);
      return Promise.resolve(true);
    };
    return {
      imageTarget: (imageType: ImageType) => ({ kind: "temp-image", tempId, imageType }),
      coverTarget: { kind: "temp-cover", tempId },
      addImage: (type, url) => {
        setState((s) => ({ ...s, images: [...s.images, { id: crypto.randomUUID(), url, type, caption: null }] }));
        return done(m.tempImage);
      },
      move: (image, direction) => {
        setState((s) => {
          const same = s.images.filter((i) => i.type === image.type);
          const at = same.findIndex((i) => i.id === image.id);
          const other = same[direction === "left" ? at - 1 : at + 1];
          if (!other) return s;
          return { ...s, images: s.images.map((i) => (i.id === image.id ? other : i.id === other.id ? image : i)) };
        });
        return done(m.orderUpdated);
      },
      changeType: (image, type) => {
        setState((s) => ({ ...s, images: [...s.images.filter((i) => i.id !== image.id), { ...image, type }] }));
        return done(m.imageUpdated);
      },
      setCaption: (image, caption) => {
        setState((s) => ({ ...s, images: s.images.map((i) => (i.id === image.id ? { ...i, caption } : i)) }));
        return done(m.imageUpdated);
      },
      remove: (image) => {
        setState((s) => ({ images: s.images.filter((i) => i.id !== image.id), cover: s.cover === image.url ? null : s.cover }));
        return done(m.imageDeleted);
      },
      setCover: (url, uploaded) => {
        setState((s) => ({ ...s, cover: url }));
        return done(uploaded ? m.tempUpload : m.coverUpdated);
      },
    } satisfies MediaOps;
  }, [tempId, setState, m]);
}
