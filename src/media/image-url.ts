import { z } from "zod";

/**
 * An image address an admin may save: a stored file (`/media/…`, what the upload answers)
 * or an absolute http(s) URL (an external image, or stored files served from a CDN).
 * Anything else (javascript:, data:, relative paths) is refused.
 */
/** Each message a string, or a function read when a value is checked (the person's language). */
type Message = string | (() => string);

export function imageUrlSchema(messages: { required: Message; invalid: Message }) {
  return z
    .string()
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(2048, { error: messages.invalid })
    .refine((value) => isImageUrl(value), { error: messages.invalid });
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
