"use server";
import { t } from "@/i18n/current";
import { mediaAdminMessages } from "./admin/messages";
import { adminAction } from "@/admin/action";
import { getDb } from "@/db";
import { cacheTags } from "@/platform/cache";
import { removeStoredFiles } from "@/media/stored-files";
import { addProjectImages, changeImageType, deleteProjectImage, moveImage, setProjectCover, updateImageCaption } from "./service";
import { addProjectImagesSchema, changeImageTypeSchema, deleteImageSchema, moveImageSchema, setCoverSchema, updateImageCaptionSchema } from "./validation";

/** Project image mutations of the media tab (spec/admin.md §2, §4, §7); failures use §8's fallbacks. */

const tagsFor = (slug: string) => [cacheTags.projects, cacheTags.project(slug), cacheTags.media];

export const addProjectImagesAction = adminAction({
  name: "project-image.add",
  area: "content",
  schema: addProjectImagesSchema,
  fallbackError: () => t(mediaAdminMessages).imageUploadError,
  run: ({ tx, input }) => addProjectImages(tx, input),
  audit: (input, result) => ({ entity: "project", entityId: input.projectId, details: { type: input.imageType, images: result.images.length } }),
  invalidates: (_input, result) => tagsFor(result.slug),
});

export const updateImageCaptionAction = adminAction({
  name: "project-image.caption",
  area: "content",
  schema: updateImageCaptionSchema,
  fallbackError: () => t(mediaAdminMessages).imageUpdateError,
  run: ({ tx, input }) => updateImageCaption(tx, input.id, input.caption),
  audit: (input) => ({ entity: "project_image", entityId: input.id }),
  invalidates: (_input, result) => tagsFor(result.slug),
});

export const changeImageTypeAction = adminAction({
  name: "project-image.type",
  area: "content",
  schema: changeImageTypeSchema,
  fallbackError: () => t(mediaAdminMessages).imageUpdateError,
  run: ({ tx, input }) => changeImageType(tx, input.id, input.imageType),
  audit: (input) => ({ entity: "project_image", entityId: input.id, details: { type: input.imageType } }),
  invalidates: (_input, result) => tagsFor(result.slug),
});

export const moveImageAction = adminAction({
  name: "project-image.move",
  area: "content",
  schema: moveImageSchema,
  fallbackError: () => t(mediaAdminMessages).orderError,
  run: ({ tx, input }) => moveImage(tx, input.id, input.direction),
  audit: (input) => ({ entity: "project_image", entityId: input.id, details: { direction: input.direction } }),
  invalidates: (_input, result) => tagsFor(result.slug),
});

export const deleteProjectImageAction = adminAction({
  name: "project-image.delete",
  area: "content",
  schema: deleteImageSchema,
  fallbackError: () => t(mediaAdminMessages).imageDeleteError,
  run: ({ tx, input }) => deleteProjectImage(tx, input.id),
  audit: (input, result) => ({ entity: "project_image", entityId: input.id, details: { wasCover: result.wasCover } }),
  invalidates: (_input, result) => tagsFor(result.slug),
  // Files go only once the row is gone for good; a storage failure is a warning (spec §7).
  afterCommit: async (_input, result) => removeStoredFiles(await getDb(), result.fileUrls),
});

export const setProjectCoverAction = adminAction({
  name: "project.cover",
  area: "content",
  schema: setCoverSchema,
  fallbackError: () => t(mediaAdminMessages).coverError,
  run: ({ tx, input }) => setProjectCover(tx, input.projectId, input.url),
  audit: (input) => ({ entity: "project", entityId: input.projectId, details: { cover: input.url } }),
  invalidates: (_input, result) => tagsFor(result.slug),
  afterCommit: async (_input, result) => removeStoredFiles(await getDb(), result.fileUrls),
});
