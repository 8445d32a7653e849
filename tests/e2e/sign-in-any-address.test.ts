import net from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { authMessages, authServerMessages } from "@/messages/auth";
import { test } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { startFreshSite, type RunningServer } from "./support/server";
import { submitSignUp } from "./support/sign-in";
import { expectToast } from "./support/toasts";

/**
 * A first run without SITE_URL, opened at whatever address reaches it: signing in with JavaScript
 * works from the server's own pages at localhost, 127.0.0.1 and 127.0.0.2 (standing in for a LAN
 * address), and a page of another origin is still refused. One server of this file's own, on
 * 127.0.0.1; 127.0.0.2 reaches it through a byte-for-byte TCP relay on the same port, so the
 * browser's Host and Origin arrive untouched while everything stays on loopback.
 */

const ADMIN = { email: "primera-direccion@obras.test", password: "clave-de-cualquier-direccion" };
const json = { "content-type": "application/json" };

let server: RunningServer;
let relay: Relay | undefined;
let port: number;

type Relay = { close: () => Promise<void> };

/** Listens on `host:port` and pipes each connection, unchanged, to `target:port`. */
function loopbackRelay(host: string, target: string, relayPort: number): Promise<Relay> {
  const sockets = new Set<net.Socket>();
  const listener = net.createServer((client) => {
    const upstream = net.connect(relayPort, target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    }
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve, reject) => {
    listener.once("error", reject);
    listener.listen(relayPort, host, () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            listener.close(() => done());
          }),
      }),
    );
  });
}

const address = (host: string) => `http://${host}:${port}`;

beforeAll(async () => {
  // SITE_URL empty counts as unset (src/env.ts); the support's base environment sets it to localhost.
  server = await startFreshSite("any-address", ADMIN, { SITE_URL: "" });
  port = Number(new URL(server.url).port);
  relay = await loopbackRelay("127.0.0.2", "127.0.0.1", port);
});
afterAll(async () => {
  await relay?.close();
  if (server) expect(await server.stop()).toBe(0);
});

async function openSignIn(page: Page, query = "") {
  await page.goto(`/auth?redirect=%2Fadmin${query}`);
  // A click before hydration would post the form without JavaScript, which never met the refusal.
  await hydrated(page, "#signin-email");
}

async function fillSignIn(page: Page, m = authMessages.es) {
  await page.getByLabel(m.email).first().fill(ADMIN.email);
  await page.getByLabel(m.password, { exact: true }).first().fill(ADMIN.password);
  return page.getByRole("button", { name: m.signIn, exact: true }).last();
}

describe("signing in without SITE_URL", () => {
  test.for(["localhost", "127.0.0.1", "127.0.0.2"])("with JavaScript at http://%s:PORT lands in /admin, and signs out there", async (host, { newPage }) => {
    const base = address(host);
    const page = await newPage({ baseURL: base, timeout: 20_000 });
    try {
      await openSignIn(page);
      const submit = await fillSignIn(page);
      const signIn = page.waitForResponse((res) => res.url() === `${base}/api/auth/sign-in/email`);
      await submit.click();
      // The client flow's own call to better-auth, from this address's page, is accepted.
      expect((await signIn).status()).toBe(200);
      await page.waitForURL(`${base}/admin`);
      await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();

      const signOut = page.waitForResponse((res) => res.url() === `${base}/api/auth/sign-out`);
      await page.getByRole("button", { name: "Cerrar sesión" }).click();
      expect((await signOut).status()).toBe(200);
      await page.waitForURL(/\/auth/);
      expect((await page.request.get("/admin", { maxRedirects: 0 })).status()).toBe(307);
    } finally {
      await page.close();
    }
  });

  test("signs up from a page at 127.0.0.2 too", async ({ newPage }) => {
    const base = address("127.0.0.2");
    const page = await newPage({ baseURL: base, timeout: 20_000 });
    try {
      await page.goto("/auth?modo=registro");
      await hydrated(page, "#signup-email");
      const signUp = page.waitForResponse((res) => res.url() === `${base}/api/auth/sign-up/email`);
      await submitSignUp(page, { email: `vecina-${Date.now()}@obras.test`, password: "tejado-de-pizarra-1" });
      expect((await signUp).status()).toBe(200);
      await page.waitForURL(`${base}/`);
    } finally {
      await page.close();
    }
  });
});

describe("a sign-in from another origin", () => {
  test("is refused at every address, with the right password (a control from the page's own origin is accepted)", async () => {
    for (const [host, foreign] of [
      ["127.0.0.1", address("127.0.0.2")],
      ["127.0.0.2", address("127.0.0.1")],
      ["localhost", "http://evil.example"],
    ]) {
      const url = `${address(host)}/api/auth/sign-in/email`;
      const forged = await fetch(url, { method: "POST", headers: { ...json, origin: foreign }, body: JSON.stringify(ADMIN) });
      expect(forged.status, `${host} from ${foreign}`).toBe(403);
      expect(await forged.json()).toMatchObject({ code: "INVALID_ORIGIN" });
      expect(forged.headers.getSetCookie()).toEqual([]);
      const genuine = await fetch(url, { method: "POST", headers: { ...json, origin: address(host) }, body: JSON.stringify(ADMIN) });
      expect(genuine.status, `${host} from itself`).toBe(200);
    }
  });

  test("is refused when a page of another site posts the sign-in form to the server (login CSRF)", async ({ newPage }) => {
    const target = `${address("127.0.0.1")}/api/auth/sign-in/email`;
    const page = await newPage();
    try {
      const body = JSON.stringify(ADMIN).slice(0, -1);
      // A page of its own origin that posts a JSON-looking text/plain body as soon as it loads.
      await page.route("http://attacker.test/", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<form method="post" action="${target}" enctype="text/plain"><input name='${body},"x":"' value='"}'></form><script>document.forms[0].submit()</script>`,
        }),
      );
      const answer = page.waitForResponse((res) => res.url() === target);
      await page.goto("http://attacker.test/");
      expect((await answer).status()).toBe(403);
      expect((await page.context().cookies(address("127.0.0.1"))).filter((c) => c.name.includes("session_token"))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test("shows the refusal in the screen's language, saying what to do, not better-auth's English", async ({ newPage }) => {
    const base = address("127.0.0.1");
    const page = await newPage({ baseURL: base, locale: "gl-ES", timeout: 20_000 });
    try {
      await openSignIn(page, "&idioma=gl");
      // The browser's sign-in call is sent on as another site's page would send it: the server's own refusal comes back.
      await page.route("**/api/auth/sign-in/email", async (route) => {
        const response = await route.fetch({ headers: { ...route.request().headers(), origin: "http://evil.example" } });
        await route.fulfill({ response });
      });
      const submit = await fillSignIn(page, authMessages.gl);
      const refused = page.waitForResponse((res) => res.url() === `${base}/api/auth/sign-in/email`);
      await submit.click();
      expect((await refused).status()).toBe(403);
      await expectToast(page, authServerMessages.gl.INVALID_ORIGIN);
      expect(await page.getByText("Invalid origin").count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe("/auth");
    } finally {
      await page.close();
    }
  });
});
