import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discoverActions, postAction } from "../e2e/support/actions";
import { postContactForm } from "../e2e/support/contact-form";
import { sessionCookie } from "../e2e/support/sign-in";
import { startFreshSite, type RunningServer } from "../e2e/support/server";

/**
 * Proxies: behind a trusted proxy the client is the address the proxy appended (right-most
 * X-Forwarded-For entry); without TRUST_PROXY, X-Forwarded-Host is nobody's word.
 */
const PROXIED_ADMIN = { email: "proxy@obras.test", password: "detras-del-proxy-1" };
const RATE_LIMITED = "Ha enviado demasiados mensajes. Inténtelo de nuevo en unos minutos.";
let proxied: RunningServer;

beforeAll(async () => {
  proxied = await startFreshSite("proxy", PROXIED_ADMIN, { TRUST_PROXY: "true", CONTACT_RATE_LIMIT: "3" });
});
afterAll(async () => {
  await proxied?.stop();
});

const firstResult = (body: string) =>
  JSON.parse(
    body
      .split("\n")
      .find((l) => /^1:\{/.test(l))!
      .slice(2),
  ) as { ok: boolean; error?: string };

describe("forged X-Forwarded-For behind a trusted proxy", () => {
  it("the contact limit counts the proxy-appended address, whatever the client wrote to its left", async () => {
    const results = [];
    for (let n = 0; n < 6; n++) {
      const message = { name: "Vecino", email: "vecino@example.com", phone: "", subject: `Proxy ${n}`, message: `Mensaje ${n} a través del proxy.` };
      // The client claims a new address every time; the proxy appends the one it saw.
      const res = await postContactForm(proxied.url, message, { headers: { "x-forwarded-for": `10.66.0.${n}, 203.0.113.7` } });
      results.push(res.answer?.ok === true ? "sent" : res.answer?.text);
    }
    expect(results.slice(0, 3)).toEqual(["sent", "sent", "sent"]);
    for (const r of results.slice(3)) expect(r).toBe(`Error: ${RATE_LIMITED}`);
    // Another client behind the same proxy is not affected.
    const other = await postContactForm(
      proxied.url,
      { name: "Otra", email: "otra@example.com", phone: "", subject: "Otra", message: "Otro mensaje distinto." },
      { headers: { "x-forwarded-for": "203.0.113.8" } },
    );
    expect(other.answer?.ok).toBe(true);
  });

  it("the test email refuses non-SMTP ports by default (no port scanning from the server)", async () => {
    const cookie = await sessionCookie(proxied.url, PROXIED_ADMIN);
    const testEmail = discoverActions().find((a) => a.name.endsWith("#sendTestEmailAction"))!;
    const input = {
      smtpHost: "127.0.0.1",
      smtpPort: 22,
      smtpUsername: "",
      smtpPassword: "",
      smtpSecure: false,
      adminEmail: "a@obras.test",
      email: "",
      companyName: "",
    };
    const res = await postAction(proxied.url, testEmail, [input], { cookie, "x-forwarded-for": "203.0.113.9" });
    expect(firstResult(res.body)).toMatchObject({ ok: false, error: "El correo de prueba solo usa puertos SMTP (25, 465, 587, 2525)." });
  });
});

describe("forged X-Forwarded-Host without a trusted proxy", () => {
  // A server of its own: the shared one trusts X-Forwarded-For so tests can pose as visitors.
  const DIRECT_ADMIN = { email: "directo@obras.test", password: "sin-proxy-delante-1" };
  let direct: RunningServer;
  beforeAll(async () => {
    direct = await startFreshSite("no-proxy", DIRECT_ADMIN, { TRUST_PROXY: "false" });
  });
  afterAll(async () => {
    await direct?.stop();
  });

  it("does not make another site's upload look same-origin", async () => {
    const cookie = await sessionCookie(direct.url, DIRECT_ADMIN);
    const form = new FormData();
    form.set("target", JSON.stringify({ kind: "about-image" }));
    form.set("file", new Blob([Buffer.from("no importa")], { type: "image/jpeg" }), "x.jpg");
    const res = await fetch(`${direct.url}/api/admin/uploads`, {
      method: "POST",
      headers: { cookie, origin: "http://evil.example", "x-forwarded-host": "evil.example" },
      body: form,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Origen de la solicitud no permitido." });
  });
});
