import { beforeAll, describe, expect, inject } from "vitest";
import { ADMIN } from "../e2e/global-setup";
import { test } from "../e2e/support/fixtures";
import { sessionCookie, submitSignIn } from "../e2e/support/sign-in";

const baseURL = inject("baseURL");
let adminCookie = "";

/** `/<tab>/evil.example/`: a browser strips the tab and goes to http://evil.example/. */
const SMUGGLED = ["/%09/evil.example/", "/%0A/evil.example/", "/%5C%09evil.example", "%0A", "%0D%0A%0D%0Aevil", "%E2%80%8B", "/%E2%80%8B/evil.example"];

beforeAll(async () => {
  adminCookie = await sessionCookie(baseURL, ADMIN);
});

describe("open redirect through /auth?redirect=", () => {
  test("a signed-in admin opening a smuggled target is sent to /admin, never off-site and never a 500", async () => {
    for (const target of SMUGGLED) {
      const res = await fetch(`${baseURL}/auth?redirect=${target}`, { headers: { cookie: adminCookie }, redirect: "manual" });
      expect(res.status, target).toBe(307);
      expect(res.headers.get("location"), target).toBe("/admin");
    }
    // A real same-site target still works.
    const ok = await fetch(`${baseURL}/auth?redirect=/admin/categories`, { headers: { cookie: adminCookie }, redirect: "manual" });
    expect(ok.headers.get("location")).toBe("/admin/categories");
  });

  test("signing in (the form, with and without JavaScript) with a smuggled target lands on the site", async ({ newPage }) => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await newPage({ javaScriptEnabled });
      await page.goto("/auth?redirect=/%09/evil.example/");
      await submitSignIn(page, ADMIN);
      await page.waitForURL(`${baseURL}/admin`);
      expect(new URL(page.url()).origin, `javaScriptEnabled=${javaScriptEnabled}`).toBe(baseURL);
      await page.close();
    }
  });
});
