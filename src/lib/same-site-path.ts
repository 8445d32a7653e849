/**
 * A path on this site, or null. Browsers drop tabs and newlines from URLs and treat `\` as `/`,
 * so `/\t/evil.example/` passes a "starts with one slash" test yet opens evil.example: refuse
 * control, format and whitespace characters outright, then resolve the rest against an origin
 * and keep it only if the origin did not change.
 */
const UNSAFE_CHARS = /[\s\p{Cc}\p{Cf}\p{Z}\\]/u;

export function sameSitePath(value: unknown, base = "http://site.invalid"): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return null;
  if (UNSAFE_CHARS.test(value)) return null;
  let origin: string;
  try {
    origin = new URL(base).origin;
    if (new URL(value, origin).origin !== origin) return null;
  } catch {
    return null;
  }
  return value;
}
