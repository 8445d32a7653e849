import "server-only";
import { cookies } from "next/headers";
import { getDb } from "@/db";
import { DEFAULT_LOCALE, isPublicLocale, localizedPath } from "@/i18n/locales";
import { logFailure } from "@/lib/failure-log";
import { linkCookie, PRIVATE_PAGE_HEADERS } from "@/site/link-cookie";
import { PREVIEW_COOKIE, PREVIEW_COOKIE_MAX_AGE_S, PREVIEW_PATH, previewPaths, type PreviewState } from "./link";
import { findPreviewByToken } from "./service";

/** Why a preview cannot be shown: the link is unknown (or forged), past its date, or revoked. */
export type ClosedPreview = "invalid" | Exclude<PreviewState, "open">;

/** `?enlace=` on the preview page's address: why the link opened cannot be used (nothing secret). */
export const CLOSED_PREVIEW_PARAM = "enlace";
const CLOSED_VALUES = { invalido: "invalid", caducado: "expired", revocado: "revoked" } as const satisfies Record<string, ClosedPreview>;
type ClosedValue = keyof typeof CLOSED_VALUES;

const closedParam = (closed: ClosedPreview) => (Object.keys(CLOSED_VALUES) as ClosedValue[]).find((k) => CLOSED_VALUES[k] === closed)!;
export const parseClosedPreview = (value: unknown): ClosedPreview | null =>
  typeof value === "string" && Object.hasOwn(CLOSED_VALUES, value) ? CLOSED_VALUES[value as ClosedValue] : null;

const cookie = (value: string, path: string, maxAge: number) => linkCookie(PREVIEW_COOKIE, value, path, maxAge);

/**
 * Opening `/vista-previa/<token>`: an open link puts its token in an HttpOnly cookie on the
 * preview page's paths and answers 303 to that page, so the token leaves the address bar, the
 * history and any Referer at once. A link that cannot be used goes to the page with the reason,
 * and an earlier link's cookie is dropped.
 */
export async function openPreviewLink(rawLocale: string, token: string): Promise<Response> {
  const locale = isPublicLocale(rawLocale) ? rawLocale : DEFAULT_LOCALE;
  const page = localizedPath(locale, PREVIEW_PATH);
  let closed: ClosedPreview | null;
  try {
    const found = await findPreviewByToken(await getDb(), token);
    closed = !found ? "invalid" : found.state === "open" ? null : found.state;
  } catch (err) {
    logFailure("error", "[previews] could not read a preview link", err);
    return new Response(null, { status: 503, headers: { ...PRIVATE_PAGE_HEADERS, "Retry-After": "30" } });
  }
  const headers = new Headers({ ...PRIVATE_PAGE_HEADERS, Location: closed ? `${page}?${CLOSED_PREVIEW_PARAM}=${closedParam(closed)}` : page });
  for (const path of previewPaths()) headers.append("Set-Cookie", closed ? cookie("", path, 0) : cookie(token, path, PREVIEW_COOKIE_MAX_AGE_S));
  return new Response(null, { status: 303, headers });
}

/** The project the preview page was reached for (its link's cookie), or why it cannot be shown. */
export async function readOpenedPreview(): Promise<{ projectId: string } | { closed: ClosedPreview }> {
  const token = (await cookies()).get(PREVIEW_COOKIE)?.value;
  const found = token ? await findPreviewByToken(await getDb(), token) : null;
  if (!found) return { closed: "invalid" };
  return found.state === "open" ? { projectId: found.projectId } : { closed: found.state };
}
