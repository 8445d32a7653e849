import { gunzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { adminShellMessages } from "@/admin/messages";
import { inboxMessages } from "@/contact/admin/messages";
import { openDatabase } from "@/db/client";
import { siteSettings, SITE_SETTINGS_ID } from "@/db/schema";
import { decodeMimeWords, startSmtpSink, type ReceivedMail } from "../support/smtp-sink";
import { ADMIN } from "./global-setup";
import { chooseAdminLanguage } from "./support/admin-language";
import { test, type NewPage } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { makeDataDir, runScript, startApp, type RunningServer } from "./support/server";
import { expectToast } from "./support/toasts";

/**
 * The inbox runs on its own server: its SMTP settings point at a sink this test starts and
 * stops, and 'Eliminar todos' must not remove other tests' messages on the shared server.
 * The SEO downloads are checked on the shared, seeded server (it has published projects).
 */
const sharedURL = inject("baseURL");
const ADMIN_EMAIL = "oficina@obras.test";
const stamp = Date.now().toString(36);
const visitor = { name: "Lucía Otero", email: `lucia.${stamp}@example.com`, phone: "+34 600 111 222" };
const FIRST = { subject: `Presupuesto baño ${stamp}`, message: `Hola,\nQuisiera reformar el baño (6 m²) & la cocina.\n\n¿Es posible? #${stamp}` };
const SECOND = { subject: `Servidor caído ${stamp}`, message: "Segundo mensaje, con el correo caído." };

let server: RunningServer;
let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
let smtpPort: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  smtpPort = sink.port;
  const dataDir = makeDataDir("inbox");
  runScript("create-admin", ["--email", ADMIN.email, "--password", ADMIN.password], dataDir);
  // The settings screen is someone else's; write the SMTP settings the way it stores them.
  const database = await openDatabase({ dataDir });
  try {
    await database.db.insert(siteSettings).values({
      id: SITE_SETTINGS_ID,
      smtpHost: "127.0.0.1",
      smtpPort,
      smtpSecure: false,
      email: "web@obras.test",
      adminEmail: ADMIN_EMAIL,
      emailNotificationsEnabled: true,
    });
  } finally {
    await database.close();
  }
  server = await startApp(dataDir, { SEED_DEMO: "false" });
});

afterAll(async () => {
  await sink?.close();
  if (server) expect(await server.stop()).toBe(0);
});

/** A page of this file's server, signed in as its admin. */
const adminPage = (newPage: NewPage) => newPage({ baseURL: server.url, signedIn: true, timeout: 15_000 });
const header = (mail: ReceivedMail, name: string) => mail.raw.replace(/\r\n[ \t]+/g, " ").match(new RegExp(`^${name}: (.*)$`, "im"))?.[1] ?? "";
const card = (page: Page, subject: string) => page.locator("[data-message-id]").filter({ hasText: subject });

async function submitContactForm(page: Page, fields: { subject: string; message: string }) {
  await page.goto(`${server.url}/#contact`);
  const form = page.getByRole("form", { name: "Formulario de contacto" });
  await form.getByLabel("Nombre").fill(visitor.name);
  await form.getByLabel("Correo electrónico").fill(visitor.email);
  await form.getByLabel("Teléfono (opcional)").fill(visitor.phone);
  await form.getByLabel("Asunto").fill(fields.subject);
  await form.getByLabel("Mensaje").fill(fields.message);
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  await page.getByText("¡Mensaje enviado!").waitFor();
}

