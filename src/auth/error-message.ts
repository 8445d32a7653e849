import { t } from "@/i18n/current";
import { authValidationMessages, authServerMessages, type AuthErrorCode } from "@/messages/auth";

export type AuthError = { code?: string; message?: string; status?: number } | null | undefined;

const isKnownCode = (code: string | undefined): code is AuthErrorCode => !!code && Object.hasOwn(authServerMessages.es, code);

/** Refusals of the page's address: the cure is to open the site where it lives. */
const ORIGIN_CODES = new Set<string>(["INVALID_ORIGIN", "CROSS_SITE_NAVIGATION_LOGIN_BLOCKED"]);

type Options = {
  /** The site's own address (SITE_URL), when it is set and the page was opened at another one. */
  siteAddress?: string | null;
};

/**
 * The server's message in the screen's language when we know its code. Anything else gets the
 * form's own message (or, when the server failed, a "try again"): better-auth's texts are English
 * and never reach the screen.
 */
export function authErrorMessage(error: AuthError, fallback: "loginError" | "signupError", { siteAddress }: Options = {}): string {
  const messages = t(authServerMessages);
  if (error?.status === 429) return messages.TOO_MANY_REQUESTS;
  if (siteAddress && error?.code && ORIGIN_CODES.has(error.code)) return t(authValidationMessages).openSiteAt(siteAddress);
  if (isKnownCode(error?.code)) return messages[error.code];
  if (error?.status !== undefined && error.status >= 500) return t(authValidationMessages).serverUnavailable;
  return t(authValidationMessages)[fallback];
}
