import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VideoPlayer } from "@/blocks/components/video-player";
import { VideoPoster } from "@/blocks/components/video-poster";
import { videoSource } from "@/blocks/types/video/source";
import { embedUrl, watchUrl } from "@/lib/video-url";

const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const VIMEO = "https://vimeo.com/76979871";

/** Every address the markup makes the browser fetch or follow: src, srcset, href, poster, action. */
const addresses = (html: string) => Array.from(html.matchAll(/\s(?:src|srcset|href|poster|action|data)="([^"]*)"/g), ([, value]) => value);
const thirdParty = (html: string) => addresses(html).filter((value) => /^(https?:)?\/\//.test(value));

describe("the providers' privacy-enhanced players", () => {
  it("plays YouTube from youtube-nocookie.com, started only when asked", () => {
    expect(embedUrl(YOUTUBE, "youtube")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(embedUrl("https://youtu.be/dQw4w9WgXcQ", "youtube", { autoplay: true })).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(embedUrl("https://www.youtube.com/embed/dQw4w9WgXcQ", "youtube", { autoplay: true, muted: true })).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1",
    );
  });

  it("plays Vimeo with dnt=1, in every form of the address", () => {
    expect(embedUrl(VIMEO, "vimeo")).toBe("https://player.vimeo.com/video/76979871?dnt=1");
    expect(embedUrl("https://player.vimeo.com/video/76979871", "vimeo", { autoplay: true })).toBe("https://player.vimeo.com/video/76979871?dnt=1&autoplay=1");
    expect(embedUrl(VIMEO, "vimeo", { autoplay: true, muted: true })).toBe("https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&muted=1");
  });

  it("gives the staff's frames the same privacy-enhanced addresses, not started", () => {
    expect(videoSource(YOUTUBE, "youtube")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(videoSource(VIMEO, "vimeo", true)).toBe("https://player.vimeo.com/video/76979871?dnt=1&muted=1");
    expect(videoSource("https://www.youtube.com/watch?v=bad", "youtube")).toBeNull();
  });

  it("links to the video's own page on the provider's site", () => {
    expect(watchUrl("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "youtube")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(watchUrl("https://player.vimeo.com/video/76979871", "vimeo")).toBe("https://vimeo.com/76979871");
    expect(watchUrl("not a url", "youtube")).toBeNull();
    expect(watchUrl("https://example.com/76979871", "vimeo")).toBeNull();
  });
});

describe("the video poster", () => {
  const poster = (url: string, provider: "youtube" | "vimeo", locale: "es" | "gl" | "en" = "es") =>
    renderToStaticMarkup(createElement(VideoPoster, { url, provider, title: "Reforma de cocina", locale }));

  it("asks nothing of a third party: its one outside address is the no-JavaScript link to the video", () => {
    for (const [url, provider, watch] of [
      ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "youtube", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
      ["https://player.vimeo.com/video/76979871", "vimeo", "https://vimeo.com/76979871"],
    ] as const) {
      const html = poster(url, provider);
      expect(thirdParty(html)).toEqual([watch]);
      expect(html).not.toMatch(/<(iframe|img|picture|source|video|script|link)\b/);
      expect(html).not.toContain("ytimg");
      // The player's address is data for the script, not something the browser fetches.
      expect(html).toContain(`data-embed-src="${embedUrl(url, provider, { autoplay: true })!.replaceAll("&", "&amp;")}"`);
    }
  });

  it("plays through a link that opens the video in a new tab, named after the video in the page's language", () => {
    const html = poster(YOUTUBE, "youtube");
    const link = html.match(/<a [^>]*data-video-play[^>]*>/)?.[0] ?? "";
    expect(link).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
    expect(link).toContain('aria-label="Reproducir vídeo: Reforma de cocina"');
    expect(poster(YOUTUBE, "youtube", "en")).toContain('aria-label="Play video: Reforma de cocina"');
  });

  it("says that playing loads the provider's player and links to the privacy policy's cookie part", () => {
    expect(poster(VIMEO, "vimeo")).toContain("Al reproducirlo se carga el reproductor de Vimeo, que puede guardar sus cookies.");
    expect(poster(VIMEO, "vimeo")).toContain('href="/politica-de-privacidade#cookies"');
    expect(poster(YOUTUBE, "youtube", "gl")).toContain('href="/gl/politica-de-privacidade#cookies"');
  });

  it("draws nothing for a link that is no video", () => {
    expect(poster("https://example.com/watch?v=dQw4w9WgXcQ", "youtube")).toBe("");
  });
});

describe("the video player", () => {
  const player = (props: Partial<Parameters<typeof VideoPlayer>[0]>) =>
    renderToStaticMarkup(createElement(VideoPlayer, { url: YOUTUBE, type: "youtube", title: "Obra", locale: "es", ...props }));

  it("shows visitors a poster, and staff the privacy-enhanced frame", () => {
    expect(player({})).toContain("data-video-poster");
    expect(player({})).not.toContain("<iframe");
    const frame = player({ embeds: "frame" });
    expect(frame).toMatch(/<iframe [^>]*src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ"/);
  });

  it("plays uploaded videos in the native player, as before", () => {
    const html = player({ url: "/media/projects/p/videos/a.mp4", type: "upload" });
    expect(html).toMatch(/<video [^>]*src="\/media\/projects\/p\/videos\/a\.mp4"[^>]*controls/);
    expect(html).not.toContain("data-video-poster");
  });
});
