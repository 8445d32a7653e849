/**
 * What a phone number given in the contact form must look like, and which ones a WhatsApp reply
 * is offered for. Plain functions without dependencies: the browser's check (field-rules.ts,
 * bundled into the site script) and the server's schema (validation.ts) run this same code.
 *
 * A plausible number, once spaces, dots, dashes and parentheses are taken out, is:
 * - Spanish: an optional prefix +34, 0034 or 34, then 9 digits starting with 6, 7, 8 or 9 (the
 *   spec's rule); a number of 9 digits without a prefix is read as Spanish;
 * - international: `+` or `00`, then a country code (not starting with 0) and the number, 9 to
 *   15 digits in all (E.164's most), e.g. +351 912 345 678 or 0044 7911 123456.
 * A number of another country written without its prefix (07911 123456) is refused: nothing
 * in it says which country it is.
 */

/** What a visitor may write between the digits; a `+` only in front. */
const TOLERATED = /[\s.()-]/g;
const COMPACT = /^\+?\d+$/;
/** A Spanish number after its prefix: 6 and 7 are mobiles, 8 and 9 fixed lines. */
const SPANISH = /^[6-9]\d{8}$/;
const SPANISH_MOBILE = /^[67]\d{8}$/;
/** Country code and number, E.164 (at most 15 digits, none leading with 0), and at least 9 digits. */
const INTERNATIONAL = /^[1-9]\d{8,14}$/;

type Reading = { country: "es"; national: string } | { country: "other"; digits: string } | null;

/** Which kind of number `value` is, by the rule above; null when it is not a plausible one. */
function read(value: string): Reading {
  const compact = value.replace(TOLERATED, "");
  if (!COMPACT.test(compact)) return null;
  const prefixed = compact.startsWith("+") ? compact.slice(1) : compact.startsWith("00") ? compact.slice(2) : null;
  if (prefixed === null) {
    // No international prefix: Spanish, written with the country code's digits in front or not.
    const national = compact.length === 11 && compact.startsWith("34") ? compact.slice(2) : compact;
    return SPANISH.test(national) ? { country: "es", national } : null;
  }
  if (prefixed.startsWith("34")) {
    const national = prefixed.slice(2);
    return SPANISH.test(national) ? { country: "es", national } : null;
  }
  return INTERNATIONAL.test(prefixed) ? { country: "other", digits: prefixed } : null;
}

/** Whether a phone number given in the contact form is one that could be called (see above). */
export function isPlausiblePhone(value: string): boolean {
  return read(value) !== null;
}

/**
 * The number a WhatsApp reply goes to, as wa.me wants it (country code and number, digits only),
 * or null when the message's phone is not a plausible mobile:
 * - a Spanish number only when it is a mobile (6 or 7 after the prefix); the country code is
 *   added when it was written without one;
 * - a number of another country whenever it is plausible: telling its mobiles from its fixed
 *   lines needs that country's numbering plan, and WhatsApp itself says when a number has no
 *   account.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  const number = read(phone ?? "");
  if (!number) return null;
  if (number.country === "other") return number.digits;
  return SPANISH_MOBILE.test(number.national) ? `34${number.national}` : null;
}
