import { z } from "zod";

/**
 * An image address an admin may save: a stored file (`/media/…`, what the upload answers)
 * or an absolute http(s) URL (an external image, or stored files served from a CDN).
 * Anything else (javascript:, data:, relative paths) is refused.
 */
export function imageUrlSchema(messages: { required: string; invalid: string }) {
  return z
    .string()
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(2048, messages.invalid)
    .refine((value) => isImageUrl(value), messages.invalid);
}

export function isImageUrl(value: string): boolean {
  if (/^\/media\/[^\s?#]+$/.test(value)) return !value.split("/").some((s) => s === "..");
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !!url.hostname;
  } catch {
    return false;
  }
}
