import { whatsappLink } from "@/lib/whatsapp";
import { whatsappNumber } from "./phone";

/** What a reply needs to know of the original message. */
export type ReplySource = { name: string; email: string | null; subject: string; message: string; phone?: string | null };

const CRLF = "\r\n";

/**
 * How much of the original a reply draft quotes. Every inbox card carries its mailto: link, so a
 * 5,000-character message would otherwise weigh ~15 KB per card (and some mail clients truncate
 * long mailto: links anyway); the full text stays on the card above the link.
 */
export const QUOTE_MAX_CHARS = 1000;

/** Header-like values (subject, name) on one line: a pasted newline must not split them. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

/** Every line of the original prefixed with '> ', whatever line endings it was written with. */
export function quoteMessage(message: string): string {
  const text = message.replace(/\r\n?/g, "\n");
  const quoted = text.length > QUOTE_MAX_CHARS ? `${text.slice(0, QUOTE_MAX_CHARS).trimEnd()} […]` : text;
  return quoted
    .split("\n")
    .map((line) => `> ${line}`)
    .join(CRLF);
}

export function replySubject(subject: string): string {
  return `Re: ${oneLine(subject)}`;
}

/** The draft's text: greeting, room to write, then the quoted original (RFC 6068 wants CRLF). */
export function replyBody(source: Pick<ReplySource, "name" | "message">): string {
  return [`Hola ${oneLine(source.name)},`, "", "", "", `${oneLine(source.name)} escribió:`, quoteMessage(source.message)].join(CRLF);
}

/**
 * mailto: link (RFC 6068), or null for a lead with no e-mail address (typed in from a call). Every
 * part is percent-encoded with encodeURIComponent, so '&', '?', '#', '%', '+' and accents survive;
 * '@' stays literal in the address for old mail clients.
 */
export function mailtoLink(source: ReplySource): string | null {
  if (!source.email?.trim()) return null;
  const to = encodeURIComponent(source.email.trim()).replace(/%40/g, "@");
  return `mailto:${to}?subject=${encodeURIComponent(replySubject(source.subject))}&body=${encodeURIComponent(replyBody(source))}`;
}

export function whatsappGreeting(source: Pick<ReplySource, "name" | "subject">): string {
  return `Hola ${oneLine(source.name)}, le escribimos en respuesta a su mensaje "${oneLine(source.subject)}".`;
}

/**
 * A chat link with the greeting prefilled, or null unless the message's phone is a plausible
 * mobile (phone.ts: a Spanish mobile, or a plausible number of another country), so the inbox
 * never offers a chat with a fixed line or with whatever was typed ('123').
 */
export function whatsappReplyLink(source: ReplySource): string | null {
  const number = whatsappNumber(source.phone);
  return number ? whatsappLink(number, whatsappGreeting(source)) : null;
}
