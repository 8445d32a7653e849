import { createCipheriv, createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Database } from "@/db/client";
import { siteSettings, SITE_SETTINGS_ID } from "@/db/schema";
import { decryptSecret } from "@/platform/crypto";
import { loadMailSettings } from "@/platform/mail";
import { settingsValidationMessages } from "@/settings/messages";

const v = settingsValidationMessages.es;
import { readAdminSettings, saveSettings, SettingsError, sendTestEmail } from "@/settings/service";
import { settingsFormSchema, settingsSchema, testEmailSchema, toFormValues, type SettingsFormValues } from "@/settings/validation";
import { startSmtpSink } from "../support/smtp-sink";
import { it } from "./support/fixtures";

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const SMTP_USER = "avisos@obras.test";
const SMTP_PASS = "clave-smtp-Secreta-9137";

beforeAll(async () => {
  process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-integration";
  sink = await startSmtpSink({ auth: { username: SMTP_USER, password: SMTP_PASS } });
});
afterAll(async () => {
  await sink?.close();
});

const valid = (): SettingsFormValues => ({
  companyName: "Obras Test",
  logoUrl: "",
  companyDescription: "Reformas en Vigo.",
  address: "Rúa Test 1, Vigo",
  mapUrl: "",
  phoneNumber: "+34 986 111 222",
  whatsappNumber: "+34 600 111 222",
  email: "info@obras.test",
  adminEmail: "admin@obras.test",
  workingHoursWeekdays: "L-V 9-18",
  workingHoursSaturday: "S 9-14",
  facebookUrl: "",
  instagramUrl: "",
  linkedinUrl: "",
  smtpHost: "127.0.0.1",
  smtpPort: 587,
  smtpUsername: SMTP_USER,
  smtpPassword: "",
  smtpSecure: false,
  emailNotificationsEnabled: true,
  privacyPolicyUrl: "/politica-de-privacidade",
  termsOfServiceUrl: "/termos-de-servico",
  servicesList: [{ value: "Cocinas" }],
  quickLinksList: [{ name: "Inicio", href: "/#home" }],
});

function issues(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error!.issues.map((i) => [i.path.join("."), i.message]));
}

describe("settings validation (spec §5 messages, one schema for form and action)", () => {
  it("accepts a complete form", () => {
    expect(settingsSchema.safeParse(valid()).success).toBe(true);
  });

  it("gives each invalid field its message", () => {
    const cases: [Partial<SettingsFormValues>, string, string][] = [
      [{ companyName: " " }, "companyName", v.companyNameRequired],
      [{ companyDescription: "" }, "companyDescription", "La descripción es obligatoria"],
      [{ address: "  " }, "address", "La dirección es obligatoria"],
      [{ mapUrl: "no es una url" }, "mapUrl", "URL inválida"],
      [{ phoneNumber: "" }, "phoneNumber", "El teléfono es obligatorio"],
      [{ whatsappNumber: "" }, "whatsappNumber", "WhatsApp es obligatorio"],
      [{ email: "info@" }, "email", "Email inválido"],
      [{ email: "" }, "email", "Email inválido"],
      [{ adminEmail: "admin" }, "adminEmail", "Email del administrador inválido"],
      [{ taxId: "B12345675" }, "taxId", v.taxIdInvalid],
      [{ smtpHost: "" }, "smtpHost", "Host SMTP es obligatorio"],
      [{ smtpPort: 0 }, "smtpPort", "Puerto SMTP es obligatorio"],
      [{ smtpPort: Number.NaN }, "smtpPort", "Puerto SMTP es obligatorio"],
      [{ smtpUsername: "" }, "smtpUsername", "Usuario SMTP es obligatorio"],
      [{ workingHoursWeekdays: "" }, "workingHoursWeekdays", "El horario de funcionamiento es obligatorio"],
      [{ workingHoursSaturday: "" }, "workingHoursSaturday", "El horario del sábado es obligatorio"],
      [{ facebookUrl: "facebook" }, "facebookUrl", "URL inválida"],
      [{ instagramUrl: "javascript:alert(1)" }, "instagramUrl", "URL inválida"],
      [{ linkedinUrl: "ftp://x.test" }, "linkedinUrl", "URL inválida"],
      [{ privacyPolicyUrl: "" }, "privacyPolicyUrl", "URL de la política de privacidad es obligatoria"],
      [{ termsOfServiceUrl: "" }, "termsOfServiceUrl", "URL de los términos de servicio es obligatoria"],
      [{ servicesList: [{ value: "Cocinas" }, { value: " " }] }, "servicesList.1.value", "El servicio no puede estar vacío"],
      [{ quickLinksList: [{ name: "", href: "/#home" }] }, "quickLinksList.0.name", "El nombre es obligatorio"],
      [{ quickLinksList: [{ name: "Inicio", href: "" }] }, "quickLinksList.0.href", "El enlace es obligatorio"],
      [{ quickLinksList: [{ name: "Malo", href: "javascript:alert(1)" }] }, "quickLinksList.0.href", "URL inválida"],
    ];
    for (const [patch, path, message] of cases) expect(issues(settingsSchema, { ...valid(), ...patch })[path], path).toBe(message);
  });

  it("shows every message at once, the SMTP rules included", () => {
    const all = issues(settingsFormSchema(false), {
      ...valid(),
      companyDescription: "",
      phoneNumber: "",
      smtpHost: "",
      smtpUsername: "",
    });
    expect(all).toMatchObject({
      companyDescription: "La descripción es obligatoria",
      phoneNumber: "El teléfono es obligatorio",
      smtpHost: "Host SMTP es obligatorio",
    });
    expect(issues(settingsFormSchema(false), { ...valid(), phoneNumber: "", smtpPassword: "" })).toMatchObject({
      phoneNumber: "El teléfono es obligatorio",
      smtpPassword: "Contraseña SMTP es obligatoria",
    });
  });

  it("SMTP is optional while notifications are off; the password is needed only when none is stored", () => {
    const noMail = { ...valid(), smtpHost: "", smtpUsername: "", emailNotificationsEnabled: false };
    expect(settingsFormSchema(false).safeParse(noMail).success).toBe(true);
    expect(issues(settingsFormSchema(false), valid()).smtpPassword).toBe("Contraseña SMTP es obligatoria");
    expect(settingsFormSchema(true).safeParse(valid()).success).toBe(true);
    expect(settingsFormSchema(false).safeParse({ ...valid(), smtpPassword: "x" }).success).toBe(true);
  });

  it("loaded nulls become '' , the port 587, SSL on; notifications on only once a host is stored", () => {
    const v = toFormValues(null);
    expect(v.companyDescription).toBe("");
    expect(v.smtpPort).toBe(587);
    expect(v.smtpSecure).toBe(true);
    expect(v.emailNotificationsEnabled).toBe(false);
    expect(v.servicesList).toEqual([]);
    // A fresh site's form, filled in without SMTP, passes the form's own rules.
    const fresh = { ...valid(), smtpHost: "", smtpUsername: "", emailNotificationsEnabled: v.emailNotificationsEnabled };
    expect(settingsFormSchema(false).safeParse(fresh).success).toBe(true);
    const row = { ...Object.fromEntries(Object.keys(v).map((k) => [k, null])), emailNotificationsEnabled: true } as unknown as Parameters<
      typeof toFormValues
    >[0];
    expect(toFormValues({ ...row!, smtpHost: "smtp.obras.test" }).emailNotificationsEnabled).toBe(true);
    expect(toFormValues({ ...row!, smtpHost: null }).emailNotificationsEnabled).toBe(false);
    expect(toFormValues({ ...row!, smtpHost: "smtp.obras.test", emailNotificationsEnabled: false }).emailNotificationsEnabled).toBe(false);
  });
});

