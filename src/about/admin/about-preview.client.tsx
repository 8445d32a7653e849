"use client";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useState } from "react";
import { useAutoplay } from "@/ui/use-autoplay.client";
import { ResponsiveImage } from "@/media/components/responsive-image";
import { cn } from "@/lib/cn";
import { Button } from "@/ui/button";
import type { AdminAboutImage } from "../admin-queries";
import { useMessages } from "@/i18n/locale-context.client";

/** Spec §9: the preview advances every 3000 ms. */
export const ABOUT_PREVIEW_INTERVAL_MS = 3000;

/**
 * Preview mode: the carousel of active images only, by order_index, advancing every 3 s.
 * A pause button (outside the slides, so it is not itself paused by focus) stops it.
 */
export function AboutPreview({ images }: { images: AdminAboutImage[] }) {
  const m = useMessages("about");
  const slides = images.filter((i) => i.isActive).sort((a, b) => a.orderIndex - b.orderIndex);
  const [stopped, setStopped] = useState(false);
  const { index, go, pauseProps } = useAutoplay(slides.length, ABOUT_PREVIEW_INTERVAL_MS, stopped);

  if (slides.length === 0) {
    return <div className="flex aspect-[4/3] max-w-2xl items-center justify-center rounded-xl bg-muted text-muted-foreground">{m.empty}</div>;
  }
  return (
    <div className="flex max-w-2xl flex-col gap-3">
      <div
        className="relative aspect-[4/3] overflow-hidden rounded-xl shadow-lg"
        role="region"
        aria-roledescription={m.carousel}
        aria-label={m.carouselLabel}
        data-testid="about-preview"
        {...pauseProps}
      >
        {slides.map((img, i) => (
          <div
            key={img.id}
            aria-hidden={i !== index}
            data-current={i === index || undefined}
            className={cn("absolute inset-0 transition-opacity duration-700", i === index ? "opacity-100" : "opacity-0")}
          >
            <ResponsiveImage
              image={img.image}
              alt={img.altText}
              sizes="(min-width: 768px) 672px, 100vw"
              className="h-full w-full"
              imgClassName="h-full w-full object-cover"
            />
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="flex items-center justify-center gap-2">
          <Button variant="outline" size="icon" onClick={() => go(index - 1)} aria-label={m.previous}>
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" size="icon" onClick={() => setStopped((s) => !s)} aria-label={stopped ? m.play : m.pause}>
            {stopped ? <Play aria-hidden /> : <Pause aria-hidden />}
          </Button>
          <Button variant="outline" size="icon" onClick={() => go(index + 1)} aria-label={m.next}>
            <ChevronRight aria-hidden />
          </Button>
          <p className="ml-2 text-sm tabular-nums text-muted-foreground" aria-live={stopped ? "polite" : "off"}>
            {m.slide(index + 1, slides.length)}
          </p>
        </div>
      )}
    </div>
  );
}
