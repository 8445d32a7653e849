import { messagesFor, type Catalogue } from "@/i18n/catalogue";
import { plural } from "@/i18n/format";
import type { PublicLocale } from "@/i18n/locales";
import { LEGAL_TERMS as T, TERMS_PATH } from "../constants";
import { identityItems, p, phoneLink, seatAfter, siteHref, term, ul, writeTo, type LegalContact, type LegalDocument } from "../types";
import { en } from "./en";
import { es, type TermsTexts } from "./es";
import { gl } from "./gl";

const texts: Catalogue<TermsTexts, PublicLocale> = { es, gl, en };

/**
 * The terms of service: the spec's 10 sections with its constants (30 days, 2 and 1 years, Vigo),
 * in the visitor's language. `path` stays the Spanish one: the page adds the language's prefix.
 */
export function termsOfService(c: LegalContact, locale: PublicLocale): LegalDocument {
  const t = messagesFor(texts, locale);
  const years = (n: number) => plural(locale, n, t.guarantees.years);
  return {
    title: t.title,
    description: t.description(T.budgetValidityDays),
    path: TERMS_PATH,
    intro: [p(t.intro(c.companyName))],
    sections: [
      {
        id: "identificacion",
        title: t.identification.title,
        blocks: [
          p(
            t.identification.owner(c.companyName, seatAfter(c.address, locale)),
            ...writeTo(c.email, locale, "at"),
            ...(c.phoneNumber ? [t.identification.orPhone, phoneLink(c.phoneNumber)] : []),
            ".",
          ),
          ...(identityItems(c, locale).length ? [ul(...identityItems(c, locale))] : []),
          p(t.identification.acceptance, { text: t.identification.privacyLink, href: siteHref(locale, c.privacyPolicyUrl) }, "."),
        ],
      },
      {
        id: "servicios",
        title: t.services.title,
        blocks: [p(t.services.text)],
      },
      {
        id: "presupuestos",
        title: t.budgets.title,
        blocks: [ul(t.budgets.free, t.budgets.validity(T.budgetValidityDays), t.budgets.scope, t.budgets.changes)],
      },
      {
        id: "contratacion-y-ejecucion",
        title: t.execution.title,
        blocks: [ul(...t.execution.items)],
      },
      {
        id: "precios-y-pagos",
        title: t.payments.title,
        blocks: [ul(...t.payments.items)],
      },
      {
        id: "garantias",
        title: t.guarantees.title,
        blocks: [
          p(t.guarantees.lead),
          ul(
            term(t.guarantees.structural(years(T.structuralGuaranteeYears)), t.guarantees.structuralScope),
            term(t.guarantees.finishing(years(T.finishingGuaranteeYears)), t.guarantees.finishingScope),
          ),
          p(t.guarantees.conditions),
        ],
      },
      {
        id: "obligaciones-del-cliente",
        title: t.clientDuties.title,
        blocks: [ul(...t.clientDuties.items)],
      },
      {
        id: "uso-del-sitio",
        title: t.siteUse.title,
        blocks: [p(t.siteUse.text)],
      },
      {
        id: "propiedad-intelectual",
        title: t.intellectualProperty.title,
        blocks: [p(t.intellectualProperty.text(c.companyName))],
      },
      {
        id: "legislacion-y-jurisdiccion",
        title: t.law.title,
        blocks: [p(t.law.courts(T.courtCity)), p(t.law.amicable, ...writeTo(c.email, locale), ".")],
      },
    ],
  };
}
