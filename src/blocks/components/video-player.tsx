import type { PublicLocale } from "@/i18n/locales";
import { videoSource, type VideoKind } from "../types/video/source";
import { VideoFrame } from "./video-frame";
import { VideoPoster } from "./video-poster";

export { videoSource };

/** How a provider's video shows: a poster until the visitor plays it (public pages), or its frame at once (staff). */
export type VideoEmbeds = "poster" | "frame";

type Props = {
  url: string | null | undefined;
  type: VideoKind;
  /** Accessible name of the frame or player. */
  title: string;
  muted?: boolean;
  locale: PublicLocale;
  embeds?: VideoEmbeds;
};

/**
 * A 16:9 video: uploaded files in a native <video>, as they always played; YouTube and Vimeo as
 * a poster that loads the provider's player only when the visitor asks (video-poster.tsx), or,
 * for staff, the frame itself. Renders nothing for an unplayable link: the caller shows its own
 * empty state.
 */
export function VideoPlayer({ url, type, title, muted = false, locale, embeds = "poster" }: Props) {
  if (!url || type === "upload" || embeds === "frame") return <VideoFrame url={url} type={type} title={title} muted={muted} />;
  return <VideoPoster url={url} provider={type} title={title} muted={muted} locale={locale} />;
}
