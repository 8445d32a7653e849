// The public pages' only client script (README "Public pages without the framework's runtime").
// Each controller wires the server-rendered markup it finds; one that fails leaves the others
// working, and the page stays what the server sent: every link and form works without it.
import { enhanceCarousels } from "./carousel";
import { enhanceContact } from "./contact";
import { enhanceHeader } from "./header";
import { enhanceHero } from "./hero";
import { enhanceLanguageLinks } from "./language-links";
import { enhanceProjectGrid } from "./project-grid";
import { enhanceThemeToggle } from "./theme-toggle";
import { enhanceTabs } from "./tabs";
import { enhanceGallery } from "./gallery";
import { enhanceBeforeAfter } from "./before-after";
import { enhanceShare } from "./share";

const controllers: (() => void)[] = [
  enhanceHeader,
  enhanceThemeToggle,
  enhanceLanguageLinks,
  enhanceCarousels,
  enhanceHero,
  enhanceProjectGrid,
  enhanceContact,
  enhanceTabs,
  enhanceGallery,
  enhanceBeforeAfter,
  enhanceShare,
];

/** The next task: a message, which (unlike a timer) no browser delays in a background tab. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** Each controller in a task of its own, so a slow phone never meets one long task. */
async function start() {
  for (const enhance of controllers) {
    try {
      enhance();
    } catch (err) {
      console.error(err);
    }
    await nextTask();
  }
  document.documentElement.dataset.enhanced = "";
}

// The production server sends public pages without React (scripts/runtime-free.mjs). Under
// `next dev` the runtime is still there and hydrates the same markup: start once it has, so the
// controllers' changes are not hydration mismatches.
const runtime = "__next_f" in self;
if (!runtime) void start();
else if (document.readyState === "complete") setTimeout(start, 0);
else addEventListener("load", () => setTimeout(start, 0), { once: true });
