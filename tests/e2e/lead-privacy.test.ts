import fs from "node:fs";
import { describe, expect, inject } from "vitest";
import { leadPrivacyMessages } from "@/settings/admin/messages";
import { settingsMessages, settingsValidationMessages } from "@/settings/messages";
import { unzip } from "../support/unzip";
import { postContactForm } from "./support/contact-form";
import { expectURL, expectVisible } from "./support/expectations";
import { test } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { openSettings, saveSettings } from "./support/settings-form";

/**
 * A person's data on request: an admin finds an address's enquiries, downloads them as a ZIP,
 * and erases them with a page that runs no script. The address is posted, never in an address.
 */
const baseURL = inject("baseURL");
const m = leadPrivacyMessages.es;
const stamp = Date.now().toString(36);
const PAGE = `${baseURL}/admin/leads/privacy`;

let visitor = 0;
/** A visitor (an address of its own: the form's limit counts per address) sends the public contact form. */
async function enquire(email: string, subject: string) {
  visitor++;
  const sent = await postContactForm(
    baseURL,
    { name: `Vecina ${stamp}`, email, phone: "", subject, message: "Quiero saber qué datos tienen de mí." },
    { headers: { "x-forwarded-for": `198.19.${(Date.now() >> 8) & 255}.${visitor}` } },
  );
  expect(sent.answer?.ok, sent.answer?.text).toBe(true);
}

describe("the enquiries' periods in the settings", () => {
  test("'Conservación de consultas' shows the defaults, refuses months out of bounds and saves new ones", async ({ admin }) => {
    const page = await admin.newPage();
    await openSettings(page);
    const section = page.getByRole("region", { name: settingsMessages.es.sections.leadRetention });
    await expectVisible(section.getByText(settingsMessages.es.fields.leadRetentionHint), "the periods' explanation");
    const retention = section.getByLabel(settingsMessages.es.fields.leadRetentionMonths);
    const blocking = section.getByLabel(settingsMessages.es.fields.leadBlockingMonths);
    expect([await retention.inputValue(), await blocking.inputValue()]).toEqual(["24", "36"]);
    try {
      await retention.fill("5");
      await page.getByRole("button", { name: settingsMessages.es.save }).last().click();
      await expectVisible(section.getByText(settingsValidationMessages.es.leadMonthsRange(6, 120)), "the retention's range");
      await retention.fill("18");
      await blocking.fill("48");
      await saveSettings(page);
      await openSettings(page);
      expect([await retention.inputValue(), await blocking.inputValue()]).toEqual(["18", "48"]);
    } finally {
      // Other files share this server: the defaults back.
      await openSettings(page);
      await retention.fill("24");
      await blocking.fill("36");
      await saveSettings(page);
    }
  });
});

describe("a person's enquiries on request", () => {
  test("an admin reaches the screen from the settings, finds an address's enquiries and downloads them as one ZIP", async ({ admin }) => {
    const email = `privacidad.${stamp}@example.com`;
    await enquire(email, `Cocina ${stamp}`);
    await enquire(email.toUpperCase(), `Baño ${stamp}`);

    const page = await admin.newPage();
    await page.goto("/admin/settings");
    await page.getByRole("link", { name: settingsMessages.es.fields.leadPrivacyLink }).click();
    await expectURL(page, PAGE, "the privacy screen");
    await hydrated(page, "form[data-privacy-lookup] button");
    await page.getByLabel(m.emailLabel).fill(email);
    await page.getByRole("button", { name: m.lookup }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: m.found(2, 0, email) }), "the enquiries found");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: m.exportButton }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^consultas-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzip(fs.readFileSync((await file.path())!));
    const data = JSON.parse(entries.get("datos.json")!.toString("utf8"));
    expect(data.leads.map((l: { subject: string }) => l.subject)).toEqual([`Cocina ${stamp}`, `Baño ${stamp}`]);
    expect(data.leads[0]).toMatchObject({ email, name: `Vecina ${stamp}`, source: "form", stage: "nuevo" });
    // Posted, never in the page's address.
    expect(page.url()).toBe(PAGE);
  });

  test("without JavaScript, the admin finds the enquiries, must tick the box, and erases them", async ({ newPage }) => {
    const email = `supresion.${stamp}@example.com`;
    await enquire(email, `Tejado ${stamp}`);
    await enquire(email, `Fachada ${stamp}`);

    const plain = await newPage({ signedIn: true, javaScriptEnabled: false, timeout: 20_000 });
    await plain.goto("/admin/leads/privacy");
    await plain.getByLabel(m.emailLabel).fill(email);
    await plain.getByRole("button", { name: m.lookup }).click();
    await expectVisible(plain.getByText(m.found(2, 0, email)), "the enquiries found");
    await plain.getByLabel(m.eraseConfirm(2)).check();
    await plain.getByRole("button", { name: m.eraseButton }).click();
    await expectVisible(plain.getByText(m.erased(2)), "the erasure's answer");
    expect(plain.url()).toBe(PAGE);

    await plain.getByLabel(m.emailLabel).fill(email);
    await plain.getByRole("button", { name: m.lookup }).click();
    await expectVisible(plain.getByText(m.none(email)), "no enquiries left");
  });
});
