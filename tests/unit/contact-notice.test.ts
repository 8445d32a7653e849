import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MARKETING_TICKED } from "@/contact/field-rules";
import { contactFormCatalogue } from "@/contact/messages";
import { CONTACT_NOTICE_VERSION, CONTACT_NOTICE_VERSIONS, contactNoticeWords } from "@/contact/notice";
import { contactSchema } from "@/contact/validation";
import { PUBLIC_LOCALES } from "@/i18n/locales";
import { privacyPolicy } from "@/legal/privacy";
import type { LegalBlock, LegalContact } from "@/legal/types";

/**
 * Every version the notice has had, with its words' hash, as first recorded. An old entry in
 * src/contact/notice.ts must never change (stored messages point at it); a new version is added
 * there and here.
 */
const RECORDED: Record<string, string> = {
  "2026-11": "9529664dbff84b8f57a9c49ac28cb273d465882785320e7a41fae6d7e867297b",
};

const hashOf = (words: unknown) => createHash("sha256").update(JSON.stringify(words)).digest("hex");

describe("the contact form's data-protection notice", () => {
  it("has the version its words were recorded under: new words need a new version", () => {
    const hash = hashOf(contactNoticeWords());
    expect(
      CONTACT_NOTICE_VERSIONS[CONTACT_NOTICE_VERSION],
      `The notice's words (src/contact/messages.ts: notice, marketing) changed. Add a version to CONTACT_NOTICE_VERSIONS with ${hash}, make it CONTACT_NOTICE_VERSION, and add it to RECORDED here.`,
    ).toBe(hash);
  });

  it("keeps every version ever recorded as it was, the one in force last", () => {
    expect(CONTACT_NOTICE_VERSIONS).toEqual(RECORDED);
    expect(Object.keys(CONTACT_NOTICE_VERSIONS).at(-1)).toBe(CONTACT_NOTICE_VERSION);
    expect(new Set(Object.values(CONTACT_NOTICE_VERSIONS)).size).toBe(Object.keys(CONTACT_NOTICE_VERSIONS).length);
  });

  it.each(PUBLIC_LOCALES)("says in %s who, why, on what basis, to whom and which rights, with the same items as in Spanish", (locale) => {
    const { notice } = contactFormCatalogue[locale];
    expect(notice.items).toHaveLength(contactFormCatalogue.es.notice.items.length);
    const all = notice.items.map((item) => item.text).join(" ");
    const articles = locale === "en" ? ["Art. 6(1)(b)", "Art. 6(1)(a)"] : ["art. 6.1.b", "art. 6.1.a"];
    for (const mention of [...articles, "AEPD"]) expect(all).toContain(mention);
    for (const word of [notice.title, notice.controller, notice.more, notice.privacyLink, contactFormCatalogue[locale].marketing])
      expect(word.trim()).not.toBe("");
  });
});

it.each(PUBLIC_LOCALES)("labels the box in %s with words that name none of the form's fields (a field is found by its label)", (locale) => {
  const { marketing, fields } = contactFormCatalogue[locale];
  for (const label of Object.values(fields)) expect(marketing.toLowerCase()).not.toContain(label.toLowerCase());
});

describe("the commercial-messages box on the server", () => {
  const valid = { name: "Xoán", email: "xoan@example.com", subject: "Presupuesto", message: "Quiero reformar la cocina." };
  const marketing = (value: unknown) => {
    const parsed = contactSchema.safeParse(value === undefined ? valid : { ...valid, marketing: value });
    expect(parsed.success).toBe(true);
    return parsed.data?.marketing;
  };

  it("is consent only when ticked as a browser posts it ('on'); absent is no", () => {
    expect(MARKETING_TICKED).toBe("on");
    expect(marketing("on")).toBe(true);
    expect(marketing(undefined)).toBe(false);
    expect(marketing("")).toBe(false);
  });

  it("takes anything else as no consent, never as a refusal of the message", () => {
    for (const value of ["true", "yes", "ON", " on", "1", "on".repeat(10_000), true, 1, ["on"], { on: true }, null])
      expect(marketing(value), String(value)).toBe(false);
  });
});

describe("the privacy policy (the notice's second layer)", () => {
  const contact: LegalContact = {
    companyName: "Reformas Lago",
    legalName: null,
    taxId: null,
    registeredAddress: null,
    registryDetails: null,
    email: "info@example.com",
    phoneNumber: null,
    address: null,
    privacyPolicyUrl: "/politica-de-privacidade",
    termsOfServiceUrl: "/termos-de-servico",
    guaranteeStructuralYears: 2,
    guaranteeFinishingYears: 1,
  };
  const text = (blocks: LegalBlock[]) =>
    blocks
      .flatMap((b) => (b.kind === "p" ? b.content : b.kind === "ul" ? b.items.flat() : [b.text]))
      .map((part) => (typeof part === "string" ? part : part.text))
      .join(" ");

  it.each(PUBLIC_LOCALES)(
    "keeps the spec's seven sections in %s and says what the form adds: commercial messages on consent, its proof, how to withdraw it",
    (locale) => {
      const doc = privacyPolicy(contact, locale);
      expect(doc.sections).toHaveLength(7);
      const section = (id: string) => text(doc.sections.find((s) => s.id === id)!.blocks);
      const consent = locale === "en" ? "Art. 6(1)(a)" : "art. 6.1.a";
      expect(section("uso-de-los-datos")).toContain(consent);
      expect(section("datos-recopilados")).toMatch(locale === "en" ? /version of the data protection notice/ : /versión d(el|o) aviso informativo/);
      expect(section("derechos-rgpd")).toMatch(locale === "en" ? /Withdrawing consent/ : /Retirada d(el|o) consentim/);
    },
  );
});
