// The public pages' only client script (docs/decisions: runtime-free public pages): the registry
// of the controllers, each beside the component it drives (`<component>.controller.ts`). Each
// controller wires the server-rendered markup it finds; one that fails leaves the others
// working, and the page stays what the server sent: every link and form works without it.
import { enhanceHeader } from "../components/site-header.controller";
import { replayKeptTaps } from "./kept-taps";
import { enhanceLanguageLinks } from "../components/language-links.controller";
import { enhanceThemeToggle } from "../components/theme-toggle.controller";

type Controller = () => void;

/** Every page's controllers: in this script itself. */
const everyPage: Controller[] = [enhanceHeader, enhanceThemeToggle, enhanceLanguageLinks];

/**
 * The others, in chunks loaded only by a page that shows their markup: what a page's script
 * weighs is what the browser compiles in one task, and the legal pages need none of these.
 * Their roots are spelled out: imported from the components' `*.dom.ts`, which the chunks import
 * too, they would become a chunk of their own that every page fetches
 * (tests/unit/site-script-roots.test.ts keeps them equal).
 */
const onDemand: [selector: string, load: () => Promise<{ controllers: Controller[] }>][] = [
  ["[data-carousel],[data-hero],[data-project-grid],form[data-contact-form]", () => import("./landing")],
  ["[data-tabs],[data-gallery],[data-before-after],[data-share]", () => import("./project")],
  ["[data-video-poster],[data-video-posters]", () => import("./video")],
  ["form[data-quote-form]", () => import("./quote")],
];

/** The next task: a message, which (unlike a timer) no browser delays in a background tab. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

async function run(controllers: Controller[]) {
  for (const enhance of controllers) {
    try {
      enhance();
    } catch (err) {
      console.error(err);
    }
    // A tap made before this controller ran is answered now (docs/decisions/0022-no-lost-taps.md).
    replayKeptTaps();
    await nextTask();
  }
}

/** Each controller in a task of its own, so a slow phone never meets one long task. */
async function start() {
  // Requested at once, run in order; a chunk that cannot load leaves the others working.
  const wanted = onDemand
    .filter(([selector]) => document.querySelector(selector))
    .map(([, load]) =>
      load().catch((err) => {
        console.error(err);
        return { controllers: [] };
      }),
    );
  await run(everyPage);
  for (const chunk of wanted) await run((await chunk).controllers);
  document.documentElement.dataset.enhanced = "";
  replayKeptTaps(true);
}

// The server sends public pages without React (src/server/runtime-strip.ts). Served by Next
// alone (`next dev` without the server), the runtime is still there and hydrates the same
// markup: start once it has, so the controllers' changes are not hydration mismatches.
// The global is next-internals.ts RSC_PAYLOAD_GLOBAL, written out: imported, it costs bytes on every page.
const runtime = "__next_f" in self;
if (!runtime) void start();
else if (document.readyState === "complete") setTimeout(start, 0);
else addEventListener("load", () => setTimeout(start, 0), { once: true });
