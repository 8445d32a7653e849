import { messagesFor } from "@/i18n/catalogue";
import { localizedPath, type PublicLocale } from "@/i18n/locales";
import { legalMessages } from "./messages";

/** Legal texts as data: the page component renders any document of this shape. */

/** A run of text, an emphasised lead-in, or a link (mail, phone, internal or external page). */
export type LegalInline = string | { text: string; strong: true } | { text: string; href: string };

/** `h3`: a titled part of a section, with its own address (`#id`) for links into it. */
export type LegalBlock = { kind: "p"; content: LegalInline[] } | { kind: "ul"; items: LegalInline[][] } | { kind: "h3"; id: string; text: string };

export type LegalSection = { id: string; title: string; blocks: LegalBlock[] };

export type LegalDocument = {
  title: string;
  /** Meta description (150-160 characters, as the SEO guide advises). */
  description: string;
  path: string;
  intro: LegalBlock[];
  sections: LegalSection[];
};

/** The company's public contact details, from the site settings; null where the admin has not filled one in. */
export type LegalContact = {
  companyName: string;
  /** The legal details of the settings (null until given): the name registered, NIF, registered office, registry entry. */
  legalName: string | null;
  taxId: string | null;
  registeredAddress: string | null;
  registryDetails: string | null;
  email: string | null;
  phoneNumber: string | null;
  address: string | null;
  privacyPolicyUrl: string;
  termsOfServiceUrl: string;
  /** The company's own guarantees in whole years (0: none beyond the statutory periods). */
  guaranteeStructuralYears: number;
  guaranteeFinishingYears: number;
};

export const p = (...content: LegalInline[]): LegalBlock => ({ kind: "p", content });
export const h3 = (id: string, text: string): LegalBlock => ({ kind: "h3", id, text });
export const ul = (...items: (LegalInline | LegalInline[])[]): LegalBlock => ({
  kind: "ul",
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});

/** "Label: text" with the label emphasised, for list items and paragraphs that open with a term (the colon is the same in every site language). */
export const term = (label: string, text: string): LegalInline[] => [{ text: `${label}:`, strong: true }, ` ${text}`];
/** "Label: link", for the contact details. */
export const labelled = (label: string, value: LegalInline): LegalInline[] => [{ text: `${label}:`, strong: true }, " ", value];

export const mailLink = (email: string): LegalInline => ({ text: email, href: `mailto:${email}` });
export const phoneLink = (phone: string): LegalInline => ({ text: phone, href: `tel:${phone.replace(/[^\d+]/g, "")}` });

/** The site's home contact section in `locale`, where the contact form is. */
export const contactFormPath = (locale: PublicLocale) => localizedPath(locale, "/#contact");

/** A link from the settings: the site's own pages in `locale`, another site's as it is. */
export const siteHref = (locale: PublicLocale, href: string) => (href.startsWith("/") && !href.startsWith("//") ? localizedPath(locale, href) : href);

/**
 * Where to write, with the word that leads to it: the e-mail address, or the site's contact form
 * when the settings have none (never an invented address). `to` follows "write to us", `at`
 * follows "contact us" (see `reachUs` in ./messages.ts).
 */
export function writeTo(email: string | null, locale: PublicLocale, after: "to" | "at" = "to"): LegalInline[] {
  const m = messagesFor(legalMessages, locale);
  return email ? [m.reachUs[after].email, mailLink(email)] : [m.reachUs[after].form, { text: m.contactForm, href: contactFormPath(locale) }];
}

/** The company's legal details that are given, one "Label: value" item each, for a list. */
export function identityItems(c: LegalContact, locale: PublicLocale): LegalInline[][] {
  const m = messagesFor(legalMessages, locale).identity;
  const items: [string, string | null][] = [
    [m.legalName, c.legalName],
    [m.taxId, c.taxId],
    [m.registeredAddress, c.registeredAddress],
    [m.registry, c.registryDetails],
  ];
  return items.flatMap(([label, value]) => (value ? [term(label, value)] : []));
}

/** The name the company answers under in a legal text: its legal name, or its trade name until the settings give one. */
export const ownerName = (c: LegalContact) => c.legalName ?? c.companyName;
/** Its domicile in a legal text: the registered office, or the office people visit until the settings give one. */
export const ownerSeat = (c: LegalContact) => c.registeredAddress ?? c.address;

/** " con domicilio en X" only when the address is known (after a noun: "empresa de reformas con domicilio en X"). */
export const seatAfter = (address: string | null, locale: PublicLocale) => (address ? ` ${messagesFor(legalMessages, locale).seat(address)}` : "");
/** ", con domicilio en X," only when the address is known (between the company's name and its verb). */
export const seatIn = (address: string | null, locale: PublicLocale) => (address ? `,${seatAfter(address, locale)},` : "");
