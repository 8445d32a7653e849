import { after } from "next/server";
import { isCrossSiteRequest } from "@/auth/same-origin";
import { contactFormCatalogue } from "@/contact/messages";
import { deliverNotification } from "@/contact/notification";
import { getDb } from "@/db";
import { readEnv } from "@/env";
import { messagesFor } from "@/i18n/catalogue";
import { DEFAULT_LOCALE, isPublicLocale, type PublicLocale } from "@/i18n/locales";
import { runInLocale } from "@/i18n/server";
import { logFailure } from "@/lib/failure-log";
import { answerCookie, quotePagePath } from "@/leads/quote/answer-cookie";
import { quoteCatalogue } from "@/leads/quote/messages";
import { acceptQuoteRequest, type QuoteOutcome } from "@/leads/quote/service";
import { PROJECT_FIELD } from "@/leads/quote/fields";
import { clientKey } from "@/platform/client-key";

// Streams the multipart body (busboy, sharp, storage) with Node streams.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The form's language travels in its action's address (`?idioma=gl`): no personal data, known before the body is read. */
const LOCALE_PARAM = "idioma";

/**
 * POST multipart/form-data: the quote request form (`/presupuesto`, src/leads/quote/). Without
 * JavaScript the answer is a 303 back to the quote page, the answer in a sealed cookie
 * (src/leads/quote/answer-cookie.ts); the form's script asks for JSON (`Accept: application/json`)
 * and gets `{ ok, title, text, fieldErrors }` with the status. A body over the cap answers 413.
 * Not a server action: its body would be buffered whole, photos included.
 */
export async function POST(request: Request): Promise<Response> {
  const param = new URL(request.url).searchParams.get(LOCALE_PARAM);
  const locale: PublicLocale = isPublicLocale(param) ? param : DEFAULT_LOCALE;
  return runInLocale(locale, () => answer(request, locale));
}

async function answer(request: Request, locale: PublicLocale): Promise<Response> {
  const json = (request.headers.get("accept") ?? "").includes("application/json");
  const c = messagesFor(contactFormCatalogue, locale);
  if (isCrossSiteRequest(request)) return refuse(json, 403, c.errorRetry, locale);
  const db = await getDb();
  let outcome: QuoteOutcome;
  try {
    outcome = await acceptQuoteRequest(db, request, clientKey(request.headers), {
      onStored: (id) =>
        after(async () => {
          // A failure is recorded on the row and retried by the background job.
          await deliverNotification(db, id).catch((err) => logFailure("error", "[quote] notification failed", err, { message: id }));
        }),
    });
  } catch (err) {
    logFailure("error", "[quote] request failed", err);
    return refuse(json, 500, c.errorRetry, locale);
  }
  const { result } = outcome;
  const status = result.ok ? 200 : result.status;
  if (json) {
    const q = messagesFor(quoteCatalogue, locale);
    const missing = !result.ok && result.error === c.requiredText;
    return Response.json(
      result.ok
        ? { ok: true, title: q.successTitle, text: q.successText, fieldErrors: {} }
        : { ok: false, title: missing ? c.requiredTitle : q.errorTitle, text: result.error, fieldErrors: result.fieldErrors ?? {} },
      { status, headers: { "Cache-Control": "no-store" } },
    );
  }
  // A body too large to read at all: the browser gets no page back from a cut upload anyway.
  if (!result.ok && status === 413 && !result.fieldErrors) return refuse(false, 413, result.error, locale);
  const project = outcome.values[PROJECT_FIELD];
  const back = `${quotePagePath(locale)}${project && !result.ok ? `?proyecto=${encodeURIComponent(project)}` : ""}#formulario`;
  const secure = (readEnv("SITE_URL") ?? "").startsWith("https://");
  return new Response(null, {
    status: 303,
    headers: { Location: back, "Set-Cookie": answerCookie(outcome, locale, secure), "Cache-Control": "no-store" },
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A refusal before or instead of the form's answer: JSON for the script, a bare page with a way back for a browser. */
function refuse(json: boolean, status: number, message: string, locale: PublicLocale): Response {
  if (json) return Response.json({ ok: false, title: messagesFor(quoteCatalogue, locale).errorTitle, text: message, fieldErrors: {} }, { status });
  const q = messagesFor(quoteCatalogue, locale);
  const body = `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(q.errorTitle)}</title><h1>${escapeHtml(q.errorTitle)}</h1><p>${escapeHtml(message)}</p><p><a href="${quotePagePath(locale)}">${escapeHtml(q.backToForm)}</a></p></html>`;
  return new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
