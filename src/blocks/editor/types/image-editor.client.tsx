"use client";
import { ImageField } from "../image-field.client";
import { str, type TypeEditorProps } from "./shared";

export function ImageBlockEditor({ draft, set, errors, track }: TypeEditorProps) {
  return (
    <ImageField
      url={str(draft.url)}
      onUrl={(url) => set((d) => ({ ...d, url }))}
      caption={str(draft.caption)}
      onCaption={(caption) => set((d) => ({ ...d, caption }))}
      alt={str(draft.alt)}
      onAlt={(alt) => set((d) => ({ ...d, alt }))}
      urlError={errors.url}
      track={track}
    />
  );
}
