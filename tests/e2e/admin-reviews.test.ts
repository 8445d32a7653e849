import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { reviewAdminMessages, reviewValidationMessages } from "@/reviews/admin/messages";
import { chooseAdminLanguage } from "./support/admin-language";
import { expectGone, expectURL, expectVisible } from "./support/expectations";
import { test } from "./support/fixtures";

const baseURL = inject("baseURL");
const m = reviewAdminMessages.es;
const v = reviewValidationMessages.es;
let page: Page;

const n = Date.now().toString(36);
const author = `Lucía Pereira ${n}`;
const other = `Xosé Rivas ${n}`;
const PROJECT = "Cocina abierta con isla en Pontevedra";
const PROJECT_SEARCH = "ISLA EN PONTEVEDRA";

test.beforeAll(async ({ admin }) => {
  page = await admin.newPage();
  await page.goto("/admin/reviews");
});

const row = (p: Page, text: string) => p.locator("tbody tr").filter({ hasText: text });
const status = (p: Page, text: string) => expectVisible(p.getByRole("status").filter({ hasText: text }), `the notice "${text}"`);
/** A form field by its name in the form (`review-<name>` ids, each labelled). */
const field = (p: Page, name: string) => p.locator(`#review-${name}`);

/** Fills the add form's fields (JavaScript or not: the same form). */
async function fillReview(p: Page, name: string, text: string) {
  await field(p, "authorName").fill(name);
  await field(p, "town").fill("A Coruña");
  await field(p, "rating").selectOption("4");
  await field(p, "text").fill(text);
  await field(p, "language").selectOption("gl");
  await field(p, "source").selectOption("google");
  await field(p, "sourceUrl").fill("https://maps.google.com/review/abc");
}

