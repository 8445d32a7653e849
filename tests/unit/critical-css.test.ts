import { describe, expect, it } from "vitest";
import { createCriticalCss, extractCriticalCss, firstScreenHtml, htmlVocabulary, selectorRequirements } from "../../scripts/critical-css.mjs";

/** The shapes Tailwind 4 writes (minified as served): layers, @property, theme variables, dark and responsive variants, keyframes. */
const sheet = [
  "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))){*,:before,:after{--tw-shadow:0 0 #0000}}}",
  "@layer theme,base,components,utilities;",
  "@layer theme{:root,:host{--color-stone-900:oklch(21.6% .006 56.043);--spacing:.25rem}}",
  "@layer base{*,:after,:before{box-sizing:border-box}h1,h2{font-size:inherit}table{border-collapse:collapse}img,svg{display:block}}",
  "@layer utilities{.flex{display:flex}.hidden{display:none}.min-h-\\[88vh\\]{min-height:88vh}.grid-cols-\\[1fr\\,2fr\\]{grid-template-columns:1fr 2fr}",
  ".bg-white{background-color:#fff}.dark\\:bg-stone-900:where(.dark,.dark *){background-color:var(--color-stone-900)}",
  ".unused-utility{color:red}.animate-spin{animation:var(--animate-spin)}.animate-ping{animation:ping 1s infinite}",
  ".group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}",
  ".space-y-4>:not(:last-child){margin-block-end:1rem}#home{scroll-margin-top:4rem}#elsewhere{color:red}",
  "@media (min-width:48rem){.md\\:flex{display:flex}.md\\:unused{display:grid}}@media (min-width:64rem){.lg\\:hidden{display:none}}}",
  ":root{--animate-spin:spin 1s linear infinite}",
  "@keyframes spin{to{transform:rotate(360deg)}}@keyframes ping{to{opacity:0}}@keyframes pulse{50%{opacity:.5}}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
].join("");

const vocabulary = (html: string) => htmlVocabulary(html);

describe("selectorRequirements", () => {
  it("reads escaped Tailwind class names and leaves what is inside :where()/:not()/[…] out", () => {
    expect(selectorRequirements(".dark\\:bg-stone-900:where(.dark,.dark *)")).toEqual({ classes: ["dark:bg-stone-900"], ids: [], types: [] });
    expect(selectorRequirements(".min-h-\\[88vh\\]")).toEqual({ classes: ["min-h-[88vh]"], ids: [], types: [] });
    expect(selectorRequirements(".space-y-4>:not(:last-child)")).toEqual({ classes: ["space-y-4"], ids: [], types: [] });
    expect(selectorRequirements('a[href^="x.y"]#top::before')).toEqual({ classes: [], ids: ["top"], types: ["a"] });
    expect(selectorRequirements(".\\31 0")).toEqual({ classes: ["10"], ids: [], types: [] });
  });
});

describe("htmlVocabulary", () => {
  it("collects classes, ids and element types, not the contents of scripts", () => {
    const v = vocabulary(`<section id="home" class="flex  md:flex&#39;x"><img class="w-1/2"/><script>document.write('<table class="x">')</script></section>`);
    expect([...v.classes].sort()).toEqual(["flex", "md:flex'x", "w-1/2"]);
    expect([...v.ids]).toEqual(["home"]);
    expect([...v.types].sort()).toEqual(["img", "script", "section"]);
  });

  it("adds the classes an inline script puts on elements (such as `js-reveal` on <html>)", () => {
    const v = vocabulary(
      `<script nonce="x">(()=>{const d=document.documentElement;if("IntersectionObserver"in window)d.classList.add("js-reveal")})()</script><script src="/a.js" data-x='classList.add("no")'></script>`,
    );
    expect([...v.classes]).toEqual(["js-reveal"]);
  });
});

describe("extractCriticalCss", () => {
  const critical = extractCriticalCss(
    sheet,
    vocabulary(
      `<section id="home" class="flex min-h-[88vh] bg-white dark:bg-stone-900 md:flex lg:hidden group-hover:underline space-y-4 animate-spin"><h1>Obras</h1><img src="a"/></section>`,
    ),
  );

  it("keeps the rules the first screen's elements match and drops the others", () => {
    expect(critical).toContain(".flex{display:flex}");
    expect(critical).toContain(".min-h-\\[88vh\\]{min-height:88vh}");
    expect(critical).toContain(".space-y-4>:not(:last-child)");
    expect(critical).toContain("#home{");
    expect(critical).not.toContain(".unused-utility");
    expect(critical).not.toContain(".hidden{");
    expect(critical).not.toContain("#elsewhere");
    expect(critical).not.toContain(".grid-cols-");
    expect(critical).not.toContain("table{");
  });

  it("keeps only the selectors of a list that match", () => {
    expect(critical).toContain("h1,h2{font-size:inherit}".replace("h1,h2", "h1"));
    expect(critical).toContain("img{display:block}");
  });

  it("keeps dark variants of present classes (the theme script sets `dark` on <html> before the first paint)", () => {
    expect(critical).toContain(".dark\\:bg-stone-900:where(.dark,.dark *){background-color:var(--color-stone-900)}");
    expect(critical).toContain(".group-hover\\:underline:is(:where(.group):hover *)");
  });

  it("keeps responsive variants inside their @media and drops a @media left empty", () => {
    expect(critical).toContain("@media (min-width:48rem){.md\\:flex{display:flex}}");
    expect(critical).toContain("@media (min-width:64rem){.lg\\:hidden{display:none}}");
    expect(critical).not.toContain("md\\:unused");
  });

  it("keeps the layer order, the theme variables, @supports fallbacks and @property", () => {
    expect(critical.indexOf("@layer theme,base,components,utilities;")).toBeGreaterThan(-1);
    expect(critical.indexOf("@layer theme,base,components,utilities;")).toBeLessThan(critical.indexOf("@layer utilities{"));
    expect(critical).toContain(":root,:host{--color-stone-900:");
    expect(critical).toContain("*,:before,:after{--tw-shadow:0 0 #0000}");
    expect(critical).toContain("@property --tw-shadow{");
  });

  it("keeps keyframes only when a kept declaration (or a kept custom property) names them", () => {
    expect(critical).toContain("@keyframes spin{");
    expect(critical).not.toContain("@keyframes ping");
    expect(critical).not.toContain("@keyframes pulse");
  });

  it("is well-formed CSS that parses back to the same rules", () => {
    expect(
      extractCriticalCss(
        critical,
        vocabulary(
          `<section id="home" class="flex min-h-[88vh] bg-white dark:bg-stone-900 md:flex lg:hidden group-hover:underline space-y-4 animate-spin"><h1>Obras</h1><img src="a"/></section>`,
        ),
      ),
    ).toBe(critical);
  });
});

