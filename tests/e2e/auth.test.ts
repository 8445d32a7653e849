import { describe, expect, inject } from "vitest";
import { accessMessages } from "@/auth/admin/messages";
import { authMessages, authServerMessages } from "@/messages/auth";
import { ADMIN } from "./global-setup";
import { expectVisible } from "./support/expectations";
import { test } from "./support/fixtures";
import { submitSignIn, submitSignUp } from "./support/sign-in";

const baseURL = inject("baseURL");

describe("route guard and sign-in", () => {
  test("redirects a visitor on an admin page to /auth with a 307, before anything renders", async () => {
    const res = await fetch(`${baseURL}/admin/categories`, { redirect: "manual" });
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get("location")!, baseURL).pathname).toBe("/auth");
    expect(new URL(res.headers.get("location")!, baseURL).searchParams.get("redirect")).toBe("/admin/categories");
  });

  test("signs an admin in and returns them to the page they were sent from", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/admin/categories");
    await page.waitForURL(/\/auth\?redirect=/);
    await submitSignIn(page, ADMIN);
    await page.waitForURL(`${baseURL}/admin/categories`);
    await expect(page.getByRole("heading", { name: "Categorías" }).isVisible()).resolves.toBe(true);
    // Demo categories are read from the database on the server.
    expect(await page.locator("tbody tr").count()).toBeGreaterThan(0);
    await page.context().close();
  });

  test("shows the server's message for a wrong password", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/auth");
    await submitSignIn(page, { email: ADMIN.email, password: "not-the-password" });
    await page.getByText("Correo electrónico o contraseña incorrectos.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");
    await page.context().close();
  });

  test("offers the screen in each admin language", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/auth?redirect=%2Fadmin%2Fcategories");
    await page.getByRole("navigation", { name: authMessages.es.language }).getByRole("link", { name: "Galego" }).click();
    await page.waitForURL(/idioma=gl/);
    // The language changes the words, not where the person goes next.
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/admin/categories");
    const gl = authMessages.gl;
    expect(await page.title()).toBe(gl.pageTitle);
    await page.getByText(gl.subtitle).waitFor();
    expect(await page.locator("main").getAttribute("lang")).toBe("gl-ES");
    await page.getByLabel(gl.email).first().fill("ninguen@obras.test");
    await page.getByLabel(gl.password, { exact: true }).first().fill("non-e-o-contrasinal");
    await page.getByRole("button", { name: gl.signIn, exact: true }).last().click();
    // The server's refusal, shown by its code in the screen's language.
    await page.getByText(authServerMessages.gl.INVALID_EMAIL_OR_PASSWORD).waitFor();
    expect(await page.getByRole("link", { name: gl.backToSite }).getAttribute("href")).toBe("/gl");
    await page.context().close();
  });

  test("refuses mismatched passwords on sign-up with passwordsDontMatch", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Crear cuenta" }).click();
    await submitSignUp(page, { email: "mismatch@obras.test", password: "secret123", confirm: "secret124" });
    await expectVisible(page.getByText("Las contraseñas no coinciden."), "the passwords-don't-match message");
    await page.context().close();
  });

  test("shows a signed-up non-admin the Access Denied screen, and Sign Out returns to /auth", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/auth?redirect=/admin/categories");
    await page.getByRole("tab", { name: "Crear cuenta" }).click();
    await submitSignUp(page, { email: `visitor-${Date.now()}@obras.test`, password: "secret123" });
    await page.waitForURL(`${baseURL}/admin/categories`);
    await page.getByRole("heading", { name: accessMessages.es.title }).waitFor();
    await page.getByText(accessMessages.es.body).waitFor();
    expect(await page.getByRole("heading", { name: "Categorías" }).count()).toBe(0);
    await page.getByRole("button", { name: accessMessages.es.signOut }).click();
    await page.waitForURL(/\/auth$/);
    // Signed out for real: the admin area redirects again.
    const res = await page.request.get("/admin", { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    await page.context().close();
  });
});
