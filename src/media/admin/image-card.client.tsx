"use client";
import { ChevronLeft, ChevronRight, Star, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { IMAGE_TYPES, type ImageType } from "@/db/schema";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog.client";
import { Input } from "@/ui/input";
import { useMessages } from "@/i18n/locale-context.client";
import type { ManagedImage, MediaOps } from "./types";

type Props = { image: ManagedImage; position: number; count: number; isCover: boolean; ops: MediaOps };

/** One image of a section: order, cover, caption (Enter saves, Escape cancels), type and delete. */
export function ImageCard({ image, position, count, isCover, ops }: Props) {
  const m = useMessages("mediaAdmin");
  const [draft, setDraft] = useState(image.caption ?? "");
  const [busy, setBusy] = useState(false);
  const label = m.imageAlt(m.imageTypes[image.type], position + 1);
  const run = async (work: () => Promise<boolean>) => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };
  const saveCaption = async () => {
    const next = draft.trim() || null;
    if (next === image.caption) return;
    const ok = await run(() => ops.setCaption(image, next));
    if (!ok) setDraft(image.caption ?? "");
  };

  const captionId = `caption-${useId().replace(/:/g, "")}`;
  return (
    <li className="overflow-hidden rounded-lg border bg-card" aria-label={label} data-image-url={image.url}>
      <div className="relative aspect-[4/3] bg-muted">
        {/* eslint-disable-next-line @next/next/no-img-element -- a back-office preview of a stored upload (already a sized variant) or a pasted URL; the site does not use next/image's optimizer */}
        <img src={image.thumb ?? image.url} alt={image.caption ?? label} className="h-full w-full object-cover" loading="lazy" />
        {isCover && <Badge className="absolute left-2 top-2">{m.cover}</Badge>}
      </div>
      <div className="space-y-2 p-2">
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={`${m.moveLeft}: ${label}`}
            title={m.moveLeft}
            disabled={busy || position === 0}
            onClick={() => void run(() => ops.move(image, "left"))}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={`${m.moveRight}: ${label}`}
            title={m.moveRight}
            disabled={busy || position === count - 1}
            onClick={() => void run(() => ops.move(image, "right"))}
          >
            <ChevronRight aria-hidden />
          </Button>
          {/* The star alone did not say what it does: it carries a visible word too. */}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-9 gap-1 px-2"
            aria-label={`${m.setCover}: ${label}`}
            title={m.setCover}
            disabled={busy || isCover}
            onClick={() => void run(() => ops.setCover(image.url))}
          >
            <Star aria-hidden />
            <span aria-hidden className="text-xs">
              {m.setCoverShort}
            </span>
          </Button>
          <ConfirmDialog
            title={m.deleteImageTitle}
            description={m.deleteImageDescription}
            confirmLabel={m.confirmDelete}
            cancelLabel={m.cancel}
            onConfirm={() => run(() => ops.remove(image)).then(() => undefined)}
            trigger={
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="ml-auto text-destructive"
                aria-label={`${m.deleteImage}: ${label}`}
                title={m.deleteImage}
                disabled={busy}
              >
                <Trash2 aria-hidden />
              </Button>
            }
          />
        </div>
        <Input
          aria-label={`${m.caption}: ${label}`}
          aria-describedby={`${captionId}-keys`}
          placeholder={m.captionPlaceholder}
          value={draft}
          maxLength={500}
          disabled={busy}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault(); // not the project form's submit
              void saveCaption();
            } else if (e.key === "Escape") {
              e.preventDefault();
              setDraft(image.caption ?? "");
              e.currentTarget.blur();
            }
          }}
        />
        <p id={`${captionId}-keys`} className="text-xs text-muted-foreground">
          {m.captionKeys}
        </p>
        <select
          aria-label={`${m.changeType}: ${label}`}
          className="h-9 w-full rounded-md border bg-background px-2 text-sm"
          value={image.type}
          disabled={busy}
          onChange={(e) => void run(() => ops.changeType(image, e.target.value as ImageType))}
        >
          {IMAGE_TYPES.map((type) => (
            <option key={type} value={type}>
              {m.imageTypes[type]}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}
