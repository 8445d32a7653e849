/** Legal texts as data: the page component renders any document of this shape. */

/** A run of text, an emphasised lead-in, or a link (mail, phone, internal or external page). */
export type LegalInline = string | { text: string; strong: true } | { text: string; href: string };

export type LegalBlock = { kind: "p"; content: LegalInline[] } | { kind: "ul"; items: LegalInline[][] };

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
  email: string | null;
  phoneNumber: string | null;
  address: string | null;
  privacyPolicyUrl: string;
};

export const p = (...content: LegalInline[]): LegalBlock => ({ kind: "p", content });
export const ul = (...items: (LegalInline | LegalInline[])[]): LegalBlock => ({
  kind: "ul",
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});

/** "Label: text" with the label emphasised, for list items and paragraphs that open with a term. */
export const term = (label: string, text: string): LegalInline[] => [{ text: `${label}:`, strong: true }, ` ${text}`];

export const mailLink = (email: string): LegalInline => ({ text: email, href: `mailto:${email}` });
/** Where to write: the e-mail address, or the site's contact form when the settings have none (never an invented address). */
export const writeTo = (email: string | null): LegalInline => (email ? mailLink(email) : { text: "nuestro formulario de contacto", href: "/#contact" });
/** ", con domicilio en X" only when the address is known. */
export const seatIn = (address: string | null) => (address ? `, con domicilio en ${address},` : "");
export const phoneLink = (phone: string): LegalInline => ({ text: phone, href: `tel:${phone.replace(/[^\d+]/g, "")}` });
