import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { ADMIN } from "../e2e/global-setup";
import { test, type NewPage } from "../e2e/support/fixtures";
import { sessionCookie, submitSignIn, submitSignUp } from "../e2e/support/sign-in";

/**
 * Secrets and personal data in the URL: a form submitted before its script loads (slow phone,
 * blocked script) must post, not put the password or the message in the address, and still work.
 */
const baseURL = inject("baseURL");
const visited: string[] = [];

/** A page without JavaScript that notes every address it asks for (`leaked`). */
async function noScriptPage(newPage: NewPage): Promise<Page> {
  const page = await newPage({ javaScriptEnabled: false });
  page.on("request", (req) => visited.push(req.url()));
  return page;
}

const leaked = (...secrets: string[]) => visited.filter((url) => secrets.some((s) => url.includes(encodeURIComponent(s)) || url.includes(s)));

describe("forms without JavaScript", () => {
  test("every form on the public pages and /auth posts", async ({ newPage }) => {
    const page = await noScriptPage(newPage);
    for (const path of ["/", "/auth"]) {
      await page.goto(path);
      const methods = await page.locator("form").evaluateAll((forms) => forms.map((f) => (f as HTMLFormElement).method));
      expect(methods.length, path).toBeGreaterThan(0);
      for (const method of methods) expect(method, path).toBe("post");
    }
    await page.close();
  });

  test("sign-in: a wrong password shows the Spanish error; the right one signs in and redirects; the password never enters a URL", async ({ newPage }) => {
    const page = await noScriptPage(newPage);
    await page.goto("/auth?redirect=/admin/categories");
    await submitSignIn(page, { email: ADMIN.email, password: "clave-equivocada-123" });
    await page.getByText("Correo electrónico o contraseña incorrectos.").waitFor();

    await page.getByLabel("Contraseña", { exact: true }).first().fill(ADMIN.password);
    await page.getByRole("button", { name: "Iniciar sesión", exact: true }).last().click();
    await page.waitForURL(`${baseURL}/admin/categories`);
    expect(await page.getByRole("heading", { name: "Categorías" }).count()).toBe(1);
    expect(leaked(ADMIN.password, "clave-equivocada-123")).toEqual([]);
    await page.close();
  });

  test("sign-up: a common password is refused in Spanish; a good one creates the account and goes home", async ({ newPage }) => {
    const page = await noScriptPage(newPage);
    const email = `sin-js-${Date.now()}@obras.test`;
    await page.goto("/auth?modo=registro");
    await submitSignUp(page, { email, password: "12345678" });
    await page.getByText("Esa contraseña es demasiado común y fácil de adivinar. Elija otra.").first().waitFor();

    const good = "pizarra-de-mondoñedo";
    await submitSignUp(page, { email, password: good });
    await page.waitForURL(`${baseURL}/`);
    const cookies = await page.context().cookies();
    expect(cookies.some((c) => c.name.includes("session_token") && c.httpOnly)).toBe(true);
    expect(leaked(good, "12345678")).toEqual([]);
    await page.close();
  });

  test("contact: the message is stored and the Spanish confirmation shown; nothing typed goes into a URL", async ({ newPage }) => {
    const page = await noScriptPage(newPage);
    const subject = `Sin JavaScript ${Date.now()}`;
    await page.goto("/");
    const form = page.getByRole("form", { name: "Formulario de contacto" });
    await form.getByLabel("Nombre").fill("Vecina sin script");
    await form.getByLabel("Correo electrónico").fill("vecina@example.com");
    await form.getByLabel("Asunto").fill(subject);
    // An empty message: the spec's required-fields notice, and what was typed is kept.
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await page.getByText("Campos obligatorios").first().waitFor();
    expect(await page.getByRole("form", { name: "Formulario de contacto" }).getByLabel("Asunto").inputValue()).toBe(subject);
    // The server wrote the error under the empty field and tied it to it.
    const message = page.getByRole("form", { name: "Formulario de contacto" }).getByLabel("Mensaje");
    expect(await message.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(`#${await message.getAttribute("aria-describedby")}`).textContent()).toBe("Por favor, complete todos los campos obligatorios.");

    await page.getByRole("form", { name: "Formulario de contacto" }).getByLabel("Mensaje").fill("Quisiera un presupuesto para el tejado.");
    await page.getByRole("form", { name: "Formulario de contacto" }).getByRole("button", { name: "Enviar mensaje" }).click();
    await page.getByText("¡Mensaje enviado!").waitFor();
    await page.getByText("Gracias por contactarnos. Le responderemos en menos de 24h.").waitFor();
    expect(leaked("vecina@example.com", "presupuesto")).toEqual([]);
    await page.close();

    const inbox = await fetch(`${baseURL}/admin/contact-messages`, { headers: { cookie: await sessionCookie(baseURL, ADMIN) } });
    expect(await inbox.text()).toContain(subject);
  });
});
