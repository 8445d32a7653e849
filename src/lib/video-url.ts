export type EmbeddableProvider = "youtube" | "vimeo";

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function parse(url: string): URL | null {
  try {
    return new URL(url.trim());
  } catch {
    return null;
  }
}

/** The video id of a YouTube watch, short, embed or shorts link; null when there is none. */
export function youtubeId(url: string): string | null {
  const u = parse(url);
  if (!u) return null;
  const host = u.hostname.replace(/^(www\.|m\.)/, "");
  let id: string | null = null;
  if (host === "youtu.be") id = u.pathname.split("/")[1] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (u.pathname === "/watch") id = u.searchParams.get("v");
    else {
      const m = u.pathname.match(/^\/(embed|shorts|live|v)\/([^/?#]+)/);
      id = m?.[2] ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The numeric id of a Vimeo video link; null when there is none. */
export function vimeoId(url: string): string | null {
  const u = parse(url);
  if (!u) return null;
  const host = u.hostname.replace(/^www\./, "");
  if (host !== "vimeo.com" && host !== "player.vimeo.com") return null;
  const m = u.pathname.match(/(?:^|\/)(\d{5,})(?:\/|$)/);
  return m?.[1] ?? null;
}

/** The provider's embed address for a valid link, else null ('URL do vídeo inválida'). */
export function toEmbedUrl(url: string, provider: EmbeddableProvider): string | null {
  if (provider === "youtube") {
    const id = youtubeId(url);
    return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  const id = vimeoId(url);
  return id ? `https://player.vimeo.com/video/${id}` : null;
}

/** The player's options in its address: `autoplay` once the visitor asked to play, `muted` for videos staff marked so. */
export type EmbedOptions = { autoplay?: boolean; muted?: boolean };

/**
 * The privacy-enhanced player's address for a valid link, else null: YouTube on
 * youtube-nocookie.com, Vimeo with `dnt=1` (no tracking cookies). These two origins are the only
 * frames the CSP allows (src/platform/csp.ts).
 */
export function embedUrl(url: string, provider: EmbeddableProvider, { autoplay = false, muted = false }: EmbedOptions = {}): string | null {
  const base = toEmbedUrl(url, provider);
  if (!base) return null;
  const params = provider === "vimeo" ? ["dnt=1"] : [];
  if (autoplay) params.push("autoplay=1");
  if (muted) params.push(provider === "youtube" ? "mute=1" : "muted=1");
  return params.length > 0 ? `${base}?${params.join("&")}` : base;
}

/** The video's own page on the provider's site (where a visitor without JavaScript watches it), else null. */
export function watchUrl(url: string, provider: EmbeddableProvider): string | null {
  if (provider === "youtube") {
    const id = youtubeId(url);
    return id ? `https://www.youtube.com/watch?v=${id}` : null;
  }
  const id = vimeoId(url);
  return id ? `https://vimeo.com/${id}` : null;
}
