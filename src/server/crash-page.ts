// The render-crash screen for a public page whose render failed. Next answers such a request with
// its own error document, which draws the screen with its client runtime: on a public page that
// runtime may not run (the page's policy allows the site's own scripts by hash, and Next's carry
// neither), so the visitor would get a blank page. The server sends this page instead: the
// spec's screen in the page's language, with its three ways out as links, and no script at all.
import { messagesFor } from "@/i18n/catalogue";
import { localeOfPath, localizedPath } from "@/i18n/locales";
import { errorMessages } from "@/messages/errors";

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** Its own policy: nothing to run, nothing to load but its inline style. */
export const CRASH_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

export function crashPage(url: string): Buffer {
  const { locale } = localeOfPath(url);
  const m = messagesFor(errorMessages, locale);
  const here = escape(url.startsWith("/") ? url : "/");
  return Buffer.from(`<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(m.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:15vh auto;padding:0 1.25rem;line-height:1.6;color:#1c1917;text-align:center}a{display:inline-block;margin:.25rem;padding:.5rem 1rem;border:1px solid #d6d3d1;border-radius:.375rem;color:inherit;text-decoration:none}</style></head>
<body><main><h1>${escape(m.title)}</h1>
<p><a href="${here}">${escape(m.tryAgain)}</a><a href="${here}">${escape(m.reload)}</a><a href="${localizedPath(locale, "/")}">${escape(m.home)}</a></p></main></body></html>
`);
}
