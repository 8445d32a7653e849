"use client";
import { useId } from "react";
import { RichTextEditor } from "@/editor/rich-text-editor.client";
import { useMessages } from "@/i18n/locale-context.client";
import { str, type TypeEditorProps } from "../../editor/type-editor";

export function TextBlockEditor({ draft, set }: TypeEditorProps) {
  const m = useMessages("blockEditor");
  const id = useId();
  return (
    <div className="space-y-2">
      <span id={id} className="sr-only">
        {m.textLabel}
      </span>
      <RichTextEditor value={str(draft.text)} onChange={(text) => set({ ...draft, text })} placeholder={m.textPlaceholder} labelledBy={id} />
    </div>
  );
}
