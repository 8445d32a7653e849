import type { IncomingMessage, ServerResponse } from "node:http";
import { messagesFor } from "@/i18n/catalogue";
import { localeOfPath, localizedPath, PUBLIC_LOCALES, type PublicLocale } from "@/i18n/locales";
import { requestMessages } from "@/messages/requests";

/** The answer past the render cap: a small page of its own, in the language of the address asked for. */
function page(locale: PublicLocale): Buffer {
  const m = messagesFor(requestMessages, locale);
  return Buffer.from(
    `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${m.busyTitle}</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:15vh auto;padding:0 1.25rem;line-height:1.6;color:#1c1917}a{color:inherit;font-weight:600}</style></head>
<body><main><h1>${m.busyTitle}</h1>
<p>${m.busyText}</p>
<p><a href="${localizedPath(locale, "/")}">${m.home}</a></p></main></body></html>
`,
  );
}

const PAGES = Object.fromEntries(PUBLIC_LOCALES.map((locale) => [locale, page(locale)])) as Record<PublicLocale, Buffer>;

export function tooManyRequests(req: IncomingMessage, res: ServerResponse, retryAfterSeconds: number): void {
  const body = PAGES[localeOfPath(req.url ?? "/").locale];
  res.writeHead(429, {
    "content-type": "text/html; charset=utf-8",
    "content-length": body.length,
    "retry-after": String(retryAfterSeconds),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
