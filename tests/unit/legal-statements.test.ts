import { describe, expect, it } from "vitest";
import { plural } from "@/i18n/format";
import { PUBLIC_LOCALES, localizedPath, type PublicLocale } from "@/i18n/locales";
import { runInLocale } from "@/i18n/server";
import { accessibilityStatement } from "@/legal/accessibility";
import { accessibilityStatementDate } from "@/legal/accessibility";
import { ACCESSIBILITY_PATH, ACCESSIBILITY_STATEMENT, LOE_LIABILITY_YEARS } from "@/legal/constants";
import { legalMessages } from "@/legal/messages";
import { legalNotice } from "@/legal/notice";
import { privacyPolicy } from "@/legal/privacy";
import { termsOfService } from "@/legal/terms";
import type { LegalBlock, LegalContact, LegalDocument } from "@/legal/types";
import { GUARANTEE_YEARS, settingsFallbacks } from "@/settings/defaults";
import { settingsValidationMessages } from "@/settings/messages";
import { settingsSchema, toFormValues } from "@/settings/validation";

const contact: LegalContact = {
  companyName: "Reformas Lago",
  legalName: "Reformas Lago Vigo S.L.",
  taxId: "B12345674",
  registeredAddress: "Rúa Urzaiz 10, 36201 Vigo",
  registryDetails: "Registro Mercantil de Pontevedra, tomo 1, folio 2, hoja PO-3",
  email: "ola@lago.example",
  phoneNumber: "+34 986 000 111",
  address: "Avenida de Madrid 5, Vigo",
  privacyPolicyUrl: "/politica-de-privacidade",
  termsOfServiceUrl: "/termos-de-servico",
  guaranteeStructuralYears: settingsFallbacks.guaranteeStructuralYears,
  guaranteeFinishingYears: settingsFallbacks.guaranteeFinishingYears,
};
const noLegalDetails: LegalContact = { ...contact, legalName: null, taxId: null, registeredAddress: null, registryDetails: null };

const words = (blocks: LegalBlock[]) =>
  blocks
    .flatMap((b) => (b.kind === "p" ? b.content : b.kind === "ul" ? b.items.flat() : [b.text]))
    .map((part) => (typeof part === "string" ? part : part.text))
    .join("")
    .replace(/\s+/g, " ");
const all = (doc: LegalDocument) => words([...doc.intro, ...doc.sections.flatMap((s) => s.blocks)]);
const section = (doc: LegalDocument, id: string) => words(doc.sections.find((s) => s.id === id)!.blocks);
const guarantees = (c: LegalContact, locale: PublicLocale) => section(termsOfService(c, locale), "garantias");

/** What each language calls the two guarantees and the law, as the terms write them. */
const named = {
  es: {
    structural: "Garantía estructural de",
    finishing: "Garantía de acabados e instalaciones de",
    loe: "Ley 38/1999",
    rdl: "Real Decreto Legislativo 1/2007",
  },
  gl: {
    structural: "Garantía estrutural de",
    finishing: "Garantía de acabamentos e instalacións de",
    loe: "Lei 38/1999",
    rdl: "Real decreto lexislativo 1/2007",
  },
  en: {
    structural: "Structural guarantee for",
    finishing: "Guarantee on finishes and installations for",
    loe: "Law 38/1999",
    rdl: "Royal Legislative Decree 1/2007",
  },
} as const;
const years = (locale: PublicLocale, n: number) =>
  plural(locale, n, { es: { one: "# año", other: "# años" }, gl: { one: "# ano", other: "# anos" }, en: { one: "# year", other: "# years" } }[locale]);

