import { sameSitePath } from "./same-site-path";

/** Same-site paths and http(s) URLs only: anything else (javascript:, data:, //host) is dropped. */
export function safeUrl(url: unknown): string | null {
  if (typeof url !== "string") return null;
  const value = url.trim();
  if (value.startsWith("/")) return sameSitePath(value);
  try {
    const parsed = new URL(value);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}
