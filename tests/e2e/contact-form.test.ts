import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, inject } from "vitest";
import { contactFormCatalogue as contactMessages } from "@/contact/messages";
import { uiMessages } from "@/messages/ui";
import { ADMIN } from "./global-setup";
import { postContactForm } from "./support/contact-form";
import { test, type NewPage, type PageOptions } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { sessionCookie } from "./support/sign-in";

/**
 * The landing page's contact form with JavaScript: its controller (src/contact/components/contact-form.controller.ts)
 * and its toasts (src/ui/site-toast.ts). Without JavaScript: tests/security/forms-without-javascript.test.ts.
 * Every page poses as a visitor of its own (the shared server trusts one proxy's X-Forwarded-For):
 * the contact limit is per address, and no test spends another's.
 */
const baseURL = inject("baseURL");
const es = contactMessages.es;
const gl = contactMessages.gl;
let adminCookie = "";

beforeAll(async () => {
  adminCookie = await sessionCookie(baseURL, ADMIN);
});

let visitors = 0;
async function visitorPage(newPage: NewPage, options: PageOptions = {}): Promise<{ page: Page; ip: string; close: () => Promise<void> }> {
  const ip = `10.42.${process.pid & 255}.${++visitors}`;
  const page = await newPage({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { "x-forwarded-for": ip }, consent: "declined", ...options });
  return { page, ip, close: () => page.close() };
}

const contactForm = (page: Page) => page.getByRole("form", { name: es.formLabel });
const toasts = (page: Page) => page.locator("[data-site-toaster] [data-toast]");
const inbox = async () => (await fetch(`${baseURL}/admin/contact-messages`, { headers: { cookie: adminCookie } })).text();

type ContactValues = Record<"name" | "email" | "phone" | "subject" | "message", string>;

/** Types `values` into the contact form, each field found by its label in the page's language (`labels`). */
async function fillContactForm(form: Locator, labels: typeof es.fields, values: ContactValues) {
  for (const field of ["name", "email", "phone", "subject", "message"] as const) await form.getByLabel(labels[field]).fill(values[field]);
}

const fillValid = (page: Page, subject: string) =>
  fillContactForm(contactForm(page), es.fields, {
    name: "Lucía Otero",
    email: "lucia@example.com",
    phone: "+34 600 111 222",
    subject,
    message: "Quisiera un presupuesto para reformar un baño de 6 m² en Vigo.",
  });

