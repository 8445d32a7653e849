"use server";
import { t } from "@/i18n/current";
import { mediaAdminMessages } from "@/media/admin/messages";
import { adminAction } from "@/admin/action";
import { getDb } from "@/db";
import { cacheTags } from "@/platform/cache";
import { removeStoredFiles } from "@/media/stored-files";
import { addProjectVideo, deleteProjectVideo } from "./service";
import { addVideoSchema, deleteVideoSchema } from "./validation";

/** Project video mutations of the videos tab (spec/admin.md §2, §5, §7); failures use §8's fallbacks. */

export const addProjectVideoAction = adminAction({
  name: "project-video.add",
  area: "content",
  schema: addVideoSchema,
  fallbackError: () => t(mediaAdminMessages).videoAddError,
  run: ({ tx, input: { projectId, ...video } }) => addProjectVideo(tx, projectId, video),
  audit: (input, result) => ({ entity: "project_video", entityId: result.video.id, details: { project: input.projectId, type: input.videoType } }),
  invalidates: (_input, result) => [cacheTags.projects, cacheTags.project(result.slug)],
});

export const deleteProjectVideoAction = adminAction({
  name: "project-video.delete",
  area: "content",
  schema: deleteVideoSchema,
  fallbackError: () => t(mediaAdminMessages).videoRemoveError,
  run: ({ tx, input }) => deleteProjectVideo(tx, input.id),
  audit: (input) => ({ entity: "project_video", entityId: input.id }),
  invalidates: (_input, result) => [cacheTags.projects, cacheTags.project(result.slug)],
  // The uploaded file goes once the row is gone for good; failures are warnings.
  afterCommit: async (_input, result) => removeStoredFiles(await getDb(), result.fileUrls),
});
