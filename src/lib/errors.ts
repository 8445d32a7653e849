import { t } from "@/i18n/current";
import { uiMessages } from "@/messages/ui";

/** Title of the spec's generic error toast. */
export const GENERIC_ERROR_TITLE = "Error";

/**
 * The spec's generic handler: maps an error's message to what a person should read, in the
 * page's language (the spec's English in English; Spanish on pages without a language, the public ones).
 */
export function describeError(error: unknown): string {
  const m = t(uiMessages);
  const message = (error instanceof Error ? error.message : typeof error === "string" ? error : "").toLowerCase();
  // 'fetch' is the spec's rule (Chromium: "Failed to fetch", Firefox: "NetworkError when attempting to
  // fetch resource."); Safari says only "Load failed" for the same network failure.
  if (message.includes("fetch") || message === "load failed") return m.network;
  if (message.includes("unauthorized")) return m.unauthorized;
  if (message.includes("forbidden")) return m.forbidden;
  if (message.includes("not found")) return m.notFound;
  return m.unexpected;
}
