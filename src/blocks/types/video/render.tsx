import type { Content } from "../../content";
import { VideoPlayer, videoSource } from "../../components/video-player";
import type { RenderContext } from "../../components/render-context";
import { readVideo } from "./model";

/** A playable video (uploaded file, or YouTube/Vimeo as a poster until played) with its title and description. */
export function renderVideo(content: Content, { altBase, videoTitle, locale, videoEmbeds }: RenderContext) {
  const v = readVideo(content);
  if (!videoSource(v.url, v.type)) return null;
  return (
    <figure>
      <VideoPlayer url={v.url} type={v.type} title={v.title || videoTitle(altBase)} locale={locale} embeds={videoEmbeds} />
      {(v.title || v.description) && (
        <figcaption className="mt-3">
          {v.title && <span className="block font-semibold">{v.title}</span>}
          {v.description && <span className="mt-1 block text-sm text-muted-foreground">{v.description}</span>}
        </figcaption>
      )}
    </figure>
  );
}
