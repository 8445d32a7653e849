import { __iconData as monitorIcon } from "lucide-react/icons/monitor";
import { __iconData as moonIcon } from "lucide-react/icons/moon";
import { __iconData as sunIcon } from "lucide-react/icons/sun";
import { icon } from "@/ui/icon";
import type { SiteMessages } from "@/messages/site";
import { ThemeToggleDom } from "./theme-toggle.dom";

const Monitor = icon(monitorIcon);
const Moon = icon(moonIcon);
const Sun = icon(sunIcon);

/**
 * Cycles light → dark → system (theme-toggle.controller.ts); the default follows the system.
 * The stored choice is only known in the browser: the server draws "system", and the icon of the
 * state the script sets (`data-theme`) shows.
 */
export function ThemeToggle({ labels }: { labels: SiteMessages["theme"] }) {
  return (
    <button
      type="button"
      {...{
        [ThemeToggleDom.ThemeToggle]: true,
        [ThemeToggleDom.Theme]: "system",
        [ThemeToggleDom.Label]: labels.label,
        [ThemeToggleDom.SwitchTo]: labels.switchTo,
        [ThemeToggleDom.LabelLight]: labels.light,
        [ThemeToggleDom.LabelDark]: labels.dark,
        [ThemeToggleDom.LabelSystem]: labels.system,
      }}
      className="group mr-10 inline-flex size-10 items-center justify-center rounded-md hover:bg-accent md:mr-0"
      aria-label={`${labels.label}: ${labels.system}. ${labels.switchTo} ${labels.light}`}
      title={`${labels.label}: ${labels.system}`}
    >
      <Sun className="hidden size-5 group-data-[theme=light]:block" aria-hidden />
      <Moon className="hidden size-5 group-data-[theme=dark]:block" aria-hidden />
      <Monitor className="hidden size-5 group-data-[theme=system]:block" aria-hidden />
    </button>
  );
}
