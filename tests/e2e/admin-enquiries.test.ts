import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { adminShellMessages } from "@/admin/messages";
import { inboxMessages } from "@/contact/admin/messages";
import { UNREAD_BADGE_CAP } from "@/contact/admin-queries";
import { dashboardMessages } from "@/dashboard/admin/messages";
import type { Locale } from "@/i18n/locales";
import { projectAdminMessages } from "@/projects/admin/messages";
import { ADMIN } from "./global-setup";
import { chooseAdminLanguage } from "./support/admin-language";
import { postContactForm } from "./support/contact-form";
import { test } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { sessionCookie } from "./support/sign-in";

/**
 * Waiting enquiries: the dashboard counts the unread contact messages and lists the newest, the
 * sidebar's inbox entry carries the count (in words for screen readers), and both follow every
 * page the person opens. Other files on this server send messages too: counts are read before and
 * compared after.
 */
const baseURL = inject("baseURL");
const stamp = Date.now().toString(36);

let visitor = 0;
/** A visitor (an address of its own: the form's limit counts per address) sends the public contact form. */
async function enquire(subject: string) {
  visitor++;
  const sent = await postContactForm(
    baseURL,
    { name: `Vecina ${stamp}`, email: `vecina.${stamp}@example.com`, phone: "", subject, message: "¿Me pueden hacer un presupuesto?" },
    { headers: { "x-forwarded-for": `198.18.${(Date.now() >> 8) & 255}.${visitor}` } },
  );
  expect(sent.answer?.ok, sent.answer?.text).toBe(true);
}

const sidebar = (page: Page) => page.locator("#admin-sidebar");
/** The dashboard's count, exact. */
const dashboardCount = async (page: Page) => Number(await page.locator("[data-unread-count]").getAttribute("data-unread-count"));
/** The badge as drawn ("99+" past the cap), or null when there is none. */
const badge = (page: Page) =>
  sidebar(page)
    .locator("[data-unread-badge]")
    .evaluateAll((found) => (found.length ? (found[0] as HTMLElement).getAttribute("data-unread-badge") : null));
const expectedBadge = (n: number) => (n === 0 ? null : n >= UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP - 1}+` : String(n));
/** What a screen reader hears for the badge, in the person's language. */
const spoken = (n: number, locale: Locale) =>
  n >= UNREAD_BADGE_CAP ? inboxMessages[locale].unread.more(UNREAD_BADGE_CAP - 1) : inboxMessages[locale].unread.count(n);
/** The sidebar's inbox entry, found by the name a screen reader gives it. */
const inboxEntry = (page: Page, n: number, locale: Locale = "es") =>
  sidebar(page).getByRole("link", { name: `${adminShellMessages[locale].nav.contactMessages} (${spoken(n, locale)})`, exact: true });
/** Follows a sidebar link the way a person does: Next swaps the page and keeps the layout. */
async function openFromSidebar(page: Page, name: string, path: string) {
  await sidebar(page).getByRole("link", { name, exact: true }).click();
  await page.waitForURL(`${baseURL}${path}`);
}

describe("waiting enquiries", () => {
  test("counts the unread messages on the dashboard and in the sidebar, following every page opened, and drops one once read", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto("/admin");
    await hydrated(page, "#admin-sidebar a");
    const before = await dashboardCount(page);
    expect(await badge(page)).toBe(expectedBadge(before));

    const first = `Reforma de cocina ${stamp}`;
    const second = `Tejado con goteras ${stamp}`;
    await enquire(first);
    await enquire(second);

    // A move to another screen (no reload) draws the badge again from the database.
    await openFromSidebar(page, adminShellMessages.es.nav.projects, "/admin/projects");
    await page.getByRole("heading", { name: projectAdminMessages.es.listTitle, level: 1 }).waitFor();
    expect(await badge(page)).toBe(expectedBadge(before + 2));
    await inboxEntry(page, before + 2).waitFor();

    await openFromSidebar(page, adminShellMessages.es.nav.dashboard, "/admin");
    await page.getByRole("heading", { name: dashboardMessages.es.title, level: 1 }).waitFor();
    expect(await dashboardCount(page)).toBe(before + 2);
    const card = page.getByTestId("unread-summary");
    await card.getByRole("heading", { name: inboxMessages.es.unread.title }).waitFor();
    const newest = card.getByRole("list", { name: inboxMessages.es.unread.newest }).getByRole("listitem");
    expect(await newest.count()).toBeGreaterThanOrEqual(2);
    expect(await newest.count()).toBeLessThanOrEqual(5);
    // Newest first: the second message, then the first.
    expect(await newest.nth(0).textContent()).toContain(second);
    expect(await newest.nth(1).textContent()).toContain(first);
    const id = await newest.nth(0).getAttribute("data-message-id");
    expect(await newest.nth(0).getByRole("link").getAttribute("href")).toBe(`/admin/contact-messages?estado=nuevos#message-${id}`);
    expect(await card.getByRole("link", { name: inboxMessages.es.unread.viewAll }).getAttribute("href")).toBe("/admin/contact-messages?estado=nuevos");

    // The newest leads to its card in the inbox; marking it read takes it off the count at once.
    await newest.nth(0).getByRole("link").click();
    await page.waitForURL(`${baseURL}/admin/contact-messages?estado=nuevos#message-${id}`);
    const message = page.locator(`#message-${id}`);
    await hydrated(page, `#message-${id} button`);
    await message.getByRole("button", { name: inboxMessages.es.markRead }).click();
    await inboxEntry(page, before + 1).waitFor();
    expect(await badge(page)).toBe(expectedBadge(before + 1));

    await openFromSidebar(page, adminShellMessages.es.nav.dashboard, "/admin");
    await page.getByRole("heading", { name: dashboardMessages.es.title, level: 1 }).waitFor();
    expect(await dashboardCount(page)).toBe(before + 1);
    expect(await card.getByRole("list", { name: inboxMessages.es.unread.newest }).getByRole("listitem").first().textContent()).toContain(first);
    await page.close();
  });

  test("is in the page's HTML, before any script runs", async () => {
    const res = await fetch(`${baseURL}/admin/projects`, { headers: { cookie: await sessionCookie(baseURL, ADMIN) } });
    const html = await res.text();
    const drawn = /data-unread-badge="([^"]+)"[\s\S]*?<span class="sr-only"> \(([^<]+)\)<\/span>/.exec(html);
    expect(drawn, "the badge").not.toBeNull();
    const n = drawn![1].endsWith("+") ? UNREAD_BADGE_CAP : Number(drawn![1]);
    expect(drawn![2]).toBe(spoken(n, "es"));
  });

  test("says the count in each language of the panel", async ({ admin }) => {
    await enquire(`Presupuesto de fachada ${stamp}`);
    const page = await admin.newPage();
    try {
      await page.goto("/admin");
      const n = await dashboardCount(page);
      expect(n).toBeGreaterThan(0);
      for (const locale of ["gl", "pt", "en", "es"] as const) {
        await chooseAdminLanguage(page, locale);
        await page.getByTestId("unread-summary").getByRole("heading", { name: inboxMessages[locale].unread.title }).waitFor();
        await inboxEntry(page, n, locale).waitFor();
        expect(await page.getByTestId("unread-summary").getByText(inboxMessages[locale].unread.count(n), { exact: true }).count()).toBe(1);
      }
    } finally {
      if ((await page.locator("#admin-language").inputValue()) !== "es") await chooseAdminLanguage(page, "es");
      await page.close();
    }
  });
});
