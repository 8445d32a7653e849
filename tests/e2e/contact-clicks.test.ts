import { describe, expect, inject } from "vitest";
import { dayOf } from "@/analytics/record";
import { siteMessages } from "@/messages/site";
import { test } from "./support/fixtures";
import { seededProjectPages } from "./support/seeded-projects";

const baseURL = inject("baseURL");
/** A visitor's browser: the headless one names itself HeadlessChrome, which is not counted (a bot). */
const VISITOR_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

describe("contact clicks", () => {
  test("a visitor's click on a project page's chat button adds one to the month's chat clicks on the dashboard's funnel", async ({ newPage }) => {
    const projects = seededProjectPages(baseURL);
    await projects.load();
    const slug = projects.slugs[0];
    const month = dayOf(new Date()).slice(0, 7);

    const admin = await newPage({ signedIn: true });
    const clicks = async () => {
      await admin.goto("/admin");
      const cell = admin.locator(`[data-funnel="months"] tr[data-month="${month}"] td[data-figure="clicks"]`);
      return Number((await cell.textContent())!.replace(/\D/g, ""));
    };
    const before = await clicks();

    const visitor = await newPage({ userAgent: VISITOR_UA, consent: "declined" });
    // The chat opens in a new tab: WhatsApp is not reached from the tests.
    await visitor.context().route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }));
    await visitor.goto(`/projeto/${slug}`);
    const chat = visitor.getByRole("link", { name: siteMessages.es.chat.label });
    // A plain link: without JavaScript it opens the chat all the same.
    expect(await chat.getAttribute("href")).toMatch(/^https:\/\/wa\.me\//);
    const beacon = visitor.waitForRequest((request) => request.url().endsWith("/api/analytics/click"));
    const popup = visitor.waitForEvent("popup");
    await chat.click();
    expect((await beacon).postData()).toBe(`chat /projeto/${slug}`);
    await (await popup).close();

    await expect.poll(clicks).toBe(before + 1);
  });
});
