import { afterAll, beforeAll, describe, expect } from "vitest";
import { siteSettings, SITE_SETTINGS_ID } from "@/db/schema";
import { createAuth } from "@/auth/config";
import { startSmtpSink } from "../support/smtp-sink";
import { it } from "./support/fixtures";

let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-integration";
  process.env.SITE_URL = "http://localhost:3999";
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});

describe("sign-up confirmation email", () => {
  it("sends nothing and still signs up when SMTP is not configured", async ({ database }) => {
    const auth = createAuth(database.db);
    const res = await auth.api.signUpEmail({ body: { email: "sin-smtp@obras.test", password: "secret123", name: "x" } });
    expect(res.user.email).toBe("sin-smtp@obras.test");
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.received).toHaveLength(0);
  });

  it("sends a confirmation whose link leads back to the site root", async ({ database }) => {
    await database.db.insert(siteSettings).values({
      id: SITE_SETTINGS_ID,
      smtpHost: "127.0.0.1",
      smtpPort: sink.port,
      smtpSecure: false,
      email: "web@obras.test",
    });
    const auth = createAuth(database.db);
    await auth.api.signUpEmail({ body: { email: "nueva@obras.test", password: "secret123", name: "x", callbackURL: "/" } });
    const mail = await sink.waitFor((m) => m.to.includes("nueva@obras.test"));
    const body = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = body.match(/http:\/\/localhost:3999\/api\/auth\/verify-email\?\S+/)?.[0];
    expect(link).toBeTruthy();
    expect(new URL(link!).searchParams.get("callbackURL")).toBe("/");
  });
});
