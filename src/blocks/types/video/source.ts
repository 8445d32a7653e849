import { safeUrl } from "@/lib/safe-url";
import { toEmbedUrl } from "@/lib/video-url";

// Apart from ./model.ts (its schema), so that the video players elsewhere load no zod.

export type VideoKind = "youtube" | "vimeo" | "upload";

/** The playable source of a video, or null when the link is not one we can play safely. */
export function videoSource(url: string | null | undefined, type: VideoKind, muted = false): string | null {
  if (!url) return null;
  if (type === "upload") return safeUrl(url);
  const embed = toEmbedUrl(url, type);
  if (!embed) return null;
  return muted ? `${embed}?${type === "youtube" ? "mute=1" : "muted=1"}` : embed;
}