describe("the terms' guarantees", () => {
  it.each(PUBLIC_LOCALES)("%s: the spec's 2 and 1 years by default, then the LOE's 10, 3 and 1 years from acceptance", (locale) => {
    const text = guarantees(contact, locale);
    const n = named[locale];
    expect(text).toContain(`${n.structural} ${years(locale, 2)}:`);
    expect(text).toContain(`${n.finishing} ${years(locale, 1)}:`);
    expect(text).toContain(n.loe);
    expect(text).toContain("art. 17");
    for (const period of Object.values(LOE_LIABILITY_YEARS)) expect(text).toContain(`${years(locale, period)}:`);
    // The statutory list comes after the company's own, in the law's order.
    const at = (s: string) => text.indexOf(s);
    expect(at(`${years(locale, 10)}:`)).toBeGreaterThan(at(n.finishing));
    expect(at(`${years(locale, 10)}:`)).toBeLessThan(at(`${years(locale, 3)}:`));
    expect(text).toContain(n.rdl);
  });

  it.each(PUBLIC_LOCALES)("%s: the years the settings give, and a guarantee of 0 years left out", (locale) => {
    const n = named[locale];
    const edited = guarantees({ ...contact, guaranteeStructuralYears: 5, guaranteeFinishingYears: 3 }, locale);
    expect(edited).toContain(`${n.structural} ${years(locale, 5)}:`);
    expect(edited).toContain(`${n.finishing} ${years(locale, 3)}:`);
    expect(edited).not.toContain(`${n.structural} ${years(locale, 2)}`);

    const noStructural = guarantees({ ...contact, guaranteeStructuralYears: 0 }, locale);
    expect(noStructural).not.toContain(n.structural);
    expect(noStructural).toContain(`${n.finishing} ${years(locale, 1)}:`);

    // None of its own: the text says so, and the law's periods still stand.
    const none = guarantees({ ...contact, guaranteeStructuralYears: 0, guaranteeFinishingYears: 0 }, locale);
    expect(none).not.toContain(n.structural);
    expect(none).not.toContain(n.finishing);
    expect(none).toContain(`${years(locale, 10)}:`);
    expect(none).toContain(n.loe);
  });

  it("keeps the same structure in every language whatever the years", () => {
    const shape = (c: LegalContact, locale: PublicLocale) =>
      termsOfService(c, locale)
        .sections.find((s) => s.id === "garantias")!
        .blocks.map((b) => (b.kind === "ul" ? `ul${b.items.length}` : b.kind));
    for (const c of [contact, { ...contact, guaranteeStructuralYears: 0 }, { ...contact, guaranteeStructuralYears: 0, guaranteeFinishingYears: 0 }])
      for (const locale of PUBLIC_LOCALES) expect(shape(c, locale)).toEqual(shape(c, "es"));
  });
});

describe("the accessibility statement", () => {
  const sections = ["situacion-de-cumplimiento", "contenido-no-accesible", "preparacion", "observaciones-y-contacto", "procedimiento-de-aplicacion"];

  it.each(PUBLIC_LOCALES)("%s: conformance, known gaps, preparation and date, feedback channel, enforcement", (locale) => {
    const doc = accessibilityStatement(contact, locale);
    expect(doc.path).toBe(ACCESSIBILITY_PATH);
    expect(doc.sections.map((s) => s.id)).toEqual(sections);
    expect(section(doc, "situacion-de-cumplimiento")).toMatch(/WCAG\) 2\.1.*AA.*EN 301 549/);
    // Four gaps: uploaded videos, third-party players, staff-supplied images and documents, translations.
    const gaps = doc.sections.find((s) => s.id === "contenido-no-accesible")!.blocks.find((b) => b.kind === "ul");
    expect(gaps?.kind === "ul" && gaps.items).toHaveLength(4);
    expect(section(doc, "contenido-no-accesible")).toMatch(/YouTube.*Vimeo/);
    // The review date, dd/MM/yyyy in every language.
    expect(accessibilityStatementDate()).toBe(ACCESSIBILITY_STATEMENT.reviewed.split("-").reverse().join("/"));
    expect(section(doc, "preparacion")).toContain(accessibilityStatementDate());
    const feedback = section(doc, "observaciones-y-contacto");
    expect(feedback).toContain(contact.email);
    expect(feedback).toContain(contact.phoneNumber);
    expect(feedback).toContain(String(ACCESSIBILITY_STATEMENT.answerWorkingDays));
    expect(section(doc, "procedimiento-de-aplicacion")).toMatch(/11\/2023.*1112\/2018/);
    expect(section(doc, "procedimiento-de-aplicacion")).toContain(contact.legalName);
  });

  it.each(PUBLIC_LOCALES)("%s: with no e-mail or phone in the settings, the contact form, never an invented address", (locale) => {
    const doc = accessibilityStatement({ ...noLegalDetails, email: null, phoneNumber: null }, locale);
    const text = all(doc);
    expect(text).not.toMatch(/null|undefined|@/);
    expect(text).toContain(legalMessages[locale].contactForm);
    const links = doc.sections.flatMap((s) => s.blocks).flatMap((b) => (b.kind === "p" ? b.content : b.kind === "ul" ? b.items.flat() : []));
    expect(links.some((part) => typeof part === "object" && "href" in part && part.href === localizedPath(locale, "/#contact"))).toBe(true);
  });
});

