import { videoSource, type VideoKind } from "../types/video/source";

type Props = {
  url: string | null | undefined;
  type: VideoKind;
  /** Accessible name of the frame or player. */
  title: string;
  muted?: boolean;
};

/** The embedded player's permissions; the frame the posters' script adds has the same (video-poster.controller.ts). */
const FRAME_ALLOW = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen";

/**
 * A 16:9 player drawn at once: uploaded files play in a native <video> (only metadata preloaded),
 * YouTube and Vimeo links in their privacy-enhanced embed frame, loaded lazily. Public pages show
 * a provider's frame only once the visitor asks for it (video-player.tsx); the back office shows
 * it at once to the staff who added it. Renders nothing for an unplayable link: the caller shows
 * its own empty state.
 */
export function VideoFrame({ url, type, title, muted = false }: Props) {
  const src = videoSource(url, type, muted);
  if (!src) return null;
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-black">
      {type === "upload" ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- staff upload a video file only; the product has no caption files to offer as a <track>
        <video src={src} controls preload="metadata" muted={muted} playsInline title={title} aria-label={title} className="absolute inset-0 h-full w-full">
          <a href={src}>{title}</a>
        </video>
      ) : (
        <iframe
          src={src}
          title={title}
          loading="lazy"
          allow={FRAME_ALLOW}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 h-full w-full border-0"
        />
      )}
    </div>
  );
}
