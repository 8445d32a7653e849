import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject } from "vitest";
import { startSmtpSink } from "../support/smtp-sink";
import { settingsHistoryMessages } from "@/settings/admin/messages";
import { settingsMessages } from "@/settings/messages";
import { ADMIN } from "./global-setup";
import { expectVisible } from "./support/expectations";
import { test } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { openSettings, saveSettings } from "./support/settings-form";
import { sessionCookie } from "./support/sign-in";
import { expectToast } from "./support/toasts";

const baseURL = inject("baseURL");
const s = settingsMessages.es;
const h = settingsHistoryMessages.es;
const n = Date.now().toString(36);
const SMTP_USER = `avisos-${n}@obras.test`;
const SMTP_PASS = `Clave-Smtp-${n}-Zx81`;
const PHONE = "+34 986 424 242";
const WHATSAPP = "+34 611 424 242";

let page: Page;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
/** Every response the admin's browser received from the app, body included, for the leak check. */
const captured: Promise<{ url: string; method: string; body: string }>[] = [];
/** What the page showed before the test changed it, restored afterwards for the other test files. */
const original: Record<string, string> = {};

const field = (name: string) => page.locator(`#settings-${name}`);
/** Typing before the form hydrates would be lost: wait until React owns the inputs, not only for the heading. */
async function reloadForm() {
  await page.reload();
  await page.getByRole("heading", { name: "Configuración del Sitio", level: 1 }).waitFor();
  await hydrated(page, "#settings-companyName");
}
// The bottom button: success toasts (top right) may cover the one in the title row.
const save = () => page.getByRole("button", { name: "Guardar cambios" }).last().click();
const toast = (text: string | RegExp) => expectToast(page, text);
/** Saves and waits for the action's answer and toast, so an earlier toast cannot stand in for this save's. */
const saveAndWait = () => saveSettings(page);
const RESTORABLE = ["phoneNumber", "whatsappNumber", "smtpHost", "smtpPort", "smtpUsername", "adminEmail"];

test.beforeAll(async ({ admin }) => {
  sink = await startSmtpSink({ auth: { username: SMTP_USER, password: SMTP_PASS } });
  page = await admin.newPage();
  page.on("response", (res) => {
    if (!res.url().startsWith(baseURL)) return;
    const method = res.request().method();
    captured.push(
      res
        .text()
        .catch(() => "")
        .then((body) => ({ url: res.url(), method, body })),
    );
  });
  await openSettings(page);
  for (const name of RESTORABLE) original[name] = await field(name).inputValue();
});

test.afterAll(async () => {
  // Leave mail off and the contact numbers as they were: other files share this server.
  if (page && original.phoneNumber !== undefined) {
    await openSettings(page);
    await field("phoneNumber").fill(original.phoneNumber || PHONE);
    await field("whatsappNumber").fill(original.whatsappNumber || WHATSAPP);
    await field("smtpHost").fill(original.smtpHost);
    await field("smtpPort").fill(original.smtpPort || "587");
    await field("smtpUsername").fill(original.smtpUsername);
    await field("adminEmail").fill(original.adminEmail || "admin@obras.test");
    const notifications = page.getByRole("switch", { name: "Notificaciones por email" });
    if (!original.smtpHost && (await notifications.getAttribute("aria-checked")) === "true") await notifications.click();
    await saveAndWait();
  }
  await sink?.close();
});

/** Required fields the seeded settings might lack, so that a save is not refused for them. */
async function fillRequiredIfEmpty() {
  const defaults: Record<string, string> = {
    companyName: "Obras E2E",
    companyDescription: "Reformas en Vigo.",
    address: "Rúa E2E 1, Vigo",
    email: "info@obras.test",
    adminEmail: "admin@obras.test",
    workingHoursWeekdays: "Lunes a Viernes: 9:00 - 18:00",
    workingHoursSaturday: "Sábados: 9:00 - 14:00",
    privacyPolicyUrl: "/politica-de-privacidade",
    termsOfServiceUrl: "/termos-de-servico",
    phoneNumber: PHONE,
    whatsappNumber: WHATSAPP,
  };
  for (const [name, value] of Object.entries(defaults)) if (!(await field(name).inputValue())) await field(name).fill(value);
}

