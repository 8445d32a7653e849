import { describe, expect, it } from "vitest";
import { runInLocale } from "@/i18n/server";
import { landingJsonLd } from "@/seo/json-ld";
import { settingsValidationMessages } from "@/settings/messages";
import type { PublicSettings } from "@/settings/queries";
import { settingsSchema, toFormValues } from "@/settings/validation";

/** The company's legal details: checked when saved, shown in the structured data when given. */
const settings: PublicSettings = {
  companyName: "Construcciones Miño",
  legalName: null,
  taxId: null,
  registeredAddress: null,
  registryDetails: null,
  logoUrl: null,
  companyDescription: "Reformas en Galicia.",
  address: "Rúa do Príncipe 1, Vigo",
  mapUrl: null,
  phoneNumber: "+34 986 123 456",
  whatsappNumber: null,
  email: "info@obras.example",
  workingHoursWeekdays: "9:00 - 18:00",
  workingHoursSaturday: "9:00 - 14:00",
  facebookUrl: null,
  instagramUrl: null,
  linkedinUrl: null,
  privacyPolicyUrl: "/politica-de-privacidade",
  termsOfServiceUrl: "/termos-de-servico",
  guaranteeStructuralYears: 2,
  guaranteeFinishingYears: 1,
  ratingSource: "fixed",
  servicesList: [],
  quickLinksList: [],
};

type Node = Record<string, unknown>;
const organization = (s: PublicSettings) => (landingJsonLd(s, "es")["@graph"] as Node[]).find((node) => node["@type"] === "Organization")!;

describe("the company's legal details", () => {
  it("name the organization's legal name and tax ID in the structured data, once given", () => {
    expect(organization(settings)).not.toHaveProperty("legalName");
    expect(organization(settings)).not.toHaveProperty("taxID");
    const given = organization({ ...settings, legalName: "Construcciones Miño Vigo S.L.", taxId: "B12345674" });
    expect(given.legalName).toBe("Construcciones Miño Vigo S.L.");
    expect(given.taxID).toBe("B12345674");
    expect(given.name).toBe("Construcciones Miño");
  });

  const form = {
    ...toFormValues(null),
    companyName: "Construcciones Miño",
    companyDescription: "Reformas en Galicia.",
    address: "Rúa do Príncipe 1, Vigo",
    phoneNumber: "+34 986 123 456",
    whatsappNumber: "+34 600 000 000",
    email: "info@obras.example",
    adminEmail: "admin@obras.example",
    workingHoursWeekdays: "9:00 - 18:00",
    workingHoursSaturday: "9:00 - 14:00",
    privacyPolicyUrl: "/politica-de-privacidade",
    termsOfServiceUrl: "/termos-de-servico",
  };

  it("are optional in the settings form: left empty, or not sent at all, the form is valid", () => {
    expect(settingsSchema.safeParse({ ...form, taxId: "" }).error).toBeUndefined();
    const { legalName: _l, taxId: _t, registeredAddress: _a, registryDetails: _r, ...without } = form;
    expect(settingsSchema.parse(without)).toMatchObject({ legalName: "", taxId: "", registeredAddress: "", registryDetails: "" });
  });

  it("keep a NIF as the check reads it, without what people type inside it", () => {
    expect(settingsSchema.parse({ ...form, taxId: " b-12.345.674 " }).taxId).toBe("B12345674");
  });

  it.each(["es", "gl", "pt", "en"] as const)("refuse a NIF whose control character is wrong, saying so in %s", (locale) => {
    // Zod words an issue when the error is first read: read it in the language too.
    const message = runInLocale(
      locale,
      () => settingsSchema.safeParse({ ...form, taxId: "B12345675" }).error?.issues.find((i) => i.path[0] === "taxId")?.message,
    );
    expect(message).toBe(settingsValidationMessages[locale].taxIdInvalid);
  });
});
