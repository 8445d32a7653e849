"use client";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, Trash2 } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { ResponsiveImage } from "@/media/components/responsive-image";
import { cn } from "@/lib/cn";
import { Button } from "@/ui/button";
import { TranslationHint } from "@/admin/components/content-language.client";
import { StaleLanguages } from "@/admin/components/stale-languages.client";
import { confirmFormId } from "@/admin/components/translation-review.client";
import { type AboutTexts, type Translations } from "@/i18n/content";
import { fieldStatus, staleLocalesOf } from "@/i18n/freshness-status";
import { LANGUAGE_NAMES } from "@/i18n/locales";
import { INTL_LOCALE, type PublicLocale } from "@/i18n/locales";
import { ConfirmDialog } from "@/ui/confirm-dialog.client";
import { Input } from "@/ui/input";
import { Switch } from "@/ui/switch.client";
import type { AdminAboutImage } from "../admin-queries";
import { useMessages } from "@/i18n/locale-context.client";
import { ABOUT_MIN_ORDER } from "../validation";

export type RowChange = { altText?: string; orderIndex?: number; isActive?: boolean; translations?: Translations<AboutTexts> };

type Props = {
  image: AdminAboutImage;
  /** Which language's alt text the row edits (the gallery's language switch). */
  language: PublicLocale;
  busy: boolean;
  onChange: (change: RowChange) => Promise<boolean>;
  onDelete: () => Promise<void>;
};

/** Enter saves a text field the way leaving it does. */
const commitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === "Enter") {
    event.preventDefault();
    event.currentTarget.blur();
  }
};

/**
 * One gallery row: drag handle, thumbnail, alt text, order (min 1), active toggle and delete.
 * Text fields save when they are left (or on Enter) and only when they changed.
 */