describe("reviews in the back office", () => {
  test("the sidebar leads to the list", async () => {
    await page.getByRole("link", { name: "Reseñas" }).first().click();
    await expectURL(page, `${baseURL}/admin/reviews`, "the reviews list");
    await page.getByRole("heading", { name: m.title, level: 1 }).waitFor();
  });

  test("an admin adds a review: refused without an author (what was typed stays), then stored as pending with its project", async () => {
    await page.getByRole("link", { name: m.newReview }).click();
    await expectURL(page, `${baseURL}/admin/reviews/new`, "the add form");
    await field(page, "town").fill("Lugo");
    await page.getByRole("button", { name: m.create }).click();
    await expectVisible(page.getByText(v.authorRequired), "the author's error");
    await expectVisible(page.getByText(v.textRequired), "the text's error");
    expect(await field(page, "town").inputValue()).toBe("Lugo");

    // The project list is a bounded search, not every project.
    await field(page, "projectQuery").fill(PROJECT_SEARCH);
    await page.getByRole("button", { name: m.findProjects }).click();
    await expect.poll(() => field(page, "projectId").locator("option").allTextContents(), { message: "the projects found" }).toEqual([m.noProject, PROJECT]);
    expect(await field(page, "town").inputValue()).toBe("Lugo");
    await field(page, "projectId").selectOption({ label: PROJECT });

    await fillReview(page, author, "Reformaron a cociña en tres semanas, limpos e puntuais.");
    await page.getByRole("button", { name: m.create }).click();
    await expectURL(page, `${baseURL}/admin/reviews?aviso=created`, "the list after creating");
    await status(page, m.done.created);
    const created = row(page, author);
    await expectVisible(created, "the new review's row");
    await expectVisible(created.getByText(m.statuses.pending), "its pending status");
    await expectVisible(created.getByText(PROJECT), "its project");
  });

  test("publishes it, and the status filter and search find it", async () => {
    await row(page, author)
      .getByRole("button", { name: m.publishOf(author) })
      .click();
    await status(page, m.done.published);
    await expectVisible(row(page, author).getByText(m.statuses.published), "its published status");

    await page.getByRole("link", { name: new RegExp(`^${m.filters.pending}`) }).click();
    await expectURL(page, /estado=pendientes/, "the pending filter");
    await expectGone(row(page, author), "the published review under Pendientes");
    await page.getByRole("link", { name: new RegExp(`^${m.filters.published}`) }).click();
    await expectURL(page, /estado=publicadas/, "the published filter");
    await expectVisible(row(page, author), "the review under Publicadas");

    await page.getByRole("searchbox", { name: m.searchLabel }).fill(`lucia pereira ${n}`);
    await expect.poll(() => page.locator("tbody tr").count(), { message: "one row for the author, searched without accents" }).toBe(1);
    expect(new URL(page.url()).searchParams.get("estado")).toBe("publicadas");
    await page.getByRole("searchbox", { name: m.searchLabel }).fill("zzz-no-existe-zzz");
    await expectVisible(page.getByText(m.noMatch), "the no-match message");
  });

  test("replies to it on its page", async () => {
    await page.goto(`/admin/reviews?q=${encodeURIComponent(author)}`);
    await row(page, author)
      .getByRole("link", { name: m.editOf(author) })
      .click();
    await expectURL(page, /\/admin\/reviews\/[0-9a-f-]{36}\/edit$/, "the review's page");
    expect(await field(page, "authorName").inputValue()).toBe(author);
    await field(page, "reply").fill("Moitas grazas, Lucía!");
    await page.getByRole("button", { name: m.saveReply }).click();
    await status(page, m.done.replied);
    await expect.poll(() => field(page, "reply").inputValue(), { message: "the saved reply" }).toBe("Moitas grazas, Lucía!");
    await page.goto(`/admin/reviews?q=${encodeURIComponent(author)}`);
    await expectVisible(row(page, author).getByText(m.replied), "the list's replied mark");
  });

  test("deletes one after confirming it", async () => {
    await row(page, author)
      .getByRole("link", { name: m.removeOf(author) })
      .click();
    const question = page.getByRole("alertdialog", { name: m.confirmTitle });
    await expectVisible(question.getByText(m.confirmDescription(author)), "the delete question");
    await question.getByRole("button", { name: m.confirmDelete }).click();
    await status(page, m.done.deleted);
    await expectGone(row(page, author), "the deleted review's row");
  });

  test("the screen in another admin language", async () => {
    await page.goto("/admin/reviews");
    try {
      await chooseAdminLanguage(page, "en");
      const en = reviewAdminMessages.en;
      await page.getByRole("heading", { name: en.title, level: 1 }).waitFor();
      await expectVisible(page.getByRole("link", { name: en.newReview }), "the add link in English");
      await page.getByRole("link", { name: en.newReview }).click();
      await page.getByRole("button", { name: en.create }).click();
      await expectVisible(page.getByText(reviewValidationMessages.en.authorRequired), "the author's error in English");
    } finally {
      await chooseAdminLanguage(page, "es");
    }
  });

  test("without JavaScript: the add form posts, refuses and stores; publish and delete work", async ({ newPage }) => {
    const plain = await newPage({ signedIn: true, javaScriptEnabled: false, timeout: 20_000 });
    await plain.goto("/admin/reviews/new");
    await field(plain, "town").fill("Ourense");
    await plain.getByRole("button", { name: m.create }).click();
    await plain.getByText(v.authorRequired).waitFor();
    expect(await field(plain, "town").inputValue()).toBe("Ourense");

    await fillReview(plain, other, "Sin JavaScript tamén funciona.");
    await plain.getByRole("button", { name: m.create }).click();
    await plain.waitForURL(`${baseURL}/admin/reviews?aviso=created`);
    await status(plain, m.done.created);
    // A search from that page is a new view: the answer to the form does not come along.
    const search = plain.getByRole("searchbox", { name: m.searchLabel });
    await search.fill(other);
    await search.press("Enter");
    await plain.waitForURL((url) => url.searchParams.get("q") === other);
    expect(new URL(plain.url()).searchParams.has("aviso")).toBe(false);

    await row(plain, other)
      .getByRole("button", { name: m.publishOf(other) })
      .click();
    await plain.waitForURL(/aviso=published/);
    await row(plain, other).getByText(m.statuses.published).waitFor();

    await row(plain, other)
      .getByRole("link", { name: m.removeOf(other) })
      .click();
    await plain.getByRole("alertdialog", { name: m.confirmTitle }).getByRole("button", { name: m.confirmDelete }).click();
    await plain.waitForURL(/aviso=deleted/);
    expect(await row(plain, other).count()).toBe(0);
    await plain.context().close();
  });
});
