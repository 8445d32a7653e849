import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { FOLLOW_UP_BADGE_CAP } from "@/leads/follow-up-queries";
import { leadFollowUpMessages } from "@/messages/lead-follow-up";
import { postContactForm } from "./support/contact-form";
import { test } from "./support/fixtures";

/**
 * Leads to attend to: a new enquiry adds one to the dashboard's new leads (a link to the list
 * filtered to them) and to the count on the sidebar's "Oportunidades". Other files on this server
 * send messages too: counts are read before and compared after.
 */
const baseURL = inject("baseURL");
const stamp = Date.now().toString(36);

/** The dashboard's new-leads figure, exact. */
const newLeads = async (page: Page) => Number((await page.locator('[data-stat="new-leads"] [data-value]').textContent())!.replace(/\D/g, ""));
/** The sidebar's count as drawn ("99+" past the cap), or null when there is none. */
const badge = (page: Page) =>
  page.locator("#admin-sidebar [data-leads-badge]").evaluateAll((found) => (found.length ? (found[0] as HTMLElement).getAttribute("data-leads-badge") : null));

describe("lead follow-up", () => {
  test("a new enquiry adds one to the dashboard's new leads and to the sidebar's count on Oportunidades", async ({ newPage }) => {
    const page = await newPage({ signedIn: true, viewport: { width: 1280, height: 900 } });
    await page.goto("/admin");
    const before = { leads: await newLeads(page), badge: await badge(page) };
    const card = page.getByTestId("lead-follow-up");
    await card.getByRole("heading", { name: leadFollowUpMessages.es.followUp.title }).waitFor();
    expect(await page.locator('[data-stat="new-leads"] a').getAttribute("href")).toBe("/admin/leads?etapa=nuevo");
    // The seeded admin follows the whole team's actions.
    expect(await page.locator('[data-stat="overdue-actions"] a').getAttribute("href")).toBe("/admin/leads?vencidas=1");

    const sent = await postContactForm(
      baseURL,
      { name: `Vecino ${stamp}`, email: `vecino.${stamp}@example.com`, phone: "", subject: `Reforma ${stamp}`, message: "¿Me pueden hacer un presupuesto?" },
      { headers: { "x-forwarded-for": `198.18.77.${1 + (Date.now() % 250)}` } },
    );
    expect(sent.answer?.ok, sent.answer?.text).toBe(true);

    await page.goto("/admin");
    expect(await newLeads(page)).toBe(before.leads + 1);
    const count = Number(before.badge ?? 0) + 1;
    const expected = count >= FOLLOW_UP_BADGE_CAP ? `${FOLLOW_UP_BADGE_CAP - 1}+` : String(count);
    // Only when the count was not already capped does one more show.
    if (!before.badge?.endsWith("+")) expect(await badge(page)).toBe(expected);
    const entry = page.locator("#admin-sidebar").getByRole("link", { name: /^Oportunidades \(/ });
    expect(await entry.getAttribute("href")).toBe("/admin/leads");
  });
});
