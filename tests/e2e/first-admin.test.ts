import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeDataDir, startApp } from "./support/server";

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
    const server = await startApp(dataDir, env);
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
