/**
 * Defensive reading of stored block content (jsonb, so anything may be in it). Pure: usable by
 * the public renderer and by the admin editor on either side. Each type reads its own fields
 * (src/blocks/types/<type>/model.ts) with these.
 */

export type Content = Record<string, unknown>;

export const obj = (value: unknown): Content => (value && typeof value === "object" && !Array.isArray(value) ? (value as Content) : {});
export const str = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** Rich text is empty when it has no visible text (e.g. a lone `<p></p>` from the editor). */
export function isEmptyHtml(html: string): boolean {
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "") === "";
}
