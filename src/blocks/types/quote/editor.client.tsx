"use client";
import { TextAreaField, TextField } from "../../editor/fields.client";
import { useMessages } from "@/i18n/locale-context.client";
import { str, type TypeEditorProps } from "../../editor/type-editor";

export function QuoteBlockEditor({ draft, set, errors }: TypeEditorProps) {
  const m = useMessages("blockEditor");
  return (
    <div className="space-y-4">
      <TextAreaField label={m.quote} value={str(draft.quote)} onChange={(quote) => set({ ...draft, quote })} error={errors.quote} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={m.author} value={str(draft.author)} onChange={(author) => set({ ...draft, author })} />
        <TextField label={m.role} value={str(draft.role)} onChange={(role) => set({ ...draft, role })} />
      </div>
    </div>
  );
}
