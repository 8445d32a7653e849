import { __iconData as pauseIcon } from "lucide-react/icons/pause";
import { __iconData as playIcon } from "lucide-react/icons/play";
import { icon } from "@/ui/icon";
import { clsx as cn } from "clsx";
import { CarouselDom } from "./carousel.dom";

const Pause = icon(pauseIcon);
const Play = icon(playIcon);

/**
 * The carousels' pause control (WCAG 2.2.2): its label says what pressing it will do. Served as
 * playing; the carousel controller (`carousel.controller.ts`) relabels it from the two
 * words below and marks it `data-stopped`, which swaps the icon.
 */
type Props = { labels: { pause: string; play: string }; className?: string };

export function PlayPauseButton({ labels, className }: Props) {
  return (
    <button
      type="button"
      {...{ [CarouselDom.CarouselToggle]: "", [CarouselDom.LabelPause]: labels.pause, [CarouselDom.LabelPlay]: labels.play }}
      aria-label={labels.pause}
      title={labels.pause}
      className={cn(
        "group inline-flex size-11 items-center justify-center rounded-full bg-black/45 text-white transition-colors hover:bg-black/65 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white",
        className,
      )}
    >
      <Pause className="size-4 group-data-[stopped]:hidden" aria-hidden />
      <Play className="hidden size-4 group-data-[stopped]:block" aria-hidden />
    </button>
  );
}
