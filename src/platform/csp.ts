import { readEnv, type EnvSource } from "@/env";

/**
 * The Content-Security-Policy of every HTML response. Scripts run only with the per-request
 * nonce (Next adds it to its own inline scripts when it sees it in the request's CSP), so an
 * injected <script> or event handler does not execute even if escaping ever failed. Styles
 * allow inline attributes: React `style` props (image placeholders, progress bars) cannot
 * carry a nonce. Frames: only the two video providers' embed players.
 */
export function contentSecurityPolicy(nonce: string, options: { mediaOrigin?: string | null; https?: boolean; dev?: boolean } = {}): string {
  const media = options.mediaOrigin ? ` ${options.mediaOrigin}` : "";
  const directives = [
    "default-src 'self'",
    // `next dev` evaluates modules with eval(); production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${media}`,
    `media-src 'self' blob:${media}`,
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.youtube-nocookie.com https://player.vimeo.com",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Origin of the CDN/bucket serving uploads (S3_PUBLIC_BASE_URL), when it is not this site. */
export function mediaOriginFromEnv(env?: EnvSource): string | null {
  const base = readEnv("S3_PUBLIC_BASE_URL", env);
  if (!base) return null;
  try {
    return new URL(base).origin;
  } catch {
    return null;
  }
}

/** A fresh nonce: 128 random bits, base64. Works in the proxy and in Node alike. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
