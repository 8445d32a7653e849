import { safeUrl } from "@/lib/safe-url";
import { embedUrl } from "@/lib/video-url";

// Apart from ./model.ts (its schema), so that the video players elsewhere load no zod.

export type VideoKind = "youtube" | "vimeo" | "upload";

/**
 * The playable source of a video, or null when the link is not one we can play safely: an
 * upload's file, or the provider's privacy-enhanced player (not started).
 */
export function videoSource(url: string | null | undefined, type: VideoKind, muted = false): string | null {
  if (!url) return null;
  if (type === "upload") return safeUrl(url);
  return embedUrl(url, type, { muted });
}
