import { ResponsiveImage } from "@/media/components/responsive-image";
import type { HeroSlideDto } from "@/hero/queries";
import { carouselSlide, carouselTrack } from "@/ui/carousel-classes";
import type { CarouselLabels } from "../carousel-labels";
import { CarouselDots } from "./carousel-dots";
import { CarouselDom } from "./carousel.dom";
import { HeroSlideshowDom } from "./hero-slideshow.dom";
import { PlayPauseButton } from "./play-pause-button";

const HERO_INTERVAL_MS = 5000;

type Props = { slides: HeroSlideDto[]; labels: CarouselLabels; actions: { requestQuote: string; viewProjects: string; quoteHref: string } };

/**
 * The hero slideshow as served, showing its first slide; `carousel.controller.ts` makes it
 * move (every 5 s, dots, a pause control, swipe and arrow keys; paused on hover and focus) and
 * `hero-slideshow.controller.ts` puts the later pictures in place. The pictures slide in a swipeable
 * track behind the text, which cross-fades above them (`aria-hidden:opacity-0`) and lets touches
 * through to the track (its links and buttons excepted). The first slide's picture is the page's
 * LCP image; the others wait in templates so they never compete with it. Every slide draws its
 * portrait crop on portrait screens (docs/decisions/0014-portrait-crops-for-hero-images.md).
 *
 * Below the large breakpoint it fills the first screen: at 88 % of it the figures under it peeked
 * in exactly where the floating chat button sits and the button covered '100%' (chat-button.tsx).
 * On a phone its dots and pause control sit above the button's band (bottom-24), and the text
 * keeps clear of them (pb-40), however many slides there are.
 */
export function HeroSlideshow({ slides, labels, actions }: Props) {
  const total = slides.length;
  return (
    <section
      id="home"
      {...{
        [CarouselDom.Carousel]: "",
        [HeroSlideshowDom.Hero]: "",
        [CarouselDom.CarouselLoop]: total > 1 ? "" : undefined,
        [CarouselDom.CarouselAutoplay]: HERO_INTERVAL_MS,
      }}
      aria-roledescription={labels.roleDescription}
      aria-label={labels.region}
      className="relative flex min-h-svh items-center overflow-hidden bg-stone-900 text-white lg:min-h-[88vh]"
    >
      <div {...{ [CarouselDom.CarouselViewport]: "" }} className="absolute inset-0 overflow-hidden">
        <div className={carouselTrack}>
          {slides.map((slide, i) => {
            const picture = slide.image && (
              <ResponsiveImage
                image={slide.image}
                alt=""
                sizes="100vw"
                artDirection="portrait"
                priority={i === 0}
                blurPreview={i === 0}
                className="h-full w-full"
                imgClassName="h-full w-full object-cover"
              />
            );
            return (
              <div key={slide.id} aria-hidden={i !== 0} className={carouselSlide}>
                {picture && i === 0 ? (
                  picture
                ) : (
                  <div {...{ [HeroSlideshowDom.HeroPlaceholder]: "" }} className="h-full w-full bg-gradient-to-br from-stone-800 via-amber-900 to-stone-900" />
                )}
                {picture && i > 0 && <template {...{ [HeroSlideshowDom.HeroPicture]: "" }}>{picture}</template>}
                <div className="absolute inset-0 bg-gradient-to-r from-black/75 via-black/45 to-black/10" />
              </div>
            );
          })}
        </div>
      </div>
      <div className="pointer-events-none relative z-10 mx-auto w-full max-w-7xl px-4 pb-40 pt-16 sm:px-6 sm:pb-0">
        <div className="grid max-w-3xl">
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              {...{ [CarouselDom.CarouselPanel]: "" }}
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={labels.slides[i]}
              aria-hidden={i !== 0}
              className="col-start-1 row-start-1 transition-opacity duration-700 aria-hidden:opacity-0"
            >
              {i === 0 ? (
                <h1 className="text-4xl font-bold leading-tight sm:text-5xl lg:text-6xl">{slide.title}</h1>
              ) : (
                <p className="text-4xl font-bold leading-tight sm:text-5xl lg:text-6xl">{slide.title}</p>
              )}
              {slide.subtitle && <p className="mt-5 text-lg text-stone-100 sm:text-xl">{slide.subtitle}</p>}
            </div>
          ))}
        </div>
        <div className="pointer-events-auto mt-8 flex w-fit flex-wrap gap-3">
          <a href={actions.quoteHref} className="rounded-md bg-primary px-6 py-3 font-semibold text-primary-foreground hover:bg-primary/90">
            {actions.requestQuote}
          </a>
          <a href="#projects" className="rounded-md border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10">
            {actions.viewProjects}
          </a>
        </div>
      </div>
      {total > 1 && (
        <div className="absolute bottom-24 left-1/2 z-10 flex -translate-x-1/2 items-center gap-1 sm:bottom-8">
          <CarouselDots label={labels.dotsLabel} dots={labels.dots} size="large" />
          <PlayPauseButton labels={labels} className="ml-2" />
        </div>
      )}
    </section>
  );
}
