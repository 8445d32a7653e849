// A kept page's CSS inlined, the stylesheet loaded without blocking the first paint.
//
// A public page links one stylesheet (Tailwind's output, ~75 KB raw, 13 KB gzip) in <head>: the
// browser paints nothing until it has arrived. `experimental.inlineCss` put the whole sheet into
// every page three times (README "Critical CSS"). So the HTML of a page the page cache keeps is
// rewritten once, when it is kept (the page cache's `transformHtml`): the rules its elements can
// match go into a <style> in <head>, and the <link rel="stylesheet"> moves to the end of <body>,
// where it holds no paint of what comes before it (the parser waits there, so DOMContentLoaded
// still comes after the sheet) and needs no JavaScript (no loader, no inline event handler: the
// CSP forbids those). The full sheet then restyles the page with the same rules, so nothing moves.
//
// Not on the served path yet: in Lighthouse (bench/critical-css-whatif.mjs) it won on `/` and the
// legal page but lost the project page's LCP, the framework's scripts then starting earlier and
// sharing the bandwidth with the LCP image (measured 2026-11-24, bench/results/perf16-critical-css-whatif.json,
// when public pages still loaded the framework's runtime).
//
// Which elements: every element of the page (`scope: "page"`, the one to use), or the first
// screen's only (the header, the first element of <main>, fixed elements such as the cookie
// banner). Measured, the first screen's rules were 31 KB of the page's 37 KB on `/`, and without
// the rest the unstyled content below the fold widened a phone's layout until the sheet came
// (CLS 0.06–0.22 in Lighthouse): so the page's rules, and nothing flashes unstyled below the fold.
//
// Which rules: a selector is dropped only when it names a class, id or element type that those
// elements (and the classes the page's inline scripts add, such as `js-reveal`) do not have.
// What is inside :where()/:is()/:not()/:has() and attribute selectors is not checked (it cannot
// drop a rule), so dark variants (`:where(.dark, .dark *)`; the theme script sets `dark` on
// <html> before the first paint) and group/peer variants stay whenever their utility class is
// present. At-rules are kept with what they contain: @media and @supports (responsive variants,
// every breakpoint), @layer (in the sheet's order, so the cascade is the sheet's), @property and
// @font-face; @keyframes only when a kept declaration names them.
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import postcss from "postcss";
import { attribute, unescapeAttribute } from "./html-attributes.mjs";

/** A CSS identifier as written in a selector (`md\:flex`, `min-h-\[88vh\]`, `\31 0`) as the name it means. */
function unescapeIdent(text) {
  return text.replace(/\\([0-9a-fA-F]{1,6}\s?|[\s\S])/g, (_, escaped) =>
    /^[0-9a-fA-F]/.test(escaped) && /^[0-9a-fA-F]{1,6}\s?$/.test(escaped) ? String.fromCodePoint(parseInt(escaped, 16)) : escaped,
  );
}

/**
 * What one selector (no top-level comma) requires of the document: the class names, ids and
 * element types of its compound selectors. Functional pseudo-classes' arguments and attribute
 * selectors are skipped (so is every escape inside a name), and pseudo-classes/elements
 * (`:root`, `:hover`, `::before`) require nothing.
 */
