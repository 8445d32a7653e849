import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LANDSCAPE_MEDIA, PORTRAIT_MEDIA } from "@/media/art-direction";
import { ResponsiveImage } from "@/media/components/responsive-image";
import { bareImageRef, type ImageRef } from "@/media/image-ref";
import { preloadLcpImage } from "@/media/preload-lcp-image";
import { portraitWidths } from "@/platform/images";

const hero: ImageRef = {
  url: "/media/hero/a.jpg",
  width: 1600,
  height: 1067,
  blurDataUrl: null,
  avifSrcSet: "/media/hero/a-400w.avif 400w, /media/hero/a-800w.avif 800w",
  webpSrcSet: "/media/hero/a-400w.webp 400w, /media/hero/a-800w.webp 800w",
  portraitAvifSrcSet: "/media/hero/a-p480w.avif 480w, /media/hero/a-p600w.avif 600w",
  portraitWebpSrcSet: "/media/hero/a-p480w.webp 480w, /media/hero/a-p600w.webp 600w",
};
const old: ImageRef = { ...hero, portraitAvifSrcSet: "", portraitWebpSrcSet: "" };

const html = (image: ImageRef, artDirection?: "portrait") =>
  renderToStaticMarkup(createElement(ResponsiveImage, { image, alt: "", sizes: "100vw", priority: true, artDirection }));
const sources = (markup: string) => [...markup.matchAll(/<source ([^>]*)\/?>/g)].map((m) => m[1]);

describe("portraitWidths", () => {
  it("phone and portrait-tablet widths up to the 9:16 crop of the full height, none for a tall or tiny image", () => {
    expect(portraitWidths(4000, 3000)).toEqual([480, 720, 1080]);
    expect(portraitWidths(1600, 1067)).toEqual([480, 600]);
    expect(portraitWidths(1200, 800)).toEqual([450]);
    // A 3:4 portrait photo is still wider than 9:16: cropped too.
    expect(portraitWidths(3000, 4000)).toEqual([480, 720, 1080]);
    expect(portraitWidths(900, 1600)).toEqual([]);
    expect(portraitWidths(1000, 3000)).toEqual([]);
    expect(portraitWidths(800, 533)).toEqual([]);
  });
});

describe("ResponsiveImage art direction", () => {
  it("puts the portrait sources, for portrait screens, before the landscape ones; the <img> keeps its size", () => {
    const markup = html(hero, "portrait");
    const list = sources(markup);
    expect(list).toHaveLength(4);
    expect(list[0]).toContain(`media="${PORTRAIT_MEDIA}"`);
    expect(list[0]).toContain('type="image/avif"');
    expect(list[0]).toContain(`srcSet="${hero.portraitAvifSrcSet}"`);
    expect(list[1]).toContain(`media="${PORTRAIT_MEDIA}"`);
    expect(list[1]).toContain(`srcSet="${hero.portraitWebpSrcSet}"`);
    expect(list[2]).toContain(`srcSet="${hero.avifSrcSet}"`);
    expect(list[3]).toContain(`srcSet="${hero.webpSrcSet}"`);
    for (const s of list) expect(s).toContain('sizes="100vw"');
    expect(list.slice(2).join(" ")).not.toContain("media=");
    expect(markup).toMatch(/<img [^>]*width="1600" height="1067"/);
  });

  it("is opt-in, and draws an image without a crop (older uploads, external URLs) as before", () => {
    for (const markup of [html(hero), html(old, "portrait")]) {
      expect(sources(markup)).toHaveLength(2);
      expect(markup).not.toContain("media=");
    }
    expect(sources(html(bareImageRef("https://example.com/x.jpg"), "portrait"))).toEqual([]);
  });
});

describe("preloadLcpImage", () => {
  const preloads = (image: ImageRef, artDirection?: "portrait") => {
    const Head = () => {
      preloadLcpImage(image, "100vw", artDirection);
      return null;
    };
    const markup = renderToStaticMarkup(
      createElement("html", null, createElement("head"), createElement("body", null, createElement(Fragment, null, createElement(Head)))),
    );
    return [...markup.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);
  };

  it("preloads the portrait crop on portrait screens and the landscape image on the others, never both", () => {
    const links = preloads(hero, "portrait");
    expect(links).toHaveLength(2);
    const portrait = links.find((l) => l.includes(hero.portraitAvifSrcSet))!;
    const landscape = links.find((l) => l.includes(hero.avifSrcSet))!;
    expect(portrait).toContain(`media="${PORTRAIT_MEDIA}"`);
    expect(landscape).toContain(`media="${LANDSCAPE_MEDIA}"`);
    for (const link of links) {
      expect(link).toContain('type="image/avif"');
      expect(link).toContain('imageSizes="100vw"');
      expect(link).toContain('fetchPriority="high"');
    }
    // Complementary: the landscape query is the portrait one negated.
    expect(LANDSCAPE_MEDIA).toBe(`not all and ${PORTRAIT_MEDIA}`);
  });

  it("keeps one unconditional preload for an image without a crop", () => {
    const links = preloads(old, "portrait");
    expect(links).toHaveLength(1);
    expect(links[0]).not.toContain("media=");
    expect(links[0]).toContain(old.avifSrcSet);
  });
});
