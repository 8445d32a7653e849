import { eq } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { settingsRevisions, siteSettings, SITE_SETTINGS_ID } from "@/db/schema";
import { restoreSettingsRevisionAction, restoreSettingsRevisionFormAction, updateSettingsAction } from "@/settings/actions";
import { settingsHistoryMessages } from "@/settings/admin/messages";
import { findSettingsRevision, listSettingsRevisions, SETTINGS_HISTORY_LIMIT } from "@/settings/history";
import { decryptSecret } from "@/platform/crypto";
import type { SettingsFormValues } from "@/settings/validation";
import { signUp } from "./support/app-session";
import { it, ok, redirectOf, test } from "./support/fixtures";
import { requestAs } from "./support/next-headers";

/**
 * The settings' history: every save that changes something is kept (at most the limit), with who
 * made it and what it changed; "Restaurar" saves a kept version again as one more save.
 */

vi.mock("next/headers", () => import("./support/next-headers"));

let database: Database;

test.beforeAll(({ app }) => {
  process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-integration";
  database = app.database;
});
test.beforeEach(async ({ admin }) => {
  admin.signIn();
  await admin.speaks("es");
});

const valid = (changes: Partial<SettingsFormValues> = {}): SettingsFormValues => ({
  companyName: "Obras Historial",
  logoUrl: "",
  companyDescription: "Reformas en Lugo.",
  address: "Rúa do Progreso 3, Lugo",
  mapUrl: "",
  phoneNumber: "+34 982 111 222",
  whatsappNumber: "+34 600 111 222",
  email: "info@obras.test",
  adminEmail: "admin@obras.test",
  workingHoursWeekdays: "L-V 8-18",
  workingHoursSaturday: "S 9-14",
  facebookUrl: "",
  instagramUrl: "",
  linkedinUrl: "",
  smtpHost: "",
  smtpPort: 587,
  smtpUsername: "",
  smtpPassword: "",
  smtpSecure: true,
  emailNotificationsEnabled: false,
  privacyPolicyUrl: "/politica-de-privacidade",
  termsOfServiceUrl: "/termos-de-servico",
  servicesList: [{ value: "Cocinas" }, { value: "Baños" }],
  quickLinksList: [{ name: "Inicio", href: "/#home" }],
  ...changes,
});

const stored = async () => (await database.db.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID)))[0];
const revisionCount = async () => (await database.db.select({ id: settingsRevisions.id }).from(settingsRevisions)).length;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("the settings' history", () => {
  it("keeps each save that changes something, with its author and the fields it changed, newest first", async ({ admin }) => {
    ok(await updateSettingsAction(valid()));
    ok(await updateSettingsAction(valid({ phoneNumber: "+34 982 999 000", servicesList: [{ value: "Baños" }, { value: "Cocinas" }] })));
    // The same values again: nothing changed, nothing kept.
    ok(await updateSettingsAction(valid({ phoneNumber: "+34 982 999 000", servicesList: [{ value: "Baños" }, { value: "Cocinas" }] })));

    const [newest, first] = await listSettingsRevisions(database.db);
    expect(await revisionCount()).toBe(2);
    // A list put in another order is a change; a field left as it was is not.
    expect(newest).toMatchObject({ changed: ["phoneNumber", "servicesList"], author: "Jefa", restoredFrom: null });
    expect(first.changed).toContain("companyName");
    expect(first.changed).not.toContain("logoUrl");
    expect(newest.createdAt.getTime()).toBeGreaterThanOrEqual(first.createdAt.getTime());
    const kept = await findSettingsRevision(database.db, newest.id);
    expect(kept?.snapshot).toMatchObject({ phoneNumber: "+34 982 999 000", servicesList: ["Baños", "Cocinas"] });
    expect((await database.db.select().from(settingsRevisions).where(eq(settingsRevisions.id, newest.id)))[0].createdBy).toBe(admin.id);
  });

  it("never keeps the SMTP password, and a restore leaves the stored one as it is", async () => {
    ok(await updateSettingsAction(valid({ smtpHost: "127.0.0.1", smtpUsername: "avisos@obras.test", smtpPassword: "Clave-Antigua-1" })));
    const withOldPassword = (await listSettingsRevisions(database.db))[0];
    ok(
      await updateSettingsAction(
        valid({ smtpHost: "127.0.0.1", smtpUsername: "avisos@obras.test", smtpPassword: "Clave-Nueva-2", phoneNumber: "+34 982 333 444" }),
      ),
    );

    const rows = await database.db.select({ snapshot: settingsRevisions.snapshot }).from(settingsRevisions);
    for (const { snapshot } of rows) {
      expect(Object.keys(snapshot)).not.toContain("smtpPassword");
      expect(JSON.stringify(snapshot)).not.toMatch(/Clave-/);
    }
    ok(await restoreSettingsRevisionAction({ id: withOldPassword.id }));
    expect(decryptSecret((await stored()).smtpPassword!)).toBe("Clave-Nueva-2");
  });

  it("restores a kept version as one more save", async () => {
    ok(await updateSettingsAction(valid({ phoneNumber: "+34 982 000 001", workingHoursSaturday: "Sábados cerrado" })));
    const before = (await listSettingsRevisions(database.db))[0];
    ok(await updateSettingsAction(valid({ phoneNumber: "+34 982 000 002" })));
    expect((await stored()).phoneNumber).toBe("+34 982 000 002");

    ok(await restoreSettingsRevisionAction({ id: before.id }));
    expect(await stored()).toMatchObject({ phoneNumber: "+34 982 000 001", workingHoursSaturday: "Sábados cerrado" });
    const [restore] = await listSettingsRevisions(database.db);
    expect(restore).toMatchObject({ restoredFrom: before.createdAt, changed: ["phoneNumber", "workingHoursSaturday"] });

    // Posted by the version's page without JavaScript: back to the history, which says it.
    expect(await redirectOf(restoreSettingsRevisionFormAction(form({ id: before.id })))).toBe("/admin/settings/history?aviso=restored");
    expect(await redirectOf(restoreSettingsRevisionFormAction(form({ id: "00000000-0000-4000-8000-000000000000" })))).toBe(
      "/admin/settings/history?aviso=failed",
    );
  });

  it("refuses a version no longer kept, in the person's language", async ({ admin }) => {
    await admin.speaks("gl");
    const result = await restoreSettingsRevisionAction({ id: "00000000-0000-4000-8000-000000000000" });
    expect(result).toMatchObject({ ok: false, error: settingsHistoryMessages.gl.notFound });
  });

  it(`keeps only the last ${SETTINGS_HISTORY_LIMIT} saves`, async () => {
    for (let i = 0; i < SETTINGS_HISTORY_LIMIT + 5; i++) ok(await updateSettingsAction(valid({ phoneNumber: `+34 982 100 ${String(i).padStart(3, "0")}` })));
    expect(await revisionCount()).toBe(SETTINGS_HISTORY_LIMIT);
    const [newest] = await listSettingsRevisions(database.db);
    expect((await findSettingsRevision(database.db, newest.id))?.snapshot.phoneNumber).toBe(
      `+34 982 100 ${String(SETTINGS_HISTORY_LIMIT + 4).padStart(3, "0")}`,
    );
  });

  it("is for admins only", async () => {
    const [kept] = await listSettingsRevisions(database.db);
    requestAs((await signUp(database, { email: "vecina@obras.test" })).cookie);
    expect(await restoreSettingsRevisionAction({ id: kept.id })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await redirectOf(restoreSettingsRevisionFormAction(form({ id: kept.id })))).toBe("/admin");
  });
});
