import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import type { PublicLocale } from "@/i18n/locales";
import { reviewAdminMessages } from "@/reviews/admin/messages";
import { reviewMessages } from "@/reviews/messages";
import { REVIEWS_NOTICE_ID } from "@/reviews/shown";
import { demoProjects } from "@/seed/content-projects";
import { settingsMessages } from "@/settings/messages";
import { expectGone, expectURL, expectVisible } from "./support/expectations";
import { test } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { openSettings, saveSettings } from "./support/settings-form";

/**
 * Reviews on the public site: a review an admin publishes shows on the landing page and the
 * reviews page in every language and on its project's page, marked with its language where that is not the page's;
 * hiding it removes it on the next visit; the structured data's rating is the spec's fixed
 * figure until the settings choose the published reviews'.
 */

const baseURL = inject("baseURL");
const m = reviewAdminMessages.es;
const s = settingsMessages.es;
const n = Date.now().toString(36);
const author = `Uxía Castro ${n}`;
const text = `Reformaron o baño da casa en dúas semanas, limpos e puntuais (${n}).`;
const PROJECT = "Cocina abierta con isla en Pontevedra";
const projectSlug = demoProjects.find((p) => p.title === PROJECT)!.slug;
const landing: Record<PublicLocale, string> = { es: "/", gl: "/gl", en: "/en" };
const reviewsPage: Record<PublicLocale, string> = { es: "/opiniones", gl: "/gl/opiniones", en: "/en/opiniones" };

let admin: Page;

test.override("pageDefaults", { consent: "declined" });

test.beforeAll(async ({ admin: context }) => {
  admin = await context.newPage();
});

const row = (p: Page) => p.locator("tbody tr").filter({ hasText: author });

/** The review as a visitor's page shows it: the list item holding its text. */
const shown = (p: Page) => p.locator("main li").filter({ hasText: text });

/** The landing page's business node's AggregateRating, as served to a visitor (no cookie: the page cache's copy). */
async function servedRating(): Promise<{ ratingValue: number; reviewCount: number } | undefined> {
  const html = await (await fetch(baseURL)).text();
  const graphs = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => JSON.parse(match[1])["@graph"] ?? []);
  const business = graphs.find((node: { "@id"?: string }) => node["@id"]?.endsWith("#business"));
  expect(business, "the LocalBusiness node").toBeTruthy();
  return business.aggregateRating;
}

/** How many reviews the back office's filter counts as published. */
async function publishedCount(): Promise<number> {
  await admin.goto("/admin/reviews");
  const label = await admin.getByRole("link", { name: new RegExp(`^${m.filters.published}`) }).innerText();
  return Number(/(\d+)/.exec(label.replace(/\D+/g, " "))?.[1]);
}

async function chooseRatingSource(label: string) {
  await openSettings(admin);
  await admin.getByRole("radio", { name: label }).check();
  await saveSettings(admin);
}

