import { afterAll, afterEach, beforeEach, describe, expect, vi } from "vitest";
import { createAuth } from "@/auth/config";
import { authErrorMessage } from "@/auth/error-message";
import { isCrossSiteRequest, requestOrigin, requestTrustedOrigins } from "@/auth/same-origin";
import { runInLocale } from "@/i18n/server";
import { authServerMessages, authValidationMessages } from "@/messages/auth";
import { ensureAdmin } from "@/users/admin-account";
import { it, test } from "./support/fixtures";

/**
 * Which pages may sign in: SITE_URL's alone when it is set; without it, any address the site is
 * reached at, from its own pages only (src/auth/same-origin.ts, handed to better-auth as
 * `trustedOrigins`). Checked on the rule itself and through better-auth's own origin check.
 */

const ADMIN = { email: "origen@obras.test", password: "clave-de-origen-1" };
const EVIL = "http://evil.example";

/** Neither SITE_URL nor better-auth's BETTER_AUTH_URL: an empty value counts as unset (src/env.ts). */
function unconfigured() {
  vi.stubEnv("SITE_URL", "");
  vi.stubEnv("BETTER_AUTH_URL", "");
}

function post(path: string, headers: Record<string, string>, body: object = {}) {
  // The URL is what the server would build; the headers are what the browser sent.
  return new Request(`http://localhost:3000/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** A browser's same-origin POST from a page at `address`. */
const fromPageAt = (address: string, headers: Record<string, string> = {}) => ({
  host: new URL(address).host,
  origin: address,
  "sec-fetch-site": "same-origin",
  ...headers,
});

test.beforeAll(async ({ database }) => {
  vi.stubEnv("BETTER_AUTH_SECRET", "integration-test-secret-origins");
  vi.stubEnv("AUTH_RATE_LIMIT", "off");
  vi.stubEnv("PORT", "3000");
  unconfigured();
  await ensureAdmin(database.db, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  vi.unstubAllEnvs();
});
beforeEach(() => {
  unconfigured();
  vi.stubEnv("TRUST_PROXY", "false");
});
afterEach(() => {
  unconfigured();
  vi.stubEnv("TRUST_PROXY", "false");
});

describe("the origin rule without SITE_URL", () => {
  it.each([
    "http://127.0.0.1:4601",
    "http://127.0.0.2:4601",
    "http://localhost:4601",
    "http://192.168.1.20:3000",
    "http://obras.lan:3000",
    "http://[::1]:3000",
  ])("a page at %s posting to its own server is same-origin", (address) => {
    const request = post("/sign-in/email", fromPageAt(address));
    expect(requestOrigin(request)).toBe(address);
    expect(requestTrustedOrigins(request)).toEqual([address]);
    expect(isCrossSiteRequest(request)).toBe(false);
  });

  it("a page of another origin is refused, whatever address the server was reached at", () => {
    const host = "127.0.0.1:4601";
    for (const origin of [EVIL, "http://127.0.0.2:4601", "http://127.0.0.1:4602", "https://127.0.0.1:4601", "null"]) {
      expect(isCrossSiteRequest(post("/sign-in/email", { host, origin })), origin).toBe(true);
    }
    expect(isCrossSiteRequest(post("/sign-in/email", { host, origin: `http://${host}`, "sec-fetch-site": "cross-site" }))).toBe(true);
  });

  it("without TRUST_PROXY, X-Forwarded-Host and X-Forwarded-Proto are the client's word and change nothing", () => {
    const request = post("/sign-in/email", { host: "127.0.0.1:4601", origin: EVIL, "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
    expect(requestOrigin(request)).toBe("http://127.0.0.1:4601");
    expect(isCrossSiteRequest(request)).toBe(true);
    expect(isCrossSiteRequest(post("/sign-in/email", { host: "obras.lan", origin: "https://obras.lan", "x-forwarded-proto": "https" }))).toBe(true);
  });

  it("behind a trusted proxy, the public address is the one it forwards", () => {
    vi.stubEnv("TRUST_PROXY", "true");
    const request = post("/sign-in/email", {
      host: "127.0.0.1:3001",
      origin: "https://obras.lan",
      "x-forwarded-host": "obras.lan",
      "x-forwarded-proto": "https",
    });
    expect(requestOrigin(request)).toBe("https://obras.lan");
    expect(isCrossSiteRequest(request)).toBe(false);
    expect(
      isCrossSiteRequest(post("/sign-in/email", { host: "127.0.0.1:3001", origin: EVIL, "x-forwarded-host": "obras.lan", "x-forwarded-proto": "https" })),
    ).toBe(true);
  });

  it("a Host that is not a plain host (a pattern, a path, credentials) trusts nothing", () => {
    for (const host of ["*", "*.example", "evil.example/x", "a@evil.example", "evil.example?x", ""]) {
      const request = post("/sign-in/email", { host, origin: EVIL });
      expect(requestTrustedOrigins(request), host).toEqual([]);
      expect(isCrossSiteRequest(request), host).toBe(true);
    }
  });
});

