import { attribute, unescapeAttribute } from "@/server/html-attributes";

export type ContactAnswer = { ok: boolean; title: string; text: string };

/** Text as the browser reads it from React's escaped HTML. */
const unescapeText = (text: string) => unescapeAttribute(text).replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));

const hiddenFields = new Map<string, Promise<Array<[string, string]>>>();

/** The contact form's hidden fields as the page renders them (React's `$ACTION_…`: which action, its state); read once per page. */
export function contactFormHiddenFields(baseURL: string, path = "/"): Promise<Array<[string, string]>> {
  const key = `${baseURL}${path}`;
  if (!hiddenFields.has(key)) hiddenFields.set(key, readHiddenFields(key));
  return hiddenFields.get(key)!;
}

async function readHiddenFields(url: string): Promise<Array<[string, string]>> {
  const html = await (await fetch(url)).text();
  const form = html.match(/<form[^>]*data-contact-form[\s\S]*?<\/form>/)?.[0];
  if (!form) throw new Error(`no contact form on ${url}`);
  return [...form.matchAll(/<input[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => attribute(tag, "type") === "hidden")
    .map((tag) => [unescapeAttribute(attribute(tag, "name") ?? ""), unescapeAttribute(attribute(tag, "value") ?? "")]);
}

/** The answer the server wrote in the page that came back; null when the page holds none. */
export function contactAnswer(html: string): ContactAnswer | null {
  const notice = html.match(/data-contact-notice="(ok|error)"[\s\S]*?data-notice-title[^>]*>([^<]*)<[\s\S]*?data-notice-text[^>]*>([^<]*)</);
  if (!notice) return null;
  return { ok: notice[1] === "ok", title: unescapeText(notice[2]), text: unescapeText(notice[3]) };
}

/**
 * Posts the landing page's contact form the way a browser does, without JavaScript or from the
 * form's script: multipart form data, the page's hidden fields included, to the page's address.
 */
export async function postContactForm(
  baseURL: string,
  values: Record<string, string>,
  options: { headers?: Record<string, string>; path?: string } = {},
): Promise<{ status: number; html: string; answer: ContactAnswer | null }> {
  const path = options.path ?? "/";
  const body = new FormData();
  for (const [name, value] of await contactFormHiddenFields(baseURL, path)) body.append(name, value);
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  const res = await fetch(`${baseURL}${path}`, { method: "POST", body, redirect: "manual", headers: { origin: baseURL, ...options.headers } });
  const html = await res.text();
  return { status: res.status, html, answer: contactAnswer(html) };
}
