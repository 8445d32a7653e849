import { z } from "zod";
import { VIDEO_TYPES, type VideoType } from "@/db/schema";
import { t } from "@/i18n/current";
import { mediaValidationMessages } from "@/media/admin/messages";

export { VIDEO_TYPES, type VideoType };

const optionalText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().max(max, { error: () => t(mediaValidationMessages).tooLong(max) }))
    .transform((v) => (v === "" ? null : v));

/** A video as the add dialog sends it (youtube/vimeo link, or the URL the upload answered). */
export const newVideoSchema = z.object({
  videoType: z.enum(VIDEO_TYPES),
  url: z
    .string()
    .trim()
    .min(1, { error: () => t(mediaValidationMessages).videoUrlRequired })
    .max(2000),
  title: optionalText(200),
  description: optionalText(2000),
  muted: z.boolean().default(false),
});
export type NewVideo = z.output<typeof newVideoSchema>;

export const addVideoSchema = newVideoSchema.extend({ projectId: z.guid() });
export const deleteVideoSchema = z.object({ id: z.guid() });
