"use client";
import { useId } from "react";
import { RichTextEditor } from "@/editor/rich-text-editor.client";
import { SelectField } from "../../editor/fields.client";
import { ImageField } from "../../editor/image-field.client";
import { useMessages } from "@/i18n/locale-context.client";
import type { BlockEditorMessages } from "../../admin/messages";
import { obj, str, type Content, type TypeEditorProps } from "../../editor/type-editor";

type SideKey = "left" | "right";
type SideType = keyof BlockEditorMessages["columnTypes"];

/** Each side is rich text or an image with a caption (spec §3 two_columns). */
export function TwoColumnsBlockEditor({ draft, set, errors, track }: TypeEditorProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {(["left", "right"] as const).map((side) => (
        <Side key={side} side={side} draft={draft} set={set} errors={errors} track={track} />
      ))}
    </div>
  );
}

function Side({ side, draft, set, errors, track }: TypeEditorProps & { side: SideKey }) {
  const m = useMessages("blockEditor");
  const id = useId();
  const typeKey = `${side}Type`;
  const contentKey = `${side}Content`;
  const type: SideType = draft[typeKey] === "image" ? "image" : "text";
  const content = obj(draft[contentKey]);
  const title = side === "left" ? m.leftColumn : m.rightColumn;
  const setContent = (patch: Content) => set((d) => ({ ...d, [contentKey]: { ...obj(d[contentKey]), ...patch } }));

  return (
    <fieldset className="space-y-4 rounded-md border p-4">
      <legend id={id} className="px-1 text-sm font-semibold">
        {title}
      </legend>
      <SelectField
        label={`${m.columnType} (${title.toLowerCase()})`}
        value={type}
        options={m.columnTypes}
        onChange={(next) => set({ ...draft, [typeKey]: next })}
      />
      {type === "text" ? (
        <RichTextEditor value={str(content.text)} onChange={(text) => setContent({ text })} placeholder={m.textPlaceholder} labelledBy={id} />
      ) : (
        <ImageField
          url={str(content.imageUrl)}
          onUrl={(imageUrl) => setContent({ imageUrl })}
          caption={str(content.imageCaption)}
          onCaption={(imageCaption) => setContent({ imageCaption })}
          urlError={errors[`${contentKey}.imageUrl`]}
          track={track}
          labelPrefix={title}
        />
      )}
    </fieldset>
  );
}
