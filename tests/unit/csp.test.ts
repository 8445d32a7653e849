import { NextRequest } from "next/server";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PUBLIC_LOCALES, type PublicLocale } from "@/i18n/locales";
import { embedUrl } from "@/lib/video-url";
import { contentSecurityPolicy, scriptHashSource } from "@/platform/csp";
import { proxy } from "@/proxy";
import { CookieBanner } from "@/site/components/cookie-banner";
import { PageScripts } from "@/site/components/page-scripts";
import { SiteScript } from "@/site/components/site-script";
import { siteMessages } from "@/messages/site";
import { bodyStartScript, themeScript } from "@/site/inline-scripts";

afterEach(() => {
  vi.unstubAllEnvs();
});

const scriptSrc = (policy: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith("script-src "))!
    .split(" ")
    .slice(1);
const hashesIn = (policy: string) => scriptSrc(policy).filter((s) => s.startsWith("'sha256-"));

/** What the browser hashes: SHA-256 of the text's UTF-8 bytes, base64 (Web Crypto, not the code under test). */
async function browserHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${Buffer.from(digest).toString("base64")}'`;
}

/** The text of each inline script in what a component renders, as a page carries it. */
const inlineScriptsOf = (element: ReactElement) =>
  [...renderToStaticMarkup(element).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attrs: m[1], text: m[2] }));

/**
 * The inline scripts of a public page in `locale`, taken from what the components render (the
 * root layout writes `themeScript`, the site layout `bodyStartScript`, as they are).
 */
function renderedScripts(locale: PublicLocale) {
  vi.stubEnv("SITE_SCRIPT", "/_site/enhance.ABCDEFGH.js");
  return [
    { attrs: "", text: themeScript },
    { attrs: "", text: bodyStartScript },
    ...inlineScriptsOf(createElement(CookieBanner, { privacyUrl: "/politica-de-privacidade", locale })),
    ...inlineScriptsOf(createElement(PageScripts, { locale })),
    ...inlineScriptsOf(createElement(SiteScript)),
  ];
}

const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(new URL(path, "http://localhost:3000"), { headers });
/** The request headers the proxy hands to Next (NextResponse.next/rewrite carry them as x-middleware-request-*). */
const forwarded = (res: Response, name: string) => res.headers.get(`x-middleware-request-${name}`);

