import { messagesFor } from "@/i18n/catalogue";
import { localizedPath, type PublicLocale } from "@/i18n/locales";
import { COOKIES_ANCHOR, PRIVACY_PATH } from "@/legal/constants";
import { embedUrl, watchUrl, type EmbeddableProvider } from "@/lib/video-url";
import { videoPosterMessages } from "../messages";
import { VideoPosterDom } from "./video-poster.dom";

const PROVIDER_NAMES: Record<EmbeddableProvider, string> = { youtube: "YouTube", vimeo: "Vimeo" };

type Props = { url: string; provider: EmbeddableProvider; title: string; muted?: boolean; locale: PublicLocale };

/**
 * A YouTube or Vimeo video as a neutral 16:9 poster: nothing is asked of the provider (no
 * thumbnail either) until the visitor plays it. The play control is a link to the video on the
 * provider's site, in a new tab; with the site script (video-poster.controller.ts) a click puts
 * the privacy-enhanced player, started, in the poster's place instead. The notice says that
 * playing loads the provider's player and links to the privacy policy's cookie part.
 */
export function VideoPoster({ url, provider, title, muted = false, locale }: Props) {
  const src = embedUrl(url, provider, { autoplay: true, muted });
  const watch = watchUrl(url, provider);
  if (!src || !watch) return null;
  const m = messagesFor(videoPosterMessages, locale);
  return (
    <div
      className="relative flex aspect-video w-full flex-col overflow-hidden rounded-lg bg-muted text-muted-foreground"
      {...{ [VideoPosterDom.VideoPoster]: "", [VideoPosterDom.EmbedSrc]: src, [VideoPosterDom.EmbedTitle]: title }}
    >
      <a
        href={watch}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={m.play(title)}
        className="group flex flex-1 items-center justify-center rounded-t-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
        {...{ [VideoPosterDom.VideoPlay]: "" }}
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform group-hover:scale-105 sm:size-20">
          <svg viewBox="0 0 24 24" className="ml-1 size-8 sm:size-10" fill="currentColor" aria-hidden="true">
            <path d="M7 4.5v15a1 1 0 0 0 1.52.85l12-7.5a1 1 0 0 0 0-1.7l-12-7.5A1 1 0 0 0 7 4.5Z" />
          </svg>
        </span>
      </a>
      <p className="border-t bg-background/80 px-3 py-2 text-xs leading-5 text-foreground">
        {m.notice(PROVIDER_NAMES[provider])}{" "}
        <a href={`${localizedPath(locale, PRIVACY_PATH)}#${COOKIES_ANCHOR}`} className="font-medium underline underline-offset-4">
          {m.more}
        </a>
      </p>
    </div>
  );
}
