import { messagesFor } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";
import { siteMessages } from "@/messages/site";
import { landingMessages } from "./messages";

/**
 * A carousel's words, worked out on the server for its number of slides and drawn into its markup
 * (the pause control's two labels as data attributes), so the page's script carries no catalogue.
 */
export type CarouselLabels = {
  region: string;
  roleDescription: string;
  slideRole: string;
  /** "2 de 3", per slide. */
  slides: string[];
  dotsLabel: string;
  /** "Diapositiva 2 de 3", per dot. */
  dots: string[];
  pause: string;
  play: string;
  empty: string;
};

export function carouselLabels(locale: PublicLocale, which: "hero" | "about", count: number): CarouselLabels {
  const m = messagesFor(siteMessages, locale);
  const l = messagesFor(landingMessages, locale);
  const each = (label: (n: number, total: number) => string) => Array.from({ length: count }, (_, i) => label(i + 1, count));
  return {
    region: which === "hero" ? l.heroLabel : l.aboutLabel,
    roleDescription: l.carousel,
    slideRole: m.carousel.slideRole,
    slides: each(m.carousel.slide),
    dotsLabel: which === "hero" ? l.heroDots : l.aboutDots,
    dots: each(which === "hero" ? l.heroDot : l.aboutDot),
    pause: m.carousel.pause,
    play: m.carousel.play,
    empty: l.aboutEmpty,
  };
}
