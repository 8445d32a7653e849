import { __iconData as pauseIcon } from "lucide-react/icons/pause";
import { __iconData as playIcon } from "lucide-react/icons/play";
import { icon } from "@/ui/icon";
import { clsx as cn } from "clsx";

const Pause = icon(pauseIcon);
const Play = icon(playIcon);

/** The carousels' pause control (WCAG 2.2.2): its label says what pressing it will do. */
type Props = { stopped: boolean; onToggle: () => void; labels: { pause: string; play: string }; className?: string };

export function PlayPauseButton({ stopped, onToggle, labels, className }: Props) {
  const label = stopped ? labels.play : labels.pause;
  const Icon = stopped ? Play : Pause;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={label}
      title={label}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-full bg-black/45 text-white transition-colors hover:bg-black/65 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white",
        className,
      )}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
