import { __iconData as pauseIcon } from "lucide-react/icons/pause";
import { __iconData as playIcon } from "lucide-react/icons/play";
import { icon } from "@/ui/icon";
import { clsx as cn } from "clsx";
import { useMessages } from "@/i18n/locale-context.client";
import { siteMessages } from "@/messages/site";

const Pause = icon(pauseIcon);
const Play = icon(playIcon);

/** The carousels' pause control (WCAG 2.2.2): its label says what pressing it will do. */
export function PlayPauseButton({ stopped, onToggle, className }: { stopped: boolean; onToggle: () => void; className?: string }) {
  const m = useMessages(siteMessages);
  const label = stopped ? m.carousel.play : m.carousel.pause;
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
