/**
 * Spanish tax identification numbers, checked by their control character (Orden EHA/451/2008 and
 * Real Decreto 1065/2007): a person's NIF (DNI: 8 digits and a letter; K, L or M and 7 digits and
 * a letter), a foreigner's NIE (X, Y or Z, 7 digits and a letter) and a legal entity's NIF, the
 * former CIF (an entity letter, 7 digits and a digit or a letter). Pure, for the form and the server.
 */
export type TaxIdKind = "person" | "foreigner" | "entity";

/** The letter for a number: the number modulo 23 in this table. */
const PERSON_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
/** An entity's control as a letter: the control digit's position here. */
const ENTITY_LETTERS = "JABCDEFGHI";
/** Entity letters whose control is always a letter (public bodies, non-resident entities, …) or always a digit. */
const ENTITY_CONTROL_LETTER = "NPQRSW";
const ENTITY_CONTROL_DIGIT = "ABEH";

/** Upper case, without the spaces, dots and hyphens people type inside it. */
export const normalizeTaxId = (value: string): string => value.toUpperCase().replace(/[\s.-]/g, "");

const personLetter = (digits: string) => PERSON_LETTERS[Number(digits) % 23];

/** The control digit of an entity's 7 digits: odd places doubled (their digits added), even places added. */
function entityControl(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    sum += i % 2 === 0 ? Math.floor((d * 2) / 10) + ((d * 2) % 10) : d;
  }
  return (10 - (sum % 10)) % 10;
}

/** What kind of number `value` is when its control character is right; null when it is not one. */
export function taxIdKind(value: string): TaxIdKind | null {
  const id = normalizeTaxId(value);
  let match = /^(\d{8})([A-Z])$/.exec(id);
  if (match) return personLetter(match[1]) === match[2] ? "person" : null;
  match = /^([KLM])(\d{7})([A-Z])$/.exec(id);
  if (match) return personLetter(match[2]) === match[3] ? "person" : null;
  match = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (match) return personLetter(`${"XYZ".indexOf(match[1])}${match[2]}`) === match[3] ? "foreigner" : null;
  match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return null;
  const [, letter, digits, control] = match;
  const digit = entityControl(digits);
  const asDigit = control === String(digit);
  const asLetter = control === ENTITY_LETTERS[digit];
  if (ENTITY_CONTROL_LETTER.includes(letter)) return asLetter ? "entity" : null;
  if (ENTITY_CONTROL_DIGIT.includes(letter)) return asDigit ? "entity" : null;
  return asDigit || asLetter ? "entity" : null;
}

export const isValidTaxId = (value: string): boolean => taxIdKind(value) !== null;
