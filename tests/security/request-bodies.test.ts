import { describe, expect, inject, it } from "vitest";
import { requestMessages } from "@/messages/requests";
import { signUpCookie } from "../e2e/support/sign-in";

/** Unbounded request bodies: every body is capped by route before anything reads it (src/server/body-limit.ts). */
const baseURL = inject("baseURL");
const TOO_LARGE = requestMessages.es.tooLarge;

/** A chunked body of `total` bytes, produced lazily (no Content-Length to check up front). */
function chunked(total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  const piece = new Uint8Array(256 * 1024).fill(120);
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += piece.length;
      controller.enqueue(piece);
    },
  });
}

async function post(path: string, body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  try {
    const res = await fetch(`${baseURL}${path}`, { method: "POST", headers: { origin: baseURL, ...headers }, body, duplex: "half" } as RequestInit);
    return { status: res.status, text: await res.text() };
  } catch {
    // The server answered 413 and closed while we were still sending: the body was refused.
    return { status: 413, text: TOO_LARGE, reset: true };
  }
}

const newUserCookie = () => signUpCookie(baseURL, { email: `cuerpo-${Date.now()}@obras.test`, password: "ventana-de-roble", name: "Cuerpo" });

describe("unbounded request bodies", () => {
  it("a 200 MB chunked body to the page-view beacon or to sign-in is refused with a Spanish 413, fast", async () => {
    for (const path of ["/api/analytics/view", "/api/auth/sign-in/email"]) {
      const started = Date.now();
      const res = await post(path, chunked(200 * 1024 * 1024), { "content-type": "application/json" });
      expect(res.status, path).toBe(413);
      expect(res.text, path).toBe(TOO_LARGE);
      // Refused after the first few KB, not after reading 200 MB.
      expect(Date.now() - started, path).toBeLessThan(20_000);
    }
  });

  it("a declared oversized body to an auth route is refused before it is read", async () => {
    const res = await post("/api/auth/sign-up/email", JSON.stringify({ email: "x@obras.test", password: "p".repeat(64 * 1024), name: "x" }), {
      "content-type": "application/json",
    });
    expect(res).toMatchObject({ status: 413, text: TOO_LARGE });
  });

  it("display names are bounded: a 20 MB name is refused, so is one over 100 characters", async () => {
    const cookie = await newUserCookie();
    const huge = await post("/api/auth/update-user", JSON.stringify({ name: "n".repeat(20 * 1024 * 1024) }), { "content-type": "application/json", cookie });
    expect(huge.status).toBe(413);
    const long = await post("/api/auth/update-user", JSON.stringify({ name: "n".repeat(101) }), { "content-type": "application/json", cookie });
    expect(long.status).toBe(400);
    expect(JSON.parse(long.text)).toMatchObject({ code: "NAME_TOO_LONG", message: "El nombre es demasiado largo (máximo 100 caracteres)." });
    const fine = await post("/api/auth/update-user", JSON.stringify({ name: "Nome de cen caracteres como moito" }), {
      "content-type": "application/json",
      cookie,
    });
    expect(fine.status).toBe(200);
    // Sign-up goes through the same rule.
    const signUp = await post(
      "/api/auth/sign-up/email",
      JSON.stringify({ email: `nome-${Date.now()}@obras.test`, password: "ventana-de-roble", name: "n".repeat(500) }),
      { "content-type": "application/json" },
    );
    expect(signUp.status).toBe(400);
  });

  it("the page still works for bodies within the caps", async () => {
    const res = await post("/api/analytics/view", "/", { "content-type": "text/plain" });
    expect(res.status).toBe(204);
  });
});

describe("better-auth's admin endpoints", () => {
  it("are switched off, even for an admin: roles change only through the app's audited action", async () => {
    const { sessionCookie } = await import("../e2e/support/sign-in");
    const { ADMIN } = await import("../e2e/global-setup");
    const cookie = await sessionCookie(baseURL, ADMIN);
    const session = await (await fetch(`${baseURL}/api/auth/get-session`, { headers: { cookie } })).json();
    for (const [path, body] of [
      ["/admin/set-role", { userId: session.user.id, role: "user" }],
      ["/admin/create-user", { email: "colado@obras.test", password: "clave-colada-1", name: "x", role: "admin" }],
      ["/admin/impersonate-user", { userId: session.user.id }],
      ["/admin/set-user-password", { userId: session.user.id, newPassword: "otra-clave-larga" }],
    ] as const) {
      const res = await post(`/api/auth${path}`, JSON.stringify(body), { "content-type": "application/json", cookie });
      expect(res.status, path).toBe(404);
    }
    const listed = await fetch(`${baseURL}/api/auth/admin/list-users`, { headers: { cookie } });
    expect(listed.status).toBe(404);
    // The admin is still an admin.
    expect((await fetch(`${baseURL}/admin`, { headers: { cookie }, redirect: "manual" })).status).toBe(200);
  });
});