export function AboutImageRow({ image, language, busy, onChange, onDelete }: Props) {
  const m = useMessages("about");
  const v = useMessages("aboutValidation");
  const c = useMessages("contentLanguage");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: image.id });
  const label = image.altText || image.imageUrl.split("/").pop() || image.id;
  const translating = language === "es" ? null : language;
  const storedAlt = translating ? (image.translations[translating]?.altText ?? "") : image.altText;
  const [alt, setAlt] = useState(storedAlt);
  const [order, setOrder] = useState(String(image.orderIndex));
  const [orderError, setOrderError] = useState<string | null>(null);
  // A fresh server value (after a save, or another admin's change) or another language replaces what is typed.
  const [seen, setSeen] = useState({ altText: storedAlt, language, orderIndex: image.orderIndex });
  if (seen.altText !== storedAlt || seen.language !== language || seen.orderIndex !== image.orderIndex) {
    setSeen({ altText: storedAlt, language, orderIndex: image.orderIndex });
    setAlt(storedAlt);
    setOrder(String(image.orderIndex));
    setOrderError(null);
  }

  const saveAlt = async () => {
    const value = alt.trim();
    if (value === storedAlt) return setAlt(value);
    // A translation is saved with the row's other language, all at once.
    const change: RowChange = translating
      ? { translations: { ...image.translations, [translating]: { ...image.translations[translating], altText: value } } }
      : { altText: value };
    if (!(await onChange(change))) setAlt(storedAlt);
  };
  // Saved as it is left: what is stored is what the row shows, but for the text being typed.
  const altStatus = translating
    ? fieldStatus({
        spanish: image.altText,
        storedSpanish: image.altText,
        translation: alt,
        storedTranslation: storedAlt,
        storedStale: image.stale[translating].includes("altText"),
      })
    : null;

  const saveOrder = async () => {
    const value = Number(order);
    if (!Number.isInteger(value) || value < ABOUT_MIN_ORDER) {
      setOrderError(Number.isInteger(value) ? v.orderMin : v.orderInvalid);
      return;
    }
    setOrderError(null);
    if (value === image.orderIndex) return;
    if (!(await onChange({ orderIndex: value }))) setOrder(String(image.orderIndex));
  };

  const ids = { alt: `about-${image.id}-alt${translating ? `-${translating}` : ""}`, order: `about-${image.id}-order`, active: `about-${image.id}-active` };
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="about-row"
      data-id={image.id}
      className={cn(
        "flex flex-wrap items-center gap-3 rounded-lg border bg-card p-3 sm:flex-nowrap",
        isDragging && "relative z-10 shadow-lg ring-2 ring-primary",
        !image.isActive && "bg-muted/50",
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={m.dragHandle(label)}
        className="flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
      >
        <GripVertical aria-hidden className="size-5" />
      </button>
      <ResponsiveImage
        image={image.image}
        alt={image.altText}
        sizes="96px"
        className={cn("h-16 w-24 shrink-0 overflow-hidden rounded-md", !image.isActive && "opacity-50 grayscale")}
        imgClassName="h-full w-full object-cover"
      />
      <div className="min-w-40 flex-1 space-y-1">
        <label htmlFor={ids.alt} className="text-xs font-medium text-muted-foreground">
          {m.altText}
        </label>
        <Input
          id={ids.alt}
          value={alt}
          maxLength={300}
          lang={translating ? INTL_LOCALE[translating] : undefined}
          aria-describedby={translating ? `${ids.alt}-hint` : undefined}
          onChange={(e) => setAlt(e.target.value)}
          onBlur={() => void saveAlt()}
          onKeyDown={commitOnEnter}
          disabled={busy}
        />
        {translating && altStatus && (
          <p id={`${ids.alt}-hint`} className="text-xs text-muted-foreground">
            <TranslationHint missing={altStatus.missing} stale={altStatus.stale} spanish={image.altText || undefined} />
          </p>
        )}
        {translating && altStatus?.stale && image.stale[translating].length > 0 && (
          // Its form is the gallery's (outside the list); it posts with or without JavaScript.
          <button
            type="submit"
            form={confirmFormId(`about-${image.id}`, translating)}
            aria-label={`${c.confirmLabel(LANGUAGE_NAMES[translating])}: ${label}`}
            disabled={busy}
            className="inline-flex h-8 items-center rounded-md border border-orange-300 bg-background px-3 text-xs font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:border-orange-800"
          >
            {c.confirm}
          </button>
        )}
        {!translating && <StaleLanguages locales={staleLocalesOf(image.stale)} />}
      </div>
      <div className="w-20 space-y-1">
        <label htmlFor={ids.order} className="text-xs font-medium text-muted-foreground">
          {m.order}
        </label>
        <Input
          id={ids.order}
          type="number"
          inputMode="numeric"
          min={ABOUT_MIN_ORDER}
          step={1}
          value={order}
          onChange={(e) => setOrder(e.target.value)}
          onBlur={() => void saveOrder()}
          onKeyDown={commitOnEnter}
          aria-invalid={orderError ? true : undefined}
          aria-describedby={orderError ? `${ids.order}-error` : undefined}
          disabled={busy}
        />
        {orderError && (
          <p id={`${ids.order}-error`} className="text-xs font-medium text-destructive">
            {orderError}
          </p>
        )}
      </div>
      <div className="flex flex-col items-center gap-1">
        <label htmlFor={ids.active} className="text-xs font-medium text-muted-foreground">
          {m.active}
        </label>
        <Switch id={ids.active} checked={image.isActive} onCheckedChange={(isActive) => void onChange({ isActive })} disabled={busy} className="mt-2" />
      </div>
      <ConfirmDialog
        trigger={
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0 text-destructive hover:bg-destructive/10 hover:text-destructive"
            aria-label={`${m.remove}: ${label}`}
            disabled={busy}
          >
            <Trash2 aria-hidden />
          </Button>
        }
        title={m.confirmDelete}
        description={m.confirmDeleteHint}
        confirmLabel={m.confirm}
        cancelLabel={m.cancel}
        onConfirm={onDelete}
      />
    </li>
  );
}
