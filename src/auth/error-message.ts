import { t } from "@/i18n/current";
import { authMessages, authServerMessages, type AuthErrorCode } from "@/messages/auth";

export type AuthError = { code?: string; message?: string; status?: number } | null | undefined;

const isKnownCode = (code: string | undefined): code is AuthErrorCode => !!code && Object.hasOwn(authServerMessages.es, code);

/** The server's message in the screen's language when we know its code; otherwise the form's fallback. */
export function authErrorMessage(error: AuthError, fallback: "loginError" | "signupError"): string {
  const messages = t(authServerMessages);
  if (error?.status === 429) return messages.TOO_MANY_REQUESTS;
  if (isKnownCode(error?.code)) return messages[error.code];
  return error?.message || t(authMessages)[fallback];
}