describe("the contact form with JavaScript", () => {
  test("refuses an empty send in the browser, in the spec's words: a toast, each error tied to its field, the focus on the first; nothing is posted, nothing typed is lost", async ({
    newPage,
  }) => {
    const { page, close } = await visitorPage(newPage);
    // What the form would post to (its page); the page-view beacon posts elsewhere.
    const posts: string[] = [];
    page.on("request", (req) => req.method() === "POST" && !req.url().includes("/api/") && posts.push(req.url()));
    const scripts: Promise<string>[] = [];
    page.on("response", (res) => res.request().resourceType() === "script" && scripts.push(res.text().catch(() => "")));
    try {
      await page.goto("/#contact");
      await hydrated(page, "#contact form");
      // The live region is in the page before the first toast, so that one is announced too.
      expect(await page.locator('[data-site-toaster][aria-live="polite"]').count()).toBe(1);
      const form = contactForm(page);
      await form.getByLabel("Nombre").fill("Lucía Otero");
      await form.getByRole("button", { name: es.send }).click();

      const toast = toasts(page).filter({ hasText: es.requiredTitle });
      await toast.waitFor();
      expect(await toast.textContent()).toContain(es.requiredText);
      for (const [label, id] of [
        ["Correo electrónico", "contact-email"],
        ["Asunto", "contact-subject"],
        ["Mensaje", "contact-message"],
      ]) {
        const field = form.getByLabel(label);
        expect(await field.getAttribute("aria-invalid"), label).toBe("true");
        expect(await field.getAttribute("aria-describedby"), label).toBe(`${id}-error`);
        expect(await page.locator(`#${id}-error`).textContent(), label).toBe(es.requiredText);
      }
      expect(await form.getByLabel("Nombre").getAttribute("aria-invalid")).toBeNull();
      expect(await form.getByLabel("Teléfono (opcional)").getAttribute("aria-invalid")).toBeNull();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-email");
      expect(await form.getByLabel("Nombre").inputValue()).toBe("Lucía Otero");
      expect(posts).toEqual([]);

      // Filling a field and sending again takes its error away.
      await form.getByLabel("Correo electrónico").fill("lucia@example.com");
      await form.getByRole("button", { name: es.send }).click();
      await expect.poll(() => form.getByLabel("Correo electrónico").getAttribute("aria-invalid")).toBeNull();
      expect(await page.locator("#contact-email-error").count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-subject");

      // Public pages no longer load sonner.
      await page.waitForLoadState("networkidle");
      expect((await Promise.all(scripts)).some((code) => code.includes("data-sonner-toaster"))).toBe(false);
    } finally {
      await close();
    }
  });

  test("checks the e-mail's shape and the lengths with the server's rules, in the page's language (Galician)", async ({ newPage }) => {
    const { page, close } = await visitorPage(newPage, { locale: "gl-ES" });
    try {
      await page.goto("/gl#contact");
      await hydrated(page, "#contact form");
      const form = page.getByRole("form", { name: gl.formLabel });
      await form.getByLabel(gl.fields.name).fill("Xoán");
      await form.getByLabel(gl.fields.email).fill("xoan@sen-dominio");
      await form.getByLabel(gl.fields.subject).fill("s".repeat(201));
      await form.getByLabel(gl.fields.message).fill("Unha mensaxe.");
      await form.getByRole("button", { name: gl.send }).click();
      const toast = toasts(page).filter({ hasText: gl.errorTitle });
      await toast.waitFor();
      expect(await toast.textContent()).toContain(`Error: ${gl.emailInvalid}`);
      expect(await page.locator("#contact-email-error").textContent()).toBe(gl.emailInvalid);
      expect(await page.locator("#contact-subject-error").textContent()).toBe(gl.tooLong(200));
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-email");
    } finally {
      await close();
    }
  });

  test("sends without a reload: the button is disabled and reads 'Enviando...' meanwhile; then '¡Mensaje enviado!', the form cleared and the message stored", async ({
    newPage,
  }) => {
    const { page, close } = await visitorPage(newPage);
    const subject = `Con JavaScript ${Date.now()}`;
    try {
      await page.goto("/#contact");
      await hydrated(page, "#contact form");
      // The answer is held until the sending state has been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/*", async (route) => {
        if (route.request().method() !== "POST") return route.fallback();
        await held;
        await route.continue();
      });
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await fillValid(page, subject);
      const form = contactForm(page);
      const button = form.locator("button[type=submit]");
      await button.click();
      await expect.poll(() => button.textContent()).toBe(es.sending);
      expect(await button.isDisabled()).toBe(true);
      release();

      const toast = toasts(page).filter({ hasText: es.successTitle });
      await toast.waitFor();
      expect(await toast.textContent()).toContain(es.successText);
      expect(await toast.getAttribute("data-kind")).toBe("success");
      for (const label of ["Nombre", "Correo electrónico", "Teléfono (opcional)", "Asunto", "Mensaje"])
        expect(await form.getByLabel(label).inputValue(), label).toBe("");
      await expect.poll(() => button.textContent()).toBe(es.send);
      expect(await button.isDisabled()).toBe(false);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(await inbox()).toContain(subject);
    } finally {
      await close();
    }
  });

  test("shows the rate limit's answer as before ('Error al enviar mensaje' / 'Error: Ha enviado demasiados mensajes…') and keeps what was typed", async ({
    newPage,
  }) => {
    const { page, ip, close } = await visitorPage(newPage);
    const stamp = Date.now();
    try {
      // This visitor has already sent as many messages as the limit allows (CONTACT_RATE_LIMIT, 5 by default).
      for (let n = 0; n < 5; n++) {
        const sent = await postContactForm(
          baseURL,
          { name: "Vecina", email: "vecina@example.com", phone: "", subject: `Límite ${stamp} ${n}`, message: "Un mensaje más." },
          { headers: { "x-forwarded-for": ip } },
        );
        expect(sent.answer?.ok, sent.answer?.text).toBe(true);
      }
      await page.goto("/#contact");
      await hydrated(page, "#contact form");
      const subject = `Límite ${stamp} de más`;
      await fillValid(page, subject);
      await contactForm(page).getByRole("button", { name: es.send }).click();
      const toast = toasts(page).filter({ hasText: es.errorTitle });
      await toast.waitFor();
      expect(await toast.textContent()).toContain(`Error: ${es.rateLimited}`);
      expect(await toast.getAttribute("data-kind")).toBe("error");
      expect(await contactForm(page).getByLabel("Asunto").inputValue()).toBe(subject);
      expect(await contactForm(page).getByLabel("Mensaje").inputValue()).not.toBe("");
      expect(await contactForm(page).locator("[aria-invalid]").count()).toBe(0);
      expect(await inbox()).not.toContain(subject);
    } finally {
      await close();
    }
  });
});

