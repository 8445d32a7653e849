import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { localizedPath, type PublicLocale } from "@/i18n/locales";
import { serverSecret } from "@/platform/secret";
import type { QuoteResult } from "./service";

/**
 * The answer to a quote request posted without JavaScript. The post goes to a route handler (it
 * streams photos, which a page's server action cannot), so the page does not come back from the
 * post itself: the handler answers 303 to the quote page and hands it the answer, with what was
 * typed, in this cookie. Sealed (AES-256-GCM under the server secret): it holds personal data,
 * which never goes in an address, and the page trusts nothing it did not write. HttpOnly, only
 * for the quote page's path, and short-lived: a reload soon after shows the same answer.
 */
export const QUOTE_ANSWER_COOKIE = "quote_answer";
const MAX_AGE_SECONDS = 120;
/** Browsers keep about 4 KB per cookie, name and attributes included. */
const MAX_SEALED = 3800;

export type QuoteAnswer = { result: QuoteResult; values: Record<string, string> };

const key = () => createHash("sha256").update(`quote-answer:${serverSecret()}`).digest();

export function sealAnswer(answer: QuoteAnswer, now = Date.now()): string {
  const plain = deflateRawSync(Buffer.from(JSON.stringify({ ...answer, exp: now + MAX_AGE_SECONDS * 1000 }), "utf8"));
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString("base64url");
}

/** The answer a sealed value holds; null when it is not one of ours, was altered or has expired. */
export function openAnswer(value: string | undefined, now = Date.now()): QuoteAnswer | null {
  if (!value) return null;
  try {
    const raw = Buffer.from(value, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    const parsed = JSON.parse(inflateRawSync(plain, { maxOutputLength: 64 * 1024 }).toString("utf8")) as QuoteAnswer & { exp: number };
    if (typeof parsed.exp !== "number" || parsed.exp < now || !parsed.result) return null;
    return { result: parsed.result, values: parsed.values ?? {} };
  } catch {
    return null;
  }
}

/** The quote page's path in a language: where the answer goes, and the only path its cookie is sent to. */
export const quotePagePath = (locale: PublicLocale) => localizedPath(locale, "/presupuesto");

/**
 * The Set-Cookie header carrying an answer. A long message that will not fit is left out of what
 * goes back into the form (the rest is kept); the answer itself always fits.
 */
export function answerCookie(answer: QuoteAnswer, locale: PublicLocale, secure: boolean): string {
  let sealed = sealAnswer(answer);
  if (sealed.length > MAX_SEALED) sealed = sealAnswer({ ...answer, values: { ...answer.values, message: "" } });
  if (sealed.length > MAX_SEALED) sealed = sealAnswer({ result: answer.result, values: {} });
  return [
    `${QUOTE_ANSWER_COOKIE}=${sealed}`,
    `Path=${quotePagePath(locale)}`,
    `Max-Age=${MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
