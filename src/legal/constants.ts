import { formatDate } from "@/lib/dates";

/** Business constants of the legal pages (spec public-site §2 "Legal pages", §9). */
export const LEGAL_TERMS = {
  budgetValidityDays: 30,
  structuralGuaranteeYears: 2,
  finishingGuaranteeYears: 1,
  courtCity: "Vigo",
} as const;

export const PRIVACY_PATH = "/politica-de-privacidade";
export const TERMS_PATH = "/termos-de-servico";
export const NOTICE_PATH = "/aviso-legal";

/** Today as dd/MM/yyyy in Spain, whatever time zone the server runs in. */
export function todayInSpain(now: Date = new Date()): string {
  return formatDate(now);
}

/** The privacy policy's part on what the site stores in the browser, linked from the video posters. */
export const COOKIES_ANCHOR = "cookies";
