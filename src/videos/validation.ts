import { z } from "zod";
import { VIDEO_TYPES, type VideoType } from "@/db/schema";

export { VIDEO_TYPES, type VideoType };

export const videoMessages = {
  invalidUrl: "URL do vídeo inválida",
  urlRequired: "URL do vídeo é obrigatória",
  notOurs: "El vídeo no es un archivo subido para este proyecto",
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().max(max, `Máximo ${max} caracteres`))
    .transform((v) => (v === "" ? null : v));

/** A video as the add dialog sends it (youtube/vimeo link, or the URL the upload answered). */
export const newVideoSchema = z.object({
  videoType: z.enum(VIDEO_TYPES),
  url: z.string().trim().min(1, videoMessages.urlRequired).max(2000),
  title: optionalText(200),
  description: optionalText(2000),
  muted: z.boolean().default(false),
});
export type NewVideo = z.output<typeof newVideoSchema>;

export const addVideoSchema = newVideoSchema.extend({ projectId: z.guid() });
export const deleteVideoSchema = z.object({ id: z.guid() });

export const VIDEO_TYPE_LABELS: Record<VideoType, string> = { youtube: "YouTube", vimeo: "Vimeo", upload: "Upload de arquivo" };
