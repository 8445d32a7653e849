import { authMessages, authServerMessages } from "@/messages/auth";

export type AuthError = { code?: string; message?: string; status?: number } | null | undefined;

/** The server's message, in Spanish when we know its code; otherwise the form's fallback key. */
export function authErrorMessage(error: AuthError, fallback: "loginError" | "signupError"): string {
  if (error?.status === 429) return authServerMessages.TOO_MANY_REQUESTS;
  if (error?.code && authServerMessages[error.code]) return authServerMessages[error.code];
  return error?.message || authMessages[fallback];
}
