import { afterAll, beforeAll, describe, expect, vi } from "vitest";
import { createAuth } from "@/auth/config";
import { it } from "./support/fixtures";

/**
 * The sign-in limit, like every per-client limit, counts an IPv6 client as its /64: better-auth
 * groups the address the server vouches for (x-forwarded-for) by /64 before it names the limit's
 * key, which is counted in the shared rate_limits table. Through better-auth's real handler.
 */

beforeAll(() => {
  vi.stubEnv("BETTER_AUTH_SECRET", "integration-test-secret-ipv6");
  vi.stubEnv("AUTH_RATE_LIMIT", "on");
  vi.stubEnv("AUTH_SIGNIN_LIMIT", "3");
  vi.stubEnv("SITE_URL", "http://localhost:3000");
});
afterAll(async () => {
  vi.unstubAllEnvs();
});

const signIn = (auth: ReturnType<typeof createAuth>, address: string) =>
  auth.handler(
    new Request("http://localhost:3000/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000", host: "localhost:3000", "x-forwarded-for": address },
      body: JSON.stringify({ email: "nadie@obras.test", password: "no-es-la-clave" }),
    }),
  );

describe("the sign-in limit against an IPv6 client rotating its addresses", () => {
  it("refuses the fourth attempt from one /64 whatever the address, and still answers another /64", async ({ database }) => {
    const auth = createAuth(database.db);
    for (let n = 1; n <= 3; n++) expect((await signIn(auth, `2001:db8:99:1::${n}`)).status, `attempt ${n}`).toBe(401);
    expect((await signIn(auth, "2001:db8:99:1:ffff:ffff:ffff:4")).status).toBe(429);
    expect((await signIn(auth, "2001:db8:99:2::1")).status).toBe(401);
  });
});
