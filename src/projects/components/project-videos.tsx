import { VolumeX } from "@/ui/icons";
import { VideoPlayer, videoSource } from "@/blocks/components/video-player";
import type { ProjectVideoDto } from "../types";
import { messagesFor } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";
import { projectMessages } from "../messages";

/** Grid of the project's videos: uploads in a native player, YouTube/Vimeo as posters that load the provider's player when played. */
export function ProjectVideos({ videos, title, locale }: { videos: ProjectVideoDto[]; title: string; locale: PublicLocale }) {
  const m = messagesFor(projectMessages, locale).videos;
  if (videos.length === 0) {
    return <p className="rounded-xl border border-dashed py-16 text-center text-muted-foreground">{m.empty}</p>;
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {videos.map((video, i) => {
        const name = video.title || m.title(title, i + 1);
        const playable = videoSource(video.url, video.type, video.muted) !== null;
        return (
          <li key={video.id} className="overflow-hidden rounded-xl border bg-card shadow-sm">
            <div className="relative">
              {playable ? (
                <VideoPlayer url={video.url} type={video.type} title={name} muted={video.muted} locale={locale} />
              ) : (
                <div className="flex aspect-video items-center justify-center bg-muted text-sm text-muted-foreground">{m.unavailable}</div>
              )}
              {video.muted && (
                <span className="pointer-events-none absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-black/70 px-2.5 py-1 text-xs font-semibold text-white">
                  <VolumeX className="size-3.5" aria-hidden />
                  {m.muted}
                </span>
              )}
            </div>
            {(video.title || video.description) && (
              <div className="p-4">
                {video.title && <h3 className="font-semibold">{video.title}</h3>}
                {video.description && <p className="mt-1 text-sm text-muted-foreground">{video.description}</p>}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
