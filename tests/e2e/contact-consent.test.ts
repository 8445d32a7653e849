import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { inboxMessages } from "@/contact/admin/messages";
import { contactFormCatalogue } from "@/contact/messages";
import { CONTACT_NOTICE_VERSION } from "@/contact/notice";
import { localizedPath, PUBLIC_LOCALES, type PublicLocale } from "@/i18n/locales";
import { PRIVACY_PATH } from "@/legal/constants";
import { privacyPolicy } from "@/legal/privacy";
import { test, type NewPage, type PageOptions } from "./support/fixtures";
import { hydrated } from "./support/hydration";

/**
 * The contact form's data-protection information and consent (src/contact/notice.ts): the
 * first-layer notice beside the send button in each language, the optional unticked box for
 * commercial messages, sent with and without JavaScript, and what staff see on each message.
 * Every page poses as a visitor of its own: the contact limit is per address.
 */
const es = contactFormCatalogue.es;
const inbox = inboxMessages.es;

let visitors = 0;
function visitorPage(newPage: NewPage, options: PageOptions = {}): Promise<Page> {
  const ip = `10.43.${process.pid & 255}.${++visitors}`;
  return newPage({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { "x-forwarded-for": ip }, consent: "declined", ...options });
}

const notice = (page: Page) => page.locator("#contact-privacy-notice");
const sendButton = (page: Page) => page.locator("form[data-contact-form] button[type=submit]");

/** Who the page names as the company: the structured data's legal name, else its name (both from the settings). */
async function companyOnPage(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      const graph = (JSON.parse(script.textContent ?? "{}") as { "@graph"?: { "@type": string; name?: string; legalName?: string }[] })["@graph"] ?? [];
      const org = graph.find((node) => node["@type"] === "Organization");
      if (org) return org.legalName ?? org.name ?? "";
    }
    return "";
  });
}

async function fill(page: Page, locale: PublicLocale, values: Record<"name" | "email" | "subject" | "message", string>) {
  const m = contactFormCatalogue[locale];
  const form = page.getByRole("form", { name: m.formLabel });
  for (const field of ["name", "email", "subject", "message"] as const) await form.getByLabel(m.fields[field]).fill(values[field]);
}

/** The line staff read on the message whose subject is `subject`, in the inbox (Spanish: the seeded admin's language). */
async function consentInInbox(admin: { newPage: () => Promise<Page> }, subject: string): Promise<string> {
  const page = await admin.newPage();
  try {
    await page.goto("/admin/contact-messages");
    const card = page.getByRole("article").filter({ hasText: subject });
    await card.waitFor();
    return ((await card.getByTestId("message-consent").textContent()) ?? "").trim();
  } finally {
    await page.close();
  }
}

