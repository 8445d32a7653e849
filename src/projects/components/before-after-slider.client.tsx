"use client";
import { __iconData as chevronLeftIcon } from "lucide-react/icons/chevron-left";
import { __iconData as chevronRightIcon } from "lucide-react/icons/chevron-right";
import { __iconData as chevronsLeftRightIcon } from "lucide-react/icons/chevrons-left-right";
import { __iconData as eyeIcon } from "lucide-react/icons/eye";
import { __iconData as eyeOffIcon } from "lucide-react/icons/eye-off";
import { icon } from "@/ui/icon";
import { clsx } from "clsx";
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { useMessages } from "@/i18n/locale-context.client";
import { projectMessages } from "./project-messages";

const ChevronLeft = icon(chevronLeftIcon);
const ChevronRight = icon(chevronRightIcon);
const ChevronsLeftRight = icon(chevronsLeftRightIcon);
const Eye = icon(eyeIcon);
const EyeOff = icon(eyeOffIcon);

export type ComparisonItem = { id: string; beforeCaption: string | null; afterCaption: string | null };

type Props = {
  pairs: ComparisonItem[];
  /** Server-rendered pictures, one per pair, each filling its box (object-cover). */
  before: ReactNode[];
  after: ReactNode[];
};

const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(v)));

const pillButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border bg-background px-3 text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ring-offset-background";

/**
 * Before/after comparison (500 px high). The split runs from 0 to 100 (default 50, step 1):
 * drag anywhere on the picture, or focus the handle (a slider) and use the arrow keys (±1),
 * Page Up/Down (±10), Home and End.
 */
export function BeforeAfterSlider({ pairs, before, after }: Props) {
  const m = useMessages(projectMessages).beforeAfter;
  const [pairIndex, setPairIndex] = useState(0);
  const [split, setSplit] = useState(50);
  const [showLabels, setShowLabels] = useState(true);
  const areaRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const total = pairs.length;
  const pair = pairs[pairIndex];

  const moveTo = (clientX: number) => {
    const rect = areaRef.current?.getBoundingClientRect();
    if (rect && rect.width > 0) setSplit(clamp(((clientX - rect.left) / rect.width) * 100));
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    dragging.current = true;
    e.currentTarget.setPointerCapture(e.pointerId);
    moveTo(e.clientX);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(e.clientX);
  };
  const endDrag = () => {
    dragging.current = false;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const step: Record<string, number> = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1, PageDown: -10, PageUp: 10 };
    let next: number | null = null;
    if (e.key in step) next = split + step[e.key];
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = 100;
    if (next === null) return;
    e.preventDefault();
    setSplit(clamp(next));
  };

  const go = (delta: number) => setPairIndex((i) => (i + delta + total) % total);

  return (
    <div>
      <div
        ref={areaRef}
        className="relative h-[min(500px,75vw)] cursor-ew-resize touch-pan-y select-none overflow-hidden rounded-xl bg-muted"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onDragStart={(e) => e.preventDefault()}
        data-testid="before-after"
      >
        <div key={`a-${pair.id}`} className="absolute inset-0">
          {after[pairIndex]}
        </div>
        <div key={`b-${pair.id}`} className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}>
          {before[pairIndex]}
        </div>

        {showLabels && (
          <>
            <span className="pointer-events-none absolute left-3 top-3 rounded-full bg-black/65 px-3 py-1 text-sm font-semibold text-white">{m.before}</span>
            <span className="pointer-events-none absolute right-3 top-3 rounded-full bg-black/65 px-3 py-1 text-sm font-semibold text-white">{m.after}</span>
          </>
        )}

        <div
          className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_6px_rgba(0,0,0,0.6)]"
          style={{ left: `${split}%` }}
          aria-hidden
        />
        <div
          role="slider"
          tabIndex={0}
          aria-label={m.slider}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={split}
          aria-valuetext={m.valueText(split)}
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
          className="absolute top-1/2 inline-flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-white/90 text-stone-900 shadow-lg outline-none transition-shadow focus-visible:ring-4 focus-visible:ring-primary"
          style={{ left: `${split}%` }}
        >
          <ChevronsLeftRight className="size-5" aria-hidden />
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {total > 1 ? (
          <div className="flex items-center gap-2" role="group" aria-label={m.pairs}>
            <button type="button" className={clsx(pillButton, "w-11 px-0")} onClick={() => go(-1)} aria-label={m.previous}>
              <ChevronLeft className="size-5" aria-hidden />
            </button>
            <span className="min-w-16 text-center text-sm font-medium tabular-nums" aria-live="polite">
              {m.position(pairIndex + 1, total)}
            </span>
            <button type="button" className={clsx(pillButton, "w-11 px-0")} onClick={() => go(1)} aria-label={m.next}>
              <ChevronRight className="size-5" aria-hidden />
            </button>
          </div>
        ) : (
          <span />
        )}
        <button type="button" className={pillButton} onClick={() => setShowLabels((v) => !v)}>
          {showLabels ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          {showLabels ? m.hideLabels : m.showLabels}
        </button>
      </div>

      {(pair.beforeCaption || pair.afterCaption) && (
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
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
      )}
    </div>
  );
}
