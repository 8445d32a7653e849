"use client";
import { Pencil } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { ContentLanguageSwitch } from "@/admin/components/content-language.client";
import { confirmFormId } from "@/admin/components/translation-review.client";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/i18n/content";
import { noStaleFields, type StaleFields } from "@/i18n/freshness-status";
import type { PublicLocale } from "@/i18n/locales";
import { Button } from "@/ui/button";
import { blockEditors } from "./editor-registry.client";
import { isKnownType } from "../registry";
import { blockProgress } from "../review";
import type { BlockTranslations } from "../translations";
import { checkBlockContent } from "../validation";
import { BlockView } from "./block-view";
import type { Track } from "./image-field.client";
import { useMessages } from "@/i18n/locale-context.client";
import { blockEditorMessages, typeLabels } from "./messages";
import { MissingLanguages } from "./missing-languages.client";
import { BlockTranslationFields } from "./translation-fields.client";
import type { Content } from "./type-editor";

type Props = {
  id: string;
  type: string;
  content: Content;
  /** Its texts in the other languages; absent where blocks are not translated (create mode): no language switch then. */
  translations?: BlockTranslations;
  /** Per language, the stored texts whose Spanish changed since they were translated. */
  stale?: StaleFields;
  /** Commits the checked content and translations; resolves false when it was not stored (the form stays open). Without it the block is read-only. */
  onSave?: (content: Content, translations: BlockTranslations) => Promise<boolean> | boolean;
  onCancel?: () => void;
  /** Opens directly in edit mode (a block just added). */
  editing?: boolean;
  /** Accessible name of the edit button. */
  editLabel?: string;
};

/** One block: view mode (the public renderer) and, with a save handler, its edit form (spec §2). */
export function EditableBlock({ id, type, content, translations, stale = noStaleFields(), onSave, onCancel, editing: startEditing = false, editLabel }: Props) {
  const m = useMessages(blockEditorMessages);
  const known = isKnownType(type);
  const [editing, setEditing] = useState(startEditing && known);
  const [draft, setDraft] = useState<Content>(content);
  // Every language's texts are edited together and saved at once; `language` is the one shown.
  const [draftTexts, setDraftTexts] = useState<BlockTranslations>(translations ?? {});
  const [language, setLanguage] = useState<PublicLocale>("es");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploads, setUploads] = useState(0);
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const stored = { content, translations: translations ?? {}, stale };
  // A stored block's languages to review have a "Confirmar" form (the edit page renders them).
  const confirmForms = Object.fromEntries(
    TRANSLATED_LOCALES.filter((locale) => stale[locale].length > 0).map((locale) => [locale, confirmFormId(`block-${id}`, locale)]),
  ) as Partial<Record<TranslatedLocale, string>>;

  const track: Track = useCallback(async (work) => {
    setUploads((n) => n + 1);
    try {
      return await work;
    } finally {
      setUploads((n) => n - 1);
    }
  }, []);

  const open = () => {
    setDraft(content);
    setDraftTexts(translations ?? {});
    setLanguage("es");
    setErrors({});
    setEditing(true);
  };

  const close = () => {
    setEditing(false);
    setErrors({});
    // Back to the control that opened the form.
    setTimeout(() => editButton.current?.focus(), 0);
  };

  const save = async () => {
    const checked = checkBlockContent(type, draft);
    if (!checked.ok) {
      // The content's errors are shown in the Spanish form, next to their fields.
      setLanguage("es");
      return setErrors(checked.fieldErrors);
    }
    setSaving(true);
    try {
      if (onSave && (await onSave(checked.content, draftTexts))) close();
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    setDraft(content);
    close();
    onCancel?.();
  };

  if (!editing || !known) {
    return (
      <div className="group relative">
        <BlockView id={id} type={type} content={content} onEdit={onSave && known ? open : undefined} />
        {translations && known && <MissingLanguages progress={blockProgress(type, content, translations, stored)} confirmForms={confirmForms} />}
        {onSave && known && (
          <Button
            ref={editButton}
            type="button"
            variant="secondary"
            size="sm"
            onClick={open}
            aria-label={editLabel ?? m.edit}
            className="absolute right-2 top-2 opacity-0 shadow transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
          >
            <Pencil aria-hidden />
            {m.edit}
          </Button>
        )}
      </div>
    );
  }

  const { Editor, inlineErrors } = blockEditors[type];
  const heading = typeLabels(m, type)!.heading;
  // Field errors shown next to their field by the type's form; any other appears here.
  const other = [
    ...new Set(
      Object.entries(errors)
        .filter(([key]) => !inlineErrors?.test(key))
        .map(([, message]) => message),
    ),
  ];
  return (
    <section aria-label={heading} className="space-y-4">
      <h3 className="text-base font-semibold">{heading}</h3>
      {translations && (
        <ContentLanguageSwitch value={language} onChange={setLanguage} progress={blockProgress(type, draft, draftTexts, stored)} confirmForms={confirmForms} />
      )}
      {language === "es" ? (
        <Editor draft={draft} set={(next) => setDraft((latest) => (typeof next === "function" ? next(latest) : next))} errors={errors} track={track} />
      ) : (
        <BlockTranslationFields
          type={type}
          content={draft}
          locale={language}
          texts={draftTexts[language]}
          drafts={draftTexts}
          stored={stored}
          onChange={(texts) => setDraftTexts((latest) => ({ ...latest, [language]: texts }))}
        />
      )}
      {other.length > 0 && (
        <div role="alert" className="text-sm font-medium text-destructive">
          {other.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={cancel} disabled={saving}>
          {m.cancel}
        </Button>
        <Button type="button" onClick={() => void save()} disabled={saving || uploads > 0}>
          {m.save}
        </Button>
      </div>
    </section>
  );
}
