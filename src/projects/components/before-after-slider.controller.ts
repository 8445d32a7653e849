import type { Dataset } from "@/ui/dataset";
import { templateCopy } from "@/ui/template-copy";
import { splitAt, splitForKey } from "./before-after-split";
import { BeforeAfterSliderDom } from "./before-after-slider.dom";
import { fillMessage } from "./message-template";

/** The root's values; `data-pair`, the pair shown, is the controller's own. */
type Comparison = Dataset<BeforeAfterSliderDom.Pairs | BeforeAfterSliderDom.ValueText | BeforeAfterSliderDom.Position | "data-pair">;

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
  const comparison = element?.closest<HTMLElement>(`[${BeforeAfterSliderDom.BeforeAfter}]`);
  return element && comparison ? { element, comparison } : null;
};

function setSplit(comparison: HTMLElement, split: number) {
  const handle = comparison.querySelector<HTMLElement>(`[${BeforeAfterSliderDom.BaHandle}]`);
  const line = comparison.querySelector<HTMLElement>(`[${BeforeAfterSliderDom.BaLine}]`);
  const before = comparison.querySelector<HTMLElement>(`[${BeforeAfterSliderDom.BaBefore}]`);
  if (handle) {
    handle.style.left = `${split}%`;
    handle.setAttribute("aria-valuenow", String(split));
    const text = (comparison.dataset as Comparison).valueText;
    if (text) handle.setAttribute("aria-valuetext", fillMessage(text, { before: split, after: 100 - split }));
  }
  if (line) line.style.left = `${split}%`;
  if (before) before.style.clipPath = `inset(0 ${100 - split}% 0 0)`;
}

const pairCount = (comparison: HTMLElement) => Math.max(Number((comparison.dataset as Comparison).pairs) || 1, 1);

const currentSplit = (comparison: HTMLElement) => Number(comparison.querySelector(`[${BeforeAfterSliderDom.BaHandle}]`)?.getAttribute("aria-valuenow") ?? 50);

/** Shows pair `index`: its pictures (from its template) and its captions. */
function showPair(comparison: HTMLElement, index: number) {
  const before = comparison.querySelector<HTMLElement>(`[${BeforeAfterSliderDom.BaBefore}]`);
  const after = comparison.querySelector<HTMLElement>(`[${BeforeAfterSliderDom.BaAfter}]`);
  const current = Number((comparison.dataset as Comparison).pair ?? 0);
  if (!before || !after || index === current) return;
  // The served first pair goes into a template of its own the first time it is left.
  if (current === 0 && !comparison.querySelector(`template[${BeforeAfterSliderDom.BaPair}="0"]`)) {
    const first = document.createElement("template");
    (first.dataset as Dataset<BeforeAfterSliderDom.BaPair>).baPair = "0";
    first.content.append(side("before", before.childNodes), side("after", after.childNodes));
    comparison.append(first);
  }
  const template = comparison.querySelector<HTMLTemplateElement>(`template[${BeforeAfterSliderDom.BaPair}="${index}"]`);
  if (!template) return;
  const copy = templateCopy(template);
  before.replaceChildren(...(copy.querySelector(`[${BeforeAfterSliderDom.Side}="before"]`)?.childNodes ?? []));
  after.replaceChildren(...(copy.querySelector(`[${BeforeAfterSliderDom.Side}="after"]`)?.childNodes ?? []));
  (comparison.dataset as Comparison).pair = String(index);
  comparison
    .querySelectorAll<HTMLElement>(`[${BeforeAfterSliderDom.BaCaptions}]`)
    .forEach((list) => (list.hidden = (list.dataset as Dataset<BeforeAfterSliderDom.BaCaptions>).baCaptions !== String(index)));
  const position = comparison.querySelector(`[${BeforeAfterSliderDom.BaPosition}]`);
  if (position && (comparison.dataset as Comparison).position)
    position.textContent = fillMessage((comparison.dataset as Comparison).position!, { n: index + 1, total: pairCount(comparison) });
}

function side(name: string, nodes: NodeListOf<ChildNode>): HTMLElement {
  const holder = document.createElement("div");
  (holder.dataset as Dataset<BeforeAfterSliderDom.Side>).side = name;
  holder.append(...Array.from(nodes));
  return holder;
}

/** Hides the Antes/Después labels (taken out of the page, as before) or puts them back. */
function toggleLabels(comparison: HTMLElement, button: HTMLElement) {
  const area = comparison.querySelector<HTMLElement>(`[${BeforeAfterSliderDom.BaArea}]`);
  const line = comparison.querySelector(`[${BeforeAfterSliderDom.BaLine}]`);
  if (!area) return;
  const shown = Array.from(area.querySelectorAll<HTMLElement>(`[${BeforeAfterSliderDom.BaLabel}]`));
  const stored = labelsAway.get(comparison);
  if (shown.length) {
    labelsAway.set(comparison, shown);
    shown.forEach((label) => label.remove());
  } else if (stored) {
    stored.forEach((label) => area.insertBefore(label, line));
    labelsAway.delete(comparison);
  }
  const nowShown = !shown.length;
  button
    .querySelectorAll<HTMLElement>(`[${BeforeAfterSliderDom.BaWhen}]`)
    .forEach((part) => (part.hidden = ((part.dataset as Dataset<BeforeAfterSliderDom.BaWhen>).baWhen === "shown") !== nowShown));
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
    const hit = within(event.target, `[${BeforeAfterSliderDom.BaArea}]`);
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
    if (within(event.target, `[${BeforeAfterSliderDom.BaArea}]`)) event.preventDefault();
  });

  document.addEventListener("keydown", (event) => {
    const hit = within(event.target, `[${BeforeAfterSliderDom.BaHandle}]`);
    if (!hit) return;
    const split = splitForKey(event.key, currentSplit(hit.comparison));
    if (split === null) return;
    event.preventDefault();
    setSplit(hit.comparison, split);
  });

  document.addEventListener("click", (event) => {
    const step = within(event.target, `[${BeforeAfterSliderDom.BaStep}]`);
    if (step) {
      const total = pairCount(step.comparison);
      const current = Number((step.comparison.dataset as Comparison).pair ?? 0);
      showPair(step.comparison, (current + Number((step.element.dataset as Dataset<BeforeAfterSliderDom.BaStep>).baStep) + total) % total);
      return;
    }
    const toggle = within(event.target, `[${BeforeAfterSliderDom.BaToggle}]`);
    if (toggle) toggleLabels(toggle.comparison, toggle.element);
  });
}
