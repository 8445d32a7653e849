import { expect } from "vitest";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";

type Credentials = { email: string; password: string };

/** Signs in through the /auth form (as a person does) and waits to land on `target`. */
export async function signInThroughForm(page: Page, baseURL: string, target: string, credentials: Credentials) {
  await page.goto(`/auth?redirect=${encodeURIComponent(target)}`);
  await submitSignIn(page, credentials);
  await page.waitForURL(`${baseURL}${target}`);
}

/** Fills the open /auth page's sign-up form ("Crear cuenta") and sends it; `confirm` goes in the second password field (the password unless told). */
export async function submitSignUp(page: Page, { email, password, confirm = password }: Credentials & { confirm?: string }) {
  const form = page.getByRole("form", { name: "Crear cuenta" });
  await form.getByLabel("Correo electrónico").fill(email);
  await form.getByLabel("Contraseña", { exact: true }).fill(password);
  await form.getByLabel("Confirmar contraseña").fill(confirm);
  await form.getByRole("button", { name: "Crear cuenta" }).click();
}

/** Fills the open /auth page's sign-in form with `credentials` and sends it (the Spanish screen). */
export async function submitSignIn(page: Page, credentials: Credentials) {
  await page.getByLabel("Correo electrónico").first().fill(credentials.email);
  await page.getByLabel("Contraseña", { exact: true }).first().fill(credentials.password);
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).last().click();
}

/**
 * A Spanish-locale browser context whose pages are signed in: the session comes from the sign-in
 * API, so no page is loaded for it (the form itself is auth.test.ts's; `signInThroughForm`).
 */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  credentials: Credentials,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: "es-ES", ...options });
  await addSession(context, baseURL, await sessionCookies(baseURL, credentials));
  return context;
}

/** Gives `context` a session (from `sessionCookies`) on `baseURL`: its pages are signed in. */
export async function addSession(context: BrowserContext, baseURL: string, session: [string, string][]) {
  await context.addCookies(session.map(([name, value]) => ({ name, value, url: baseURL })));
}

/** Signs in through the API and returns the session's cookies as [name, value] pairs. */
export async function sessionCookies(baseURL: string, credentials: Credentials): Promise<[string, string][]> {
  const res = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify(credentials),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((cookie) => {
    const pair = cookie.split(";")[0];
    const at = pair.indexOf("=");
    return [pair.slice(0, at), pair.slice(at + 1)];
  });
}

/** Signs in through the API and returns the `Cookie` header of the session. */
export async function sessionCookie(baseURL: string, credentials: Credentials): Promise<string> {
  return (await sessionCookies(baseURL, credentials)).map(([name, value]) => `${name}=${value}`).join("; ");
}

/** The `Cookie` header a browser sends back after `res`: its Set-Cookie pairs. */
export const cookieHeader = (res: Response): string =>
  res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/** Signs `person` up through the API, as the site's own page does, and returns the new session's `Cookie` header. */
export async function signUpCookie(baseURL: string, person: Credentials & { name: string }): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify(person),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return cookieHeader(res);
}
