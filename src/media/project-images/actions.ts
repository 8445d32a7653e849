"use server";
import { ActionError, adminAction } from "@/admin/action";
import { getDb } from "@/db";
import { cacheTags } from "@/platform/cache";
import { removeStoredFiles } from "@/media/stored-files";
import {
  addProjectImages,
  changeImageType,
  deleteProjectImage,
  MediaRefusedError,
  moveImage,
  setProjectCover,
  updateImageCaption,
} from "./service";
import {
  addProjectImagesSchema,
  changeImageTypeSchema,
  deleteImageSchema,
  moveImageSchema,
  setCoverSchema,
  updateImageCaptionSchema,
} from "./validation";

/** Project image mutations of the media tab (spec/admin.md §2, §4, §7); failures use §8's fallbacks. */

async function refusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof MediaRefusedError) throw new ActionError(err.message, "invalid");
    throw err;
  }
}

const tagsFor = (slug: string) => [cacheTags.projects, cacheTags.project(slug), cacheTags.media];

export const addProjectImagesAction = adminAction({
  name: "project-image.add",
  schema: addProjectImagesSchema,
  fallbackError: "Erro ao enviar imagem",
  run: ({ tx, input }) => refusals(() => addProjectImages(tx, input)),
  audit: (input, result) => ({ entity: "project", entityId: input.projectId, details: { type: input.imageType, images: result.images.length } }),
  invalidates: (_input, result) => tagsFor(result.slug),
});

export const updateImageCaptionAction = adminAction({
  name: "project-image.caption",
  schema: updateImageCaptionSchema,
  fallbackError: "Erro ao atualizar imagem",
  run: ({ tx, input }) => refusals(() => updateImageCaption(tx, input.id, input.caption)),
  audit: (input) => ({ entity: "project_image", entityId: input.id }),
  invalidates: (_input, result) => tagsFor(result.slug),
});

export const changeImageTypeAction = adminAction({
  name: "project-image.type",
  schema: changeImageTypeSchema,
  fallbackError: "Erro ao atualizar imagem",
  run: ({ tx, input }) => refusals(() => changeImageType(tx, input.id, input.imageType)),
  audit: (input) => ({ entity: "project_image", entityId: input.id, details: { type: input.imageType } }),
  invalidates: (_input, result) => tagsFor(result.slug),
});

export const moveImageAction = adminAction({
  name: "project-image.move",
  schema: moveImageSchema,
  fallbackError: "Erro ao reordenar imagens",
  run: ({ tx, input }) => refusals(() => moveImage(tx, input.id, input.direction)),
  audit: (input) => ({ entity: "project_image", entityId: input.id, details: { direction: input.direction } }),
  invalidates: (_input, result) => tagsFor(result.slug),
});

export const deleteProjectImageAction = adminAction({
  name: "project-image.delete",
  schema: deleteImageSchema,
  fallbackError: "Erro ao excluir imagem",
  run: ({ tx, input }) => refusals(() => deleteProjectImage(tx, input.id)),
  audit: (input, result) => ({ entity: "project_image", entityId: input.id, details: { wasCover: result.wasCover } }),
  invalidates: (_input, result) => tagsFor(result.slug),
  // Files go only once the row is gone for good; a storage failure is a warning (spec §7).
  afterCommit: async (_input, result) => removeStoredFiles(await getDb(), result.fileUrls),
});

export const setProjectCoverAction = adminAction({
  name: "project.cover",
  schema: setCoverSchema,
  fallbackError: "Erro ao definir capa",
  run: ({ tx, input }) => refusals(() => setProjectCover(tx, input.projectId, input.url)),
  audit: (input) => ({ entity: "project", entityId: input.projectId, details: { cover: input.url } }),
  invalidates: (_input, result) => tagsFor(result.slug),
  afterCommit: async (_input, result) => removeStoredFiles(await getDb(), result.fileUrls),
});
