import { z } from "zod";
import { safeUrl } from "@/lib/safe-url";
import { toEmbedUrl } from "@/lib/video-url";
import { str, type Content } from "../../content";
import { t } from "@/i18n/current";
import { blockValidationMessages } from "../../messages";
import { trimmed } from "../fields";
import type { VideoKind } from "./source";

export { videoSource, type VideoKind } from "./source";

export const schema = z
  .object({
    url: trimmed.pipe(z.string().min(1, { error: () => t(blockValidationMessages).videoUrlRequired })),
    type: z.enum(["youtube", "vimeo", "upload"]).catch("youtube"),
    title: trimmed,
    description: trimmed,
  })
  .transform((video, ctx) => {
    // Valid provider links are stored as the provider's embed address (spec §5).
    const url = video.type === "upload" ? safeUrl(video.url) : toEmbedUrl(video.url, video.type);
    if (!url) {
      ctx.addIssue({ code: "custom", message: t(blockValidationMessages).videoUrlInvalid, path: ["url"] });
      return z.NEVER;
    }
    return { ...video, url };
  });

export const defaults = (): Content => ({ url: "", type: "youtube", title: "", description: "" });

export type VideoContent = { url: string | null; type: VideoKind; title: string; description: string };

export function readVideo(content: Content): VideoContent {
  const type = str(content.type);
  return {
    url: safeUrl(content.url),
    type: type === "vimeo" || type === "upload" ? type : "youtube",
    title: str(content.title),
    description: str(content.description),
  };
}