describe("the optional phone", () => {
  const en = contactMessages.en;

  test("with JavaScript: '123' is refused in the browser in the page's language (English), tied to its field; a plausible international number is sent", async ({
    newPage,
  }) => {
    const { page, close } = await visitorPage(newPage, { locale: "en-GB" });
    const posts: string[] = [];
    page.on("request", (req) => req.method() === "POST" && !req.url().includes("/api/") && posts.push(req.url()));
    const subject = `Phone with JavaScript ${Date.now()}`;
    try {
      await page.goto("/en#contact");
      await hydrated(page, "#contact form");
      const form = page.getByRole("form", { name: en.formLabel });
      await fillContactForm(form, en.fields, {
        name: "Olivia Brown",
        email: "olivia@example.com",
        phone: "123",
        subject,
        message: "A quote for a new kitchen, please.",
      });
      await form.getByRole("button", { name: en.send }).click();

      const toast = toasts(page).filter({ hasText: en.errorTitle });
      await toast.waitFor();
      expect(await toast.textContent()).toContain(`Error: ${en.phoneInvalid}`);
      const phone = form.getByLabel(en.fields.phone);
      expect(await phone.getAttribute("aria-invalid")).toBe("true");
      expect(await phone.getAttribute("aria-describedby")).toBe("contact-phone-error");
      expect(await page.locator("#contact-phone-error").textContent()).toBe(en.phoneInvalid);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-phone");
      expect(posts).toEqual([]);

      await phone.fill("+44 7911 123456");
      await form.getByRole("button", { name: en.send }).click();
      await toasts(page).filter({ hasText: en.successTitle }).waitFor();
      expect(await inbox()).toContain(subject);
    } finally {
      await close();
    }
  });

  test("without JavaScript: '123' is refused by the server in the page's language (Galician), what was typed is kept and nothing is stored", async ({
    newPage,
  }) => {
    const { page, close } = await visitorPage(newPage, { locale: "gl-ES", javaScriptEnabled: false });
    const subject = `Teléfono sen JavaScript ${Date.now()}`;
    try {
      await page.goto("/gl#contact");
      const form = page.getByRole("form", { name: gl.formLabel });
      await fillContactForm(form, gl.fields, { name: "Xoán", email: "xoan@example.com", phone: "123", subject, message: "Quero un orzamento para o tellado." });
      await form.getByRole("button", { name: gl.send }).click();

      const notice = page.getByRole("alert").filter({ hasText: gl.errorTitle });
      await notice.waitFor();
      expect(await notice.textContent()).toContain(`Error: ${gl.phoneInvalid}`);
      const answered = page.getByRole("form", { name: gl.formLabel });
      expect(await answered.getByLabel(gl.fields.phone).inputValue()).toBe("123");
      expect(await answered.getByLabel(gl.fields.phone).getAttribute("aria-invalid")).toBe("true");
      expect(await page.locator("#contact-phone-error").textContent()).toBe(gl.phoneInvalid);
      expect(await answered.getByLabel(gl.fields.subject).inputValue()).toBe(subject);
      expect(await inbox()).not.toContain(subject);
    } finally {
      await close();
    }
  });
});

describe("the public toasts", () => {
  /** An empty send raises the 'Campos obligatorios' toast without posting anything. */
  async function raiseToast(page: Page) {
    await page.goto("/#contact");
    await hydrated(page, "#contact form");
    await contactForm(page).getByRole("button", { name: es.send }).click();
    const toast = toasts(page).filter({ hasText: es.requiredTitle }).first();
    await toast.waitFor();
    return toast;
  }

  test("sit top right as sonner's did, close with their button, and hide by themselves after about 4 s unless the pointer holds them", async ({ newPage }) => {
    const { page, close } = await visitorPage(newPage);
    try {
      // The page's timers run on a clock the test moves: its waits take no time of their own.
      await page.clock.install();
      const toast = await raiseToast(page);
      await expect.poll(async () => (await toast.boundingBox())?.y).toBe(24);
      const box = (await toast.boundingBox())!;
      expect(box.width).toBe(356);
      const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
      expect(Math.round(box.x + box.width)).toBe(pageWidth - 24);
      await toast.getByRole("button", { name: uiMessages.es.close }).click();
      await toast.waitFor({ state: "detached" });

      // Held while the pointer is on it (well past its 4 s), gone once the pointer leaves.
      const held = await raiseToast(page);
      await held.hover();
      await page.clock.runFor(5000);
      expect(await held.isVisible()).toBe(true);
      await page.mouse.move(10, 890);
      await page.clock.runFor(4500);
      await held.waitFor({ state: "detached", timeout: 8000 });

      // Left alone, it goes by itself.
      const alone = await raiseToast(page);
      await page.mouse.move(10, 890);
      await page.clock.runFor(4500);
      await alone.waitFor({ state: "detached", timeout: 8000 });
    } finally {
      await close();
    }
  });

  test("take the phone's width less 16 px, and neither slide nor fade for a visitor who asked for reduced motion", async ({ newPage }) => {
    const { page, close } = await visitorPage(newPage, { viewport: { width: 390, height: 844 }, reducedMotion: "reduce", hasTouch: true, isMobile: true });
    try {
      const toast = await raiseToast(page);
      const box = (await toast.boundingBox())!;
      const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
      expect([Math.round(box.x), Math.round(box.y), Math.round(box.width)]).toEqual([16, 16, pageWidth - 32]);
      expect(
        await toast.evaluate((el) =>
          getComputedStyle(el)
            .transitionDuration.split(",")
            .every((d) => parseFloat(d) === 0),
        ),
      ).toBe(true);
    } finally {
      await close();
    }
  });
});
