import { messagesFor, type Catalogue } from "@/i18n/catalogue";
import { plural } from "@/i18n/format";
import type { PublicLocale } from "@/i18n/locales";
import { LEGAL_TERMS as T, LOE_LIABILITY_YEARS as LOE, TERMS_PATH } from "../constants";
import {
  identityItems,
  ownerName,
  ownerSeat,
  p,
  phoneLink,
  seatAfter,
  siteHref,
  term,
  ul,
  writeTo,
  type LegalBlock,
  type LegalContact,
  type LegalDocument,
  type LegalInline,
} from "../types";
import { en } from "./en";
import { es, type TermsTexts } from "./es";
import { gl } from "./gl";

const texts: Catalogue<TermsTexts, PublicLocale> = { es, gl, en };

/**
 * The guarantees: the company's own (from the settings; one of 0 years is not offered), then the
 * statutory periods of Ley 38/1999 art. 17, which no contract shortens, and that the former add
 * to the latter.
 */
function guaranteeBlocks(c: LegalContact, locale: PublicLocale): LegalBlock[] {
  const g = messagesFor(texts, locale).guarantees;
  const years = (n: number) => plural(locale, n, g.years);
  const own: LegalInline[][] = [
    ...(c.guaranteeStructuralYears > 0 ? [term(g.structural(years(c.guaranteeStructuralYears)), g.structuralScope)] : []),
    ...(c.guaranteeFinishingYears > 0 ? [term(g.finishing(years(c.guaranteeFinishingYears)), g.finishingScope)] : []),
  ];
  return [
    ...(own.length ? [p(g.lead), ul(...own), p(g.conditions)] : [p(g.noOwn)]),
    p(g.statutoryLead),
    ul(
      term(years(LOE.structure), g.statutory.structure),
      term(years(LOE.habitability), g.statutory.habitability),
      term(years(LOE.finishing), g.statutory.finishing),
    ),
    p(g.inAddition),
  ];
}

/**
 * The terms of service: the spec's 10 sections with its constants (30 days, Vigo) and the
 * company's guarantees from the settings (the spec's 2 and 1 years by default), in the visitor's
 * language, naming the company by its legal name once the settings give one. `path` stays the
 * Spanish one: the page adds the language's prefix.
 */
export function termsOfService(c: LegalContact, locale: PublicLocale): LegalDocument {
  const t = messagesFor(texts, locale);
  return {
    title: t.title,
    description: t.description(T.budgetValidityDays),
    path: TERMS_PATH,
    intro: [p(t.intro(ownerName(c)))],
    sections: [
      {
        id: "identificacion",
        title: t.identification.title,
        blocks: [
          p(
            t.identification.owner(ownerName(c), seatAfter(ownerSeat(c), locale)),
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
        blocks: guaranteeBlocks(c, locale),
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
        blocks: [p(t.intellectualProperty.text(ownerName(c)))],
      },
      {
        id: "legislacion-y-jurisdiccion",
        title: t.law.title,
        blocks: [p(t.law.courts(T.courtCity)), p(t.law.amicable, ...writeTo(c.email, locale), ".")],
      },
    ],
  };
}
