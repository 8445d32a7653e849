import type { ReactNode } from "react";
import { ProjectTabsDom } from "./project-tabs.dom";

export type ProjectTab = {
  id: string;
  label: string;
  /** Screen-reader heading at the top of the panel. */
  heading: string;
  panel: ReactNode;
  /**
   * In the served HTML and kept there (hidden with CSS when inactive); otherwise held in a
   * `<template>` that the page's script puts in the panel while its tab is selected.
   */
  keepMounted: boolean;
};

// The look of the admin's `src/ui/tabs.client.tsx` with the project page's own classes on top, written
// out merged: the public page has no `tailwind-merge` and no Radix.
const listClass =
  "flex h-auto w-full flex-wrap items-center justify-start gap-0.5 rounded-md bg-muted p-1 text-muted-foreground sm:inline-flex sm:w-auto sm:gap-1";
// Every tab on screen: on a phone the tabs wrap into as many rows as they need, each row shared
// out between its tabs (compact padding, `grow`). A row that scrolled sideways instead hid
// 'Detalles' past the edge of a 360 px screen with no sign that there was more.
const tabClass =
  "inline-flex min-h-11 shrink-0 grow items-center justify-center whitespace-nowrap rounded-sm px-2.5 py-1.5 text-sm font-medium transition-all ring-offset-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:grow-0 sm:px-4 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm";
const panelClass =
  "mt-8 rounded-md ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 data-[state=inactive]:hidden";

const tabId = (id: string) => `project-tabs-trigger-${id}`;
const panelId = (id: string) => `project-tabs-content-${id}`;

/**
 * The WAI-ARIA tabs pattern with automatic activation (`project-tabs.controller.ts` drives it):
 * one tab stop (the selected tab), Left and Right select the previous/next tab (wrapping), Home
 * and End the first and last; each panel is one tab stop after the list. Served with the first
 * tab selected; without JavaScript that is what shows. One tab list per page (fixed ids).
 */
export function ProjectTabs({ label, tabs }: { label: string; tabs: ProjectTab[] }) {
  const selected = tabs[0]?.id;
  return (
    <div {...{ [ProjectTabsDom.Tabs]: "" }}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={listClass}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              {...{ [ProjectTabsDom.State]: active ? "active" : "inactive" }}
              className={tabClass}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        const content = (
          <>
            <h2 className="sr-only">{tab.heading}</h2>
            {tab.panel}
          </>
        );
        const mounted = tab.keepMounted || active;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            tabIndex={0}
            {...{ [ProjectTabsDom.State]: active ? "active" : "inactive" }}
            hidden={!mounted}
            className={panelClass}
          >
            {mounted ? content : <template {...{ [ProjectTabsDom.TabContent]: "" }}>{content}</template>}
          </div>
        );
      })}
    </div>
  );
}
