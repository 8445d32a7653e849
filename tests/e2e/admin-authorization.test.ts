import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import * as schema from "@/db/schema";
import { ADMIN_FORM_ACTIONS, discoverActions, discoverAdminRoutes, postAction, type DiscoveredAction } from "./support/actions";
import { makeDataDir, startApp, type RunningServer } from "./support/server";
import { signUpCookie } from "./support/sign-in";

/** Server actions anyone may call; everything else must refuse visitors and non-admins. */
const PUBLIC_ACTIONS = new Set([
  // The contact form (posted with or without JavaScript) and the sign-in forms posted without it
  // (they call the public auth route).
  "src/contact/actions.ts#submitContactFormAction",
  // A customer's review, through a request link (the link's cookie is the only key).
  "src/reviews/actions.ts#submitCustomerReviewAction",
  "src/auth/actions.ts#signInWithFormAction",
  "src/auth/actions.ts#signUpWithFormAction",
]);

let server: RunningServer;
let dataDir: string;
let userCookie = "";

beforeAll(async () => {
  dataDir = makeDataDir("authz");
  server = await startApp(dataDir, { SEED_DEMO: "false" });
  userCookie = await signUpCookie(server.url, { email: "vecino@obras.test", password: "secret123", name: "vecino" });
  expect(userCookie).toContain("session_token");
});

afterAll(async () => {
  if (server) expect(await server.stop()).toBe(0);
});

const intruder = [{ id: "00000000-0000-0000-0000-000000000000", name: "Intruso", slug: "intruso", title: "Intruso" }];

const callAction = (action: DiscoveredAction, cookie: string) => postAction(server.url, action, intruder, cookie ? { cookie } : {});

describe("every admin server action and route refuses visitors and signed-in non-admins", () => {
  it("discovers the actions from the build", () => {
    const all = discoverActions();
    expect(all.map((a) => a.name)).toContain("src/contact/actions.ts#submitContactFormAction");
    expect(all.filter((a) => !PUBLIC_ACTIONS.has(a.name)).length).toBeGreaterThan(0);
  });

  it("refuses each admin action for a visitor (no session, or a forged cookie)", async () => {
    for (const action of discoverActions().filter((a) => !PUBLIC_ACTIONS.has(a.name))) {
      const plain = await callAction(action, "");
      // The proxy answers before any code runs on /admin pages; elsewhere the action refuses.
      const refusedPlain =
        plain.status === 307 || plain.body.includes('"code":"unauthorized"') || (ADMIN_FORM_ACTIONS.has(action.name) && plain.redirect?.startsWith("/auth?"));
      expect(refusedPlain, `${action.name} as visitor`).toBe(true);
      const forged = await callAction(action, "better-auth.session_token=forged.value");
      if (ADMIN_FORM_ACTIONS.has(action.name)) expect(forged.redirect, `${action.name} with a forged cookie`).toMatch(/^\/auth\?/);
      else expect(forged.body, `${action.name} with a forged cookie`).toContain('"code":"unauthorized"');
    }
  });

  it("refuses each admin action for a signed-in user without the admin role", async () => {
    for (const action of discoverActions().filter((a) => !PUBLIC_ACTIONS.has(a.name))) {
      const result = await callAction(action, userCookie);
      if (ADMIN_FORM_ACTIONS.has(action.name)) expect(result.redirect, action.name).toMatch(/^\/admin(;|$)/);
      else expect(result.body, action.name).toContain('"code":"forbidden"');
    }
  });

  it("refuses each admin route handler", async () => {
    for (const route of discoverAdminRoutes()) {
      for (const cookie of ["", userCookie]) {
        for (const method of ["GET", "POST", "DELETE"]) {
          const res = await fetch(`${server.url}${route}`, { method, redirect: "manual", headers: { origin: server.url, ...(cookie ? { cookie } : {}) } });
          expect([307, 401, 403, 405], `${method} ${route}`).toContain(res.status);
        }
      }
    }
  });

  it("wrote nothing: no audit entry and no content rows exist afterwards", async () => {
    expect(await server.stop()).toBe(0);
    const database = await openDatabase({ dataDir });
    try {
      for (const table of [
        schema.auditLog,
        schema.categories,
        schema.projects,
        schema.heroImages,
        schema.aboutGallery,
        schema.siteSettings,
        schema.contactMessages,
        schema.reviews,
        schema.reviewRequests,
      ]) {
        const [row] = await database.db.select({ n: count() }).from(table);
        expect(row.n).toBe(0);
      }
    } finally {
      await database.close();
    }
    server = await startApp(dataDir, { SEED_DEMO: "false" });
  });
});
