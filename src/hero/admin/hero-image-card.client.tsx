"use client";
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import { ResponsiveImage } from "@/media/components/responsive-image";
import { cn } from "@/lib/cn";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { Card } from "@/ui/card";
import { ConfirmDialog } from "@/ui/confirm-dialog.client";
import { StaleLanguages } from "@/admin/components/stale-languages.client";
import { staleLocalesOf } from "@/i18n/freshness-status";
import type { AdminHeroImage } from "../admin-queries";
import { useMessages } from "@/i18n/locale-context.client";
import { HERO_MIN_ORDER } from "../validation";

type Props = {
  image: AdminHeroImage;
  busy: boolean;
  onEdit: () => void;
  onToggleActive: () => void;
  onMove: (direction: "up" | "down") => void;
  onDelete: () => void;
};

/** One hero image: preview, Active/Inactive and order badges, and its actions. Inactive ones are dimmed. */
export function HeroImageCard({ image, busy, onEdit, onToggleActive, onMove, onDelete }: Props) {
  const m = useMessages("hero");
  const titleId = `hero-${image.id}-title`;
  return (
    <Card aria-labelledby={titleId} data-active={image.isActive} className="flex h-full flex-col overflow-hidden">
      <div className={cn("relative aspect-video bg-muted transition-opacity", !image.isActive && "opacity-50 grayscale")}>
        <ResponsiveImage
          image={image.image}
          alt={image.title}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          className="h-full w-full"
          imgClassName="h-full w-full object-cover"
        />
        <div className="absolute left-2 top-2 flex gap-1">
          <Badge variant={image.isActive ? "success" : "secondary"}>{image.isActive ? m.activeBadge : m.inactiveBadge}</Badge>
          <Badge variant="outline" className="bg-background/90">
            {m.orderBadge(image.orderIndex)}
          </Badge>
        </div>
      </div>
      <div className={cn("flex flex-1 flex-col gap-1 p-4", !image.isActive && "opacity-60")}>
        <h2 id={titleId} className="font-semibold leading-tight">
          {image.title}
        </h2>
        {image.subtitle && <p className="line-clamp-2 text-sm text-muted-foreground">{image.subtitle}</p>}
        <StaleLanguages locales={staleLocalesOf(image.stale)} className="mt-1" />
      </div>
      <div className="flex flex-wrap gap-1 border-t p-2">
        <Button variant="ghost" size="sm" onClick={onEdit} disabled={busy} aria-label={m.edit(image.title)}>
          <Pencil aria-hidden />
          {m.editButton}
        </Button>
        <Button variant="ghost" size="sm" onClick={onToggleActive} disabled={busy}>
          {image.isActive ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          {image.isActive ? m.deactivate : m.activate}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          onClick={() => onMove("up")}
          disabled={busy || image.orderIndex <= HERO_MIN_ORDER}
          aria-label={m.moveUp}
          title={m.moveUp}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" className="size-9" onClick={() => onMove("down")} disabled={busy} aria-label={m.moveDown} title={m.moveDown}>
          <ArrowDown aria-hidden />
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="icon"
              className="ml-auto size-9 text-destructive hover:bg-destructive/10 hover:text-destructive"
              disabled={busy}
              aria-label={m.remove}
              title={m.remove}
            >
              <Trash2 aria-hidden />
            </Button>
          }
          title={m.confirmDelete(image.title)}
          description={m.confirmDeleteHint}
          confirmLabel={m.remove}
          cancelLabel={m.cancel}
          onConfirm={onDelete}
        />
      </div>
    </Card>
  );
}