describe("the first-layer notice", () => {
  test.for(PUBLIC_LOCALES)(
    "in %s: beside the send button and read with it, naming the company, purposes, bases, recipients and rights, with a working privacy link; the box unticked and optional",
    async (locale, { newPage }) => {
      const m = contactFormCatalogue[locale];
      const page = await visitorPage(newPage, { javaScriptEnabled: false, locale: { es: "es-ES", gl: "gl-ES", en: "en-GB" }[locale] });
      try {
        await page.goto(localizedPath(locale, "/#contact"));
        // Right after the send button, in the same group, and its description for screen readers.
        expect(await page.locator("form[data-contact-form] button[type=submit] + #contact-privacy-notice").count()).toBe(1);
        expect(await sendButton(page).getAttribute("aria-describedby")).toBe("contact-privacy-notice");
        expect(await notice(page).isVisible()).toBe(true);

        const text = ((await notice(page).textContent()) ?? "").replace(/\s+/g, " ");
        expect(text).toContain(m.notice.title);
        const company = await companyOnPage(page);
        expect(company).not.toBe("");
        expect(text).toContain(`${m.notice.controller}: ${company}`);
        for (const item of m.notice.items) expect(text).toContain(`${item.label}: ${item.text}`);

        const link = notice(page).getByRole("link", { name: m.notice.privacyLink });
        const href = await link.getAttribute("href");
        expect(href).toBe(localizedPath(locale, PRIVACY_PATH));
        // Small print, still at least 12 px.
        expect(await notice(page).evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(12);

        const box = page.getByRole("checkbox", { name: m.marketing });
        expect(await box.isChecked()).toBe(false);
        expect(await box.getAttribute("required")).toBeNull();

        await link.click();
        await page.waitForURL(`**${href}`);
        const title = privacyPolicy(
          {
            companyName: "",
            legalName: null,
            taxId: null,
            registeredAddress: null,
            registryDetails: null,
            email: null,
            phoneNumber: null,
            address: null,
            privacyPolicyUrl: PRIVACY_PATH,
            termsOfServiceUrl: "",
            guaranteeStructuralYears: 2,
            guaranteeFinishingYears: 1,
          },
          locale,
        ).title;
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain(title);
      } finally {
        await page.close();
      }
    },
  );
});

test("fits a phone's width: the notice and the box wrap inside the form, nothing scrolls sideways", async ({ newPage }) => {
  const page = await visitorPage(newPage, { javaScriptEnabled: false, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  try {
    await page.goto("/#contact");
    const form = (await page.locator("form[data-contact-form]").boundingBox())!;
    for (const part of [notice(page), page.getByRole("checkbox", { name: es.marketing }).locator("xpath=..")]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(form.x);
      expect(box.x + box.width).toBeLessThanOrEqual(form.x + form.width + 0.5);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  } finally {
    await page.close();
  }
});

describe("the commercial-messages box", () => {
  test("with JavaScript: the ticked box goes with the controller's post, the form comes back unticked, and staff see the consent", async ({
    newPage,
    admin,
  }) => {
    const page = await visitorPage(newPage);
    const subject = `Consentimiento con JavaScript ${Date.now()}`;
    try {
      await page.goto("/#contact");
      await hydrated(page, "#contact form");
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await fill(page, "es", { name: "Iria Castro", email: "iria@example.com", subject, message: "Quiero saber de vuestras ofertas de tejados." });
      const box = page.getByRole("checkbox", { name: es.marketing });
      await box.check();
      const posted = page.waitForRequest((req) => req.method() === "POST" && !req.url().includes("/api/"));
      await sendButton(page).click();
      // The controller's body is the form's own data: the box's field is in it.
      const body = (await posted).postData() ?? "";
      expect(body).toMatch(/name="marketing"\r\n\r\non\r\n/);
      await page.locator("[data-site-toaster] [data-toast]").filter({ hasText: es.successTitle }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(await box.isChecked()).toBe(false);
    } finally {
      await page.close();
    }
    expect(await consentInInbox(admin, subject)).toBe(`${inbox.noticeAccepted(CONTACT_NOTICE_VERSION)} · ${inbox.marketingYes}`);
  });

  test("without JavaScript: a refused post keeps the box as chosen; the message sent unticked arrives without consent, and one sent ticked with it", async ({
    newPage,
    admin,
  }) => {
    const page = await visitorPage(newPage, { javaScriptEnabled: false });
    const stamp = Date.now();
    const unticked = `Sin JavaScript y sin casilla ${stamp}`;
    const ticked = `Sin JavaScript y con casilla ${stamp}`;
    try {
      await page.goto("/#contact");
      await fill(page, "es", { name: "Breixo Pena", email: "breixo@example.com", subject: ticked, message: "" });
      await page.getByRole("checkbox", { name: es.marketing }).check();
      await sendButton(page).click();
      await page.getByRole("alert").filter({ hasText: es.requiredTitle }).waitFor();
      // The page the server answered with: what was typed and the box as it was left.
      const box = page.getByRole("checkbox", { name: es.marketing });
      expect(await box.isChecked()).toBe(true);
      expect(await page.getByLabel(es.fields.subject).inputValue()).toBe(ticked);

      await page.getByLabel(es.fields.message).fill("Quiero recibir vuestras novedades.");
      await sendButton(page).click();
      await page.getByRole("status").filter({ hasText: es.successTitle }).waitFor();
      // A new message asks again.
      expect(await page.getByRole("checkbox", { name: es.marketing }).isChecked()).toBe(false);

      await fill(page, "es", { name: "Breixo Pena", email: "breixo@example.com", subject: unticked, message: "Solo un presupuesto, gracias." });
      await sendButton(page).click();
      await page.getByRole("status").filter({ hasText: es.successTitle }).waitFor();
    } finally {
      await page.close();
    }
    expect(await consentInInbox(admin, ticked)).toBe(`${inbox.noticeAccepted(CONTACT_NOTICE_VERSION)} · ${inbox.marketingYes}`);
    expect(await consentInInbox(admin, unticked)).toBe(`${inbox.noticeAccepted(CONTACT_NOTICE_VERSION)} · ${inbox.marketingNo}`);
  });
});
