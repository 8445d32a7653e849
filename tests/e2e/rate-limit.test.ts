import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { makeDataDir, startApp, type RunningServer } from "./support/server";

let server: RunningServer;

beforeAll(async () => {
  server = await startApp(makeDataDir("ratelimit"), {
    SEED_DEMO: "false",
    AUTH_RATE_LIMIT: "on",
    AUTH_SIGNIN_LIMIT: "3",
    AUTH_SIGNUP_LIMIT: "2",
  });
});
afterAll(async () => {
  await server?.stop();
});

const post = (path: string, body: object, forgedIp: string) =>
  fetch(`${server.url}/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": forgedIp },
    body: JSON.stringify(body),
  });

describe("rate limits on sign-in and sign-up (limits set by env for this server)", () => {
  it("answers 429 after the sign-in limit, even when the client forges X-Forwarded-For", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post("/sign-in/email", { email: "nadie@obras.test", password: "wrong-password" }, `10.0.0.${i}`);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it("past the sign-in limit, the form tells the person in Spanish to wait", async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/auth`);
      await page.getByLabel("Correo electrónico").first().fill("nadie@obras.test");
      await page.getByLabel("Contraseña", { exact: true }).first().fill("wrong-password");
      await page.getByRole("button", { name: "Iniciar sesión", exact: true }).last().click();
      await page.getByText("Demasiados intentos. Espere un minuto y vuelva a intentarlo.").first().waitFor();
    } finally {
      await browser.close();
    }
  });

  it("answers 429 after the sign-up limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await post("/sign-up/email", { email: `rl-${i}@obras.test`, password: "secret123", name: "x" }, `10.1.0.${i}`);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
