import { createHash } from "node:crypto";
import { readEnv, type EnvSource } from "@/env";

/**
 * What lets a page's scripts run:
 * - `nonce`: a fresh value per response, for pages rendered for one request (the back office and
 *   the sign-in). Next puts it on its own scripts when it reads it in the request's policy.
 * - `hashes`: the inline scripts' own hashes, for pages served whole to every visitor (the public
 *   pages, kept by the page cache). A nonce there would be one value shared by everyone who
 *   loads the copy, so it would allow whatever script carried it.
 */
export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

/**
 * The Content-Security-Policy of every HTML response. Scripts run only when the policy names them
 * (by nonce or by hash) or when such a script added them ('strict-dynamic': the site script's
 * module and its chunks, Next's chunks), so an injected <script> or event handler does not run
 * even if escaping ever failed; under 'strict-dynamic' the browser ignores 'self', which remains
 * for browsers without it. Styles allow inline attributes: React `style` props (image
 * placeholders, progress bars) cannot carry a nonce. Frames: only the two video providers' embed
 * players.
 */
export function contentSecurityPolicy(scripts: ScriptSources, options: { mediaOrigin?: string | null; https?: boolean; dev?: boolean } = {}): string {
  const media = options.mediaOrigin ? ` ${options.mediaOrigin}` : "";
  const allowed = "nonce" in scripts ? `'nonce-${scripts.nonce}'` : scripts.hashes.join(" ");
  const directives = [
    "default-src 'self'",
    // `next dev` evaluates modules with eval(); production never does.
    `script-src 'self' ${allowed} 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
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

/**
 * The source that allows an inline script by its text: SHA-256 of the text between its tags, as
 * UTF-8, in base64 (CSP Level 2's hash-source). The text must be exactly what the page carries:
 * React writes `dangerouslySetInnerHTML` as it is, and HTML does not decode entities in a script.
 */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
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

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