export function selectorRequirements(selector) {
  const classes = [];
  const ids = [];
  const types = [];
  let i = 0;
  const identAt = (start) => {
    let end = start;
    while (end < selector.length) {
      const ch = selector[end];
      if (ch === "\\") {
        // a hex escape takes up to six digits and one whitespace after them (`\31 0` is "10")
        const hex = selector.slice(end + 1).match(/^[0-9a-fA-F]{1,6}\s?/);
        end += hex ? 1 + hex[0].length : 2;
      } else if (/[\w-]/.test(ch) || ch.charCodeAt(0) > 0x7f) end += 1;
      else break;
    }
    return end;
  };
  const skipBalanced = (start, open, close) => {
    let depth = 0;
    let j = start;
    for (; j < selector.length; j++) {
      const ch = selector[j];
      if (ch === "\\") j += 1;
      else if (ch === '"' || ch === "'") {
        const quote = ch;
        for (j += 1; j < selector.length && selector[j] !== quote; j++) if (selector[j] === "\\") j += 1;
      } else if (ch === open) depth += 1;
      else if (ch === close && --depth === 0) return j + 1;
    }
    return j;
  };
  while (i < selector.length) {
    const ch = selector[i];
    if (ch === "." || ch === "#") {
      const end = identAt(i + 1);
      (ch === "." ? classes : ids).push(unescapeIdent(selector.slice(i + 1, end)));
      i = end;
    } else if (ch === ":") {
      let end = i + 1;
      if (selector[end] === ":") end += 1;
      end = identAt(end);
      i = selector[end] === "(" ? skipBalanced(end, "(", ")") : end;
    } else if (ch === "[") {
      i = skipBalanced(i, "[", "]");
    } else if (/[a-zA-Z]/.test(ch)) {
      const end = identAt(i);
      types.push(selector.slice(i, end).toLowerCase());
      i = end;
    } else {
      // combinators, whitespace, `*`, `&` (a nested rule's parent), `|`
      i += 1;
    }
  }
  return { classes, ids, types };
}

/** The class names, ids and element types present in a piece of HTML (scripts' contents left out). */
export function htmlVocabulary(html) {
  const classes = new Set();
  const ids = new Set();
  const types = new Set();
  // Classes the page's own inline scripts put on elements before the first paint (such as
  // `js-reveal` on <html>, which hides the elements that appear on scroll): the string arguments
  // of their `classList.add/toggle/replace(…)` calls.
  for (const [, code] of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script\s*>/gi)) {
    for (const [, args] of code.matchAll(/classList\.(?:add|toggle|replace)\(([^)]*)\)/g)) {
      for (const [, name] of args.matchAll(/["']([\w:/[\]().%-]+)["']/g)) classes.add(name);
    }
  }
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script\s*>)/gi, "$1$2");
  for (const [tag, name] of markup.matchAll(/<([a-zA-Z][\w-]*)\b[^>]*>/g)) {
    types.add(name.toLowerCase());
    const classList = attribute(tag, "class");
    if (classList) for (const name of unescapeAttribute(classList).split(/\s+/)) if (name) classes.add(name);
    const id = attribute(tag, "id");
    if (id) ids.add(unescapeAttribute(id));
  }
  return { classes, ids, types };
}

/** Element types every page has, even when its first screen's markup was cut before them. */
const DOCUMENT_TYPES = ["html", "head", "body"];
/** Classes the theme script puts on <html> before the first paint (src/ui/theme-script.ts). */
const THEME_CLASSES = ["dark", "light"];

const selectorMatches = (selector, vocabulary) => {
  const { classes, ids, types } = selectorRequirements(selector);
  return classes.every((c) => vocabulary.classes.has(c)) && ids.every((id) => vocabulary.ids.has(id)) && types.every((t) => vocabulary.types.has(t));
};

const KEYFRAMES = /^(-webkit-)?keyframes$/i;

/** The last sheet parsed (a build serves one): parsing is most of an extraction's time, a copy is cheaper. */
let lastParsed = { css: null, root: null };
function parsed(css) {
  if (lastParsed.css !== css) lastParsed = { css, root: postcss.parse(css) };
  return lastParsed.root.clone();
}

/**
 * The rules of `css` that the elements named by `vocabulary` (see `htmlVocabulary`) can match,
 * with the at-rules that hold them, minified as the sheet was. Returns a CSS string.
 */
