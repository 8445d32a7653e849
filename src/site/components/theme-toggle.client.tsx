"use client";
import { __iconData as monitorIcon } from "lucide-react/icons/monitor";
import { __iconData as moonIcon } from "lucide-react/icons/moon";
import { __iconData as sunIcon } from "lucide-react/icons/sun";
import { icon } from "@/ui/icon";
import type { SiteMessages } from "@/messages/site";
import { setTheme, useTheme } from "@/ui/theme";

const Monitor = icon(monitorIcon);
const Moon = icon(moonIcon);
const Sun = icon(sunIcon);

const order = ["light", "dark", "system"] as const;
const icons = { light: Sun, dark: Moon, system: Monitor };

/** Cycles light → dark → system; the default follows the system. */
export function ThemeToggle({ labels }: { labels: SiteMessages["theme"] }) {
  // The stored theme is only known in the browser: the server (and hydration) show "system".
  const current = useTheme();
  const next = order[(order.indexOf(current) + 1) % order.length];
  const Icon = icons[current];
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      className="mr-10 inline-flex size-10 items-center justify-center rounded-md hover:bg-accent md:mr-0"
      aria-label={`${labels.label}: ${labels[current]}. ${labels.switchTo} ${labels[next]}`}
      title={`${labels.label}: ${labels[current]}`}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}