describe("firstScreenHtml", () => {
  it("ends after the first element inside <main> and adds fixed elements that come later", () => {
    const html = `<html><body><header class="sticky"><nav><a class="a">x</a></nav></header><main id="m"><section class="hero"><div><div>h</div></div></section><section class="below">b</section></main><div class="fixed bottom-0"><p class="banner">c</p></div><footer class="foot">f</footer></body></html>`;
    const first = firstScreenHtml(html);
    expect(first).toContain(`<section class="hero"><div><div>h</div></div></section>`);
    expect(first).not.toContain("below");
    expect(first).toContain(`<div class="fixed bottom-0"><p class="banner">c</p></div>`);
    expect(first).not.toContain("foot");
  });
});

describe("createCriticalCss", () => {
  const page = (nonce = "n0nce+/=") => `<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>
<link rel="stylesheet" href="/_next/static/chunks/0abc.css" data-precedence="next"/>
<script nonce="${nonce}">document.documentElement.classList.add("dark")</script>
</head><body><header class="flex"></header><main><section id="home" class="min-h-[88vh]"><h1>Obras</h1></section><section class="hidden">below</section></main>
<div id="cookie-banner" class="fixed bottom-3"><p>Cookies</p></div>
<script nonce="${nonce}">self.__next_f.push([1,""])</script></body></html>`;

  it("inlines the first screen's rules in <head> with the page's nonce and moves the stylesheet to the end of <body>", () => {
    const reads: string[] = [];
    const rewrite = createCriticalCss({ readStylesheet: (href) => (reads.push(href), sheet) });
    const out = rewrite(page());
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).toMatch(/<style data-critical-css nonce="n0nce\+\/=">[^<]*\.flex\{display:flex\}[^<]*<\/style>/);
    expect(head).not.toContain('rel="stylesheet"');
    expect(out).toMatch(
      /<script nonce="n0nce\+\/=">self\.__next_f[^<]*<\/script><link rel="stylesheet" href="\/_next\/static\/chunks\/0abc\.css" data-precedence="next"\/><\/body>/,
    );
    // below the first screen: not inlined (the full sheet brings it)
    expect(head).not.toContain(".hidden{");
    // the first paint waits for the banner fixed to the viewport's bottom to be parsed
    expect(head).toContain('</style><link rel="expect" href="#cookie-banner" blocking="render"/>');
    expect(reads).toEqual(["/_next/static/chunks/0abc.css"]);
  });

  it("extracts once per stylesheet and first-screen vocabulary, and leaves a rewritten page alone", () => {
    const timings: number[] = [];
    const rewrite = createCriticalCss({ readStylesheet: () => sheet, onExtract: (ms) => timings.push(ms) });
    const once = rewrite(page("a"));
    rewrite(page("b"));
    expect(timings).toHaveLength(1);
    expect(rewrite(once)).toBe(once);
    rewrite(page("a").replace('class="flex"', 'class="flex hidden"'));
    expect(timings).toHaveLength(2);
  });

  it('with scope "page", inlines the rules of every element of the page', () => {
    const head = (html: string) => html.slice(0, html.indexOf("</head>"));
    const out = createCriticalCss({ readStylesheet: () => sheet, scope: "page" })(page());
    expect(head(out)).toContain(".hidden{display:none}");
    expect(head(out)).not.toContain(".unused-utility");
  });

  it("leaves a page as it was when its stylesheet cannot be read or it links none or several", () => {
    expect(createCriticalCss({ readStylesheet: () => null })(page())).toBe(page());
    const none = page().replace(/<link rel="stylesheet"[^>]*>/, "");
    expect(createCriticalCss({ readStylesheet: () => sheet })(none)).toBe(none);
    const two = page().replace("</head>", '<link rel="stylesheet" href="/_next/static/chunks/1.css"/></head>');
    expect(createCriticalCss({ readStylesheet: () => sheet })(two)).toBe(two);
  });
});