describe("the Content-Security-Policy builder", () => {
  it("hashes a script as the browser does", async () => {
    expect(scriptHashSource("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    // Non-ASCII text is hashed as UTF-8 (the page scripts carry words in each language).
    for (const text of ["Erro ao cargar a imaxe", "canción ñ €", themeScript]) expect(scriptHashSource(text)).toBe(await browserHash(text));
  });

  it("a public policy allows the given hashes, by 'strict-dynamic' what they load, and no nonce", () => {
    const policy = contentSecurityPolicy({ hashes: ["'sha256-a'", "'sha256-b'"] });
    expect(scriptSrc(policy)).toEqual(["'self'", "'sha256-a'", "'sha256-b'", "'strict-dynamic'"]);
    expect(policy).not.toContain("nonce-");
    expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
  });

  it("a staff policy allows its nonce", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123" });
    expect(scriptSrc(policy)).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(policy).not.toContain("sha256-");
  });

  it("keeps the other directives alike for both", () => {
    const strip = (policy: string) => policy.split("; ").filter((d) => !d.startsWith("script-src "));
    const options = { mediaOrigin: "https://cdn.example.com", https: true };
    expect(strip(contentSecurityPolicy({ hashes: [] }, options))).toEqual(strip(contentSecurityPolicy({ nonce: "n" }, options)));
    const policy = contentSecurityPolicy({ hashes: [] }, options);
    for (const directive of ["style-src 'self' 'unsafe-inline'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "upgrade-insecure-requests"])
      expect(policy).toContain(directive);
    expect(policy).toContain("img-src 'self' data: blob: https://cdn.example.com");
  });

  it("allows exactly the privacy-enhanced players' frames, the addresses the video posters load", () => {
    const frames = contentSecurityPolicy({ hashes: [] })
      .split("; ")
      .filter((d) => d.startsWith("frame-src "));
    expect(frames).toEqual(["frame-src https://www.youtube-nocookie.com https://player.vimeo.com"]);
    for (const [url, provider] of [
      ["https://youtu.be/dQw4w9WgXcQ", "youtube"],
      ["https://vimeo.com/76979871", "vimeo"],
    ] as const)
      expect(frames[0].split(" ")).toContain(new URL(embedUrl(url, provider, { autoplay: true })!).origin);
  });
});

describe("the proxy's policies", () => {
  it("a public page in each language: the hashes of exactly the inline scripts its components render, and no nonce", async () => {
    for (const locale of PUBLIC_LOCALES) {
      const path = locale === "es" ? "/" : `/${locale}/projeto/casa`;
      const res = proxy(request(path));
      const policy = res.headers.get("content-security-policy")!;
      const scripts = renderedScripts(locale);
      // The components write no nonce either: nothing per-request is left in a kept page.
      for (const { attrs } of scripts) expect(attrs, locale).not.toContain("nonce");
      const expected = await Promise.all(scripts.map((s) => browserHash(s.text)));
      expect(new Set(hashesIn(policy)), locale).toEqual(new Set(expected));
      expect(hashesIn(policy), locale).toHaveLength(expected.length);
      expect(policy, locale).not.toContain("nonce-");
      expect(scriptSrc(policy), locale).toContain("'strict-dynamic'");
      // Next gets the same policy, so it writes no nonce on its own scripts, and no x-nonce.
      expect(forwarded(res, "content-security-policy"), locale).toBe(policy);
      expect(forwarded(res, "x-nonce"), locale).toBeNull();
    }
  });

  it("every language has the same scripts: the page script's words are in its attribute, not its text", () => {
    const es = hashesIn(proxy(request("/")).headers.get("content-security-policy")!);
    for (const path of ["/gl", "/en/projeto/casa"]) expect(hashesIn(proxy(request(path)).headers.get("content-security-policy")!), path).toEqual(es);
    const texts = new Set<string>();
    for (const locale of PUBLIC_LOCALES) {
      const [script] = inlineScriptsOf(createElement(PageScripts, { locale }));
      expect(script.attrs, locale).toContain(`data-image-error="${siteMessages[locale].imageError}"`);
      expect(script.text, locale).not.toContain(siteMessages[locale].imageError);
      texts.add(script.text);
    }
    expect(texts.size).toBe(1);
  });

  it("a nonce or a policy sent with a request for a public page never reaches Next", () => {
    const res = proxy(request("/buscar?q=casa", { "x-nonce": "chosen-by-the-client", "content-security-policy": "script-src 'nonce-chosen-by-the-client'" }));
    // The header is dropped: the request's own value would otherwise pass through unchanged.
    expect(res.headers.get("x-middleware-override-headers")?.split(",")).not.toContain("x-nonce");
    expect(forwarded(res, "x-nonce")).toBeNull();
    expect(forwarded(res, "content-security-policy")).not.toContain("chosen-by-the-client");
  });

  it("the back office and the sign-in: a fresh nonce per request, in the policy and for the layouts", () => {
    const nonces = new Set<string>();
    for (const path of ["/auth", "/auth", "/auth?idioma=gl"]) {
      const res = proxy(request(path, { "x-nonce": "chosen-by-the-client" }));
      const policy = res.headers.get("content-security-policy")!;
      const nonce = policy.match(/'nonce-([A-Za-z0-9+/=]{20,})'/)?.[1];
      expect(nonce, path).toBeDefined();
      expect(hashesIn(policy), path).toEqual([]);
      expect(forwarded(res, "x-nonce"), path).toBe(nonce);
      expect(forwarded(res, "content-security-policy"), path).toBe(policy);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);
  });
});
