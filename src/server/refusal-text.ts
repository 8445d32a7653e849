import { localeOfPath } from "@/i18n/locales";
import { requestMessages } from "@/messages/requests";
import type { Refusal } from "./http-types";

/** A refusal's text in the language of the address it answers: /gl/… Galician, /en/… English, else Spanish. */
export function refusalText(refusal: Refusal, url = "/"): string {
  return requestMessages[localeOfPath(url).locale][refusal.reason];
}
