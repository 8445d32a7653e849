import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postContactForm } from "../e2e/support/contact-form";
import { makeDataDir, runScript, startApp, type RunningServer } from "../e2e/support/server";
import { sessionCookie } from "../e2e/support/sign-in";

// Sign-in and sign-up limits are proven by tests/e2e/rate-limit.test.ts; this is the contact form's.
const ADMIN = { email: "limites@obras.test", password: "clave-de-limites" };
const RATE_LIMITED = "Ha enviado demasiados mensajes. Inténtelo de nuevo en unos minutos.";

let server: RunningServer;

beforeAll(async () => {
  const dataDir = makeDataDir("contact-limit");
  runScript("create-admin", ["--email", ADMIN.email, "--password", ADMIN.password], dataDir);
  server = await startApp(dataDir, { CONTACT_RATE_LIMIT: "2", SEED_DEMO: "false" });
});
afterAll(async () => {
  await server?.stop();
});

const message = (n: number) => ({
  name: "Vecina",
  email: "vecina@example.com",
  phone: "",
  subject: `Limite ${n}`,
  message: `Mensaje número ${n} para probar el límite.`,
});

/** The form's one way in (a post, with or without JavaScript): the answer written in the page that comes back. */
async function send(n: number, forgedIp: string) {
  const res = await postContactForm(server.url, message(n), { headers: { "x-forwarded-for": forgedIp } });
  expect(res.status).toBe(200);
  return res.answer;
}

describe("contact form flooding", () => {
  it("after the limit the form answers a clear Spanish message and stores nothing more, even with a forged X-Forwarded-For", async () => {
    const sent = { ok: true, title: "¡Mensaje enviado!", text: "Gracias por contactarnos. Le responderemos en menos de 24h." };
    expect(await send(1, "10.9.0.1")).toEqual(sent);
    expect(await send(2, "10.9.0.2")).toEqual(sent);
    for (const n of [3, 4]) expect(await send(n, `10.9.0.${n}`)).toEqual({ ok: false, title: "Error al enviar mensaje", text: `Error: ${RATE_LIMITED}` });

    // The inbox holds exactly the two accepted messages.
    const cookie = await sessionCookie(server.url, ADMIN);
    const inbox = await (await fetch(`${server.url}/admin/contact-messages`, { headers: { cookie } })).text();
    expect(inbox).toContain("Limite 1");
    expect(inbox).toContain("Limite 2");
    expect(inbox).not.toContain("Limite 3");
    expect(inbox).not.toContain("Limite 4");
  });
});
