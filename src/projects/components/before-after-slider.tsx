import type { ReactNode } from "react";
import { clsx } from "clsx";
import { ChevronLeft, ChevronRight, ChevronsLeftRight, Eye, EyeOff } from "@/ui/icons";
import type { ProjectMessages } from "../messages";
import { DEFAULT_SPLIT } from "./before-after-split";
import { BeforeAfterSliderDom } from "./before-after-slider.dom";

export type ComparisonItem = { id: string; beforeCaption: string | null; afterCaption: string | null };

type Props = {
  pairs: ComparisonItem[];
  /** Server-rendered pictures, one per pair, each filling its box (object-cover). */
  before: ReactNode[];
  after: ReactNode[];
  m: ProjectMessages["beforeAfter"];
};

const pillButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border bg-background px-3 text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ring-offset-background";
const label = "pointer-events-none absolute top-3 rounded-full bg-black/65 px-3 py-1 text-sm font-semibold text-white";

/**
 * Before/after comparison (500 px high), driven by `before-after-slider.controller.ts`. The split
 * runs from 0 to 100 (default 50, step 1): drag anywhere on the picture, or focus the handle (a
 * slider) and use the arrow keys (±1), Page Up/Down (±10), Home and End. Served on the first
 * pair; the other pairs' pictures wait in templates until chosen.
 */
export function BeforeAfterSlider({ pairs, before, after, m }: Props) {
  const total = pairs.length;
  const split = DEFAULT_SPLIT;
  return (
    <div
      {...{
        [BeforeAfterSliderDom.BeforeAfter]: "",
        [BeforeAfterSliderDom.Pairs]: total,
        [BeforeAfterSliderDom.ValueText]: m.valueText("{before}", "{after}"),
        [BeforeAfterSliderDom.Position]: m.position("{n}", "{total}"),
      }}
    >
      <div
        className="relative h-[min(500px,75vw)] cursor-ew-resize touch-pan-y select-none overflow-hidden rounded-xl bg-muted"
        data-testid="before-after"
        {...{ [BeforeAfterSliderDom.BaArea]: "" }}
      >
        <div className="absolute inset-0" {...{ [BeforeAfterSliderDom.BaAfter]: "" }}>
          {after[0]}
        </div>
        <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }} {...{ [BeforeAfterSliderDom.BaBefore]: "" }}>
          {before[0]}
        </div>

        <span className={clsx(label, "left-3")} {...{ [BeforeAfterSliderDom.BaLabel]: "" }}>
          {m.before}
        </span>
        <span className={clsx(label, "right-3")} {...{ [BeforeAfterSliderDom.BaLabel]: "" }}>
          {m.after}
        </span>

        <div
          className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_6px_rgba(0,0,0,0.6)]"
          style={{ left: `${split}%` }}
          aria-hidden
          {...{ [BeforeAfterSliderDom.BaLine]: "" }}
        />
        <div
          role="slider"
          tabIndex={0}
          aria-label={m.slider}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={split}
          aria-valuetext={m.valueText(split, 100 - split)}
          aria-orientation="horizontal"
          className="absolute top-1/2 inline-flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-white/90 text-stone-900 shadow-lg outline-none transition-shadow focus-visible:ring-4 focus-visible:ring-primary"
          style={{ left: `${split}%` }}
          {...{ [BeforeAfterSliderDom.BaHandle]: "" }}
        >
          <ChevronsLeftRight className="size-5" aria-hidden />
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {total > 1 ? (
          <div className="flex items-center gap-2" role="group" aria-label={m.pairs}>
            <button type="button" className={clsx(pillButton, "w-11 px-0")} aria-label={m.previous} {...{ [BeforeAfterSliderDom.BaStep]: "-1" }}>
              <ChevronLeft className="size-5" aria-hidden />
            </button>
            <span className="min-w-16 text-center text-sm font-medium tabular-nums" aria-live="polite" {...{ [BeforeAfterSliderDom.BaPosition]: "" }}>
              {m.position(1, total)}
            </span>
            <button type="button" className={clsx(pillButton, "w-11 px-0")} aria-label={m.next} {...{ [BeforeAfterSliderDom.BaStep]: "1" }}>
              <ChevronRight className="size-5" aria-hidden />
            </button>
          </div>
        ) : (
          <span />
        )}
        <button type="button" className={pillButton} {...{ [BeforeAfterSliderDom.BaToggle]: "" }}>
          <span className="contents" {...{ [BeforeAfterSliderDom.BaWhen]: "shown" }}>
            <EyeOff className="size-4" aria-hidden />
            {m.hideLabels}
          </span>
          <span className="contents" {...{ [BeforeAfterSliderDom.BaWhen]: "hidden" }} hidden>
            <Eye className="size-4" aria-hidden />
            {m.showLabels}
          </span>
        </button>
      </div>

      {pairs.map((pair, i) =>
        pair.beforeCaption || pair.afterCaption ? (
          <dl key={pair.id} className="mt-4 grid gap-3 text-sm sm:grid-cols-2" hidden={i !== 0} {...{ [BeforeAfterSliderDom.BaCaptions]: i }}>
            {pair.beforeCaption && (
              <div className="rounded-lg bg-muted/60 p-3">
                <dt className="font-semibold">{m.before}</dt>
                <dd className="mt-1 text-muted-foreground">{pair.beforeCaption}</dd>
              </div>
            )}
            {pair.afterCaption && (
              <div className="rounded-lg bg-muted/60 p-3">
                <dt className="font-semibold">{m.after}</dt>
                <dd className="mt-1 text-muted-foreground">{pair.afterCaption}</dd>
              </div>
            )}
          </dl>
        ) : null,
      )}

      {pairs.slice(1).map((pair, i) => (
        <template key={pair.id} {...{ [BeforeAfterSliderDom.BaPair]: i + 1 }}>
          <div {...{ [BeforeAfterSliderDom.Side]: "before" }}>{before[i + 1]}</div>
          <div {...{ [BeforeAfterSliderDom.Side]: "after" }}>{after[i + 1]}</div>
        </template>
      ))}
    </div>
  );
}
