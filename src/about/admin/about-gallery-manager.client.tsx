"use client";
import { arrayMove } from "@dnd-kit/sortable";
import { Eye, Pencil } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { ContentLanguageSwitch } from "@/admin/components/content-language.client";
import { PageHeader } from "@/admin/components/page-header";
import { StaleCount } from "@/admin/components/stale-languages.client";
import { confirmTargets, TranslationConfirmForms } from "@/admin/components/translation-review.client";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/i18n/content";
import { languageProgress, staleLocalesOf, type LanguageProgress } from "@/i18n/freshness-status";
import type { PublicLocale } from "@/i18n/locales";
import { cn } from "@/lib/cn";
import { Button } from "@/ui/button";
import { callAction } from "@/ui/call-action";
import { confirmAboutTranslationFormAction, deleteAboutImageAction, reorderAboutImagesAction, updateAboutImageAction } from "../actions";
import type { AdminAboutImage } from "../admin-queries";
import { useMessages } from "@/i18n/locale-context.client";
import type { RowChange } from "./about-image-row.client";
import { AboutPreview } from "./about-preview.client";
import { AboutSortableList } from "./about-sortable-list.client";
import { AboutUploadZone } from "./about-upload-zone.client";

type Mode = "edit" | "preview";

/**
 * The About gallery screen: a title with the image count, an Edit / Preview toggle, and in
 * edit mode the upload zone and the draggable list. A drag shows its result at once and
 * sends the whole new order as one batch; a failed batch puts the old order back.
 */
export function AboutGalleryManager({ images }: { images: AdminAboutImage[] }) {
  const m = useMessages("about");
  const router = useRouter();
  const [mode, setMode] = useState<Mode>("edit");
  const [items, setItems] = useState(images);
  const [source, setSource] = useState(images);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [language, setLanguage] = useState<PublicLocale>("es");
  // Per language, over the pictures' alt texts (each saved as it is left, so stored is as typed).
  const progress = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [
      locale,
      languageProgress(
        items.map((i) => {
          const texts = { spanish: i.altText, translation: i.translations[locale]?.altText ?? "" };
          return { ...texts, storedSpanish: texts.spanish, storedTranslation: texts.translation, storedStale: i.stale[locale].includes("altText") };
        }),
      ),
    ]),
  ) as Record<TranslatedLocale, LanguageProgress>;
  const reviews = items.flatMap((image) => confirmTargets(`about-${image.id}`, image.stale, image.id));
  const [, startTransition] = useTransition();
  // A fresh server list (after router.refresh) replaces the local one.
  if (source !== images) {
    setSource(images);
    setItems(images);
  }
  const refresh = () => startTransition(() => router.refresh());

  const reorder = async (from: number, to: number) => {
    const previous = items;
    const next = arrayMove(previous, from, to).map((item, i) => ({ ...item, orderIndex: i + 1 }));
    setItems(next);
    const result = await callAction(() => reorderAboutImagesAction({ ids: next.map((i) => i.id) }), m.reorderError);
    if (!result?.ok) {
      setItems(previous);
      if (result) toast.error(m.reorderError, { description: result.error !== m.reorderError ? result.error : undefined });
      return;
    }
    toast.success(m.reordered);
    refresh();
  };

  const change = async (image: AdminAboutImage, fields: RowChange) => {
    setBusyId(image.id);
    try {
      const result = await callAction(() => updateAboutImageAction({ id: image.id, ...fields }), m.updateError);
      if (!result) return false;
      if (!result.ok) {
        toast.error(result.error || m.updateError);
        return false;
      }
      toast.success(m.updated);
      refresh();
      return true;
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (image: AdminAboutImage) => {
    setBusyId(image.id);
    try {
      const result = await callAction(() => deleteAboutImageAction({ id: image.id }), m.deleteError);
      if (!result) return;
      if (!result.ok) {
        toast.error(result.error || m.deleteError);
        return;
      }
      setItems((list) => list.filter((i) => i.id !== image.id));
      toast.success(m.deleted);
      refresh();
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={m.title(items.length)} description={m.description}>
        <div className="flex flex-wrap items-center gap-2">
          <StaleCount count={items.filter((image) => staleLocalesOf(image.stale).length > 0).length} />
          <div role="group" aria-label={m.modeLabel} className="inline-flex self-start rounded-md border p-1 sm:self-auto">
            {(
              [
                ["edit", m.edit, Pencil],
                ["preview", m.preview, Eye],
              ] as const
            ).map(([value, label, Icon]) => (
              <Button
                key={value}
                size="sm"
                variant="ghost"
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
                className={cn(mode === value && "bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground")}
              >
                <Icon aria-hidden />
                {label}
              </Button>
            ))}
          </div>
        </div>
      </PageHeader>

      {mode === "preview" ? (
        <AboutPreview images={items} />
      ) : (
        <>
          <AboutUploadZone onAdded={refresh} />
          {items.length === 0 ? (
            <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{m.empty}</p>
          ) : (
            <>
              <ContentLanguageSwitch value={language} onChange={setLanguage} progress={progress} />
              <AboutSortableList
                items={items}
                language={language}
                busyId={busyId}
                onReorder={(from, to) => void reorder(from, to)}
                onChange={change}
                onDelete={remove}
              />
            </>
          )}
        </>
      )}
      <TranslationConfirmForms action={confirmAboutTranslationFormAction} targets={reviews} />
    </div>
  );
}
