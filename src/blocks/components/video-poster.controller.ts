import type { Dataset } from "@/ui/dataset";
import { VideoPosterDom } from "./video-poster.dom";

type Poster = Dataset<VideoPosterDom.EmbedSrc | VideoPosterDom.EmbedTitle>;

/** The embedded player's permissions, as the frames drawn on the server have them (video-frame.tsx). */
const ALLOW = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen";

/**
 * Playing a YouTube or Vimeo video (`video-poster.tsx`): a plain click on the poster's play link
 * puts the provider's privacy-enhanced player, started, in the poster's place, and moves focus
 * to it (the poster's link is gone); the frame keeps the video's title. A click with a modifier
 * key, or one made before this runs, follows the link to the provider's site, in a new tab.
 * Listened for on the document, since a project's videos enter the page when their tab is chosen.
 */
export function enhanceVideoPosters(): void {
  const root = document.documentElement;
  if (root.hasAttribute("data-video-posters-ready")) return;
  root.setAttribute("data-video-posters-ready", "");
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const play = event.target instanceof Element ? event.target.closest(`[${VideoPosterDom.VideoPlay}]`) : null;
    const poster = play?.closest<HTMLElement>(`[${VideoPosterDom.VideoPoster}]`);
    const { embedSrc, embedTitle } = (poster?.dataset ?? {}) as Poster;
    if (!poster || !embedSrc) return;
    event.preventDefault();
    const frame = document.createElement("iframe");
    frame.src = embedSrc;
    frame.title = embedTitle ?? "";
    frame.allow = ALLOW;
    frame.allowFullscreen = true;
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    frame.className = "absolute inset-0 h-full w-full border-0";
    poster.replaceChildren(frame);
    poster.removeAttribute(VideoPosterDom.VideoPoster);
    frame.focus();
  });
}