describe("site settings", () => {
  test("serves the form with the stored values in its HTML, before any script runs", async () => {
    const res = await fetch(`${baseURL}/admin/settings`, { headers: { cookie: await sessionCookie(baseURL, ADMIN) } });
    const html = await res.text();
    const valueOf = (id: string) => new RegExp(`<input[^>]*id="settings-${id}"[^>]*>`).exec(html)?.[0].match(/value="([^"]*)"/)?.[1];
    await reloadForm();
    for (const name of ["companyName", "phoneNumber", "email"]) {
      const stored = await field(name).inputValue();
      expect(stored, name).not.toBe("");
      expect(valueOf(name), name).toBe(stored);
    }
  });

  test("shows the spec's message under each invalid field", async () => {
    for (const name of [
      "companyDescription",
      "address",
      "phoneNumber",
      "whatsappNumber",
      "workingHoursWeekdays",
      "workingHoursSaturday",
      "privacyPolicyUrl",
      "termsOfServiceUrl",
      "smtpHost",
      "smtpUsername",
      "smtpPort",
    ]) {
      await field(name).fill("");
    }
    await field("mapUrl").fill("mapa");
    await field("email").fill("info@");
    await field("adminEmail").fill("admin");
    await field("facebookUrl").fill("facebook");
    await field("instagramUrl").fill("javascript:alert(1)");
    await field("linkedinUrl").fill("linkedin");
    const notifications = page.getByRole("switch", { name: "Notificaciones por email" });
    if ((await notifications.getAttribute("aria-checked")) !== "true") await notifications.click();
    await page.getByRole("button", { name: "Agregar servicio" }).click();
    await page.getByRole("button", { name: "Agregar enlace" }).click();
    await save();

    const expectUnder = async (name: string, message: string) => {
      const error = page.locator(`#settings-${name.replace(/\./g, "-")}-error`);
      await error.waitFor();
      expect(await error.textContent(), name).toBe(message);
      expect(await field(name.replace(/\./g, "-")).getAttribute("aria-invalid"), name).toBe("true");
    };
    await expectUnder("companyDescription", "La descripción es obligatoria");
    await expectUnder("address", "La dirección es obligatoria");
    await expectUnder("mapUrl", "URL inválida");
    await expectUnder("phoneNumber", "El teléfono es obligatorio");
    await expectUnder("whatsappNumber", "WhatsApp es obligatorio");
    await expectUnder("email", "Email inválido");
    await expectUnder("adminEmail", "Email del administrador inválido");
    await expectUnder("smtpHost", "Host SMTP es obligatorio");
    await expectUnder("smtpPort", "Puerto SMTP es obligatorio");
    await expectUnder("workingHoursWeekdays", "El horario de funcionamiento es obligatorio");
    await expectUnder("workingHoursSaturday", "El horario del sábado es obligatorio");
    await expectUnder("facebookUrl", "URL inválida");
    await expectUnder("instagramUrl", "URL inválida");
    await expectUnder("linkedinUrl", "URL inválida");
    await expectUnder("privacyPolicyUrl", "URL de la política de privacidad es obligatoria");
    await expectUnder("termsOfServiceUrl", "URL de los términos de servicio es obligatoria");
    const services = await page.locator("#settings-section-services").locator("xpath=ancestor::section").locator("input").count();
    await expectUnder(`servicesList.${services - 1}.value`, "El servicio no puede estar vacío");
    const links = (await page.locator("#settings-section-quick-links").locator("xpath=ancestor::section").locator("input").count()) / 2;
    await expectUnder(`quickLinksList.${links - 1}.name`, "El nombre es obligatorio");
    await expectUnder(`quickLinksList.${links - 1}.href`, "El enlace es obligatorio");

    // A host without a username (the password rule is checked with the SMTP save below).
    await field("smtpHost").fill("127.0.0.1");
    await save();
    await expectUnder("smtpUsername", "Usuario SMTP es obligatorio");

    // Nothing was saved: a reload brings back the stored values.
    await reloadForm();
    expect(await field("phoneNumber").inputValue()).toBe(original.phoneNumber);
  });

  test("removes rows from the lists", async () => {
    const before = await page.getByRole("button", { name: /^Eliminar servicio / }).count();
    await page.getByRole("button", { name: "Agregar servicio" }).click();
    expect(await page.getByRole("button", { name: /^Eliminar servicio / }).count()).toBe(before + 1);
    await page.getByRole("button", { name: `Eliminar servicio ${before + 1}` }).click();
    expect(await page.getByRole("button", { name: /^Eliminar servicio / }).count()).toBe(before);
  });

  test("saves SMTP settings pointing at a server; the password is required once, then kept", async () => {
    await fillRequiredIfEmpty();
    await field("smtpHost").fill("127.0.0.1");
    await field("smtpPort").fill(String(sink.port));
    await field("smtpUsername").fill(SMTP_USER);
    const secure = page.getByRole("switch", { name: "Conexión segura (TLS)" });
    if ((await secure.getAttribute("aria-checked")) === "true") await secure.click();
    await field("smtpPassword").fill("");
    await save();
    await page.locator("#settings-smtpPassword-error").filter({ hasText: "Contraseña SMTP es obligatoria" }).waitFor();

    await field("smtpPassword").fill(SMTP_PASS);
    await saveAndWait();
    expect(await field("smtpPassword").inputValue()).toBe("");
    expect(await field("smtpPassword").getAttribute("placeholder")).toBe("•••••••• (guardada)");
    await page.getByText("Déjela vacía para conservar la actual.").waitFor();

    await reloadForm();
    expect(await field("smtpHost").inputValue()).toBe("127.0.0.1");
    expect(await field("smtpPort").inputValue()).toBe(String(sink.port));
    expect(await field("smtpPassword").inputValue()).toBe("");
    expect(await field("smtpPassword").getAttribute("placeholder")).toBe("•••••••• (guardada)");
  });

  test("sends a test email with the stored password, and shows the server's refusal of a wrong one", async () => {
    const to = await field("adminEmail").inputValue();
    const outcome = page.getByTestId("test-email-outcome");
    await page.getByRole("button", { name: "Enviar correo de prueba" }).click();
    await outcome.getByText(`Correo de prueba enviado a ${to}`).waitFor();
    expect(await outcome.textContent()).toMatch(/Respuesta del servidor: 250 /);
    const mail = await sink.waitFor((m) => m.to.includes(to));
    expect(mail.from).toBe(SMTP_USER);

    // Typed but not saved: the test uses it, and the server's answer is shown.
    await field("smtpPassword").fill("clave-equivocada");
    await page.getByRole("button", { name: "Enviar correo de prueba" }).click();
    await outcome.getByRole("alert").filter({ hasText: "535 Credenciales SMTP incorrectas" }).waitFor();
    expect(await outcome.textContent()).toContain("Error al enviar el correo de prueba");
    await field("smtpPassword").fill("");
  });

  test("limits test emails to five a minute per admin", async () => {
    const outcome = page.getByTestId("test-email-outcome");
    const button = page.getByRole("button", { name: "Enviar correo de prueba" });
    // Two were sent by the previous test; the sixth within the minute is refused.
    for (let i = 0; i < 4; i++) {
      const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().startsWith(`${baseURL}/admin/settings`));
      await button.click();
      await answered;
      await outcome.locator("p").waitFor();
    }
    await expectVisible(
      outcome.getByRole("alert").filter({ hasText: /Demasiados correos de prueba\. Inténtelo de nuevo en \d+ s\./ }),
      "the refusal of a sixth test email within the minute",
    );
  });

  test("uploads a logo that the public header shows once saved, and removes it", async ({ newPage }) => {
    const png = await sharp({ create: { width: 240, height: 80, channels: 3, background: { r: 200, g: 90, b: 20 } } })
      .png()
      .toBuffer();
    await field("logoUrl").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await toast("Logotipo subido. Guarde los cambios para publicarlo.");
    const src = await page.getByRole("img", { name: "Logotipo actual" }).getAttribute("src");
    expect(src).toMatch(/^\/media\/site\/[0-9a-f-]{36}\.png$/);
    await saveAndWait();

    const visitor = await newPage();
    try {
      await visitor.goto("/");
      expect(await visitor.locator(`header img[src="${src}"]`).count()).toBe(1);
      await page.getByRole("button", { name: "Quitar logotipo" }).click();
      await saveAndWait();
      await visitor.goto("/");
      expect(await visitor.locator(`header img[src="${src}"]`).count()).toBe(0);
    } finally {
      await visitor.context().close();
    }
  });

  test("a saved phone number reaches the public footer and the chat link on the next request", async ({ newPage }) => {
    await field("phoneNumber").fill(PHONE);
    await field("whatsappNumber").fill(WHATSAPP);
    await saveAndWait();

    const visitor = await newPage();
    try {
      await visitor.goto("/");
      expect(await visitor.locator('footer a[href^="tel:"]').first().textContent()).toContain(PHONE);
      const chat = await visitor.getByRole("link", { name: "Escríbenos por WhatsApp" }).last().getAttribute("href");
      expect(chat).toContain("wa.me/34611424242");
    } finally {
      await visitor.context().close();
    }
  });

  test("the history lists that save; restoring the version before it, without JavaScript, brings the old phone back to the footer", async ({ newPage }) => {
    await openSettings(page);
    await page.getByRole("link", { name: h.open }).click();
    await page.getByRole("heading", { name: h.title, level: 1 }).waitFor();
    const rows = page.locator("tbody tr");
    await expectVisible(rows.first().getByText(`${h.changed("")}`, { exact: false }), "the newest save's summary");
    expect(await rows.first().textContent()).toContain(s.fields.phoneNumber);
    const earlier = rows.nth(1).getByRole("link");
    const earlierDate = (await earlier.textContent())!.trim();
    const earlierPath = new URL(await earlier.evaluate((a) => (a as HTMLAnchorElement).href)).pathname;

    const plain = await newPage({ signedIn: true, javaScriptEnabled: false, timeout: 20_000 });
    const visitor = await newPage();
    try {
      await plain.goto(earlierPath);
      await plain.getByRole("heading", { name: h.versionTitle(earlierDate), level: 1 }).waitFor();
      const oldPhone = (await plain.locator("dt", { hasText: s.fields.phoneNumber }).locator("xpath=following-sibling::dd[1]").textContent())!.trim();
      expect(oldPhone).not.toBe(PHONE);
      await plain.getByRole("button", { name: h.restore }).click();
      await plain.waitForURL(`${baseURL}/admin/settings/history?aviso=restored`);
      await plain.getByRole("status").getByText(h.restored).waitFor();
      expect(await plain.locator("tbody tr").first().textContent()).toContain(h.restoredFrom(earlierDate));

      await visitor.goto("/");
      expect(await visitor.locator('footer a[href^="tel:"]').first().textContent()).toContain(oldPhone);
    } finally {
      await plain.context().close();
      await visitor.context().close();
    }
  });

  test("never sends the SMTP password to the browser: not in the page HTML nor in any action response", async () => {
    const html = await (await page.request.get("/admin/settings")).text();
    expect(html).toContain("Configuración del Sitio");
    expect(html).not.toContain(SMTP_PASS);

    const responses = await Promise.all(captured);
    const actions = responses.filter((r) => r.method === "POST" && r.url.includes("/admin/settings"));
    expect(actions.length).toBeGreaterThanOrEqual(4);
    for (const r of responses) expect(r.body.includes(SMTP_PASS), `${r.method} ${r.url}`).toBe(false);
  });
});
