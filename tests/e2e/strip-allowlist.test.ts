import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, inject, it, vi } from "vitest";
import { localizedPath, PUBLIC_LOCALES, type PublicLocale } from "@/i18n/locales";
import { demoProjects } from "@/seed/content-projects";
import { CookieBanner } from "@/site/components/cookie-banner";
import { PageScripts } from "@/site/components/page-scripts";
import { SiteScript } from "@/site/components/site-script";
import { bodyStartScript, themeScript } from "@/site/inline-scripts";
import { postContactForm } from "./support/contact-form";

/**
 * The server takes the framework's runtime out of public pages by naming what to remove. This
 * checks the other side of that contract: every script a visitor receives is one the site wrote,
 * so a kind of framework script nobody has named yet fails here by name instead of slipping
 * through the strip.
 */
const baseURL = inject("baseURL");

type Allow = {
  /** The exact text of every inline executable script the site's modules write. */
  inline: ReadonlySet<string>;
  /** Where an external script or a script preload may point. */
  file: RegExp;
  /** Non-executable script types the site writes, each with the check its content must pass. */
  data: Readonly<Record<string, (text: string) => boolean>>;
};

// A tag's attributes, quote-aware, so a `>` inside a quoted value does not end the tag.
const ATTRS = String.raw`((?:[^>"']|"[^"]*"|'[^']*')*)`;
const SCRIPT = new RegExp(String.raw`<script\b${ATTRS}>([\s\S]*?)<\/script\s*>`, "gi");
const LINK = new RegExp(String.raw`<link\b${ATTRS}>`, "gi");

const ENTITY = /&(amp|quot|#39|#x27|lt|gt);/g;
const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#39": "'", "#x27": "'", lt: "<", gt: ">" };
const unescape = (value: string) => value.replace(ENTITY, (_, e: string) => ENTITIES[e]);

function attributes(source: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of source.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    map.set(m[1].toLowerCase(), unescape(m[2] ?? m[3] ?? m[4] ?? ""));
  }
  return map;
}

type Script = { attrs: Map<string, string>; text: string };
const scriptsIn = (html: string): Script[] => [...html.matchAll(SCRIPT)].map((m) => ({ attrs: attributes(m[1]), text: m[2] }));

/** Types the browser runs (HTML's "JavaScript MIME type essence match", the empty type and modules). */
const EXECUTABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/(?:jscript|livescript)|text\/javascript1\.[0-5])$/;
const excerpt = (text: string) => JSON.stringify(text.trim().replace(/\s+/g, " ").slice(0, 80));

/** Every script, module preload and script preload in `html` that `allow` does not name, described so a person can find it. */
export function unknownScripts(html: string, allow: Allow): string[] {
  const unknown: string[] = [];
  const scripts = scriptsIn(html);
  // A `<script` the element pattern could not read (unclosed, odd markup) is unknown too.
  const opened = html.match(/<script\b/gi)?.length ?? 0;
  if (opened !== scripts.length) unknown.push(`${opened - scripts.length} <script> element(s) that could not be read`);
  for (const { attrs, text } of scripts) {
    const type = (attrs.get("type") ?? "").trim().toLowerCase();
    const src = attrs.get("src");
    if (!EXECUTABLE_TYPE.test(type)) {
      const valid = allow.data[type];
      if (!valid) unknown.push(`script type="${type}" ${excerpt(text)}`);
      else if (!valid(text)) unknown.push(`script type="${type}" with content that fails its check: ${excerpt(text)}`);
    } else if (src !== undefined) {
      if (!allow.file.test(src)) unknown.push(`script src="${src}"`);
    } else if (!allow.inline.has(text)) {
      unknown.push(`inline script ${excerpt(text)}`);
    }
    // The site script's loader adds a module from `data-src`: that file must be the site's too.
    const loads = attrs.get("data-src");
    if (attrs.has("data-site-script") && (loads === undefined || !allow.file.test(loads))) unknown.push(`site script loading data-src="${loads}"`);
  }
  for (const m of html.matchAll(LINK)) {
    const attrs = attributes(m[1]);
    const rel = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
    const preload = rel.includes("modulepreload") || (rel.includes("preload") && (attrs.get("as") ?? "").toLowerCase() === "script");
    if (preload && !allow.file.test(attrs.get("href") ?? "")) unknown.push(`link rel="${attrs.get("rel")}" href="${attrs.get("href")}"`);
  }
  return unknown;
}

/** The inline scripts in the markup a component of the site renders. */
const inlineScriptsOf = (element: ReactElement) => scriptsIn(renderToStaticMarkup(element)).map((s) => s.text);

/** Public pages' inline scripts, taken from the modules that write them (src/app/layout.tsx, src/app/(site)/[locale]/layout.tsx). */
function siteInlineScripts(): Set<string> {
  // The loader is only rendered when the build gave the layout the site script's address; its text does not depend on it.
  vi.stubEnv("SITE_SCRIPT", "/_site/enhance.ADDRESS.js");
  try {
    return new Set([
      themeScript,
      bodyStartScript,
      ...PUBLIC_LOCALES.flatMap((locale) => [
        ...inlineScriptsOf(createElement(CookieBanner, { privacyUrl: "/politica-de-privacidade", locale })),
        ...inlineScriptsOf(createElement(PageScripts, { locale })),
      ]),
      ...inlineScriptsOf(createElement(SiteScript, {})),
    ]);
  } finally {
    vi.unstubAllEnvs();
  }
}

/**
 * JSON-LD is written per page from its data (src/seo/json-ld-script.tsx), so it cannot be matched
 * by text: it must parse as JSON into schema.org objects, and hold no `<` (the site escapes it,
 * so nothing stored in a project can close the tag early).
 */
