import type { Track } from "./image-field.client";

export type Content = Record<string, unknown>;

/** What every type's edit form gets: the draft content, a setter, field errors, the upload tracker. */
export type TypeEditorProps = {
  draft: Content;
  /** A value, or an updater of the latest draft (for work that ends later, e.g. uploads). */
  set: (next: Content | ((latest: Content) => Content)) => void;
  errors: Record<string, string>;
  track: Track;
};

/** A type's own view of an empty block in the editor: its empty text, and the way into its form. */
export type EmptyViewProps = { text: string; onEdit?: () => void };

/** A draft's field as the text an input holds (stored content may be anything). */
export const str = (value: unknown): string => (typeof value === "string" ? value : "");
export const obj = (value: unknown): Content => (value && typeof value === "object" && !Array.isArray(value) ? (value as Content) : {});