describe("the origin rule with SITE_URL", () => {
  it("trusts SITE_URL's origin only, not the address a request was sent to", () => {
    vi.stubEnv("SITE_URL", "https://obras.example");
    const atLan = post("/sign-in/email", fromPageAt("http://192.168.1.20:3000"));
    expect(requestTrustedOrigins(atLan)).toEqual([]);
    expect(isCrossSiteRequest(atLan)).toBe(true);
    expect(isCrossSiteRequest(post("/sign-in/email", { host: "obras.example", origin: "https://obras.example" }))).toBe(false);
  });

  it("BETTER_AUTH_URL, its better-auth name, counts as set", () => {
    vi.stubEnv("BETTER_AUTH_URL", "https://obras.example");
    expect(requestTrustedOrigins(post("/sign-in/email", fromPageAt("http://127.0.0.1:4601")))).toEqual([]);
  });
});

describe("better-auth's own origin check", () => {
  const signIn = (headers: Record<string, string>) => post("/sign-in/email", headers, ADMIN);
  const sessionCookie = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .filter((c) => c.includes("session_token="))
      .join("; ");

  it("without SITE_URL: signs in and out from a page at any address, and refuses another origin", async ({ database }) => {
    const auth = createAuth(database.db);
    for (const address of ["http://127.0.0.2:4601", "http://192.168.1.20:3000"]) {
      const res = await auth.handler(signIn(fromPageAt(address)));
      expect(res.status, address).toBe(200);
      const cookie = sessionCookie(res);
      expect(cookie, address).not.toBe("");
      const out = await auth.handler(post("/sign-out", fromPageAt(address, { cookie })));
      expect(out.status, address).toBe(200);
    }
    const forged = await auth.handler(signIn({ host: "192.168.1.20:3000", origin: EVIL }));
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: "INVALID_ORIGIN" });
    expect(sessionCookie(forged)).toBe("");
  });

  it("with SITE_URL: only SITE_URL's pages sign in", async ({ database }) => {
    vi.stubEnv("SITE_URL", "https://obras.example");
    const auth = createAuth(database.db);
    const elsewhere = await auth.handler(signIn(fromPageAt("http://192.168.1.20:3000")));
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.json()).toMatchObject({ code: "INVALID_ORIGIN" });
    const home = await auth.handler(signIn({ host: "obras.example", origin: "https://obras.example", "sec-fetch-site": "same-origin" }));
    expect(home.status).toBe(200);
  });
});

describe("a refusal on the sign-in screen", () => {
  it("reads in the screen's language and says what to do, never better-auth's English", () => {
    for (const locale of ["es", "gl", "pt", "en"] as const) {
      const say = (error: Parameters<typeof authErrorMessage>[0], siteAddress?: string) =>
        runInLocale(locale, () => authErrorMessage(error, "loginError", { siteAddress }));
      for (const code of ["INVALID_ORIGIN", "MISSING_OR_NULL_ORIGIN", "CROSS_SITE_NAVIGATION_LOGIN_BLOCKED", "INVALID_CALLBACK_URL"] as const) {
        expect(say({ code, message: "Invalid origin", status: 403 })).toBe(authServerMessages[locale][code]);
      }
      expect(say({ code: "INVALID_ORIGIN", message: "Invalid origin", status: 403 }, "https://obras.example")).toBe(
        authValidationMessages[locale].openSiteAt("https://obras.example"),
      );
      expect(authValidationMessages[locale].openSiteAt("https://obras.example")).toContain("https://obras.example/auth");
      expect(say({ code: "SOMETHING_NEW", message: "Something new went wrong", status: 400 })).toBe(authValidationMessages[locale].loginError);
      expect(say({ message: "Internal Server Error", status: 500 })).toBe(authValidationMessages[locale].serverUnavailable);
    }
  });
});
