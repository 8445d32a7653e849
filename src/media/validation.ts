import { z } from "zod";
import { IMAGE_TYPES, type ImageType } from "@/db/schema";
import { t } from "@/i18n/current";
import { mediaValidationMessages } from "./admin/messages";

export { IMAGE_TYPES, type ImageType };

export const CAPTION_MAX = 500;
/** One upload batch of the image manager. */
export const MAX_IMAGES_PER_ADD = 50;

const caption = z
  .string()
  .nullish()
  .transform((v) => (v ?? "").trim())
  .pipe(z.string().max(CAPTION_MAX, { error: () => t(mediaValidationMessages).tooLong(CAPTION_MAX) }))
  .transform((v) => (v === "" ? null : v));

/** A URL the upload endpoint answered; the server checks it is one of ours. */
const storedUrl = z.string().trim().min(1).max(2000);

export const addProjectImagesSchema = z.object({
  projectId: z.guid(),
  imageType: z.enum(IMAGE_TYPES),
  images: z
    .array(z.object({ url: storedUrl, caption }))
    .min(1)
    .max(MAX_IMAGES_PER_ADD),
});
export const updateImageCaptionSchema = z.object({ id: z.guid(), caption });
export const changeImageTypeSchema = z.object({ id: z.guid(), imageType: z.enum(IMAGE_TYPES) });
export const moveImageSchema = z.object({ id: z.guid(), direction: z.enum(["left", "right"]) });
export const deleteImageSchema = z.object({ id: z.guid() });
/** url null removes the cover (spec §4). */
export const setCoverSchema = z.object({ projectId: z.guid(), url: storedUrl.nullable() });

export type AddProjectImagesInput = z.output<typeof addProjectImagesSchema>;