export function extractCriticalCss(css, vocabulary) {
  const vocab = {
    classes: new Set([...vocabulary.classes, ...THEME_CLASSES]),
    ids: new Set(vocabulary.ids),
    types: new Set([...vocabulary.types, ...DOCUMENT_TYPES]),
  };
  const root = parsed(css);
  const keyframes = [];
  const keep = (container) => {
    for (const node of [...(container.nodes ?? [])]) {
      if (node.type === "comment") node.remove();
      else if (node.type === "rule") {
        const selectors = node.selectors.filter((s) => selectorMatches(s, vocab));
        if (!selectors.length) node.remove();
        else {
          if (selectors.length !== node.selectors.length) node.selectors = selectors;
          keep(node);
        }
      } else if (node.type === "atrule") {
        if (KEYFRAMES.test(node.name)) keyframes.push(node);
        else if (node.nodes) {
          keep(node);
          // An empty @media/@supports/@layer block is dropped; a layer order statement has no block.
          if (!node.nodes.some((child) => child.type !== "comment")) node.remove();
        }
      }
    }
  };
  keep(root);
  // Keyframes by name, once every kept declaration is known.
  const declared = [];
  root.walkDecls(/^(-webkit-)?animation(-name)?$|^--/i, (decl) => declared.push(decl.value));
  const used = declared.join(" ");
  for (const node of keyframes) {
    const name = node.params.trim();
    if (!new RegExp(`(^|[\\s,])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[\\s,])`).test(used)) node.remove();
  }
  return root.toString().replace(/\n\s*/g, "");
}

/**
 * The first screen's HTML: from the document's start to the end of the first element inside
 * <main> (the landing's hero, a project's hero, a legal page's heading block) — the header, the
 * skip link and the cookie banner come before <main> or are kept whole (see below). When the
 * page has no <main>, the whole document.
 * The cookie banner is fixed to the viewport's bottom wherever it sits in the markup, so any
 * element with `role="dialog"`/`aria-live` region after <main> is added too (see `fixedParts`).
 */
export function firstScreenHtml(html) {
  const main = html.search(/<main\b/i);
  if (main < 0) return html;
  // The first element drawn: data (JSON-LD) and templates inside <main> come before the hero.
  const child = /<(?!\/|script\b|style\b|template\b|noscript\b|link\b|meta\b)[a-zA-Z]/gi;
  child.lastIndex = html.indexOf(">", main) + 1;
  const childStart = child.exec(html)?.index;
  if (childStart === undefined) return html;
  const end = elementEnd(html, childStart);
  const head = html.slice(0, end);
  return head + fixedParts(html.slice(end));
}

/** The end index of the element starting at `start` (its matching close tag; void elements end at `>`). */
function elementEnd(html, start) {
  const name = html
    .slice(start + 1)
    .match(/^[a-zA-Z][\w-]*/)?.[0]
    ?.toLowerCase();
  if (!name) return html.length;
  const tags = new RegExp(`<(/?)${name}\\b[^>]*?(/?)>`, "gi");
  tags.lastIndex = start;
  let depth = 0;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    if (m[1]) depth -= 1;
    else if (!m[2]) depth += 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return html.length;
}

/**
 * Parts after the first screen that are drawn on it all the same: elements positioned `fixed`
 * (the cookie banner, a toast region) — found by their class list.
 */
function fixedParts(rest) {
  const parts = [];
  for (const m of rest.matchAll(/<([a-zA-Z][\w-]*)\b[^>]*\bclass="[^"]*\bfixed\b[^"]*"[^>]*>/g)) {
    parts.push(rest.slice(m.index, elementEnd(rest, m.index)));
  }
  return parts.join("");
}

/**
 * With its CSS inline, the browser may paint before it has parsed the whole page, and the cookie
 * banner — fixed to the viewport's bottom, but after the footer in the markup — would then be
 * drawn half-parsed and grow upwards as the rest arrives: a layout shift (measured: 0.036 on `/`).
 * A stylesheet in <head> hid this, since it held the first paint longer. So the first paint waits
 * for the last fixed element that has an id to be parsed (`<link rel=expect blocking=render>`;
 * a browser without it paints as it did).
 */
