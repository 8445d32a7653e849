"use client";
import { useId } from "react";
import { TranslationHint } from "@/admin/components/content-language.client";
import { RichTextEditor } from "@/editor/rich-text-editor.client";
import type { TranslatedLocale } from "@/i18n/content";
import { fieldStatus, type FieldStatus } from "@/i18n/freshness-status";
import { useMessages } from "@/i18n/locale-context.client";
import { safeUrl } from "@/lib/safe-url";
import { blockTextSlots } from "../localize";
import { slotInForm, type StoredBlockTexts } from "../review";
import { textAt, withTextAt, type BlockTexts, type BlockTranslations, type PathStep, type TextSlot } from "../translations";
import { TextAreaField, TextField } from "./fields.client";
import type { BlockEditorMessages } from "../admin/messages";
import type { Content } from "./type-editor";

type Props = {
  type: string;
  /** The block's Spanish content as it stands in the form (what to translate from). */
  content: Content;
  locale: TranslatedLocale;
  texts: BlockTexts | undefined;
  /** Every language's texts as edited, and the block as stored: what a text's status compares. */
  drafts: BlockTranslations;
  stored: StoredBlockTexts;
  onChange: (texts: BlockTexts) => void;
};

/** A field's name in the editor: the type form's own label, then where it sits (column, image n). */
function slotLabel(m: BlockEditorMessages, path: PathStep[]): string {
  const names: Record<string, string> = {
    text: m.textLabel,
    alt: m.alt,
    caption: m.caption,
    imageCaption: m.caption,
    quote: m.quote,
    author: m.author,
    role: m.role,
    title: m.videoTitle,
    description: m.videoDescription,
  };
  const field = path[path.length - 1] as string;
  const places = path.slice(0, -1).flatMap((step) => {
    if (typeof step !== "string") return [m.galleryImage(step.index + 1)];
    if (step === "leftContent") return [m.leftColumn];
    if (step === "rightContent") return [m.rightColumn];
    return [];
  });
  return [names[field] ?? field, ...places].join(" · ");
}

/** Rich text as the hint's plain text: tags out, the editor's few entities read. */
function plainText(html: string): string {
  const entities: Record<string, string> = { "&nbsp;": " ", "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => entities[entity])
    .replace(/\s+/g, " ")
    .trim();
}

const slotKey = (path: PathStep[]) => path.map((step) => (typeof step === "string" ? step : `${step.index}:${step.value}`)).join("/");

/**
 * A block's texts in one translated language: one field per text the block shows,
 * empty when not translated, with the Spanish under it. Images, URLs and layout stay in the
 * Spanish form: they are the same in every language.
 */
export function BlockTranslationFields({ type, content, locale, texts, drafts, stored, onChange }: Props) {
  const m = useMessages("blockEditor");
  const slots = blockTextSlots(type, content);
  if (slots.length === 0) return <p className="text-sm text-muted-foreground">{m.noTexts}</p>;
  return (
    <div className="space-y-4">
      {slots.map((slot, i) => {
        // A gallery image's texts start with its picture: which image they describe.
        const item = slot.path.find((step) => typeof step !== "string");
        const previous = i > 0 ? slots[i - 1].path.find((step) => typeof step !== "string") : undefined;
        const preview = item && (!previous || previous.value !== item.value) ? safeUrl(item.value) : null;
        return (
          // Keyed by language too: a rich-text field starts again from the chosen language's text.
          <div key={`${locale}/${slotKey(slot.path)}`} className="space-y-2">
            {preview && item && (
              // eslint-disable-next-line @next/next/no-img-element -- a back-office preview of a stored upload, as in the gallery's own form
              <img src={preview} alt={m.galleryImage(item.index + 1)} className="h-16 w-24 rounded object-cover" />
            )}
            <SlotField
              slot={slot}
              status={fieldStatus(slotInForm(type, slot, locale, { ...drafts, [locale]: texts }, stored))}
              label={slotLabel(m, slot.path)}
              value={textAt(texts, slot.path)}
              onChange={(value) => onChange(withTextAt(texts, slot.path, value))}
            />
          </div>
        );
      })}
    </div>
  );
}

function SlotField({
  slot,
  status,
  label,
  value,
  onChange,
}: {
  slot: TextSlot;
  status: FieldStatus;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const spanish = slot.kind === "html" ? plainText(slot.spanish) : slot.spanish.trim();
  // A block's texts are prose: while one is to review, the site keeps showing it.
  const hint = <TranslationHint missing={status.missing} stale={status.stale} spanish={spanish} />;
  if (slot.kind === "text") return <TextField label={label} value={value} onChange={onChange} hint={hint} />;
  if (slot.kind === "long") return <TextAreaField label={label} value={value} onChange={onChange} hint={hint} />;
  return (
    <div className="space-y-2">
      <span id={id} className="text-sm font-medium leading-none">
        {label}
      </span>
      <RichTextEditor value={value} onChange={onChange} labelledBy={id} describedBy={`${id}-hint`} />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