describe("the company in every legal text", () => {
  const documents = { terms: termsOfService, privacy: privacyPolicy, notice: legalNotice, accessibility: accessibilityStatement };

  it.each(PUBLIC_LOCALES)("%s: the legal name once given, the trade name until then; the NIF and registered office where the text lists them", (locale) => {
    for (const [name, build] of Object.entries(documents)) {
      const given = build(contact, locale);
      expect(words(given.intro), `${name} ${locale}`).toContain(contact.legalName);
      const fallback = build(noLegalDetails, locale);
      expect(words(fallback.intro), `${name} ${locale}`).toContain(contact.companyName);
      expect(all(fallback), `${name} ${locale}`).not.toContain(contact.legalName);
      if (name === "accessibility") continue;
      for (const detail of [contact.taxId!, contact.registeredAddress!]) expect(all(given), `${name} ${locale}`).toContain(detail);
    }
  });

  it.each(PUBLIC_LOCALES)("%s: the terms and the privacy policy place the company at its registered office, else at its office", (locale) => {
    const seat = (address: string) => legalMessages[locale].seat(address);
    for (const build of [termsOfService, privacyPolicy]) {
      expect(all(build(contact, locale))).toContain(seat(contact.registeredAddress!));
      expect(all(build(contact, locale))).not.toContain(seat(contact.address!));
      expect(all(build(noLegalDetails, locale))).toContain(seat(contact.address!));
    }
  });
});

describe("the guarantee settings", () => {
  const form = {
    ...toFormValues(null),
    companyName: "Reformas Lago",
    companyDescription: "Reformas en Galicia.",
    address: "Avenida de Madrid 5, Vigo",
    phoneNumber: "+34 986 000 111",
    whatsappNumber: "+34 600 000 000",
    email: "ola@lago.example",
    adminEmail: "admin@lago.example",
    workingHoursWeekdays: "9:00 - 18:00",
    workingHoursSaturday: "9:00 - 14:00",
    privacyPolicyUrl: "/politica-de-privacidade",
    termsOfServiceUrl: "/termos-de-servico",
  };

  it("start from the spec's 2 and 1 years, and are the spec's when a save does not send them", () => {
    expect(toFormValues(null)).toMatchObject({ guaranteeStructuralYears: 2, guaranteeFinishingYears: 1 });
    const { guaranteeStructuralYears: _s, guaranteeFinishingYears: _f, ...without } = form;
    expect(settingsSchema.parse(without)).toMatchObject({ guaranteeStructuralYears: 2, guaranteeFinishingYears: 1 });
  });

  it("take whole years from 0 to 30", () => {
    for (const value of [GUARANTEE_YEARS.min, 1, 10, GUARANTEE_YEARS.max]) {
      const parsed = settingsSchema.parse({ ...form, guaranteeStructuralYears: value, guaranteeFinishingYears: value });
      expect(parsed).toMatchObject({ guaranteeStructuralYears: value, guaranteeFinishingYears: value });
    }
  });

  it.each(["es", "gl", "pt", "en"] as const)("refuse a negative, a fraction, more than 30 or an emptied field, saying so in %s", (locale) => {
    const expected = settingsValidationMessages[locale].guaranteeYearsRange(GUARANTEE_YEARS.min, GUARANTEE_YEARS.max);
    for (const field of ["guaranteeStructuralYears", "guaranteeFinishingYears"] as const) {
      for (const value of [-1, 1.5, GUARANTEE_YEARS.max + 1, Number.NaN, "2"]) {
        const message = runInLocale(
          locale,
          () => settingsSchema.safeParse({ ...form, [field]: value }).error?.issues.find((i) => i.path[0] === field)?.message,
        );
        expect(message, `${field} ${String(value)}`).toBe(expected);
      }
    }
  });
});