function renderAfter(html) {
  let id;
  for (const [tag] of html.matchAll(/<[a-zA-Z][\w-]*\b[^>]*\bclass="[^"]*(?<![\w:-])fixed(?![\w-])[^"]*"[^>]*>/g)) id = attribute(tag, "id") ?? id;
  return id && /^[\w-]+$/.test(id) ? `<link rel="expect" href="#${id}" blocking="render"/>` : "";
}

const STYLESHEET_LINK = /<link\b[^>]*>/gi;
const isStylesheet = (tag) => (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/).includes("stylesheet");

/**
 * A function that rewrites a whole page: the first screen's CSS of its one stylesheet inlined in
 * <head>, and that stylesheet's <link> moved to the end of <body>. `readStylesheet(href)` returns
 * the sheet's text (or null: the page is left as it was). Extractions are kept per sheet and
 * first-screen vocabulary, so refilling a page costs a lookup; `onExtract(ms, bytes)` is told of
 * each extraction (to measure it). Pages with no or several stylesheets, or already rewritten, are
 * returned as they were. `scope: "page"` inlines what every element of the page can match instead
 * of the first screen's.
 */
export function createCriticalCss({ readStylesheet, scope = "first-screen", maxEntries = 64, onExtract = () => {} }) {
  const extracted = new Map();
  return function inlineCriticalCss(html) {
    if (html.includes("data-critical-css") || !/<\/head>/i.test(html) || !/<\/body>/i.test(html)) return html;
    const headEnd = html.search(/<\/head>/i);
    const links = [...html.slice(0, headEnd).matchAll(STYLESHEET_LINK)].filter((m) => isStylesheet(m[0]));
    if (links.length !== 1) return html;
    const [link] = links;
    const href = unescapeAttribute(attribute(link[0], "href") ?? "");
    const vocabulary = htmlVocabulary(scope === "page" ? html : firstScreenHtml(html));
    const signature = createHash("sha1")
      .update([href, [...vocabulary.classes].sort().join(" "), [...vocabulary.ids].sort().join(" "), [...vocabulary.types].sort().join(" ")].join("\n"))
      .digest("base64url");
    let critical = extracted.get(signature);
    if (critical === undefined) {
      const css = readStylesheet(href);
      if (css == null) return html;
      const started = performance.now();
      critical = extractCriticalCss(css, vocabulary);
      onExtract(performance.now() - started, Buffer.byteLength(critical));
      if (extracted.size >= maxEntries) extracted.delete(extracted.keys().next().value);
      extracted.set(signature, critical);
    }
    const nonce = html.match(/<script\b[^>]*\snonce="([^"]+)"/i)?.[1];
    const style = `<style data-critical-css${nonce ? ` nonce="${nonce}"` : ""}>${critical.replace(/<\/style/gi, "<\\/style")}</style>${renderAfter(html)}`;
    const withoutLink = html.slice(0, link.index) + style + html.slice(link.index + link[0].length);
    const bodyEnd = withoutLink.search(/<\/body>(?![\s\S]*<\/body>)/i);
    return `${withoutLink.slice(0, bodyEnd)}${link[0]}${withoutLink.slice(bodyEnd)}`;
  };
}

/**
 * Reads `/_next/static/…` stylesheets from the build's directory (the only ones a page links);
 * anything else, or a missing file, is null. Read once per URL: a build's files never change.
 */
export function nextStaticStylesheets(distDir) {
  const cache = new Map();
  return (href) => {
    const pathname = href.split(/[?#]/)[0];
    const match = pathname.match(/^\/_next\/static\/((?:[\w.-]+\/)*[\w.-]+\.css)$/);
    if (!match || match[1].split("/").includes("..")) return null;
    if (!cache.has(pathname)) {
      try {
        cache.set(pathname, fs.readFileSync(path.join(distDir, "static", match[1]), "utf8"));
      } catch {
        return null;
      }
    }
    return cache.get(pathname);
  };
}
