import type { BrowserContext, Locator, Page } from "playwright-core";
import { userMessages } from "@/users/messages";
import { describe, expect, inject } from "vitest";
import { adminShellMessages } from "@/admin/messages";
import { categoryMessages, categoryValidationMessages } from "@/categories/messages";
import { INTL_LOCALE, LANGUAGE_NAMES, type Locale } from "@/i18n/locales";
import { ADMIN } from "./global-setup";
import { test, type NewPage } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { openSettings, saveSettings } from "./support/settings-form";
import { signUpCookie } from "./support/sign-in";
import { expectToast } from "./support/toasts";

const baseURL = inject("baseURL");
/** A signed-in page of a context of its own (its cookies, such as the sidebar's, are its own). */
const desktop = (newPage: NewPage) => newPage({ signedIn: true, viewport: { width: 1280, height: 800 } });
const PHONE = { signedIn: true, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const sidebarWidth = (page: Page) => page.locator("#admin-sidebar").evaluate((el) => Math.round(el.getBoundingClientRect().width));
const sidebarCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === "sidebar_state");
/** The sidebar's width once its 200 ms transition has finished. */
/** The language list reacts to a choice once React has attached to it. */
const hydratedSelect = (page: Page) => hydrated(page, "#admin-language");
async function settledWidth(page: Page, expected: number) {
  await page.waitForFunction((w) => Math.round(document.querySelector("#admin-sidebar")!.getBoundingClientRect().width) === w, expected, { timeout: 5000 });
  return sidebarWidth(page);
}

