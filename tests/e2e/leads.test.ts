import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { leadAdminMessages } from "@/leads/admin/messages";
import type { LeadStage } from "@/db/schema";
import { postContactForm } from "./support/contact-form";
import { test } from "./support/fixtures";
import { signUpCookie } from "./support/sign-in";
import { keyboardDragDown } from "./support/keyboard-drag";
import { giveRole } from "./support/staff";

/**
 * The sales pipeline end to end: a comercial opens the lead of a message sent through the contact
 * form, takes it, moves it through every stage up to Ganado (one move on the board with
 * JavaScript off), adds a note and a value, and reads each step in the timeline; the board then
 * shows it under Ganado. A lead typed in from a phone call opens on its own page.
 */

const baseURL = inject("baseURL");
const stamp = Date.now().toString(36);
const COMERCIAL = { email: `ventas-${stamp}@obras.test`, password: "ventas-e2e-clave", name: `Carla ${stamp}` };
const m = leadAdminMessages.es;

/** The lead page's stage badge reads `stage`. */
const stageShown = (page: Page, stage: LeadStage) => page.getByTestId("lead-stage").filter({ hasText: m.stages[stage] }).waitFor();

async function moveOnLeadPage(page: Page, stage: LeadStage) {
  await page.getByLabel(m.stageTitle, { exact: true }).selectOption(stage);
  await page.getByRole("button", { name: m.saveStage }).click();
  await stageShown(page, stage);
}

async function moveOnBoard(page: Page, name: string, stage: LeadStage) {
  await page.goto(`/admin/leads/board?q=${stamp}`);
  const card = page.locator("li", { has: page.getByRole("link", { name, exact: true }) });
  await card.getByLabel(m.moveTo(name)).selectOption(stage);
  await card.getByRole("button", { name: m.move }).click();
  await page.getByRole("status").filter({ hasText: m.notices.stage }).waitFor();
  // Back on the same filtered board (the column's form posts its filters).
  expect(new URL(page.url()).searchParams.get("q")).toBe(stamp);
  await page
    .getByRole("region", { name: new RegExp(`^${m.stages[stage]}`) })
    .getByRole("link", { name, exact: true })
    .waitFor();
}

