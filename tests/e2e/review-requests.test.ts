import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { activityMessages } from "@/dashboard/admin/messages";
import { reviewAdminMessages } from "@/reviews/admin/messages";
import { reviewFormMessages, reviewMessages } from "@/reviews/messages";
import { expectURL, expectVisible } from "./support/expectations";
import { test } from "./support/fixtures";

const baseURL = inject("baseURL");
const m = reviewAdminMessages.es;
const r = m.requests;
const es = reviewFormMessages.es;
const gl = reviewFormMessages.gl;
const activity = activityMessages.es;
let admin: Page;

const n = Date.now().toString(36);
const customer = `Uxía Rivas ${n}`;
const plainCustomer = `Brais Lema ${n}`;
const revokedCustomer = `Antía Souto ${n}`;
const TOKEN_LINK = /\/resena\/[A-Za-z0-9_-]{43}$/;

test.beforeAll(async ({ admin: context }) => {
  admin = await context.newPage();
});

const requestRow = (p: Page, name: string) => p.locator("tbody tr").filter({ hasText: name });

/** "Pedir una reseña" on the requests page: the link shown once, read from the page. */
async function createLink(p: Page, name: string, language: "es" | "gl" | "en" = "es"): Promise<string> {
  await p.goto("/admin/reviews/requests");
  await p.locator("#request-customerName").fill(name);
  await p.locator("#request-language").selectOption(language);
  await p.getByRole("button", { name: r.create }).click();
  const shown = await expectVisible(p.getByRole("status").filter({ hasText: r.linkTitle(name) }), "the new link");
  const link = await shown.locator("[data-review-link]").inputValue();
  expect(link).toMatch(TOKEN_LINK);
  // Shown in the page, never in its address.
  expect(p.url()).toBe(`${baseURL}/admin/reviews/requests`);
  await expectVisible(requestRow(p, name).getByText(r.states.waiting), "the new link's row, waiting");
  return link;
}

/** The customer's form, filled as a person would (the rating by its radio's name). */
async function writeReview(p: Page, words: typeof es, text: string) {
  await p.locator("#review-town").fill("Ourense");
  await p.getByRole("radio", { name: words.ratingValue[3] }).check();
  await p.locator("#review-text").fill(text);
  await p.getByRole("button", { name: words.send }).click();
}

