import type { Dataset } from "@/ui/dataset";
import { templateCopy } from "@/ui/template-copy";
import { ProjectTabsDom } from "./project-tabs.dom";
import { tabForKey } from "./tab-keys";

type State = Dataset<ProjectTabsDom.State>;

/**
 * The project page's tabs (`project-tabs.tsx`): selection by click,
 * touch and keys, with `aria-selected`, the roving tab stop and the panels kept in step. A
 * panel served as a `<template>` (before/after, videos) gets its content while its tab is
 * selected and loses it when another is (a playing video stops, as it did with React).
 */
export function enhanceTabs(): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[${ProjectTabsDom.Tabs}]:not([data-ready])`)) {
    try {
      wireTabs(root);
    } catch (error) {
      console.error(error);
    }
  }
}

function wireTabs(root: HTMLElement) {
  const list = root.querySelector<HTMLElement>('[role="tablist"]');
  if (!list) return;
  const tabs = Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'));
  const panels = tabs.map((tab) => document.getElementById(tab.getAttribute("aria-controls") ?? ""));
  root.dataset.ready = "";

  const setPanel = (panel: HTMLElement | null, active: boolean) => {
    if (!panel) return;
    (panel.dataset as State).state = active ? "active" : "inactive";
    const template = panel.querySelector<HTMLTemplateElement>(`:scope > template[${ProjectTabsDom.TabContent}]`);
    if (!template) return;
    if (active && panel.hidden) {
      panel.append(templateCopy(template));
      panel.hidden = false;
    } else if (!active && !panel.hidden) {
      panel.hidden = true;
      for (const child of Array.from(panel.children)) if (child !== template) child.remove();
    }
  };

  const select = (index: number) => {
    tabs.forEach((tab, i) => {
      const active = i === index;
      tab.setAttribute("aria-selected", String(active));
      tab.tabIndex = active ? 0 : -1;
      (tab.dataset as State).state = active ? "active" : "inactive";
    });
    // Leave first, then enter: only one panel's content at a time.
    panels.forEach((panel, i) => i !== index && setPanel(panel, false));
    setPanel(panels[index], true);
  };

  list.addEventListener("keydown", (event) => {
    const current = tabs.findIndex((tab) => tab.getAttribute("aria-selected") === "true");
    const next = tabForKey(event.key, current, tabs.length, event);
    if (next === null) return;
    event.preventDefault();
    select(next);
    tabs[next].focus();
  });
  tabs.forEach((tab, i) => tab.addEventListener("click", () => select(i)));
}
