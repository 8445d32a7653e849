import { messagesFor, type Catalogue } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";
import { COOKIES_ANCHOR, PRIVACY_PATH } from "../constants";
import {
  identityItems,
  contactFormPath,
  ownerName,
  ownerSeat,
  h3,
  labelled,
  mailLink,
  p,
  phoneLink,
  seatIn,
  term,
  ul,
  writeTo,
  type LegalBlock,
  type LegalContact,
  type LegalDocument,
  type LegalInline,
} from "../types";
import { en } from "./en";
import { es, type PrivacyTexts } from "./es";
import { gl } from "./gl";

const texts: Catalogue<PrivacyTexts, PublicLocale> = { es, gl, en };

const termOf = ({ label, text }: { label: string; text: string }) => term(label, text);

type Stored = PrivacyTexts["collected"]["cookies"]["stored"][number];

/**
 * The cookie part of "data collected" (its own address, linked from the video posters): what the
 * site stores in the browser, what only staff get, and what each video provider's player would
 * store once played. A part, not a section: the spec's policy has seven.
 */
function cookieBlocks(t: PrivacyTexts["collected"]["cookies"]): LegalBlock[] {
  const item = ({ name, where, purpose, duration }: Stored): LegalInline[] => [
    { text: name, strong: true },
    ` (${where}): ${purpose} `,
    { text: `${t.duration}:`, strong: true },
    ` ${duration}`,
  ];
  return [
    h3(COOKIES_ANCHOR, t.title),
    p(t.lead),
    ul(...t.stored.map(item)),
    p(t.staffLead),
    ul(...t.staff.map(item)),
    p(t.embedsLead),
    ul(...t.embeds.map(({ label, text, policy, href }) => [...term(label, text), " ", { text: policy, href }, "."])),
    p(t.erase),
  ];
}

/**
 * The privacy policy: the spec's 7 sections, for a small construction company in Galicia, in
 * the visitor's language; the controller is the company under its legal name once the settings
 * give one. `path` stays the Spanish one: the page adds the language's prefix.
 */
export function privacyPolicy(c: LegalContact, locale: PublicLocale): LegalDocument {
  const t = messagesFor(texts, locale);
  return {
    title: t.title,
    description: t.description,
    path: PRIVACY_PATH,
    intro: [p(t.intro(`${ownerName(c)}${seatIn(ownerSeat(c), locale)}`))],
    sections: [
      {
        id: "datos-recopilados",
        title: t.collected.title,
        blocks: [p(t.collected.lead), ul(...t.collected.items.map(termOf)), ...cookieBlocks(t.collected.cookies)],
      },
      {
        id: "uso-de-los-datos",
        title: t.use.title,
        blocks: [p(t.use.lead), ul(...t.use.purposes), p(...termOf(t.use.legalBasis)), p(...termOf(t.use.retention))],
      },
      {
        id: "proteccion-de-los-datos",
        title: t.security.title,
        blocks: [p(t.security.lead), ul(...t.security.measures), p(t.security.breach)],
      },
      {
        id: "comparticion-de-datos",
        title: t.sharing.title,
        blocks: [p(t.sharing.lead), ul(...t.sharing.recipients), p(t.sharing.transfers)],
      },
      {
        id: "derechos-rgpd",
        title: t.rights.title,
        blocks: [
          p(t.rights.lead),
          ul(...t.rights.rights.map(termOf)),
          p(t.rights.writeUs, ...writeTo(c.email, locale), t.rights.howAndComplaint, { text: "www.aepd.es", href: "https://www.aepd.es" }, "."),
        ],
      },
      {
        id: "contacto",
        title: t.contact.title,
        blocks: [
          p(t.contact.lead(ownerName(c))),
          ul(
            ...identityItems(c, locale),
            ...[
              c.email ? labelled(t.contact.email, mailLink(c.email)) : null,
              c.phoneNumber ? labelled(t.contact.phone, phoneLink(c.phoneNumber)) : null,
              // The office people visit, when identityItems has not already given it as the registered one.
              c.address && c.address !== c.registeredAddress ? term(t.contact.address, c.address) : null,
              // No e-mail in the settings: the form, never an invented address.
              c.email ? null : labelled(t.contact.form, { text: t.contact.formLink, href: contactFormPath(locale) }),
            ].filter((item): item is LegalInline[] => item !== null),
          ),
        ],
      },
      {
        id: "cambios",
        title: t.changes.title,
        blocks: [p(t.changes.text)],
      },
    ],
  };
}
