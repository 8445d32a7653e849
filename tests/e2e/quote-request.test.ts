import fs from "node:fs";
import path from "node:path";
import type { BrowserContextOptions, Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, inject } from "vitest";
import { contactFormCatalogue } from "@/contact/messages";
import { quoteCatalogue } from "@/leads/quote/messages";
import { quoteAdminMessages } from "@/leads/quote/admin/messages";
import { ADMIN } from "./global-setup";
import { test, type NewPage } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { seededProjectPages } from "./support/seeded-projects";
import { sessionCookie } from "./support/sign-in";

/**
 * The quote request page on a phone (a 390 × 844 touch screen, as Playwright's iPhone 13): a
 * visitor sends a request with two photos with JavaScript and once without, and an admin sees the
 * lead and its photos in the inbox, served only by the staff photo route.
 */
const baseURL = inject("baseURL");
const q = quoteCatalogue.es;
const c = contactFormCatalogue.es;
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const projects = seededProjectPages(baseURL);
let adminCookie = "";

beforeAll(async () => {
  adminCookie = await sessionCookie(baseURL, ADMIN);
  await projects.load();
});

let visitors = 0;
const visitor = (newPage: NewPage, options: BrowserContextOptions = {}) =>
  newPage({ ...PHONE, extraHTTPHeaders: { "x-forwarded-for": `10.43.${process.pid & 255}.${++visitors}` }, consent: "declined", ...options });

const photo = async (name: string, background: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer(),
});

type Upload = { name: string; mimeType: string; buffer: Buffer };

async function fill(page: Page, name: string, { phone = "+34 600 222 333", photos }: { phone?: string; photos?: Upload[] } = {}) {
  const form = page.getByRole("form", { name: q.formLabel });
  await form.getByLabel(c.fields.name).fill(name);
  await form.getByLabel(c.fields.email).fill("cliente@example.com");
  await form.getByLabel(c.fields.phone).fill(phone);
  await form.getByLabel(q.fields.category).selectOption({ index: 1 });
  await form.getByLabel(q.fields.municipality).fill("Pontevedra");
  await form.getByLabel(q.fields.area).fill("60");
  await form.getByLabel(q.fields.budget).selectOption("30000-60000");
  await form.getByLabel(q.fields.start).selectOption("3-6-meses");
  await form.getByLabel(q.fields.channel).selectOption("whatsapp");
  await form.getByLabel(q.fields.callTime).fill("tardes");
  await form.getByLabel(c.fields.message).fill("Reforma integral de un piso de 60 m².");
  await form.getByLabel(q.fields.photos).setInputFiles(photos ?? [await photo("cocina.jpg", "#aa3311"), await photo("baño.jpg", "#1133aa")]);
  return form;
}

/** The inbox card of `name`'s request, as the admin's page shows it. */
async function inboxCard(admin: Page, name: string) {
  await admin.goto("/admin/contact-messages");
  const card = admin.locator("li", { has: admin.getByText(name, { exact: true }) }).first();
  await card.waitFor();
  return card;
}

describe("the way to the quote request page", () => {
  test("the landing page's buttons lead to it and the landing page carries no quote form nor its script; the project page's names its project", async () => {
    for (const locale of ["", "/gl", "/en"]) {
      const res = await fetch(`${baseURL}${locale || "/"}`, { headers: { "accept-encoding": "identity" } });
      const html = await res.text();
      expect(html.match(new RegExp(`href="${locale}/presupuesto"`, "g"))?.length, locale).toBe(2);
      expect(html, locale).not.toContain("data-quote-form");
      console.info(`[quote] landing ${locale || "/"}: ${Buffer.byteLength(html)} bytes of HTML`);
    }
    const slug = projects.slugs[0];
    expect(await projects.html(slug)).toContain(`href="/presupuesto?proyecto=${slug}"`);
  });
});

