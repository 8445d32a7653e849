"use client";
import { ImageOff } from "lucide-react";
import { ImageField } from "../../editor/image-field.client";
import { useMessages } from "@/i18n/locale-context.client";
import { str, type EmptyViewProps, type TypeEditorProps } from "../../editor/type-editor";

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

/** An image block without an image says so and offers its form (spec §2). */
export function ImageBlockEmpty({ text, onEdit }: EmptyViewProps) {
  const m = useMessages("blockEditor");
  return (
    <div className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
      <ImageOff className="mx-auto mb-2 size-8" aria-hidden />
      <p className="font-medium text-foreground">{text}</p>
      <p className="mt-1">{m.emptyImageHint}</p>
      {onEdit && (
        <button type="button" onClick={onEdit} className="mt-3 font-medium text-primary underline-offset-4 hover:underline">
          {m.edit}
        </button>
      )}
    </div>
  );
}
