import { afterAll, beforeAll, describe, expect } from "vitest";
import { expectVisible } from "./support/expectations";
import { test } from "./support/fixtures";
import { makeDataDir, startApp, type RunningServer } from "./support/server";
import { submitSignIn } from "./support/sign-in";

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
  test("answers 429 after the sign-in limit, even when the client forges X-Forwarded-For", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post("/sign-in/email", { email: "nadie@obras.test", password: "wrong-password" }, `10.0.0.${i}`);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  test("past the sign-in limit, the form tells the person in Spanish to wait", async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${server.url}/auth`);
    await submitSignIn(page, { email: "nadie@obras.test", password: "wrong-password" });
    await expectVisible(page.getByText("Demasiados intentos. Espere un minuto y vuelva a intentarlo.").first(), "the form's too-many-attempts message");
    await page.close();
  });

  test("answers 429 after the sign-up limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await post("/sign-up/email", { email: `rl-${i}@obras.test`, password: "secret123", name: "x" }, `10.1.0.${i}`);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
