import { describe, expect, inject, it } from "vitest";
import { ADMIN } from "../e2e/global-setup";

const baseURL = inject("baseURL");

async function call(path: string, body: object) {
  const res = await fetch(`${baseURL}/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as { code?: string; message?: string } | null };
}

const email = () => `politica-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@obras.test`;

describe("weak passwords", () => {
  it("sign-up refuses short and common passwords with a Spanish message", async () => {
    for (const password of ["123456", "aaaaaa"]) {
      const res = await call("/sign-up/email", { email: email(), password, name: "x" });
      expect(res.status, password).toBe(400);
      expect(res.body?.code, password).toBe("PASSWORD_TOO_SHORT");
    }
    for (const password of ["12345678", "password123", "aaaaaaaaaa", "contraseña123"]) {
      const res = await call("/sign-up/email", { email: email(), password, name: "x" });
      expect(res.status, password).toBe(400);
      expect(res.body, password).toMatchObject({ code: "PASSWORD_TOO_COMMON", message: "Esa contraseña es demasiado común y fácil de adivinar. Elija otra." });
    }
    expect((await call("/sign-up/email", { email: email(), password: "lousa-de-valdeorras", name: "x" })).status).toBe(200);
  });
});

describe("account enumeration (decision record 0009, product decisions where the spec is silent)", () => {
  it("sign-in answers an unknown email exactly as a wrong password", async () => {
    const unknown = await call("/sign-in/email", { email: email(), password: "cualquier-clave-1" });
    const wrong = await call("/sign-in/email", { email: ADMIN.email, password: "cualquier-clave-1" });
    expect(unknown).toEqual(wrong);
    expect(wrong.status).toBe(401);
  });

  it("sign-up with an existing email says so (kept on purpose: staff sign-up, rate-limited per address)", async () => {
    const res = await call("/sign-up/email", { email: ADMIN.email, password: "lousa-de-valdeorras", name: "x" });
    expect(res.status).toBe(422);
    expect(res.body?.code).toMatch(/^USER_ALREADY_EXISTS/);
  });
});
