import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { localizedPath, PUBLIC_LOCALES, type PublicLocale } from "@/i18n/locales";
import { siteMessages } from "@/messages/site";
import { expectVisible } from "./support/expectations";
import { test, type NewPage } from "./support/fixtures";
import { openSettings, saveSettings } from "./support/settings-form";

/**
 * The footer's privacy and terms links default to the two legal pages and follow the settings'
 * override (spec: public-site §2 footer, admin §3 privacy_policy_url / terms_of_service_url),
 * on every public page, in every language, on the next request after the save; and a visitor
 * sees them: the cookie banner, asking on a first visit, never covers the footer's last row. The
 * company's own guarantees saved in the same form reach the terms of service.
 */
const baseURL = inject("baseURL");
const stamp = Date.now().toString(36);
const PRIVACY = `https://legal.example.com/privacidad-${stamp}`;
const TERMS = `https://legal.example.com/terminos-${stamp}`;

let page: Page;
const original: Record<string, string> = {};

const field = (name: string) => page.locator(`#settings-${name}`);

async function saveLinks(privacy: string, terms: string) {
  await openSettings(page);
  await field("privacyPolicyUrl").fill(privacy);
  await field("termsOfServiceUrl").fill(terms);
  await saveSettings(page);
}

/** The footer's privacy and terms links of a public page, as a visitor's browser reads them. */
async function footerLinks(newPage: NewPage, path: string, locale: PublicLocale) {
  const visitor = await newPage();
  try {
    const res = await visitor.goto(path);
    expect(res?.status(), path).toBe(200);
    const footer = visitor.locator("footer");
    const href = (name: string) => footer.getByRole("link", { name, exact: true }).getAttribute("href");
    return { privacy: await href(siteMessages[locale].footer.privacy), terms: await href(siteMessages[locale].footer.terms) };
  } finally {
    await visitor.context().close();
  }
}

/**
 * A first visit (the cookie banner asks), scrolled to the end of the page: the footer link named
 * `name` is what is drawn at its place (nothing covers it), and following it leads to `expected`.
 */
async function followFooterLink(newPage: NewPage, viewport: { width: number; height: number }, path: string, name: string, expected: string) {
  const visitor = await newPage({ viewport, hasTouch: viewport.width < 768 });
  const context = visitor.context();
  // The override points to another site: answered here, as that site would.
  await context.route("https://legal.example.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Legal</title>" }));
  try {
    await visitor.goto(path);
    await expectVisible(visitor.locator("#cookie-banner"), "the cookie banner, asking on a first visit");
    await visitor.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const link = visitor.locator("footer").getByRole("link", { name, exact: true });
    const drawn = await link.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { inView: box.top >= 0 && box.bottom <= window.innerHeight, onTop: !!top && (top === el || el.contains(top)) };
    });
    expect(drawn, `${path} ${viewport.width}px: ${name}`).toEqual({ inView: true, onTop: true });
    await link.click();
    await visitor.waitForURL(expected);
  } finally {
    await context.close();
  }
}

test.override("adminOptions", { timeout: 20_000 });

test.beforeAll(async ({ admin }) => {
  page = await admin.newPage();
  await openSettings(page);
  original.privacy = await field("privacyPolicyUrl").inputValue();
  original.terms = await field("termsOfServiceUrl").inputValue();
  original.structural = await field("guaranteeStructuralYears").inputValue();
  original.finishing = await field("guaranteeFinishingYears").inputValue();
});

async function saveGuarantees(structural: string, finishing: string) {
  await openSettings(page);
  await field("guaranteeStructuralYears").fill(structural);
  await field("guaranteeFinishingYears").fill(finishing);
  await saveSettings(page);
}

test.afterAll(async () => {
  // Other files share this server: the links go back to what they were.
  if (original.privacy) await saveLinks(original.privacy, original.terms);
  if (original.structural) await saveGuarantees(original.structural, original.finishing);
});

describe("the footer's legal links", () => {
  test("a saved override of the privacy and terms links reaches the footer of every public page in every language", async ({ newPage }) => {
    await saveLinks(PRIVACY, TERMS);
    for (const locale of PUBLIC_LOCALES) {
      for (const path of ["/", "/politica-de-privacidade", "/termos-de-servico", "/buscar?q=cocina"]) {
        expect(await footerLinks(newPage, localizedPath(locale, path), locale), `${locale} ${path}`).toEqual({ privacy: PRIVACY, terms: TERMS });
      }
    }
  });

  test("a first visitor, the cookie banner still asking, sees and follows them at the end of the page, on a computer and on a phone", async ({ newPage }) => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      for (const locale of PUBLIC_LOCALES) {
        const path = localizedPath(locale, "/");
        await followFooterLink(newPage, viewport, path, siteMessages[locale].footer.privacy, PRIVACY);
        await followFooterLink(newPage, viewport, path, siteMessages[locale].footer.terms, TERMS);
      }
    }
  });

  test("back to the legal pages, each language links its own", async ({ newPage }) => {
    await saveLinks("/politica-de-privacidade", "/termos-de-servico");
    for (const locale of PUBLIC_LOCALES) {
      expect(await footerLinks(newPage, localizedPath(locale, "/"), locale), locale).toEqual({
        privacy: localizedPath(locale, "/politica-de-privacidade"),
        terms: localizedPath(locale, "/termos-de-servico"),
      });
    }
    await followFooterLink(newPage, { width: 390, height: 844 }, "/gl", siteMessages.gl.footer.privacy, `${baseURL}/gl/politica-de-privacidade`);
  });
});

describe("the guarantees", () => {
  test("changed in the settings form, they are what the terms of service state, in Spanish and in English", async ({ newPage }) => {
    await saveGuarantees("7", "3");
    for (const [path, structural, finishing] of [
      ["/termos-de-servico", "Garantía estructural de 7 años:", "Garantía de acabados e instalaciones de 3 años:"],
      ["/en/termos-de-servico", "Structural guarantee for 7 years:", "Guarantee on finishes and installations for 3 years:"],
    ] as const) {
      const visitor = await newPage();
      try {
        expect((await visitor.goto(path))?.status(), path).toBe(200);
        const section = (await visitor.locator("section#garantias").textContent())!;
        expect(section, path).toContain(structural);
        expect(section, path).toContain(finishing);
        // The statutory periods stay whatever the company offers.
        expect(section, path).toMatch(/38\/1999/);
      } finally {
        await visitor.context().close();
      }
    }
  });
});