describe("the sales pipeline", () => {
  test.beforeAll(async ({ admin }) => {
    await signUpCookie(baseURL, COMERCIAL);
    const page = await admin.newPage();
    await giveRole(page, COMERCIAL.email, "comercial");
    await page.close();
  });

  test("a comercial takes a contact-form enquiry from Nuevo to Ganado, and the timeline tells each step", async ({ newPage }) => {
    const name = `Lucía ${stamp}`;
    const sent = await postContactForm(baseURL, {
      name,
      email: `lucia-${stamp}@example.com`,
      phone: "+34 600 111 222",
      subject: `Reforma de cocina ${stamp}`,
      message: "Quisiera un presupuesto.",
    });
    expect(sent.answer?.ok, JSON.stringify(sent.answer)).toBe(true);

    const page = await newPage({ signedIn: COMERCIAL });
    await page.goto(`/admin/leads?q=${stamp}`);
    await page.getByRole("link", { name, exact: true }).click();
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    const leadUrl = new URL(page.url()).pathname;
    expect(leadUrl).toMatch(/^\/admin\/leads\/[0-9a-f-]{36}$/);
    await stageShown(page, "nuevo");
    // The web enquiry's reply links are there.
    expect(await page.getByRole("link", { name: m.replyEmail }).getAttribute("href")).toMatch(/^mailto:lucia-/);

    await page.getByRole("button", { name: m.assignMe }).click();
    await page.getByRole("status").filter({ hasText: m.notices.assign }).waitFor();
    expect(await page.getByLabel(m.assignee, { exact: true }).locator("option:checked").textContent()).toBe(COMERCIAL.name);

    await moveOnLeadPage(page, "contactado");
    // On the board, with JavaScript and then without: the card's list and its "Mover".
    await moveOnBoard(page, name, "visita");
    const plain = await newPage({ signedIn: COMERCIAL, javaScriptEnabled: false });
    await moveOnBoard(plain, name, "presupuesto");
    await plain.close();

    await page.goto(leadUrl);
    await stageShown(page, "presupuesto");
    await moveOnLeadPage(page, "ganado");

    await page.getByLabel(m.note, { exact: true }).fill("Firmado el contrato en la visita.");
    await page.getByRole("button", { name: m.addNote }).click();
    await page.getByRole("status").filter({ hasText: m.notices.note }).waitFor();

    await page.getByLabel(m.valueLabel, { exact: true }).fill("24500");
    await page.getByRole("button", { name: m.saveValue }).click();
    await page.getByRole("status").filter({ hasText: m.notices.value }).waitFor();

    const timeline = page.getByTestId("lead-timeline");
    // The office's notification e-mail is in the timeline too when SMTP is set up: not a step of this story.
    const entries = (await timeline.locator('li:not([data-event-kind="email"])').allTextContents()).map((t) => t.replace(/\s+/g, " "));
    const expected = [
      m.events.value("24.500"),
      "Firmado el contrato en la visita.",
      m.events.stage(m.stages.presupuesto, m.stages.ganado),
      m.events.stage(m.stages.visita, m.stages.presupuesto),
      m.events.stage(m.stages.contactado, m.stages.visita),
      m.events.stage(m.stages.nuevo, m.stages.contactado),
      m.events.assigned(COMERCIAL.name),
      m.receivedFromWeb,
    ];
    expect(entries).toHaveLength(expected.length);
    expected.forEach((text, i) => expect(entries[i], `timeline entry ${i}`).toContain(text));
    // Each staff step says who and when (dd/MM/yyyy HH:mm).
    for (const entry of entries.slice(0, -1)) expect(entry).toMatch(new RegExp(`${COMERCIAL.name} · \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}`));

    await page.goto(`/admin/leads/board?q=${stamp}`);
    const won = page.getByRole("region", { name: new RegExp(`^${m.stages.ganado}`) });
    await won.getByRole("link", { name, exact: true }).waitFor();
    expect(await won.getByTestId("column-count").textContent()).toBe(m.columnCount(1));
  });

  test("a lead typed in from a phone call opens on its own page", async ({ newPage }) => {
    const page = await newPage({ signedIn: COMERCIAL });
    await page.goto("/admin/leads");
    await page.getByRole("link", { name: m.newLead }).click();
    await page.getByRole("heading", { name: m.newTitle, level: 1 }).waitFor();
    const name = `Ramón ${stamp}`;
    await page.getByLabel(m.form.name).fill(name);
    // Neither e-mail nor phone: refused, what was typed kept.
    await page.getByLabel(m.form.subject).fill(`Tejado ${stamp}`);
    await page.getByRole("button", { name: m.form.submit }).click();
    await page.getByText(m.reachRequired).waitFor();
    expect(await page.getByLabel(m.form.name).inputValue()).toBe(name);
    await page.getByLabel(m.form.phone).fill("600 123 456");
    await page.getByRole("button", { name: m.form.submit }).click();
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    await page.getByRole("status").filter({ hasText: m.notices.created }).waitFor();
    expect(page.url()).not.toContain("600");
    await page.getByTestId("lead-timeline").getByText(m.events.created).waitFor();
  });

  test("with JavaScript, a card is dragged by keyboard to the next column", async ({ newPage }) => {
    const page = await newPage({ signedIn: COMERCIAL });
    const name = `Arrastre ${stamp}`;
    await page.goto("/admin/leads/new");
    await page.getByLabel(m.form.name).fill(name);
    await page.getByLabel(m.form.phone).fill("600 765 432");
    await page.getByLabel(m.form.subject).fill(`Fachada ${stamp}`);
    await page.getByRole("button", { name: m.form.submit }).click();
    await page.getByRole("heading", { name, level: 1 }).waitFor();

    await page.goto(`/admin/leads/board?q=${encodeURIComponent(name)}`);
    const handle = page.getByRole("button", { name: m.drag.handle(name) });
    await keyboardDragDown(page, handle, { over: m.drag.over(name, m.stages.contactado), dropped: m.drag.dropped(name, m.stages.contactado) });
    await page
      .getByRole("region", { name: new RegExp(`^${m.stages.contactado}`) })
      .getByRole("link", { name, exact: true })
      .waitFor();
  });
});