describe("contact message notification and inbox", () => {
  test("emails a new public message to admin_email with the visitor as Reply-To", async ({ newPage }) => {
    const page = await newPage();
    try {
      await submitContactForm(page, FIRST);
    } finally {
      await page.close();
    }
    const mail = await sink!.waitFor((m) => m.raw.includes(stamp) && m.to.includes(ADMIN_EMAIL), 20_000);
    expect(mail.to).toEqual([ADMIN_EMAIL]);
    expect(decodeMimeWords(header(mail, "Reply-To")).replace(/"/g, "")).toBe(`${visitor.name} <${visitor.email}>`);
  });

  test("keeps a message sent while the mail server is down and shows the failure in the inbox, with a working retry", async ({ newPage }) => {
    await sink!.close();
    sink = undefined;
    const visitorPage = await newPage();
    try {
      await submitContactForm(visitorPage, SECOND);
    } finally {
      await visitorPage.close();
    }

    const page = await adminPage(newPage);
    await page.goto("/admin/contact-messages");
    const failed = card(page, SECOND.subject);
    await failed.waitFor();
    // The send runs after the visitor's response: give it a moment, then reload.
    const deadline = Date.now() + 20_000;
    while ((await failed.getByTestId("notification-failure").count()) === 0 && Date.now() < deadline) {
      await page.waitForTimeout(500);
      await page.reload();
    }
    const notice = failed.getByTestId("notification-failure");
    await expect(notice.textContent()).resolves.toMatch(/No se pudo enviar el aviso por email: .*ECONNREFUSED/);
    await expect(notice.textContent()).resolves.toContain("Intentos: 1 de 6");
    await expect(failed.getByTestId("message-status").textContent()).resolves.toBe("Nuevo");
    await expect(page.getByTestId("inbox-total").textContent()).resolves.toBe("2 mensajes en total");

    sink = await startSmtpSink({ port: smtpPort });
    await notice.getByRole("button", { name: "Reintentar envío" }).click();
    await expectToast(page, "Aviso enviado por email");
    await sink.waitFor((m) => m.raw.includes("Servidor ca") && m.to.includes(ADMIN_EMAIL));
    await failed.getByTestId("notification-failure").waitFor({ state: "detached" });
    await page.close();
  });

  test("shows the card's fields and a mailto reply whose subject and body decode correctly", async ({ newPage }) => {
    const page = await adminPage(newPage);
    await page.goto("/admin/contact-messages");
    const first = card(page, FIRST.subject);
    await first.waitFor();
    const text = (await first.textContent()) ?? "";
    expect(text).toContain(visitor.name);
    expect(text).toContain(visitor.email);
    expect(text).toContain(visitor.phone);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}/);
    // The body keeps its line breaks.
    await expect(first.getByTestId("message-body").innerText()).resolves.toBe(FIRST.message);

    const href = (await first.getByTestId("reply-email").getAttribute("href"))!;
    const [to, query] = href.slice("mailto:".length).split("?");
    expect(decodeURIComponent(to)).toBe(visitor.email);
    const params = Object.fromEntries(query.split("&").map((p) => p.split("=").map(decodeURIComponent)));
    expect(params.subject).toBe(`Re: ${FIRST.subject}`);
    expect(params.body).toBe(
      [`Hola ${visitor.name},`, "", "", "", `${visitor.name} escribió:`, ...FIRST.message.split("\n").map((l) => `> ${l}`)].join("\r\n"),
    );

    const whatsapp = first.getByRole("link", { name: `Escribir a ${visitor.name} por WhatsApp` });
    const wa = new URL((await whatsapp.getAttribute("href"))!);
    expect(wa.pathname).toBe("/34600111222");
    expect(wa.searchParams.get("text")).toContain(`Hola ${visitor.name}`);
    await page.close();
  });

  test("shows the inbox in the person's language: English words, the date 'dd/MM/yyyy at HH:mm'", async ({ newPage }) => {
    const page = await adminPage(newPage);
    try {
      await page.goto("/admin/contact-messages");
      await chooseAdminLanguage(page, "en");
      const en = inboxMessages.en;
      await page.getByRole("heading", { name: en.title, level: 1 }).waitFor();
      const first = card(page, FIRST.subject);
      await first.getByRole("button", { name: en.markRead }).waitFor();
      expect(await first.getByTestId("message-status").textContent()).toBe(en.status.new);
      expect(await first.locator("time").textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} at \d{2}:\d{2}$/);
      expect(await page.getByTestId("inbox-total").textContent()).toBe(en.total(2));
      // The title is read from a fresh load: in place, it is Next's streamed metadata, which on a
      // loaded machine can keep the previous language until the next navigation.
      await page.reload();
      expect(await page.title()).toBe(`${en.title} · ${adminShellMessages.en.panel}`);
      await hydrated(page, "#admin-language");
    } finally {
      await chooseAdminLanguage(page, "es");
      await page.getByRole("heading", { name: inboxMessages.es.title, level: 1 }).waitFor();
      await page.close();
    }
  });

  test("marks a message read, archives it and filters by status", async ({ newPage }) => {
    const page = await adminPage(newPage);
    await page.goto("/admin/contact-messages");
    const first = card(page, FIRST.subject);
    await first.getByRole("button", { name: "Marcar como leído" }).click();
    await first.getByTestId("message-status").filter({ hasText: "Leído" }).waitFor();
    await first.getByRole("button", { name: "Archivar" }).click();
    await first.getByTestId("message-status").filter({ hasText: "Archivado" }).waitFor();

    await page.getByRole("link", { name: /^Archivados/ }).click();
    await page.waitForURL(/estado=archivados/);
    await card(page, FIRST.subject).waitFor();
    expect(await card(page, SECOND.subject).count()).toBe(0);
    await page.getByRole("link", { name: /^Nuevos/ }).click();
    await page.waitForURL(/estado=nuevos/);
    await card(page, SECOND.subject).waitFor();
    expect(await card(page, FIRST.subject).count()).toBe(0);
    await page.close();
  });

  test("deletes one message and then all of them, each after its confirmation", async ({ newPage }) => {
    const page = await adminPage(newPage);
    await page.goto("/admin/contact-messages");
    await card(page, SECOND.subject)
      .getByRole("button", { name: `Eliminar el mensaje de ${visitor.name}` })
      .click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("¿Está seguro de que desea eliminar este mensaje? Esta acción no se puede deshacer.").waitFor();
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await card(page, SECOND.subject).waitFor({ state: "detached" });
    await expectToast(page, "Mensaje eliminado");
    await expect(page.getByTestId("inbox-total").textContent()).resolves.toBe("1 mensaje en total");

    // One more, so 'all' means more than one.
    const visitorPage = await newPage();
    await submitContactForm(visitorPage, { subject: `Tercero ${stamp}`, message: "Otro mensaje." });
    await visitorPage.close();
    await page.getByRole("button", { name: "Actualizar" }).click();
    await card(page, `Tercero ${stamp}`).waitFor();

    await page.getByRole("button", { name: "Eliminar todos" }).click();
    await page.getByRole("alertdialog").getByText("¿Está seguro de que desea eliminar TODOS los 2 mensajes? Esta acción no se puede deshacer.").waitFor();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar todos" }).click();
    await page.getByText("No se encontraron mensajes").waitFor();
    await expect(page.getByTestId("inbox-total").textContent()).resolves.toBe("0 mensajes en total");
    expect(await page.getByRole("button", { name: "Eliminar todos" }).count()).toBe(0);
    await page.close();
  });
});