describe("reviews on the public site", () => {
  test("an admin adds a review in Galician tied to a project and publishes it", async () => {
    await admin.goto("/admin/reviews/new");
    // Once React owns the form. The project list starts with the newest projects, the seed's among
    // them (the search that narrows it is admin-reviews.test.ts's).
    await hydrated(admin, "#review-authorName");
    await admin.locator("#review-authorName").fill(author);
    await admin.locator("#review-town").fill("Lugo");
    await admin.locator("#review-projectId").selectOption({ label: PROJECT });
    await admin.locator("#review-rating").selectOption("5");
    await admin.locator("#review-text").fill(text);
    await admin.locator("#review-language").selectOption("gl");
    await admin.getByRole("button", { name: m.create }).click();
    await expectURL(admin, `${baseURL}/admin/reviews?aviso=created`, "the list after creating");
    await expectVisible(row(admin).getByText(PROJECT), "its project in the list");
    await row(admin)
      .getByRole("button", { name: m.publishOf(author) })
      .click();
    await expectVisible(admin.getByRole("status").filter({ hasText: m.done.published }), "the published notice");
  });

  test("the landing page shows it in es, gl and en: its text in Galician, marked so on es and en only; the author's first name", async ({ newPage }) => {
    const page = await newPage();
    for (const locale of ["es", "gl", "en"] as const) {
      const r = reviewMessages[locale];
      await page.goto(landing[locale]);
      await expectVisible(page.getByRole("heading", { name: r.landingTitle, level: 2 }), `the reviews heading (${locale})`);
      const item = shown(page);
      await expectVisible(item, `the review on the ${locale} landing page`);
      expect(await item.locator("blockquote").getAttribute("lang")).toBe("gl");
      expect(await item.innerText()).toContain("Uxía, Lugo");
      expect(await item.innerText()).not.toContain("Castro");
      // The stars are read as words; the characters are hidden from screen readers.
      expect(await item.locator(".sr-only").innerText()).toBe(r.rating(5));
      expect(await item.locator('[aria-hidden="true"]').innerText()).toBe("★★★★★");
      const label = r.writtenIn.gl;
      if (locale === "gl") expect(await item.getByText(label).count()).toBe(0);
      else await expectVisible(item.getByText(label), `"${label}" on the ${locale} page`);
      // The sections keep the spec's order; reviews come after the projects, before contact.
      const order = await page.evaluate(() => [...document.querySelectorAll("main > section[id]")].map((section) => section.id));
      expect(order).toEqual(["home", "about", "projects", "reviews", "contact"]);
      // Excerpts here; whole reviews, replies and the notice on the reviews page, linked twice.
      const all = page.locator("#reviews").getByRole("link", { name: new RegExp(`^${r.allReviews("\\d+")}$`) });
      expect(await all.getAttribute("href")).toBe(reviewsPage[locale]);
      expect(await page.locator("#reviews").getByRole("link", { name: r.howWeCollect }).getAttribute("href")).toBe(
        `${reviewsPage[locale]}#${REVIEWS_NOTICE_ID}`,
      );
    }
  });

  test("the reviews page shows it whole in es, gl and en, with the published reviews' average and how reviews are collected", async ({ newPage }) => {
    const page = await newPage();
    for (const locale of ["es", "gl", "en"] as const) {
      const r = reviewMessages[locale];
      await page.goto(landing[locale]);
      await page.locator("#reviews").getByRole("link", { name: r.howWeCollect }).click();
      await expectURL(page, `${baseURL}${reviewsPage[locale]}#${REVIEWS_NOTICE_ID}`, `the reviews page from the ${locale} landing page`);
      await expectVisible(page.getByRole("heading", { name: r.landingTitle, level: 1 }), `the reviews page's heading (${locale})`);
      await expectVisible(page.getByRole("heading", { name: r.page.noticeTitle, level: 2 }), `the notice's heading (${locale})`);
      await expectVisible(page.getByText(r.notice), `how reviews are collected (${locale})`);
      const item = page.locator("main li").filter({ hasText: text });
      await expectVisible(item, `the review on the ${locale} reviews page`);
      expect(await item.locator("blockquote").innerText()).toBe(text);
      // "Valoración media: 4,7 de 5, con 12 opiniones": the figures the cards add up to, in the page's language.
      const decimal = locale === "en" ? "\\d(\\.\\d)?" : "\\d(,\\d)?";
      expect(await page.locator("main header p").innerText()).toMatch(new RegExp(`^${r.page.average(decimal, "\\d+")}$`));
    }
    // A page past the last leads to the last: no link to older reviews there.
    await page.goto("/opiniones?pagina=99999");
    await expectURL(page, new RegExp(`^${baseURL}/opiniones(\\?pagina=\\d{1,4})?$`), "a page past the last");
    await expectVisible(page.getByRole("heading", { name: reviewMessages.es.landingTitle, level: 1 }), "the last page");
    expect(await page.getByRole("link", { name: reviewMessages.es.page.next }).count()).toBe(0);
  });

  test("its project's page shows it too", async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`/projeto/${projectSlug}`);
    await expectVisible(page.getByRole("heading", { name: reviewMessages.es.projectTitle, level: 2 }), "the project's reviews heading");
    await expectVisible(shown(page), "the review on its project's page");
    await expectVisible(shown(page).getByText(reviewMessages.es.writtenIn.gl), "its language mark");
  });

  test("the JSON-LD publishes the spec's 4.8 from 127 by default, and the published reviews' figures once chosen", async () => {
    expect(await servedRating()).toEqual({ "@type": "AggregateRating", ratingValue: 4.8, reviewCount: 127, bestRating: 5 });
    try {
      await chooseRatingSource(s.fields.ratingReviews);
      const computed = await servedRating();
      expect(computed?.reviewCount).toBe(await publishedCount());
      expect(computed?.ratingValue).toBeGreaterThanOrEqual(1);
      expect(computed?.ratingValue).toBeLessThanOrEqual(5);
      expect(Math.round(computed!.ratingValue * 10) / 10).toBe(computed!.ratingValue);
    } finally {
      await chooseRatingSource(s.fields.ratingFixed("4,8", "127"));
    }
    expect(await servedRating()).toMatchObject({ ratingValue: 4.8, reviewCount: 127 });
  });

  test("hidden, it is gone from the landing page and the project page on the next visit", async ({ newPage }) => {
    await admin.goto(`/admin/reviews?q=${encodeURIComponent(author)}`);
    await row(admin)
      .getByRole("button", { name: m.hideOf(author) })
      .click();
    await expectVisible(admin.getByRole("status").filter({ hasText: m.done.hidden }), "the hidden notice");

    const page = await newPage();
    for (const path of [...Object.values(landing), ...Object.values(reviewsPage), `/projeto/${projectSlug}`]) {
      await page.goto(path);
      await expectGone(shown(page), `the hidden review on ${path}`);
    }
  });
});
