import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject } from "vitest";
import { dayOf } from "@/analytics/record";
import { contactFormCatalogue } from "@/contact/messages";
import { leadAdminMessages } from "@/leads/admin/messages";
import { quoteCatalogue } from "@/leads/quote/messages";
import { quoteAdminMessages } from "@/leads/quote/admin/messages";
import { test } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { seededProjectPages } from "./support/seeded-projects";
import { signUpCookie } from "./support/sign-in";
import { giveRole } from "./support/staff";

/**
 * From a project page to a signed job: a visitor on a phone asks for a quote from a project's page
 * with a photo, a comercial takes the lead through every stage to Ganado with its value, and the
 * dashboard's funnel counts the enquiry, the win and the value under that project.
 */
const baseURL = inject("baseURL");
const stamp = Date.now().toString(36);
const COMERCIAL = { email: `viaje-${stamp}@obras.test`, password: "viaje-e2e-clave", name: `Xián ${stamp}` };
const q = quoteCatalogue.es;
const c = contactFormCatalogue.es;
const m = leadAdminMessages.es;
const VALUE = 31750;

type Figures = { enquiries: number; won: number; value: number };

/** The funnel's figures of one project this month (zero when it has no row yet). */
async function projectFigures(page: Page, slug: string): Promise<Figures> {
  await page.goto(`/admin?embudo=${dayOf(new Date()).slice(0, 7)}`);
  const row = page.locator(`[data-funnel="projects"] tr[data-project="${slug}"]`);
  await page.locator('[data-funnel="months"]').waitFor();
  if ((await row.count()) === 0) return { enquiries: 0, won: 0, value: 0 };
  const figure = async (key: keyof Figures) => Number((await row.locator(`td[data-figure="${key}"]`).textContent())!.replace(/\D/g, "") || 0);
  return { enquiries: await figure("enquiries"), won: await figure("won"), value: await figure("value") };
}

describe("from a project page to a signed job", () => {
  test("a phone visitor's quote request with a photo is won by a comercial, and the funnel counts it under its project", async ({ newPage, admin }) => {
    const projects = seededProjectPages(baseURL);
    await projects.load();
    // Not the first project: other tests send their requests from that one.
    const slug = projects.slugs.at(-1)!;
    await signUpCookie(baseURL, COMERCIAL);
    const adminPage = await admin.newPage();
    await giveRole(adminPage, COMERCIAL.email, "comercial");
    const before = await projectFigures(adminPage, slug);

    const visitor = await newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      consent: "declined",
      extraHTTPHeaders: { "x-forwarded-for": `10.44.${process.pid & 255}.9` },
    });
    await visitor.goto(`/projeto/${slug}`);
    await visitor.getByRole("link", { name: q.send }).first().tap();
    await visitor.waitForURL(/\/presupuesto\?proyecto=/);
    await hydrated(visitor, "form[data-quote-form]");
    const name = `Viaje ${stamp}`;
    const form = visitor.getByRole("form", { name: q.formLabel });
    await form.getByLabel(c.fields.name).fill(name);
    await form.getByLabel(c.fields.email).fill(`viaje-${stamp}@example.com`);
    await form.getByLabel(c.fields.phone).fill("+34 600 333 444");
    await form.getByLabel(q.fields.category).selectOption({ index: 1 });
    await form.getByLabel(q.fields.municipality).fill("Ourense");
    await form.getByLabel(q.fields.budget).selectOption("30000-60000");
    await form.getByLabel(q.fields.start).selectOption("1-3-meses");
    await form.getByLabel(q.fields.channel).selectOption("phone");
    await form.getByLabel(c.fields.message).fill("Queremos una reforma como la de este proyecto.");
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#886644" } })
      .jpeg()
      .toBuffer();
    await form.getByLabel(q.fields.photos).setInputFiles([{ name: "salon.jpg", mimeType: "image/jpeg", buffer: jpeg }]);
    await form.getByRole("button", { name: q.send }).tap();
    await visitor.locator('[data-quote-notice="ok"]').waitFor();

    const sales = await newPage({ signedIn: COMERCIAL });
    await sales.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
    await sales.getByRole("link", { name, exact: true }).click();
    await sales.getByRole("heading", { name, level: 1 }).waitFor();
    // The quote's photo on the lead's own page, from the staff-only route.
    await sales.getByRole("heading", { name: quoteAdminMessages.es.photosTitle }).waitFor();
    await sales.getByRole("button", { name: m.assignMe }).click();
    await sales.getByRole("status").filter({ hasText: m.notices.assign }).waitFor();
    await sales.getByLabel(m.valueLabel, { exact: true }).fill(String(VALUE));
    await sales.getByRole("button", { name: m.saveValue }).click();
    await sales.getByRole("status").filter({ hasText: m.notices.value }).waitFor();
    for (const stage of ["contactado", "visita", "presupuesto", "ganado"] as const) {
      await sales.getByLabel(m.stageTitle, { exact: true }).selectOption(stage);
      await sales.getByRole("button", { name: m.saveStage }).click();
      await sales.getByTestId("lead-stage").filter({ hasText: m.stages[stage] }).waitFor();
    }

    const after = await projectFigures(adminPage, slug);
    expect(after).toEqual({ enquiries: before.enquiries + 1, won: before.won + 1, value: before.value + VALUE });
    await adminPage.close();
  });
});