describe("SEO tools", () => {
  test("downloads sitemap.xml (the index) and robots.txt identical to the live files, and links out safely", async ({ newPage }) => {
    const page = await newPage({ signedIn: true, acceptDownloads: true, timeout: 15_000 });
    try {
      await page.goto("/admin/seo");
      for (const [button, file, title] of [
        ["Generar sitemap.xml", "sitemap.xml", "Sitemap Generado"],
        ["Generar robots.txt", "robots.txt", "Robots.txt Generado"],
      ] as const) {
        const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).click()]);
        expect(download.suggestedFilename()).toBe(file);
        const stream = await download.createReadStream();
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const live = await (await fetch(`${sharedURL}/${file}`)).text();
        expect(Buffer.concat(chunks).toString("utf8")).toBe(live);
        await expectToast(page, title);
      }
      // The download is the index; the projects are in the files it names.
      const index = await (await fetch(`${sharedURL}/sitemap.xml`)).text();
      const [firstFile] = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(firstFile).toBe(`${sharedURL}/sitemaps/1.xml.gz`);
      expect(gunzipSync(Buffer.from(await (await fetch(firstFile)).arrayBuffer())).toString("utf8")).toContain("/projeto/");

      const speed = page.getByRole("link", { name: /Analizar velocidad/ });
      expect(await speed.getAttribute("href")).toBe(`https://pagespeed.web.dev/analysis?url=${encodeURIComponent(sharedURL)}`);
      expect(await speed.getAttribute("target")).toBe("_blank");
      expect(await speed.getAttribute("rel")).toBe("noopener noreferrer");
      const searchConsole = page.getByRole("link", { name: /Abrir Search Console/ });
      expect(await searchConsole.getAttribute("target")).toBe("_blank");
      expect(await searchConsole.getAttribute("rel")).toBe("noopener noreferrer");
      await page.getByText("Optimizaciones implementadas").waitFor();
      await page.getByText("Escriba meta descripciones de 150-160 caracteres").waitFor();
    } finally {
      await page.close();
    }
  });

  test("refuses the download route to visitors", async () => {
    for (const file of ["sitemap.xml", "robots.txt"]) {
      const res = await fetch(`${sharedURL}/api/admin/seo/${file}`, { redirect: "manual" });
      expect([307, 401]).toContain(res.status);
    }
  });
});
