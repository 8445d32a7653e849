"use client";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { loadBeforeAfterSlider } from "./before-after-lazy.client";

export type ProjectTab = {
  id: string;
  label: string;
  /** Screen-reader heading at the top of the panel. */
  heading: string;
  panel: ReactNode;
  /** Rendered on the server and kept mounted (hidden with CSS when inactive); otherwise mounted while selected. */
  keepMounted: boolean;
};

// Client code a tab's panel needs, fetched when the pointer or focus reaches its tab.
const WARM_UP: Record<string, () => unknown> = { beforeafter: loadBeforeAfterSlider };

// The look of the admin's `src/ui/tabs.tsx` with the project page's own classes on top, written
// out merged: the public page has no `tailwind-merge` and no Radix.
const listClass =
  "flex h-auto w-full items-center justify-start gap-0.5 overflow-x-auto rounded-md bg-muted p-1 text-muted-foreground sm:inline-flex sm:w-auto sm:gap-1";
// One row on a phone: the five tabs share the width (compact padding) and the row scrolls
// sideways if a narrow screen still cannot hold them, instead of wrapping into two rows.
const tabClass =
  "inline-flex min-h-11 shrink-0 grow items-center justify-center whitespace-nowrap rounded-sm px-2.5 py-1.5 text-sm font-medium transition-all ring-offset-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:grow-0 sm:px-4 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm";
const panelClass =
  "mt-8 rounded-md ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 data-[state=inactive]:hidden";

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop (the selected tab), Left and
 * Right move to the previous/next tab and select it (wrapping), Home and End to the first and
 * last; each panel is one tab stop after the list. The first tab is selected in the served HTML.
 */
export function ProjectTabs({ label, tabs }: { label: string; tabs: ProjectTab[] }) {
  const base = useId();
  const [selected, setSelected] = useState(tabs[0]?.id);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: string) => `${base}-trigger-${id}`;
  const panelId = (id: string) => `${base}-content-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((t) => t.id === selected);
    const last = tabs.length - 1;
    const target: Record<string, number> = {
      ArrowLeft: current <= 0 ? last : current - 1,
      ArrowRight: current >= last ? 0 : current + 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in target) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    const next = target[event.key];
    setSelected(tabs[next].id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs inside are the focus stops (roving tabindex) */}
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={listClass} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => {
          const active = tab.id === selected;
          const warmUp = WARM_UP[tab.id];
          return (
            <button
              key={tab.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              data-state={active ? "active" : "inactive"}
              onClick={() => setSelected(tab.id)}
              onPointerEnter={warmUp}
              onFocus={warmUp}
              className={tabClass}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        const shown = active || tab.keepMounted;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            tabIndex={0}
            data-state={active ? "active" : "inactive"}
            hidden={!shown}
            className={panelClass}
          >
            {shown && (
              <>
                <h2 className="sr-only">{tab.heading}</h2>
                {tab.panel}
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}
