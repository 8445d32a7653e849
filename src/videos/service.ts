import "server-only";
import { count, eq } from "drizzle-orm";
import { projectVideos } from "@/db/schema";
import { toEmbedUrl } from "@/lib/video-url";
import { lockWorkingCopyOfChild } from "@/drafts/working-copy";
import { lockProject, MediaRefusedError } from "@/media/service";
import { urlsStillUsed } from "@/media/stored-files";
import type { Queryable } from "@/db/client";
import { keyFromMediaUrl } from "@/platform/storage";
import { t } from "@/i18n/current";
import { mediaAdminMessages } from "@/media/admin/messages";
import type { NewVideo } from "./validation";

/**
 * The URL stored for a video: a YouTube or Vimeo link becomes the provider's embed address
 * ('URL do vídeo inválida' otherwise); an upload must be a stored file under `folder`.
 */
export function storedVideoUrl(video: Pick<NewVideo, "videoType" | "url">, folder: string): string {
  if (video.videoType === "upload") {
    const key = keyFromMediaUrl(video.url);
    if (!key || !key.startsWith(`${folder}/`)) throw new MediaRefusedError(t(mediaAdminMessages).videoNotOurs);
    return video.url;
  }
  const embed = toEmbedUrl(video.url, video.videoType);
  if (!embed) throw new MediaRefusedError(t(mediaAdminMessages).invalidVideoUrl, "url");
  return embed;
}

/** A new video goes last: order_index = the project's video count. */
export async function addProjectVideo(db: Queryable, projectId: string, video: NewVideo) {
  const project = await lockProject(db, projectId);
  const videoUrl = storedVideoUrl(video, `projects/${project.projectId}/videos`);
  const [{ n }] = await db.select({ n: count() }).from(projectVideos).where(eq(projectVideos.projectId, project.id));
  const [row] = await db
    .insert(projectVideos)
    .values({
      projectId: project.id,
      videoUrl,
      videoType: video.videoType,
      title: video.title,
      description: video.description,
      muted: video.muted,
      orderIndex: n,
    })
    .returning();
  return { slug: project.slug, video: row };
}

/** Deletes the row; an uploaded file nothing else uses is returned for removal after commit. */
export async function deleteProjectVideo(db: Queryable, id: string) {
  const project = await lockWorkingCopyOfChild(db, projectVideos, id);
  const [video] = project ? await db.select().from(projectVideos).where(eq(projectVideos.id, id)) : [];
  if (!project || !video) throw new MediaRefusedError(t(mediaAdminMessages).videoMissing);
  await db.delete(projectVideos).where(eq(projectVideos.id, id));
  const stored = video.videoType === "upload" && !!keyFromMediaUrl(video.videoUrl);
  const used = stored ? await urlsStillUsed(db, [video.videoUrl]) : new Set<string>();
  return { id, slug: project.slug, fileUrls: stored && !used.has(video.videoUrl) ? [video.videoUrl] : [] };
}
