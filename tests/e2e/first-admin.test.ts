import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { accessMessages } from "@/auth/admin/messages";
import { activityMessages } from "@/dashboard/admin/messages";
import { makeDataDir, runScript, startApp } from "./support/server";
import { cookieHeader } from "./support/sign-in";

async function signIn(url: string, email: string, password: string) {
  return fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password }),
  });
}

describe("first start on an empty data dir", () => {
  it("generates the auth secret into DATA_DIR and creates the admin from ADMIN_EMAIL only when none exists", async () => {
    const dataDir = makeDataDir("first-admin");
    const env = { SEED_DEMO: "false", BETTER_AUTH_SECRET: "", ADMIN_EMAIL: "jefa@obras.test", ADMIN_PASSWORD: "clave-inicial-1" };
    // The product's own first start, creating the database from nothing (no copied template).
    const server = await startApp(dataDir, env, undefined, { freshDatabase: true });
    try {
      const secret = path.join(dataDir, "auth-secret");
      expect(fs.readFileSync(secret, "utf8")).toMatch(/^[0-9a-f]{64}$/);
      expect(fs.statSync(secret).mode & 0o077).toBe(0);
      const res = await signIn(server.url, "jefa@obras.test", "clave-inicial-1");
      expect(res.status).toBe(200);
      expect((await res.json()).user.role).toBe("admin");
    } finally {
      expect(await server.stop()).toBe(0);
    }

    // A second start with other values creates nobody: an admin already exists.
    const again = await startApp(dataDir, { ...env, ADMIN_EMAIL: "otra@obras.test", ADMIN_PASSWORD: "otra-clave-2" });
    try {
      expect((await signIn(again.url, "otra@obras.test", "otra-clave-2")).status).toBe(401);
      expect((await signIn(again.url, "jefa@obras.test", "clave-inicial-1")).status).toBe(200);
    } finally {
      await again.stop();
    }
  });
});

describe("npm run create-admin on an existing account", () => {
  it("grants the admin role to a user who signed up as a non-admin, keeping their password", async () => {
    const dataDir = makeDataDir("create-admin-existing");
    const env = { SEED_DEMO: "false" };
    const person = { email: "aparejadora@obras.test", password: "clave-propia-1" };
    const adminPage = async (url: string) => {
      const signedIn = await signIn(url, person.email, person.password);
      expect(signedIn.status).toBe(200);
      const cookie = cookieHeader(signedIn);
      const res = await fetch(`${url}/admin`, { headers: { cookie }, redirect: "manual" });
      return { status: res.status, html: await res.text(), role: (await signedIn.json()).user.role };
    };

    const first = await startApp(dataDir, env);
    try {
      const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: first.url },
        body: JSON.stringify({ ...person, name: "Aparejadora" }),
      });
      expect(signUp.status).toBe(200);
      const denied = await adminPage(first.url);
      expect(denied.role).not.toBe("admin");
      expect(denied.html).toContain(accessMessages.es.body);
      expect(denied.html).not.toContain(activityMessages.es.title);
    } finally {
      expect(await first.stop()).toBe(0);
    }

    const said = runScript("create-admin", ["--email", person.email, "--password", "otra-clave-del-cli"], dataDir);
    expect(said).toContain(`${person.email} already existed: admin role granted (password unchanged).`);

    const again = await startApp(dataDir, env);
    try {
      const allowed = await adminPage(again.url);
      expect(allowed.role).toBe("admin");
      expect(allowed.status).toBe(200);
      expect(allowed.html).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
      expect(allowed.html).toContain(activityMessages.es.title);
      expect(allowed.html).toContain(person.email);
      expect(allowed.html).not.toContain(accessMessages.es.body);
      // The password given to the CLI did not replace the person's own.
      expect((await signIn(again.url, person.email, "otra-clave-del-cli")).status).toBe(401);
    } finally {
      expect(await again.stop()).toBe(0);
    }
  });
});