async function storedCipher(database: Database) {
  const [row] = await database.db.select({ p: siteSettings.smtpPassword }).from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
  return row?.p ?? null;
}

describe("saving the settings", () => {
  it("refuses SMTP without a password when none is stored", async ({ database }) => {
    const err = await saveSettings(database.db, settingsSchema.parse(valid())).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SettingsError);
    expect((err as SettingsError).message).toBe("Contraseña SMTP es obligatoria");
    expect((err as SettingsError).field).toBe("smtpPassword");
  });

  it("stores the password encrypted, keeps it when the field is empty, replaces it when given", async ({ database }) => {
    await saveSettings(database.db, settingsSchema.parse({ ...valid(), smtpPassword: SMTP_PASS }));
    const first = await storedCipher(database);
    expect(first).toBeTruthy();
    expect(first).not.toContain(SMTP_PASS);
    expect(decryptSecret(first!)).toBe(SMTP_PASS);

    await saveSettings(database.db, settingsSchema.parse({ ...valid(), phoneNumber: "+34 986 999 000", smtpPassword: "" }));
    expect(await storedCipher(database)).toBe(first);
    const [row] = await database.db.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
    expect(row.phoneNumber).toBe("+34 986 999 000");
    expect((await loadMailSettings(database.db))?.password).toBe(SMTP_PASS);

    await saveSettings(database.db, settingsSchema.parse({ ...valid(), smtpPassword: "otra-clave" }));
    const replaced = await storedCipher(database);
    expect(replaced).not.toBe(first);
    expect(decryptSecret(replaced!)).toBe("otra-clave");

    // Back to the sink's password for the test-email cases.
    await saveSettings(database.db, settingsSchema.parse({ ...valid(), smtpPassword: SMTP_PASS }));
  });

  it("stores empty optional fields as null and the lists as plain values", async ({ database }) => {
    await saveSettings(database.db, settingsSchema.parse({ ...valid(), mapUrl: "", servicesList: [{ value: " Baños " }], quickLinksList: [] }));
    const [row] = await database.db.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
    expect(row.mapUrl).toBeNull();
    expect(row.servicesList).toEqual(["Baños"]);
    expect(row.quickLinksList).toEqual([]);
  });

  it("stores the company's legal details, the NIF as checked, and gives them back to the form; emptied, they are none", async ({ database }) => {
    const identity = {
      legalName: "Obras Test Vigo S.L.",
      taxId: "b-12.345.674",
      registeredAddress: "Rúa Test 1, 36202 Vigo",
      registryDetails: "Registro Mercantil de Pontevedra, tomo 1234, folio 56, hoja PO-7890",
    };
    await saveSettings(database.db, settingsSchema.parse({ ...valid(), ...identity }));
    const form = toFormValues((await readAdminSettings(database.db)).settings);
    expect(form).toMatchObject({ ...identity, taxId: "B12345674" });

    await saveSettings(database.db, settingsSchema.parse({ ...valid(), legalName: " ", taxId: "", registeredAddress: "", registryDetails: "" }));
    const [row] = await database.db.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
    expect([row.legalName, row.taxId, row.registeredAddress, row.registryDetails]).toEqual([null, null, null, null]);
  });

  it("the admin read says a password is stored but never includes it", async ({ database }) => {
    const read = await readAdminSettings(database.db);
    expect(read.passwordStored).toBe(true);
    const text = JSON.stringify(read);
    expect(text).not.toContain(SMTP_PASS);
    expect(text).not.toContain((await storedCipher(database))!);
    expect(Object.keys(read.settings!)).not.toContain("smtpPassword");
    expect(read.settings!.smtpUsername).toBe(SMTP_USER);
  });
});

