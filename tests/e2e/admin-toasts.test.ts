import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { adminShellMessages } from "@/admin/messages";
import { projectAdminMessages } from "@/projects/admin/messages";
import { seoMessages } from "@/seo/admin/messages";
import { ADMIN } from "./global-setup";
import { test, type PageOptions } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { expectToast, toast as toastWith } from "./support/toasts";

/**
 * Where toasts sit and how long they stay: never over the top bar's language list or account,
 * nor over a sticky save bar or the phone panel's sign-out; and a later action's toast replaces
 * an earlier action's once that one has been read.
 */
const m = seoMessages.es;

const DESKTOP: PageOptions = { signedIn: true, acceptDownloads: true, viewport: { width: 1280, height: 800 } };
const PHONE: PageOptions = { signedIn: true, acceptDownloads: true, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const toasts = (page: Page) => page.locator("[data-sonner-toast]");

/** A toast's box once it has come to rest (its entrance slides it up from the bottom edge). */
async function restingBox(toast: Locator) {
  await toast.waitFor();
  await toast.evaluate(
    (el) =>
      new Promise<void>((done) => {
        const settled = () =>
          el.getAnimations({ subtree: false }).length === 0 && el.closest("[data-sonner-toaster]")!.getAnimations().length === 0
            ? done()
            : requestAnimationFrame(settled);
        settled();
      }),
  );
  return (await toast.boundingBox())!;
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The sitemap's address fails on the way, as a dropped connection would: the download's error toast. */
const failSitemap = (page: Page) => page.route("**/api/admin/seo/sitemap.xml", (route) => route.fulfill({ status: 503, body: "" }));

/** The sitemap download on the SEO screen: a success toast, and nothing else changed. */
async function downloadSitemap(page: Page) {
  await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: m.sitemapButton }).click()]);
}

describe("toasts", () => {
  for (const [device, options] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test(`cover neither the language list nor the account on a ${device}`, async ({ newPage }) => {
      const page = await newPage(options);
      await page.goto("/admin/seo");
      await hydrated(page, "main button");
      await downloadSitemap(page);
      const toast = await restingBox(toastWith(page, m.sitemapSuccessTitle));
      const banner = page.getByRole("banner");
      const controls = [
        await page.locator("#admin-language").boundingBox(),
        await banner.getByText(ADMIN.email).boundingBox(),
        await banner.getByRole("button", { name: device === "phone" ? adminShellMessages.es.openMenu : adminShellMessages.es.collapse }).boundingBox(),
      ];
      if (device === "desktop") controls.push(await page.locator("#admin-sidebar").getByRole("button", { name: adminShellMessages.es.signOut }).boundingBox());
      for (const control of controls) {
        expect(control).not.toBeNull();
        expect(overlap(toast, control!), JSON.stringify({ toast, control })).toBe(false);
      }

      if (device === "phone") {
        // An error (it stays until replaced), then the panel opened over the page: the toast rises above the panel's sign-out.
        await failSitemap(page);
        await page.getByRole("button", { name: m.sitemapButton }).click();
        const error = toastWith(page, m.sitemapError);
        await error.waitFor();
        await page.getByRole("button", { name: adminShellMessages.es.openMenu }).click();
        const panel = page.getByRole("dialog", { name: adminShellMessages.es.menuTitle });
        const signOut = panel.getByRole("button", { name: adminShellMessages.es.signOut });
        await signOut.waitFor();
        // Once the panel has slid in (the toasts are measured against where it ends, not where it starts).
        await page.waitForFunction(() => {
          const slid = document.querySelector("#admin-sidebar-mobile");
          return !!slid && slid.getBoundingClientRect().left === 0 && slid.getAnimations().length === 0;
        });
        const button = (await signOut.boundingBox())!;
        await expect.poll(async () => overlap(await restingBox(error), button)).toBe(false);
      }
      await page.context().close();
    });
  }

  test("sit above a form's sticky save bar", async ({ newPage }) => {
    const page = await newPage(DESKTOP);
    await page.goto("/admin/projects/new");
    await hydrated(page, "form button[type=submit]");
    await page.getByRole("textbox", { name: "Título", exact: true }).fill(`Aviso sobre la barra ${Date.now().toString(36)}`);
    await page.getByRole("combobox", { name: "Categoría" }).click();
    await page.getByRole("option").first().click();
    await page.getByRole("button", { name: projectAdminMessages.es.create }).click();
    // The new project's edit page: its save bar is stuck to the bottom edge, the success toast above it
    // (raised on the form just left, it rises once the new page's bar is there).
    await page.waitForURL(/\/admin\/projects\/[0-9a-f-]{36}\/edit$/);
    const saveButton = page.getByRole("button", { name: projectAdminMessages.es.update });
    await saveButton.waitFor();
    const save = (await saveButton.boundingBox())!;
    expect(save.y + save.height).toBeGreaterThan(700); // the stuck bar, at the bottom of the 800 px window
    await expect.poll(async () => overlap(await restingBox(toastWith(page, projectAdminMessages.es.created)), save)).toBe(false);
    await page.context().close();
  });

  test("after an error and then a success, shows only the success", async ({ newPage }) => {
    const page = await newPage(DESKTOP);
    await page.goto("/admin/seo");
    await hydrated(page, "main button");
    // The first try fails: an error toast, which does not time out.
    await failSitemap(page);
    await page.getByRole("button", { name: m.sitemapButton }).click();
    await expectToast(page, m.sitemapError);
    await page.unroute("**/api/admin/seo/sitemap.xml");

    // The next try succeeds: its toast replaces the error once the error has been on screen long enough to read.
    await downloadSitemap(page);
    await expectToast(page, m.sitemapSuccessTitle);
    await page.waitForFunction(
      ([success, error]) => {
        const shown = [...document.querySelectorAll("[data-sonner-toast]:not([data-removed=true])")].map((t) => t.textContent ?? "");
        return shown.some((text) => text.includes(success)) && !shown.some((text) => text.includes(error));
      },
      [m.sitemapSuccessTitle, m.sitemapError],
    );
    const shown = await toasts(page).evaluateAll((all) => all.filter((t) => t.getAttribute("data-removed") !== "true").map((t) => t.textContent));
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain(m.sitemapSuccessTitle);
    await page.context().close();
  });
});
