import { formatDate } from "@/lib/dates";

/**
 * Business constants of the legal pages (spec public-site §2 "Legal pages", §9). The company's
 * own guarantees are settings (guaranteeStructuralYears, guaranteeFinishingYears).
 */
export const LEGAL_TERMS = {
  budgetValidityDays: 30,
  courtCity: "Vigo",
} as const;

/**
 * The builders' liability periods of Ley 38/1999, de Ordenación de la Edificación, art. 17.1,
 * counted from the acceptance of the work; a contract cannot shorten them.
 */
export const LOE_LIABILITY_YEARS = { structure: 10, habitability: 3, finishing: 1 } as const;

export const PRIVACY_PATH = "/politica-de-privacidade";
export const TERMS_PATH = "/termos-de-servico";
export const NOTICE_PATH = "/aviso-legal";
export const ACCESSIBILITY_PATH = "/declaracion-de-accesibilidad";

/**
 * The accessibility statement's review: the day its text was last checked against the site
 * (yyyy-MM-dd; change it with the text), and the working days within which feedback is answered
 * (the period RD 1112/2018 sets for public bodies, a reasonable one for a company too).
 */
export const ACCESSIBILITY_STATEMENT = { reviewed: "2026-11-27", answerWorkingDays: 20 } as const;

/** Today as dd/MM/yyyy in Spain, whatever time zone the server runs in. */
export function todayInSpain(now: Date = new Date()): string {
  return formatDate(now);
}

/** The privacy policy's part on what the site stores in the browser, linked from the video posters. */
export const COOKIES_ANCHOR = "cookies";