function isSchemaOrgJson(text: string): boolean {
  if (text.includes("<")) return false;
  try {
    const data: unknown = JSON.parse(text);
    const items = Array.isArray(data) ? data : [data];
    return (
      items.length > 0 &&
      items.every((item) => typeof item === "object" && item !== null && (item as Record<string, unknown>)["@context"] === "https://schema.org")
    );
  } catch {
    return false;
  }
}

const ALLOW: Allow = {
  inline: siteInlineScripts(),
  // src/site/script-bundle.ts names the entry and its chunks by esbuild's content hash (base32).
  file: /^\/_site\/(?:enhance|chunk)\.[A-Z2-7]{8}\.js$/,
  data: { "application/ld+json": isSchemaOrgJson },
};

/** A browser's page request: the server compresses what it rewrote, and fetch decodes it. */
const BROWSER = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "accept-encoding": "gzip, deflate, br" };
const slug = demoProjects.find((p) => p.published)!.slug;

type Served = { path: string; status: number; html: string; check?: string };
type Kind = { kind: string; status: number; open: (locale: PublicLocale) => Promise<Served> };

const page = (kind: string, status: number, path: string): Kind => ({
  kind,
  status,
  open: async (locale) => {
    const at = localizedPath(locale, path);
    const res = await fetch(`${baseURL}${at}`, { headers: BROWSER });
    return { path: at, status: res.status, html: await res.text() };
  },
});

let visitors = 0;
const message = { name: "Vecina", email: "vecina@example.com", phone: "", subject: `Scripts ${Date.now()}`, message: "Quisiera un presupuesto." };

/** The landing page's contact form posted without JavaScript: the page that comes back, with its answer. */
const contact = (kind: string, values: Record<string, string>, ok: boolean): Kind => ({
  kind,
  status: 200,
  open: async (locale) => {
    const at = localizedPath(locale, "/");
    // Each post poses as a visitor of its own: the contact limit is per address, and no other test's is spent.
    const ip = `10.77.${process.pid & 255}.${++visitors}`;
    const { status, html, answer } = await postContactForm(baseURL, values, { path: at, headers: { ...BROWSER, "x-forwarded-for": ip } });
    // The answer must be the one asked for, or the test would be checking some other page.
    const check = answer?.ok === ok ? undefined : `expected a ${ok ? "confirmation" : "refusal"}, got ${JSON.stringify(answer)}`;
    return { path: `POST ${at} (contact form)`, status, html, check };
  },
});

const KINDS: Kind[] = [
  page("landing", 200, "/"),
  page("project page", 200, `/projeto/${slug}`),
  page("privacy policy", 200, "/politica-de-privacidade"),
  page("terms of service", 200, "/termos-de-servico"),
  page("legal notice", 200, "/aviso-legal"),
  page("accessibility statement", 200, "/declaracion-de-accesibilidad"),
  page("reviews page", 200, "/opiniones"),
  page("search", 200, "/buscar?q=reforma"),
  page("unknown path", 404, "/no-existe-esta-pagina"),
  page("unknown project", 404, "/projeto/no-existe-este-proyecto"),
  contact("contact form's no-JavaScript answer, valid message", message, true),
  contact("contact form's no-JavaScript answer, message left empty", { ...message, message: "" }, false),
];

describe("public pages carry only the site's own scripts", () => {
  for (const { kind, status, open } of KINDS)
    it(`${kind}, in every language`, async () => {
      const problems: string[] = [];
      for (const locale of PUBLIC_LOCALES) {
        const page = await open(locale);
        if (page.status !== status) problems.push(`${page.path}: status ${page.status}, expected ${status}`);
        if (page.check) problems.push(`${page.path}: ${page.check}`);
        // A page that lost its enhancements (or the marker the strip keys on) fails too.
        if (!scriptsIn(page.html).some((s) => s.attrs.has("data-site-script"))) problems.push(`${page.path}: no site script tag`);
        problems.push(...unknownScripts(page.html, ALLOW).map((item) => `${page.path}: ${item}`));
      }
      expect(problems).toEqual([]);
    });

  it("names, by their addresses and text, the scripts Next writes on a page the strip leaves alone", async () => {
    const res = await fetch(`${baseURL}/auth`, { headers: BROWSER });
    const unknown = unknownScripts(await res.text(), ALLOW);
    expect(unknown).toContainEqual(expect.stringMatching(/^script src="\/_next\/static\/chunks\/[^"]+\.js"$/));
    expect(unknown).toContainEqual(expect.stringMatching(/^inline script "\(?self\.__next_f/));
  });

  it("names a framework script it has never been told about", () => {
    const html = [
      `<html><head><script>${themeScript}</script><link rel="modulepreload" href="/_next/static/chunks/y.js"/></head><body>`,
      `<script src="/_next/static/chunks/x.js" async=""></script>`,
      `<script>self.__next_f.push([1,"payload"])</script>`,
      `<script type="application/ld+json">{"@context":"https://schema.org","name":"x"}</script>`,
      `<script type="text/x-framework-state">{}</script>`,
      `<script src="/_site/enhance.ABCDEFGH.js" type="module"></script></body></html>`,
    ].join("");
    expect(unknownScripts(html, ALLOW)).toEqual([
      'script src="/_next/static/chunks/x.js"',
      'inline script "self.__next_f.push([1,\\"payload\\"])"',
      'script type="text/x-framework-state" "{}"',
      'link rel="modulepreload" href="/_next/static/chunks/y.js"',
    ]);
  });
});
