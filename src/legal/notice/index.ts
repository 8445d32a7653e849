import { messagesFor, type Catalogue } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";
import { LEGAL_TERMS, NOTICE_PATH } from "../constants";
import {
  identityItems,
  labelled,
  ownerName,
  mailLink,
  p,
  phoneLink,
  siteHref,
  term,
  ul,
  type LegalContact,
  type LegalDocument,
  type LegalInline,
} from "../types";
import { en } from "./en";
import { es, type NoticeTexts } from "./es";
import { gl } from "./gl";

const texts: Catalogue<NoticeTexts, PublicLocale> = { es, gl, en };

/**
 * The legal notice (aviso legal) in the visitor's language: who owns the site, from the settings'
 * legal and contact details (those not given are left out, never invented), and the terms of its
 * use. `path` stays the Spanish one: the page adds the language's prefix.
 */
export function legalNotice(c: LegalContact, locale: PublicLocale): LegalDocument {
  const t = messagesFor(texts, locale);
  const owner: LegalInline[][] = [
    ...identityItems(c, locale),
    term(t.owner.tradeName, c.companyName),
    // The office people visit, when it is not the registered one.
    ...(c.address && c.address !== c.registeredAddress ? [term(t.owner.address, c.address)] : []),
    ...(c.email ? [labelled(t.owner.email, mailLink(c.email))] : []),
    ...(c.phoneNumber ? [labelled(t.owner.phone, phoneLink(c.phoneNumber))] : []),
  ];
  return {
    title: t.title,
    description: t.description,
    path: NOTICE_PATH,
    intro: [p(t.intro(ownerName(c)))],
    sections: [
      { id: "datos-identificativos", title: t.owner.title, blocks: [p(t.owner.lead), ul(...owner)] },
      { id: "objeto", title: t.purpose.title, blocks: [p(t.purpose.text(c.companyName))] },
      {
        id: "condiciones-de-uso",
        title: t.use.title,
        blocks: [p(t.use.text, { text: t.use.termsLink, href: siteHref(locale, c.termsOfServiceUrl) }, ".")],
      },
      {
        id: "proteccion-de-datos",
        title: t.privacy.title,
        blocks: [p(t.privacy.text, { text: t.privacy.privacyLink, href: siteHref(locale, c.privacyPolicyUrl) }, ".")],
      },
      { id: "legislacion-aplicable", title: t.law.title, blocks: [p(t.law.courts(LEGAL_TERMS.courtCity))] },
    ],
  };
}
