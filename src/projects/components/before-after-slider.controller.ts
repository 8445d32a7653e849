import { templateCopy } from "@/ui/template-copy";
import { splitAt, splitForKey } from "./before-after-split";
import { fillMessage } from "./message-template";

/**
 * The before/after comparison (`before-after-slider.tsx`): drag on the
 * picture (pointer captured until release), keys on the handle (a slider: `aria-valuenow` and
 * `aria-valuetext` kept in step), previous/next pair, labels hidden and shown. Listened for on
 * the document, since the comparison enters the page when its tab is chosen (and leaves it again).
 */
export function enhanceBeforeAfter(): void {
  const root = document.documentElement;
  if (root.hasAttribute("data-before-after-ready")) return;
  root.setAttribute("data-before-after-ready", "");
  try {
    listen();
  } catch (error) {
    console.error(error);
  }
}

const within = (target: EventTarget | null, selector: string) => {
  const element = target instanceof Element ? target.closest<HTMLElement>(selector) : null;
  const comparison = element?.closest<HTMLElement>("[data-before-after]");
  return element && comparison ? { element, comparison } : null;
};

function setSplit(comparison: HTMLElement, split: number) {
  const handle = comparison.querySelector<HTMLElement>("[data-ba-handle]");
  const line = comparison.querySelector<HTMLElement>("[data-ba-line]");
  const before = comparison.querySelector<HTMLElement>("[data-ba-before]");
  if (handle) {
    handle.style.left = `${split}%`;
    handle.setAttribute("aria-valuenow", String(split));
    const text = comparison.dataset.valueText;
    if (text) handle.setAttribute("aria-valuetext", fillMessage(text, { before: split, after: 100 - split }));
  }
  if (line) line.style.left = `${split}%`;
  if (before) before.style.clipPath = `inset(0 ${100 - split}% 0 0)`;
}

const pairCount = (comparison: HTMLElement) => Math.max(Number(comparison.dataset.pairs) || 1, 1);

const currentSplit = (comparison: HTMLElement) => Number(comparison.querySelector("[data-ba-handle]")?.getAttribute("aria-valuenow") ?? 50);

/** Shows pair `index`: its pictures (from its template) and its captions. */
function showPair(comparison: HTMLElement, index: number) {
  const before = comparison.querySelector<HTMLElement>("[data-ba-before]");
  const after = comparison.querySelector<HTMLElement>("[data-ba-after]");
  const current = Number(comparison.dataset.pair ?? 0);
  if (!before || !after || index === current) return;
  // The served first pair goes into a template of its own the first time it is left.
  if (current === 0 && !comparison.querySelector('template[data-ba-pair="0"]')) {
    const first = document.createElement("template");
    first.dataset.baPair = "0";
    first.content.append(side("before", before.childNodes), side("after", after.childNodes));
    comparison.append(first);
  }
  const template = comparison.querySelector<HTMLTemplateElement>(`template[data-ba-pair="${index}"]`);
  if (!template) return;
  const copy = templateCopy(template);
  before.replaceChildren(...(copy.querySelector('[data-side="before"]')?.childNodes ?? []));
  after.replaceChildren(...(copy.querySelector('[data-side="after"]')?.childNodes ?? []));
  comparison.dataset.pair = String(index);
  comparison.querySelectorAll<HTMLElement>("[data-ba-captions]").forEach((list) => (list.hidden = list.dataset.baCaptions !== String(index)));
  const position = comparison.querySelector("[data-ba-position]");
  if (position && comparison.dataset.position) position.textContent = fillMessage(comparison.dataset.position, { n: index + 1, total: pairCount(comparison) });
}

function side(name: string, nodes: NodeListOf<ChildNode>): HTMLElement {
  const holder = document.createElement("div");
  holder.dataset.side = name;
  holder.append(...Array.from(nodes));
  return holder;
}

/** Hides the Antes/Después labels (taken out of the page, as before) or puts them back. */
function toggleLabels(comparison: HTMLElement, button: HTMLElement) {
  const area = comparison.querySelector<HTMLElement>("[data-ba-area]");
  const line = comparison.querySelector("[data-ba-line]");
  if (!area) return;
  const shown = Array.from(area.querySelectorAll<HTMLElement>("[data-ba-label]"));
  const stored = labelsAway.get(comparison);
  if (shown.length) {
    labelsAway.set(comparison, shown);
    shown.forEach((label) => label.remove());
  } else if (stored) {
    stored.forEach((label) => area.insertBefore(label, line));
    labelsAway.delete(comparison);
  }
  const nowShown = !shown.length;
  button.querySelectorAll<HTMLElement>("[data-ba-when]").forEach((part) => (part.hidden = (part.dataset.baWhen === "shown") !== nowShown));
}

const labelsAway = new WeakMap<HTMLElement, HTMLElement[]>();

function listen() {
  let drag: { id: number; area: HTMLElement; comparison: HTMLElement } | null = null;

  const follow = (clientX: number) => {
    if (!drag) return;
    const rect = drag.area.getBoundingClientRect();
    const split = splitAt(clientX, rect.left, rect.width);
    if (split !== null) setSplit(drag.comparison, split);
  };

  document.addEventListener("pointerdown", (event) => {
    const hit = within(event.target, "[data-ba-area]");
    if (!hit || event.button !== 0) return;
    drag = { id: event.pointerId, area: hit.element, comparison: hit.comparison };
    hit.element.setPointerCapture(event.pointerId);
    follow(event.clientX);
  });
  document.addEventListener("pointermove", (event) => {
    if (drag && event.pointerId === drag.id) follow(event.clientX);
  });
  const end = (event: PointerEvent) => {
    if (drag && event.pointerId === drag.id) drag = null;
  };
  document.addEventListener("pointerup", end);
  document.addEventListener("pointercancel", end);
  // Pictures would start the browser's own drag and drop.
  document.addEventListener("dragstart", (event) => {
    if (within(event.target, "[data-ba-area]")) event.preventDefault();
  });

  document.addEventListener("keydown", (event) => {
    const hit = within(event.target, "[data-ba-handle]");
    if (!hit) return;
    const split = splitForKey(event.key, currentSplit(hit.comparison));
    if (split === null) return;
    event.preventDefault();
    setSplit(hit.comparison, split);
  });

  document.addEventListener("click", (event) => {
    const step = within(event.target, "[data-ba-step]");
    if (step) {
      const total = pairCount(step.comparison);
      const current = Number(step.comparison.dataset.pair ?? 0);
      showPair(step.comparison, (current + Number(step.element.dataset.baStep) + total) % total);
      return;
    }
    const toggle = within(event.target, "[data-ba-toggle]");
    if (toggle) toggleLabels(toggle.comparison, toggle.element);
  });
}
