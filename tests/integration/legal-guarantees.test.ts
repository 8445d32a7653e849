import { eq } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { siteSettings, SITE_SETTINGS_ID } from "@/db/schema";
import { PUBLIC_LOCALES } from "@/i18n/locales";
import { legalContact } from "@/legal/contact";
import { termsOfService } from "@/legal/terms";
import type { LegalDocument } from "@/legal/types";
import { updateSettingsAction } from "@/settings/actions";
import { getSettingsForAdmin } from "@/settings/admin-queries";
import { settingsValidationMessages } from "@/settings/messages";
import { getPublicSettings, localizeSettings } from "@/settings/queries";
import { toFormValues } from "@/settings/validation";
import { it, ok, test } from "./support/fixtures";
import { settingsForm } from "./support/forms";

/**
 * The company's own guarantees: saved through the settings action, read back by the form and by
 * the public settings, and stated by the terms of service as the page builds them.
 */

// The actions read the session from the request headers: every call here is the admin's.
vi.mock("next/headers", () => import("./support/next-headers"));

let database: Database;

test.beforeAll(({ app }) => {
  database = app.database;
});
test.beforeEach(({ admin }) => admin.speaks("es"));

/** A complete settings form (the fixture leaves the description and weekday hours for each test to give). */
const form = (values: Parameters<typeof settingsForm>[0] = {}) =>
  settingsForm({ companyDescription: "Reformas en Vigo.", workingHoursWeekdays: "Lunes a Viernes: 9-18", ...values });

const stored = async () => {
  const [row] = await database.db
    .select({ structural: siteSettings.guaranteeStructuralYears, finishing: siteSettings.guaranteeFinishingYears })
    .from(siteSettings)
    .where(eq(siteSettings.id, SITE_SETTINGS_ID));
  return row;
};

/** The terms as /termos-de-servico builds them in `locale`, from the public settings. */
const termsPage = async (locale: (typeof PUBLIC_LOCALES)[number]) => termsOfService(legalContact(localizeSettings(await getPublicSettings(), locale)), locale);
const guarantees = (doc: LegalDocument) =>
  doc.sections
    .find((s) => s.id === "garantias")!
    .blocks.flatMap((b) => (b.kind === "p" ? b.content : b.kind === "ul" ? b.items.flat() : [b.text]))
    .map((part) => (typeof part === "string" ? part : part.text))
    .join("");

describe("guarantee years in the settings", () => {
  it("are the spec's 2 and 1 years until changed, in the form and on the terms", async () => {
    ok(await updateSettingsAction(form()));
    expect(await stored()).toEqual({ structural: 2, finishing: 1 });
    expect(toFormValues((await getSettingsForAdmin()).settings)).toMatchObject({ guaranteeStructuralYears: 2, guaranteeFinishingYears: 1 });
    const settings = await getPublicSettings();
    expect(settings).toMatchObject({ guaranteeStructuralYears: 2, guaranteeFinishingYears: 1 });
    expect(guarantees(await termsPage("es"))).toContain("Garantía estructural de 2 años:");
  });

  it("saved through the settings action, are read back by the form and stated by the terms in every language", async () => {
    ok(await updateSettingsAction(form({ guaranteeStructuralYears: 5, guaranteeFinishingYears: 3 })));
    expect(await stored()).toEqual({ structural: 5, finishing: 3 });
    expect(toFormValues((await getSettingsForAdmin()).settings)).toMatchObject({ guaranteeStructuralYears: 5, guaranteeFinishingYears: 3 });
    // The save invalidated the cached public settings: the page reads the new years at once.
    const expected = {
      es: ["Garantía estructural de 5 años:", "Garantía de acabados e instalaciones de 3 años:", "10 años:"],
      gl: ["Garantía estrutural de 5 anos:", "Garantía de acabamentos e instalacións de 3 anos:", "10 anos:"],
      en: ["Structural guarantee for 5 years:", "Guarantee on finishes and installations for 3 years:", "10 years:"],
    };
    for (const locale of PUBLIC_LOCALES) {
      const text = guarantees(await termsPage(locale));
      for (const phrase of expected[locale]) expect(text, locale).toContain(phrase);
    }

    // 0: that guarantee is no longer offered; the statutory periods stay.
    ok(await updateSettingsAction(form({ guaranteeStructuralYears: 0, guaranteeFinishingYears: 3 })));
    const text = guarantees(await termsPage("es"));
    expect(text).not.toContain("Garantía estructural de");
    expect(text).toContain("10 años:");
  });

  it("refuses years out of bounds in the person's language and keeps what was saved", async ({ admin }) => {
    ok(await updateSettingsAction(form({ guaranteeStructuralYears: 4, guaranteeFinishingYears: 2 })));
    for (const locale of ["es", "gl", "pt", "en"] as const) {
      await admin.speaks(locale);
      const result = await updateSettingsAction(form({ guaranteeStructuralYears: 31, guaranteeFinishingYears: -1 }));
      const message = settingsValidationMessages[locale].guaranteeYearsRange(0, 30);
      expect(result).toMatchObject({ ok: false, code: "invalid", fieldErrors: { guaranteeStructuralYears: message, guaranteeFinishingYears: message } });
    }
    expect(await stored()).toEqual({ structural: 4, finishing: 2 });
    expect(guarantees(await termsPage("es"))).toContain("Garantía estructural de 4 años:");
  });
});
