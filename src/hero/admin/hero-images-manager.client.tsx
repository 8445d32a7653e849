"use client";
import { ImagePlus, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import type { ActionResult } from "@/admin/action";
import { PageHeader } from "@/admin/components/page-header";
import { confirmFormsByLanguage, confirmTargets, TranslationConfirmForms } from "@/admin/components/translation-review.client";
import { StaleCount } from "@/admin/components/stale-languages.client";
import { Button } from "@/ui/button";
import { callAction } from "@/ui/call-action";
import {
  confirmHeroTranslationFormAction,
  createHeroImageAction,
  deleteHeroImageAction,
  moveHeroImageAction,
  setHeroImageActiveAction,
  updateHeroImageAction,
} from "../actions";
import type { AdminHeroImage } from "../admin-queries";
import { useMessages } from "@/i18n/locale-context.client";
import { TRANSLATED_LOCALES, type HeroTexts, type Translations } from "@/i18n/content";
import { staleLocalesOf } from "@/i18n/freshness-status";
import type { HeroImageInput } from "../validation";
import { HeroImageCard } from "./hero-image-card.client";
import { HeroImageForm } from "./hero-image-form.client";

/** Every language's inputs, empty where a text is not translated. */
const formTranslations = (stored: Translations<HeroTexts>) =>
  Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, { title: stored[locale]?.title ?? "", subtitle: stored[locale]?.subtitle ?? "" }])) as Record<
    (typeof TRANSLATED_LOCALES)[number],
    HeroTexts
  >;

/**
 * The hero images screen: an add button opening the inline creation form, and one card per
 * image in the public hero's order. Every change goes to the server and the list is re-read.
 */
export function HeroImagesManager({ images }: { images: AdminHeroImage[] }) {
  const m = useMessages("hero");
  const router = useRouter();
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  const addButton = useRef<HTMLButtonElement>(null);
  const reviews = images.map((image) => confirmTargets(`hero-${image.id}`, image.stale, image.id));

  /** Runs one action: toast on success (and re-read the list), the spec's failure wording otherwise. */
  async function run<T>(call: () => Promise<ActionResult<T>>, fallback: string, success: string): Promise<boolean> {
    const result = await callAction(call, fallback);
    if (!result) return false;
    if (!result.ok) {
      toast.error(result.error && result.error !== fallback ? m.failedWith(fallback, result.error) : fallback);
      return false;
    }
    toast.success(success);
    startTransition(() => router.refresh());
    return true;
  }

  async function onCard(id: string, call: () => Promise<ActionResult<unknown>>, fallback: string, success: string) {
    setBusyId(id);
    try {
      await run(call, fallback, success);
    } finally {
      setBusyId(null);
    }
  }

  const openCreate = () => {
    setEditingId(null);
    setCreating(true);
  };
  const closeCreate = () => {
    setCreating(false);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const create = async (values: HeroImageInput) => {
    const ok = await run(() => createHeroImageAction(values), m.createError, m.created);
    if (ok) closeCreate();
    return ok;
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={m.title} description={m.description}>
        <div className="flex flex-wrap items-center gap-2">
          <StaleCount count={images.filter((image) => staleLocalesOf(image.stale).length > 0).length} />
          {images.length > 0 && (
            <Button ref={addButton} onClick={openCreate} disabled={creating} aria-expanded={creating}>
              <Plus aria-hidden />
              {m.add}
            </Button>
          )}
        </div>
      </PageHeader>

      {creating && <HeroImageForm heading={m.newImage} onSave={create} onCancel={closeCreate} />}

      {images.length === 0 && !creating ? (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed p-12 text-center">
          <ImagePlus aria-hidden className="size-10 text-muted-foreground" />
          <p className="text-lg font-medium">{m.empty}</p>
          <p className="max-w-md text-sm text-muted-foreground">{m.emptyHint}</p>
          <Button ref={addButton} onClick={openCreate}>
            <Plus aria-hidden />
            {m.addFirst}
          </Button>
        </div>
      ) : (
        <ul aria-label={m.listLabel} className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {images.map((image, index) =>
            editingId === image.id ? (
              <li key={image.id} className="md:col-span-2 2xl:col-span-3">
                <HeroImageForm
                  heading={`${m.editImage}: ${image.title}`}
                  initial={{
                    imageUrl: image.imageUrl,
                    title: image.title,
                    subtitle: image.subtitle ?? "",
                    orderIndex: image.orderIndex,
                    isActive: image.isActive,
                    translations: formTranslations(image.translations),
                  }}
                  stale={image.stale}
                  confirmForms={confirmFormsByLanguage(reviews[index])}
                  onSave={async (values) => {
                    const ok = await run(() => updateHeroImageAction({ ...values, id: image.id }), m.updateError, m.updated);
                    if (ok) setEditingId(null);
                    return ok;
                  }}
                  onCancel={() => setEditingId(null)}
                />
              </li>
            ) : (
              <li key={image.id}>
                <HeroImageCard
                  image={image}
                  busy={busyId === image.id}
                  onEdit={() => {
                    setCreating(false);
                    setEditingId(image.id);
                  }}
                  onToggleActive={() =>
                    void onCard(image.id, () => setHeroImageActiveAction({ id: image.id, isActive: !image.isActive }), m.updateError, m.updated)
                  }
                  onMove={(direction) => void onCard(image.id, () => moveHeroImageAction({ id: image.id, direction }), m.updateError, m.updated)}
                  onDelete={() => onCard(image.id, () => deleteHeroImageAction({ id: image.id }), m.deleteError, m.deleted)}
                />
              </li>
            ),
          )}
        </ul>
      )}
      <TranslationConfirmForms action={confirmHeroTranslationFormAction} targets={reviews.flat()} />
    </div>
  );
}