describe("a password encrypted with another server's secret (backup restored onto a new DATA_DIR)", () => {
  it("is reported as unreadable, not as stored, and the form asks for it again", async ({ database }) => {
    await saveSettings(database.db, settingsSchema.parse({ ...valid(), smtpPassword: SMTP_PASS }));
    // What the row holds after a restore: AES-GCM under a key this server does not have.
    const key = createHash("sha256").update("settings-encryption:the-other-server's-secret").digest();
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    const data = Buffer.concat([cipher.update(SMTP_PASS, "utf8"), cipher.final()]);
    const foreign = ["v1", iv.toString("base64"), cipher.getAuthTag().toString("base64"), data.toString("base64")].join(":");
    await database.db.update(siteSettings).set({ smtpPassword: foreign }).where(eq(siteSettings.id, SITE_SETTINGS_ID));

    const read = await readAdminSettings(database.db);
    expect(read.passwordStored).toBe(false);
    expect(read.passwordUnreadable).toBe(true);
    // Saving without typing it again is refused with the spec's message, not accepted on a dead ciphertext.
    const err = await saveSettings(database.db, settingsSchema.parse({ ...valid(), smtpPassword: "" })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SettingsError);
    expect((err as SettingsError).message).toBe(v.smtpPasswordRequired);

    const fixed = await saveSettings(database.db, settingsSchema.parse({ ...valid(), smtpPassword: SMTP_PASS }));
    expect(fixed).toMatchObject({ passwordStored: true, passwordUnreadable: false });
  });
});

describe("test email", () => {
  const typed = (patch: Record<string, unknown> = {}) =>
    testEmailSchema.parse({
      smtpHost: "127.0.0.1",
      smtpPort: sink.port,
      smtpUsername: SMTP_USER,
      smtpPassword: "",
      smtpSecure: false,
      adminEmail: "buzon-admin@obras.test",
      email: "info@obras.test",
      companyName: "Obras Test",
      ...patch,
    });

  it("is delivered to the admin email with the stored password when the field is empty", async ({ database }) => {
    const outcome = await sendTestEmail(database.db, typed());
    expect(outcome).toMatchObject({ ok: true, to: "buzon-admin@obras.test" });
    expect(outcome.ok && outcome.response).toMatch(/^250 /);
    const mail = await sink.waitFor((x) => x.to.includes("buzon-admin@obras.test"));
    expect(mail.raw).toContain("Este es un correo de prueba");
    expect(mail.from).toBe(SMTP_USER);
  });

  it("uses the typed values, not the saved ones", async ({ database }) => {
    const outcome = await sendTestEmail(database.db, typed({ adminEmail: "otro@obras.test", smtpPassword: SMTP_PASS }));
    expect(outcome.ok).toBe(true);
    await sink.waitFor((x) => x.to.includes("otro@obras.test"));
  });

  it("reports the server's answer when it refuses", async ({ database }) => {
    const outcome = await sendTestEmail(database.db, typed({ smtpPassword: "mala" }));
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatch(/535 Credenciales SMTP incorrectas/);
  });

  it("reports a server that cannot be reached", async ({ database }) => {
    const closed = await startSmtpSink();
    const port = closed.port;
    await closed.close();
    const outcome = await sendTestEmail(database.db, typed({ smtpPort: port }));
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatch(/ECONNREFUSED/);
  });

  it("needs a host", () => {
    expect(issues(testEmailSchema, { ...typed(), smtpHost: "" }).smtpHost).toBe(v.testEmailNoHost);
  });
});