describe("review request links", () => {
  let link = "";

  test("an admin asks for a review from the reviews list: the link is shown once, with e-mail and WhatsApp messages", async () => {
    await admin.goto("/admin/reviews");
    await admin.getByRole("link", { name: r.open }).click();
    await expectURL(admin, `${baseURL}/admin/reviews/requests`, "the requests page");
    link = await createLink(admin, customer);
    const shown = admin.getByRole("status").filter({ hasText: r.linkTitle(customer) });
    expect(await shown.getByRole("link", { name: r.email }).getAttribute("href")).toMatch(/^mailto:\?subject=/);
    const whatsapp = await shown.getByRole("link", { name: r.whatsapp }).getAttribute("href");
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(whatsapp!)).toContain(link);
    // Drawn again, the page has no link to show: only its hash is stored.
    await admin.reload();
    expect(await admin.locator("[data-review-link]").count()).toBe(0);
  });

  test("a signed-out visitor opens it: the token leaves the address at once, the form is private and prefilled", async ({ newPage }) => {
    const visitor = await newPage({ consent: "declined" });
    const seen: string[] = [];
    visitor.on("request", (req) => seen.push(`${req.url()} ${req.headers().referer ?? ""}`));
    const opened = visitor.waitForResponse((res) => res.url() === link);
    const answer = await visitor.goto(link);
    const redirect = await opened;
    expect(redirect.status()).toBe(303);
    expect(redirect.headers()["referrer-policy"]).toBe("no-referrer");
    expect(redirect.headers()["cache-control"]).toBe("private, no-store");
    expect(visitor.url()).toBe(`${baseURL}/resena`);
    const headers = answer!.headers();
    expect(headers["cache-control"]).toContain("no-store");
    expect(headers["cache-control"]).toContain("private");
    // A Referer to this site only: the form's own post must carry its Origin.
    expect(headers["referrer-policy"]).toBe("same-origin");
    expect(await visitor.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    const [cookie] = (await visitor.context().cookies()).filter((c) => c.name === "resena" && c.path === "/resena");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(await visitor.locator("#review-authorName").inputValue()).toBe(customer);
    expect(await visitor.locator("#review-language").inputValue()).toBe("es");
    await expectVisible(visitor.getByText(es.notice.title), "the data-protection notice");

    await writeReview(visitor, es, "Cambiaron las ventanas en dos días y lo dejaron todo limpio.");
    await expectVisible(visitor.getByRole("status").filter({ hasText: es.thanksTitle }), "the thanks");
    expect(visitor.url()).toBe(`${baseURL}/resena`);
    const token = link.split("/").at(-1)!;
    // Only the first request (the link itself) ever named the token: no page address, no Referer.
    expect(seen.filter((s) => s.includes(token))).toHaveLength(1);

    // The same link again: already used.
    await visitor.goto(link);
    await expectVisible(visitor.getByText(es.states.used.title), "the used link's message");
    expect(visitor.url()).toBe(`${baseURL}/resena?enlace=usado`);
    await visitor.context().close();
  });

  test("the review waits as pending in the back office, saying which link it came through", async () => {
    await admin.goto(`/admin/reviews?q=${encodeURIComponent(customer)}`);
    const row = admin.locator("tbody tr").filter({ hasText: customer });
    await expectVisible(row.getByText(m.statuses.pending), "the customer's review, pending");
    await row.getByRole("link", { name: m.editOf(customer) }).click();
    await expectVisible(admin.getByText(new RegExp(`enviado a ${customer}`)), "where it came from");
    // The customer's words are shown, not editable.
    expect(await admin.locator("#review-text").getAttribute("readonly")).not.toBeNull();
    expect(await admin.locator("#review-rating").isDisabled()).toBe(true);
    await admin.goto("/admin/reviews/requests");
    await expectVisible(requestRow(admin, customer).getByText(r.states.used), "the link, used");
    // The dashboard's activity lists it as a new review, by a customer.
    await admin.goto("/admin");
    const entry = admin.getByRole("list", { name: activity.title }).locator("li").filter({ hasText: activity.byCustomer }).first();
    await expectVisible(entry.getByText(activity.sentences["review.create"]({})), "the new review in the activity feed");
  });

  test("without JavaScript: an admin makes a Galician link, the customer writes the review in Galician", async ({ newPage }) => {
    const plainAdmin = await newPage({ signedIn: true, javaScriptEnabled: false, timeout: 20_000 });
    const glLink = await createLink(plainAdmin, plainCustomer, "gl");
    expect(glLink).toContain("/gl/resena/");
    await plainAdmin.context().close();

    const visitor = await newPage({ consent: "declined", javaScriptEnabled: false, timeout: 20_000 });
    await visitor.goto(glLink);
    expect(visitor.url()).toBe(`${baseURL}/gl/resena`);
    expect(await visitor.locator("#review-authorName").inputValue()).toBe(plainCustomer);
    expect(await visitor.locator("#review-language").inputValue()).toBe("gl");
    // Refused without a text: what was typed stays.
    await visitor.locator("#review-town").fill("Lugo");
    await visitor.getByRole("button", { name: gl.send }).click();
    await expectVisible(visitor.getByText(gl.textRequired), "the missing text, in Galician");
    expect(await visitor.locator("#review-town").inputValue()).toBe("Lugo");
    await writeReview(visitor, gl, "Traballo limpo e puntual.");
    await expectVisible(visitor.getByRole("status").filter({ hasText: gl.thanksTitle }), "the thanks, in Galician");
    await visitor.context().close();
  });

  test("staff publish the customer's Galician review; visitors see it on the landing page in every language, marked as Galician where the page is not", async ({
    newPage,
  }) => {
    await admin.goto(`/admin/reviews?q=${encodeURIComponent(plainCustomer)}`);
    const row = admin.locator("tbody tr").filter({ hasText: plainCustomer });
    await row.getByRole("button", { name: m.publishOf(plainCustomer) }).click();
    await expectVisible(row.getByText(m.statuses.published), "the customer's review, published");

    const visitor = await newPage({ consent: "declined" });
    for (const [path, locale] of [
      ["/", "es"],
      ["/gl", "gl"],
      ["/en", "en"],
    ] as const) {
      await visitor.goto(path);
      const item = visitor.locator("#reviews li").filter({ hasText: "Traballo limpo e puntual." });
      await expectVisible(item, `the review on the ${locale} landing page`);
      expect(await item.locator("blockquote").getAttribute("lang")).toBe("gl");
      expect(await item.innerText()).toContain("Brais, Ourense");
      const mark = reviewMessages[locale].writtenIn.gl;
      if (locale === "gl") expect(await item.getByText(mark).count()).toBe(0);
      else await expectVisible(item.getByText(mark), `"${mark}" on the ${locale} page`);
    }
    await visitor.context().close();
  });

  test("a revoked link and a forged one are refused", async ({ newPage }) => {
    const revokedLink = await createLink(admin, revokedCustomer);
    await requestRow(admin, revokedCustomer)
      .getByRole("button", { name: r.revokeOf(revokedCustomer) })
      .click();
    await expectVisible(admin.getByRole("status").filter({ hasText: r.revoked }), "the revoked notice");
    await expectVisible(requestRow(admin, revokedCustomer).getByText(r.states.revoked), "the link, revoked");

    const visitor = await newPage({ consent: "declined" });
    await visitor.goto(revokedLink);
    await expectVisible(visitor.getByText(es.states.revoked.title), "the revoked link's message");
    const forged = revokedLink.replace(/[A-Za-z0-9_-]{43}$/, "A".repeat(43));
    await visitor.goto(forged);
    await expectVisible(visitor.getByText(es.states.invalid.title), "the forged link's message");
    await visitor.goto("/resena/nada");
    await expectVisible(visitor.getByText(es.states.invalid.title), "a malformed link's message");
    expect(await visitor.locator("#review-text").count()).toBe(0);
    await visitor.context().close();
  });

  test("a post to the form over its 64 KB cap is refused before anything reads it", async () => {
    const res = await fetch(`${baseURL}/gl/resena`, {
      method: "POST",
      headers: { origin: baseURL, "content-type": "multipart/form-data; boundary=x" },
      body: "x".repeat(65 * 1024),
    });
    expect(res.status).toBe(413);
  });
});
