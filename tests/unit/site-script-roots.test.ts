import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContactFormDom } from "@/contact/components/contact-form.dom";
import { CarouselDom } from "@/landing/components/carousel.dom";
import { HeroSlideshowDom } from "@/landing/components/hero-slideshow.dom";
import { ProjectsSectionDom } from "@/landing/components/projects-section.dom";
import { BeforeAfterSliderDom } from "@/projects/components/before-after-slider.dom";
import { GalleryCarouselDom } from "@/projects/components/gallery-carousel.dom";
import { ProjectTabsDom } from "@/projects/components/project-tabs.dom";
import { ShareButtonDom } from "@/projects/components/share-button.dom";
import { SiteHeaderDom } from "@/site/components/site-header.dom";
import { ThemeToggleDom } from "@/site/components/theme-toggle.dom";
import { TAP_ROOTS } from "@/site/tap-roots";
import { VideoPosterDom } from "@/blocks/components/video-poster.dom";
import { QuoteFormDom } from "@/leads/quote/components/quote-form.dom";

/**
 * The site script's entry names the roots of the components' markup without importing their
 * `*.dom.ts` (which the chunks import: shared, they would become a chunk every page fetches), so
 * the names are checked here instead.
 */
const root = path.resolve(import.meta.dirname, "../..");
const selectors = (list: string) => list.split(",").sort();
const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
const attribute = (name: string) => `[${name}]`;

describe("the site script's roots", () => {
  it("asks for each chunk on the pages that show its controllers' roots", () => {
    const registry = fs.readFileSync(path.join(root, "src/site/enhance/index.ts"), "utf8");
    const chunks = Object.fromEntries(
      Array.from(registry.matchAll(/\["([^"]+)", \(\) => import\("\.\/(\w+)"\)\]/g), ([, list, chunk]) => [chunk, selectors(list)]),
    );
    expect(chunks).toEqual({
      landing: selectors(
        [
          attribute(CarouselDom.Carousel),
          attribute(HeroSlideshowDom.Hero),
          attribute(ProjectsSectionDom.ProjectGrid),
          `form${attribute(ContactFormDom.ContactForm)}`,
        ].join(),
      ),
      project: selectors(
        [
          attribute(ProjectTabsDom.Tabs),
          attribute(GalleryCarouselDom.Gallery),
          attribute(BeforeAfterSliderDom.BeforeAfter),
          attribute(ShareButtonDom.Share),
        ].join(),
      ),
      video: selectors([attribute(VideoPosterDom.VideoPoster), attribute(VideoPosterDom.VideoPosters)].join()),
      quote: selectors(`form${attribute(QuoteFormDom.QuoteForm)}`),
    });
  });

  it("keeps the early taps of every root whose controller answers buttons", () => {
    expect(selectors(TAP_ROOTS)).toEqual(
      selectors(
        [ThemeToggleDom.ThemeToggle, SiteHeaderDom.SiteHeader, CarouselDom.Carousel, ProjectTabsDom.Tabs, GalleryCarouselDom.Gallery, ShareButtonDom.Share]
          .map(attribute)
          .join(),
      ),
    );
  });

  it("takes nothing but names from a component's module: a *.dom.ts imports types only", () => {
    const domModules = sourceFiles(path.join(root, "src")).filter((file) => file.endsWith(".dom.ts"));
    expect(domModules.length).toBeGreaterThan(10);
    for (const file of domModules) {
      const imports = fs.readFileSync(file, "utf8").match(/^import .*$/gm) ?? [];
      expect(
        imports.filter((line) => !line.startsWith("import type ")),
        file,
      ).toEqual([]);
    }
  });
});
