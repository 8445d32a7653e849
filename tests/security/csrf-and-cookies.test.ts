import { beforeAll, describe, expect, inject, it } from "vitest";
import { ADMIN } from "../e2e/global-setup";
import { discoverActions, postAction, type DiscoveredAction } from "../e2e/support/actions";
import { postContactForm } from "../e2e/support/contact-form";
import { makeDataDir, startApp } from "../e2e/support/server";
import { sessionCookie } from "../e2e/support/sign-in";

const baseURL = inject("baseURL");
const EVIL = "https://evil.example";
const json = { "content-type": "application/json" };

let adminCookie = "";
let createCategory: DiscoveredAction;
let deleteCategory: DiscoveredAction;

function byName(actions: DiscoveredAction[], name: string): DiscoveredAction {
  const found = actions.find((a) => a.name.endsWith(name));
  if (!found) throw new Error(`no server action ${name} in the build`);
  return found;
}

/** The admin categories page lists every category: what a write left behind is visible there. */
async function categoryNames(): Promise<string> {
  const res = await fetch(`${baseURL}/admin/categories`, { headers: { cookie: adminCookie } });
  expect(res.status).toBe(200);
  return res.text();
}

beforeAll(async () => {
  adminCookie = await sessionCookie(baseURL, ADMIN);
  const actions = discoverActions();
  createCategory = byName(actions, "#createCategoryAction");
  deleteCategory = byName(actions, "#deleteCategoryAction");
});

describe("CSRF: requests from another site are refused", () => {
  it("an admin action posted from another origin with the admin's cookie writes nothing", async () => {
    const name = `CSRF ${Date.now()}`;
    const slug = `csrf-${Date.now()}`;
    const forged = await postAction(baseURL, createCategory, [{ name, slug, description: "" }], { cookie: adminCookie, origin: EVIL });
    expect(forged.status).not.toBe(200);
    expect(await categoryNames()).not.toContain(name);

    // Control: the same request from the site itself does write, so the refusal above is the origin's doing.
    const genuine = await postAction(baseURL, createCategory, [{ name, slug, description: "" }], { cookie: adminCookie });
    expect(genuine.status).toBe(200);
    const id = genuine.body.match(/"id":"([0-9a-f-]{36})"/)?.[1];
    expect(id).toBeTruthy();
    expect(await categoryNames()).toContain(name);
    await postAction(baseURL, deleteCategory, [{ id }], { cookie: adminCookie });
    expect(await categoryNames()).not.toContain(name);
  });

  it("the public contact form posted from another origin stores nothing", async () => {
    const subject = `csrf-forged-${Date.now()}`;
    const control = `csrf-genuine-${Date.now()}`;
    const values = { name: "Forjado", email: "forjado@evil.example", phone: "", subject, message: "Mensaje enviado desde otro sitio web." };
    // Each post poses as its own visitor (the shared server trusts one proxy): the contact limit is per address.
    const forged = await postContactForm(baseURL, values, { headers: { origin: EVIL, "x-forwarded-for": "10.77.0.1" } });
    expect(forged.status).not.toBe(200);
    expect(forged.answer).toBeNull();

    // Control: the same post from the site itself is stored, so the refusal above is the origin's doing.
    const genuine = await postContactForm(baseURL, { ...values, subject: control }, { headers: { "x-forwarded-for": "10.77.0.2" } });
    expect(genuine.answer?.ok).toBe(true);
    const inbox = await (await fetch(`${baseURL}/admin/contact-messages`, { headers: { cookie: adminCookie } })).text();
    expect(inbox).toContain(control);
    expect(inbox).not.toContain(subject);
  });

  it("sign-in and sign-up from another origin are refused (403) and create no account", async () => {
    const email = `csrf-${Date.now()}@obras.test`;
    const signUp = await fetch(`${baseURL}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { ...json, origin: EVIL },
      body: JSON.stringify({ email, password: "secret123", name: "csrf" }),
    });
    expect(signUp.status).toBe(403);
    const signIn = await fetch(`${baseURL}/api/auth/sign-in/email`, { method: "POST", headers: { ...json, origin: EVIL }, body: JSON.stringify(ADMIN) });
    expect(signIn.status).toBe(403);
    expect(signIn.headers.getSetCookie()).toEqual([]);
    // The forged sign-up made no account: signing in with it, from the site itself, fails.
    const later = await fetch(`${baseURL}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { ...json, origin: baseURL },
      body: JSON.stringify({ email, password: "secret123" }),
    });
    expect(later.status).toBe(401);
  });
});

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax over http", async () => {
    const res = await fetch(`${baseURL}/api/auth/sign-in/email`, { method: "POST", headers: { ...json, origin: baseURL }, body: JSON.stringify(ADMIN) });
    const session = res.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/;\s*Path=\//i);
  });

  it("is also Secure (and __Secure- prefixed) when the site is served over https", async () => {
    const dataDir = makeDataDir("secure-cookie");
    const server = await startApp(dataDir, {
      SEED_DEMO: "false",
      SITE_URL: "https://obras.example",
      ADMIN_EMAIL: "seguro@obras.test",
      ADMIN_PASSWORD: "una-clave-larga",
    });
    try {
      // TLS ends at the proxy in front of the app: the request reaches it over http from the https origin.
      const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { ...json, origin: "https://obras.example" },
        body: JSON.stringify({ email: "seguro@obras.test", password: "una-clave-larga" }),
      });
      expect(res.status).toBe(200);
      const session = res.headers.getSetCookie().find((c) => c.includes("session_token="));
      expect(session).toMatch(/^__Secure-/);
      expect(session).toMatch(/;\s*Secure/i);
      expect(session).toMatch(/;\s*HttpOnly/i);
      expect(session).toMatch(/;\s*SameSite=Lax/i);
    } finally {
      await server.stop();
    }
  });
});
