"use client";
import { Pencil } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
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
import { checkBlockContent, checkNewBlockContent } from "../validation";
import { BlockView } from "./block-view";
import type { Track } from "./image-field.client";
import { useMessages } from "@/i18n/locale-context.client";
import { typeLabels } from "../admin/type-labels";
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
  /**
   * A block not stored yet (just added): it opens in its form, Save also refuses one that would
   * show nothing, and Cancel leaves nothing behind (the list drops it through `onCancel`).
   */
  fresh?: boolean;
  /** Accessible name of the edit button. */
  editLabel?: string;
};

/** One block: view mode (the public renderer) and, with a save handler, its edit form (spec §2). */
export function EditableBlock({ id, type, content, translations, stale = noStaleFields(), onSave, onCancel, fresh = false, editLabel }: Props) {
  const m = useMessages("blockEditor");
  const known = isKnownType(type);
  const [editing, setEditing] = useState(fresh && known);
  const [draft, setDraft] = useState<Content>(content);
  // Every language's texts are edited together and saved at once; `language` is the one shown.
  const [draftTexts, setDraftTexts] = useState<BlockTranslations>(translations ?? {});
  // What the last change left, for Save: on a busy machine a click just after typing can run
  // before React has rendered that change, and Save must store what the form shows, not the
  // draft of the render before it.
  const latest = useRef({ draft, texts: draftTexts });
  const changeDraft = (next: Content | ((current: Content) => Content)) => {
    latest.current.draft = typeof next === "function" ? next(latest.current.draft) : next;
    setDraft(latest.current.draft);
  };
  const changeTexts = (next: BlockTranslations) => {
    latest.current.texts = next;
    setDraftTexts(next);
  };
  const [language, setLanguage] = useState<PublicLocale>("es");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploads, setUploads] = useState(0);
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLElement>(null);

  // A block just added: its form takes the focus (and comes into view), so typing starts there.
  useEffect(() => {
    if (fresh) form.current?.focus();
  }, [fresh]);
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
    changeDraft(content);
    changeTexts(translations ?? {});
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
    const shown = latest.current;
    const checked = fresh ? checkNewBlockContent(type, shown.draft) : checkBlockContent(type, shown.draft);
    if (!checked.ok) {
      // The content's errors are shown in the Spanish form, next to their fields.
      setLanguage("es");
      return setErrors(checked.fieldErrors);
    }
    setSaving(true);
    try {
      // A fresh block, once stored, is replaced by the stored one in the list.
      if (onSave && (await onSave(checked.content, shown.texts)) && !fresh) close();
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    changeDraft(content);
    if (!fresh) close();
    onCancel?.();
  };

  if (!editing || !known) {
    return (
      <div className="space-y-3">
        {/* Always shown, above the block rather than over it: a touch screen has no hover to reveal it. */}
        {onSave && known && (
          <div className="flex justify-end">
            <Button ref={editButton} type="button" variant="secondary" size="sm" onClick={open} aria-label={editLabel ?? m.edit}>
              <Pencil aria-hidden />
              {m.edit}
            </Button>
          </div>
        )}
        <BlockView id={id} type={type} content={content} onEdit={onSave && known ? open : undefined} />
        {translations && known && <MissingLanguages progress={blockProgress(type, content, translations, stored)} confirmForms={confirmForms} />}
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
    <section ref={form} tabIndex={-1} aria-label={heading} className="space-y-4 focus-visible:outline-none">
      <h3 className="text-base font-semibold">{heading}</h3>
      {fresh && <p className="text-sm text-muted-foreground">{m.newBlockNote}</p>}
      {translations && (
        <ContentLanguageSwitch value={language} onChange={setLanguage} progress={blockProgress(type, draft, draftTexts, stored)} confirmForms={confirmForms} />
      )}
      {language === "es" ? (
        <Editor draft={draft} set={changeDraft} errors={errors} track={track} />
      ) : (
        <BlockTranslationFields
          type={type}
          content={draft}
          locale={language}
          texts={draftTexts[language]}
          drafts={draftTexts}
          stored={stored}
          onChange={(texts) => changeTexts({ ...latest.current.texts, [language]: texts })}
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