describe("a quote request from a phone", () => {
  test("with JavaScript: two photos go up with the form, the answer shows in place, and the admin sees both photos", async ({ newPage, admin }) => {
    const page = await visitor(newPage);
    const name = `Con JS ${process.pid}`;
    await page.goto("/presupuesto");
    await hydrated(page, "form[data-quote-form]");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The title starts below the fixed header, not under it.
    const header = (await page.locator("header").first().boundingBox())!;
    expect((await page.getByRole("heading", { level: 1 }).boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    // An iPhone's HEIC beside a JPEG: decoded on the server like any other photo.
    const heic = {
      name: "IMG_0003.HEIC",
      mimeType: "image/heic",
      buffer: fs.readFileSync(path.join(import.meta.dirname, "../integration/support/camera-photo.heic")),
    };
    const form = await fill(page, name, { photos: [await photo("cocina.jpg", "#aa3311"), heic] });
    await form.getByRole("button", { name: q.send }).tap();
    const notice = page.locator('[data-quote-notice="ok"]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(q.successTitle);
    // Still on the page, the form emptied for another request.
    expect(new URL(page.url()).pathname).toBe("/presupuesto");
    expect(await form.getByLabel(c.fields.name).inputValue()).toBe("");

    const adminPage = await admin.newPage();
    const card = await inboxCard(adminPage, name);
    const images = card.getByRole("img", { name: /^Foto \d de 2/ });
    expect(await images.count()).toBe(2);
    // Both drawn, the HEIC's too (decoded on the server).
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    const src = (await images.first().getAttribute("src"))!;
    expect(src).toMatch(/^\/api\/admin\/leads\/[0-9a-f-]{36}\/photos\/[0-9a-f-]{36}$/);
    // Upright: the sideways pixels turned by their orientation.
    const [width, height] = await images.first().evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(width).toBeLessThan(height);
    const served = await fetch(`${baseURL}${src}`, { headers: { cookie: adminCookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("private, no-store");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    // A visitor is refused; the photo is never a public file.
    const anonymous = await fetch(`${baseURL}${src}`, { redirect: "manual" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("cache-control")).toBe("private, no-store");
    expect(await card.getByRole("heading", { name: quoteAdminMessages.es.photosTitle }).count()).toBe(1);
    await adminPage.close();
  });

  test("without JavaScript: a refusal comes back with what was typed, then the request goes with its photos and its project", async ({ newPage, admin }) => {
    const page = await visitor(newPage, { javaScriptEnabled: false });
    const name = `Sin JS ${process.pid}`;
    const slug = projects.slugs[0];
    await page.goto(`/projeto/${slug}`);
    await page.getByRole("link", { name: q.send }).first().click();
    await page.waitForURL(`**/presupuesto?proyecto=${slug}`);

    // A phone number the server refuses: the page comes back with the answer and the values.
    let form = await fill(page, name, { phone: "123" });
    await Promise.all([page.waitForURL(/\/presupuesto\?proyecto=.*#formulario$/), form.getByRole("button", { name: q.send }).tap()]);
    expect(page.url()).not.toContain("cliente");
    const refused = page.locator('[data-quote-notice="error"]');
    expect(await refused.textContent()).toContain(c.phoneInvalid);
    form = page.getByRole("form", { name: q.formLabel });
    expect(await form.getByLabel(c.fields.name).inputValue()).toBe(name);
    expect(await form.getByLabel(q.fields.budget).inputValue()).toBe("30000-60000");
    expect(await form.getByLabel(c.fields.phone).getAttribute("aria-invalid")).toBe("true");

    await form.getByLabel(c.fields.phone).fill("+34 600 222 333");
    await form.getByLabel(q.fields.photos).setInputFiles([await photo("fachada.jpg", "#229944"), await photo("tejado.jpg", "#994422")]);
    await Promise.all([page.waitForURL(/\/presupuesto#formulario$/), form.getByRole("button", { name: q.send }).tap()]);
    expect(await page.locator('[data-quote-notice="ok"]').textContent()).toContain(q.successText);

    const adminPage = await admin.newPage();
    const card = await inboxCard(adminPage, name);
    expect(await card.getByRole("img", { name: /^Foto \d de 2/ }).count()).toBe(2);
    await adminPage.close();
  });
});
