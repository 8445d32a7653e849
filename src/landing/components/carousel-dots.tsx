import { clsx as cn } from "clsx";
import { CarouselDom } from "./carousel.dom";

/**
 * A carousel's dots, the first marked current; the carousel controller keeps `aria-current` in
 * step, and the dot's shape follows it in CSS. `size` picks the hero's larger dots.
 */
export function CarouselDots({ label, dots, size }: { label: string; dots: string[]; size: "large" | "small" }) {
  return (
    <div className="flex gap-1" role="group" aria-label={label}>
      {dots.map((dot, i) => (
        <button
          key={i}
          type="button"
          {...{ [CarouselDom.CarouselDot]: "" }}
          aria-label={dot}
          aria-current={i === 0}
          className="group flex size-11 items-center justify-center"
        >
          <span
            className={cn(
              "block rounded-full bg-white/60 transition-all group-aria-[current=true]:bg-white",
              size === "large" ? "h-2.5 w-2.5 group-aria-[current=true]:w-8" : "h-2 w-2 group-aria-[current=true]:w-6",
            )}
          />
        </button>
      ))}
    </div>
  );
}