describe("admin sidebar", () => {
  test("lists every screen, highlights the current one and shows the user's email", async ({ newPage }) => {
    const page = await desktop(newPage);
    const context = page.context();
    await page.goto("/admin/categories");
    const nav = page.getByRole("navigation", { name: "Administración" });
    for (const name of [
      "Dashboard",
      "Proyectos",
      "Nuevo proyecto",
      "Categorías",
      "Reseñas",
      'Galería "Sobre nosotros"',
      "Imágenes de portada",
      "SEO",
      "Configuración",
      "Usuarios",
    ]) {
      await nav.getByRole("link", { name, exact: true }).waitFor();
    }
    // The inbox's name carries its unread count when messages wait (admin-enquiries.test.ts).
    await nav.getByRole("link", { name: /^Mensajes de contacto( \((Más de )?\d+ mensajes? sin leer\))?$/ }).waitFor();
    expect(await nav.getByRole("link", { name: "Categorías" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBeNull();
    expect(await page.getByRole("link", { name: "Ver sitio web" }).getAttribute("href")).toBe("/");
    await page.getByRole("button", { name: "Cerrar sesión" }).waitFor();
    await page.getByRole("banner").getByText(ADMIN.email).waitFor();
    await context.close();
  });

  test("switches the panel's language per person, with and without JavaScript, the list always naming the language on screen", async ({ newPage }) => {
    const list = (page: Page) => page.locator("#admin-language");
    /** What the list shows: its value and the name on its chosen option. */
    const shown = (page: Page) => list(page).evaluate((el: HTMLSelectElement) => `${el.value}:${el.selectedOptions[0]?.textContent}`);
    const choose = async (page: Page, option: Locale) => {
      // A person can only pick a language the list does not already show (choosing the shown one fires nothing).
      expect(await list(page).inputValue()).not.toBe(option);
      await list(page).selectOption(option);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, INTL_LOCALE[option]);
    };
    const page = await desktop(newPage);
    const context = page.context();
    try {
      await page.goto("/admin/categories");
      await hydratedSelect(page);
      expect(await shown(page)).toBe(`es:${LANGUAGE_NAMES.es}`);
      await choose(page, "gl");
      const gl = categoryMessages.gl;
      await page.getByRole("heading", { name: gl.title, level: 1 }).waitFor();
      await page.getByRole("navigation", { name: adminShellMessages.gl.navLabel }).getByRole("link", { name: adminShellMessages.gl.nav.projects }).waitFor();
      await page.getByRole("link", { name: gl.newCategory }).waitFor();
      // The screen is in Galician and so is the list, once the switch has settled (the form's reset included).
      await page.waitForLoadState("networkidle");
      expect(await shown(page)).toBe(`gl:${LANGUAGE_NAMES.gl}`);
      // Back to Spanish from the list: it names Galician, so choosing Español changes the language.
      await choose(page, "es");
      await page.getByRole("heading", { name: categoryMessages.es.title, level: 1 }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(await shown(page)).toBe(`es:${LANGUAGE_NAMES.es}`);
      await choose(page, "gl");
      await page.getByRole("heading", { name: gl.title, level: 1 }).waitFor();
      // Stored with the person: a new tab (and the next sign-in) opens in Galician, title included.
      const other = await context.newPage();
      await other.goto("/admin/categories/new");
      await other.getByRole("button", { name: gl.create }).waitFor();
      expect(await other.title()).toBe(`${gl.newCategory} · ${adminShellMessages.gl.panel}`);
      expect(await other.evaluate(() => document.documentElement.lang)).toBe("gl-ES");
      expect(await shown(other)).toBe(`gl:${LANGUAGE_NAMES.gl}`);
      // The form's checks, run in the browser, speak the person's language too.
      await hydratedSelect(other);
      await other.getByLabel(gl.name).fill("Fachadas");
      await other.getByLabel(gl.slug).fill("-mal-");
      await other.getByRole("button", { name: gl.create }).click();
      await other.getByText(categoryValidationMessages.gl.slugPattern).waitFor();
      await other.close();
      await choose(page, "en");
      await page.getByRole("heading", { name: categoryMessages.en.title, level: 1 }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(await shown(page)).toBe(`en:${LANGUAGE_NAMES.en}`);
    } finally {
      if ((await list(page).inputValue()) !== "es") await choose(page, "es");
      await page.getByRole("heading", { name: categoryMessages.es.title, level: 1 }).waitFor();
      await context.close();
    }

    // Without JavaScript the form posts with its button, and the page that comes back names the new language.
    const plain = await newPage({ signedIn: true, javaScriptEnabled: false });
    try {
      await plain.goto("/admin/categories");
      expect(await shown(plain)).toBe(`es:${LANGUAGE_NAMES.es}`);
      await plain.getByLabel(adminShellMessages.es.language).selectOption("pt");
      await plain.getByRole("button", { name: adminShellMessages.es.applyLanguage }).click();
      await plain.getByRole("heading", { name: categoryMessages.pt.title, level: 1 }).waitFor();
      expect(await shown(plain)).toBe(`pt:${LANGUAGE_NAMES.pt}`);
      await plain.getByLabel(adminShellMessages.pt.language).selectOption("es");
      await plain.getByRole("button", { name: adminShellMessages.pt.applyLanguage }).click();
      await plain.getByRole("heading", { name: categoryMessages.es.title, level: 1 }).waitFor();
      expect(await shown(plain)).toBe(`es:${LANGUAGE_NAMES.es}`);
      // Shown again from the history, the page still names the language it is in (nothing remembered puts back Português).
      await plain.reload();
      await plain.getByRole("heading", { name: categoryMessages.es.title, level: 1 }).waitFor();
      expect(await shown(plain)).toBe(`es:${LANGUAGE_NAMES.es}`);
    } finally {
      await plain.context().close();
    }
  });

  test("shows the company's whole name, wrapped over lines rather than cut, on a desktop and in the phone's panel", async ({ newPage }) => {
    const LONG = "Construcciones y Reformas Hermanos Fernández Miño";
    /** The name as the sidebar draws it: its text, whether any of it is hidden, and on how many lines. */
    const brand = (scope: Locator) =>
      scope.locator("[data-company-name]").evaluate((el: HTMLElement) => ({
        text: el.textContent,
        hidden: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
        lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
      }));
    const page = await desktop(newPage);
    const context = page.context();
    const field = page.locator("#settings-companyName");
    const save = async (name: string) => {
      await openSettings(page);
      await field.fill(name);
      await saveSettings(page);
    };
    await openSettings(page);
    const original = await field.inputValue();
    expect(original.length).toBeGreaterThan(0);
    expect(await brand(page.locator("#admin-sidebar"))).toEqual({ text: original, hidden: false, lines: 1 });
    try {
      await save(LONG);
      await page.goto("/admin");
      const inSidebar = await brand(page.locator("#admin-sidebar"));
      expect(inSidebar.text).toBe(LONG);
      expect(inSidebar.hidden).toBe(false);
      expect(inSidebar.lines).toBeGreaterThan(1);

      const small = await newPage(PHONE);
      await small.goto("/admin");
      await small.getByRole("button", { name: adminShellMessages.es.openMenu }).click();
      const panel = small.getByRole("dialog", { name: adminShellMessages.es.menuTitle });
      await panel.waitFor();
      const inPanel = await brand(panel);
      expect(inPanel.text).toBe(LONG);
      expect(inPanel.hidden).toBe(false);
      expect(inPanel.lines).toBeGreaterThan(1);
      await small.context().close();
    } finally {
      await save(original);
      await context.close();
    }
  });

  test("collapses to icons, keeps the state in a 7-day cookie read on the server, and Ctrl+B toggles it", async ({ newPage }) => {
    const page = await desktop(newPage);
    const context = page.context();
    await page.goto("/admin");
    expect(await settledWidth(page, 256)).toBe(256); // 16rem

    await page.getByRole("button", { name: "Contraer menú lateral" }).click();
    expect(await settledWidth(page, 48)).toBe(48); // 3rem
    const cookie = await sidebarCookie(context);
    expect(cookie).toMatchObject({ value: "false", path: "/" });
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7.01);
    // Icons only, but every link keeps its name.
    await page.getByRole("link", { name: "Categorías" }).waitFor();
    const link = await page.locator("#admin-sidebar").getByRole("link", { name: "Categorías" }).boundingBox();
    expect(link!.width).toBeLessThanOrEqual(48);
    await page.locator("#admin-sidebar").getByRole("link", { name: "Categorías" }).hover();
    await page.getByRole("tooltip", { name: "Categorías" }).waitFor();

    // The server renders the collapsed state: no flash of an open sidebar.
    const html = await (await page.request.get("/admin")).text();
    expect(html).toMatch(/id="admin-sidebar"[^>]*data-state="collapsed"/);
    await page.reload();
    expect(await sidebarWidth(page)).toBe(48);

    await page.locator("body").click({ position: { x: 700, y: 400 } });
    await page.keyboard.press("Control+b");
    expect(await settledWidth(page, 256)).toBe(256);
    expect((await sidebarCookie(context))?.value).toBe("true");
    await page.keyboard.press("Control+b");
    expect(await settledWidth(page, 48)).toBe(48);
    expect((await sidebarCookie(context))?.value).toBe("false");
    await page.getByRole("button", { name: "Expandir menú lateral" }).click();
    expect(await settledWidth(page, 256)).toBe(256);
    await context.close();
  });

  test("is a slide-in panel below 768px, opened by the menu button", async ({ newPage }) => {
    const page = await newPage(PHONE);
    const context = page.context();
    await page.goto("/admin");
    expect(await page.locator("#admin-sidebar").isVisible()).toBe(false);
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const panel = page.getByRole("dialog", { name: "Menú de administración" });
    await panel.waitFor();
    await page.waitForFunction(() => {
      const r = document.querySelector("#admin-sidebar-mobile")!.getBoundingClientRect();
      return r.left === 0 && Math.round(r.width) === 288; // 18rem
    });
    await panel.getByRole("link", { name: "Categorías" }).click();
    await page.waitForURL(`${baseURL}/admin/categories`);
    await panel.waitFor({ state: "detached" });
    await page.getByRole("heading", { name: "Categorías", level: 1 }).waitFor();
    await context.close();
  });
});

describe("dashboard", () => {
  const figure = async (page: Page, id: string) => (await page.locator(`[data-stat="${id}"] [data-value]`).textContent())!.trim();
  const asNumber = (text: string) => Number(text.replace(/\./g, ""));

  test("shows real figures: the published projects are the projects linked from the home page's pages", async ({ newPage }) => {
    const linked = new Set<string>();
    for (let n = 1, more = true; more; n++) {
      const home = await (await fetch(`${baseURL}/?pagina=${n}`)).text();
      for (const m of home.matchAll(/href="\/projeto\/([a-z0-9-]+)"/g)) linked.add(m[1]);
      more = home.includes(`href="/?pagina=${n + 1}#projects"`);
    }
    const published = linked.size;
    expect(published).toBeGreaterThan(0);

    const page = await desktop(newPage);

    const context = page.context();
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    for (const id of ["gallery-images", "published-projects", "users", "page-views"]) expect(await figure(page, id)).toMatch(/^\d{1,3}(\.\d{3})*$/);
    expect(asNumber(await figure(page, "published-projects"))).toBe(published);
    expect(asNumber(await figure(page, "gallery-images"))).toBeGreaterThan(0);
    expect(asNumber(await figure(page, "users"))).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole("link", { name: /Gestionar galería/ }).getAttribute("href")).toBe("/admin/about-gallery");
    expect(await page.getByRole("link", { name: /Gestionar proyectos/ }).getAttribute("href")).toBe("/admin/projects");
    await page.getByRole("heading", { name: "Actividad reciente" }).waitFor();
    await context.close();
  });

  test("lists a category just created through the form first under 'Actividad reciente', with who made it", async ({ newPage }) => {
    const name = `Carpintería ${Date.now().toString(36)}`;
    const page = await desktop(newPage);
    const context = page.context();
    await page.goto("/admin/categories/new");
    await page.getByLabel("Nombre").fill(name);
    await page.getByRole("button", { name: categoryMessages.es.create }).click();
    await expectToast(page, categoryMessages.es.created_);
    await page.waitForURL(`${baseURL}/admin/categories`);

    await page.goto("/admin");
    const latest = page.getByRole("list", { name: "Actividad reciente" }).getByRole("listitem").first();
    expect((await latest.locator("p").first().textContent())!.replace(/\s+/g, " ").trim()).toBe(`Categoría «${name}» creada`);
    expect(await latest.getByText(ADMIN.email, { exact: true }).count()).toBe(1);
    // When: today's date in the company's time zone, as dd/MM/yyyy HH:mm.
    const today = new Intl.DateTimeFormat("es-ES", { timeZone: "Europe/Madrid", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date());
    expect(await latest.locator("time").textContent()).toMatch(new RegExp(`^${today.replace(/\//g, "\\/")} \\d{2}:\\d{2}$`));
    await context.close();
  });

  test("counts a visitor's page view, but not a bot's nor a signed-in one", async ({ newPage }) => {
    const page = await desktop(newPage);
    const context = page.context();
    const views = async () => {
      await page.goto("/admin");
      return asNumber(await figure(page, "page-views"));
    };
    const browserUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
    // A visitor of its own (the browsers of the other tests have counted "/" from 127.0.0.1 already).
    const visitorAddress = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    const beacon = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${baseURL}/api/analytics/view`, {
        method: "POST",
        body: path,
        headers: { "content-type": "text/plain", "user-agent": browserUA, "x-forwarded-for": visitorAddress, ...headers },
      });

    const before = await views();
    expect((await beacon("/")).status).toBe(204);
    expect(await views()).toBe(before + 1);

    const session = (await context.cookies()).filter((c) => c.name.includes("session_token"));
    expect(session.length).toBeGreaterThan(0);
    await beacon("/", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await beacon("/", { cookie: session.map((c) => `${c.name}=${c.value}`).join("; ") });
    await beacon("/admin");
    await beacon("/projeto/no-existe-este-proyecto");
    expect(await views()).toBe(before + 1);
    await context.close();
  });
});

describe("users", () => {
  test("lists users with their role and gives, then takes away, the admin role", async ({ newPage }) => {
    const email = `editora-${Date.now()}@obras.test`;
    await signUpCookie(baseURL, { email, password: "editora-123", name: "Editora" });
    const m = userMessages.es;

    const page = await desktop(newPage);

    const context = page.context();
    await page.goto("/admin/users");
    await page.getByRole("heading", { name: "Usuarios", level: 1 }).waitFor();
    const me = page.locator("tbody tr").filter({ hasText: ADMIN.email });
    await me.getByText(m.roles.admin, { exact: true }).waitFor();
    await me.getByText("(tú)").waitFor();
    // No one changes their own role: no list on one's own row.
    expect(await me.getByRole("combobox").count()).toBe(0);
    const row = page.locator("tbody tr").filter({ hasText: email });
    const role = row.getByLabel(m.roleFor(email), { exact: true });
    expect(await role.inputValue()).toBe("none");
    expect(await row.locator("td").nth(1).textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    await role.selectOption("admin");
    await row.getByRole("button", { name: m.saveFor(email) }).click();
    await page.getByRole("status").filter({ hasText: m.saved }).waitFor();
    await expect.poll(() => role.inputValue(), { message: "the saved role" }).toBe("admin");

    await role.selectOption("none");
    await row.getByRole("button", { name: m.saveFor(email) }).click();
    await expect.poll(() => role.inputValue(), { message: "the saved role" }).toBe("none");
    await context.close();
  });
});
