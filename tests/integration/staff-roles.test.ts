import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { auditLog, user } from "@/db/schema";
import { registeredAction, registeredActions, type RegisteredAction } from "@/admin/action";
import { accessMessages } from "@/auth/admin/messages";
import { AuthorizationError, hasRole } from "@/auth/server";
import { AREAS, AUDIT_AREAS, auditPrefixOf, can, PERMISSIONS, roleOf, STAFF_ROLES, type StaffRole } from "@/auth/permissions";
import { uploadMessages } from "@/uploads/messages";
import { signUp } from "./support/app-session";
import { it, test } from "./support/fixtures";
import { requestAs } from "./support/next-headers";

/**
 * The role × action matrix. Every server action (each export of a "use server" module, found the
 * way Next finds them) is either public or registered with its area (adminAction registers itself;
 * the others call registerAction), and every registered action is called by every kind of person:
 * an admin, an editor, a comercial, a signed-in account without a role and a visitor. Each call is
 * allowed or refused exactly as src/auth/permissions.ts says. A new action that is neither public
 * nor registered fails the first test; a registered one is in the matrix without a word here.
 */

vi.mock("next/headers", () => import("./support/next-headers"));
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), after: () => {} }));
// A "Confirmar" post and the language form ask Next to draw the page again: there is no page here.
vi.mock("next/cache", async (original) => ({ ...(await original<typeof import("next/cache")>()), refresh: () => {} }));

/** Server actions anyone may call: the contact form, a customer's review and the sign-in forms posted without JavaScript. */
const PUBLIC_ACTIONS = new Set([
  "src/contact/actions.ts#submitContactFormAction",
  "src/reviews/actions.ts#submitCustomerReviewAction",
  "src/auth/actions.ts#signInWithFormAction",
  "src/auth/actions.ts#signUpWithFormAction",
]);

type Action = (...args: unknown[]) => Promise<unknown>;
const repoRoot = path.resolve(import.meta.dirname, "../..");

/** `src/x/actions.ts#nameAction` → the function, for every export of every module that starts with "use server". */
async function discoverActions(): Promise<Map<string, Action>> {
  const found = new Map<string, Action>();
  const files = fs.readdirSync(path.join(repoRoot, "src"), { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f));
  for (const file of files.sort()) {
    const text = fs.readFileSync(path.join(repoRoot, "src", file), "utf8");
    if (!/^\s*(\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*["']use server["']/.test(text)) continue;
    const exported = (await import(/* @vite-ignore */ path.join(repoRoot, "src", file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) if (typeof value === "function") found.set(`src/${file}#${name}`, value as Action);
  }
  return found;
}

type Who = StaffRole | "none" | "visitor";
const EVERYONE: Who[] = [...STAFF_ROLES, "none", "visitor"];
type Outcome = "allowed" | "forbidden" | "unauthorized";

/** What a call came to: refused (and how), or let through to its own checks (which may still refuse the input). */
async function outcomeOf(action: Action): Promise<{ outcome: Outcome; error?: string }> {
  // Anything can be posted to an action: one empty form, in each argument a form action reads.
  const form = new FormData();
  try {
    const result = (await action(form, form)) as { ok?: boolean; code?: string; error?: string } | undefined;
    if (result && result.ok === false && (result.code === "forbidden" || result.code === "unauthorized")) return { outcome: result.code, error: result.error };
    return { outcome: "allowed" };
  } catch (err) {
    if (err instanceof AuthorizationError) return { outcome: err.reason, error: err.message };
    // A form action answers a refusal with a redirect: to sign in, or to the panel (Access Denied for no role).
    const digest = (err as { digest?: unknown })?.digest;
    if (typeof digest === "string" && digest.startsWith("NEXT_REDIRECT")) {
      const target = digest.split(";")[2];
      if (target.startsWith("/auth")) return { outcome: "unauthorized" };
      if (target === "/admin") return { outcome: "forbidden" };
    }
    return { outcome: "allowed" };
  }
}

const expected = (who: Who, area: RegisteredAction["area"]): Outcome =>
  who === "visitor" ? "unauthorized" : who === "none" ? "forbidden" : can(who, area) ? "allowed" : "forbidden";

let database: Database;
let actions: Map<string, Action>;
const cookies = new Map<Who, string | null>();

test.beforeAll(async ({ app, admin }) => {
  database = app.database;
  actions = await discoverActions();
  cookies.set("admin", admin.cookie);
  cookies.set("visitor", null);
  for (const who of ["editor", "comercial", "none"] as const) {
    const person = await signUp(database, { email: `${who}@obras.test` });
    await database.db
      .update(user)
      .set({ role: who === "none" ? "user" : who, locale: who === "comercial" ? "gl" : "es" })
      .where(eq(user.id, person.id));
    cookies.set(who, person.cookie);
  }
}, 120_000);

describe("the action registry", () => {
  it("holds every server action that is not public, each with an area of the permission table", () => {
    expect(actions.size).toBeGreaterThan(40);
    const missing = [...actions].filter(([name, fn]) => !PUBLIC_ACTIONS.has(name) && !registeredAction(fn)).map(([name]) => name);
    expect(missing, "server actions without an area: wrap them in adminAction or call registerAction").toEqual([]);
    for (const name of PUBLIC_ACTIONS) expect(actions.has(name), name).toBe(true);
    for (const [, entry] of registeredActions()) expect(AREAS, entry.name).toContain(entry.area);
  });

  it("files each audited action's entries under its own area, so the activity feed shows a role only what it may use", () => {
    for (const [, { name, area }] of registeredActions()) {
      // adminAction's names are audit names ("project.create"); registerAction's are function names.
      if (!name.includes(".")) continue;
      expect(AUDIT_AREAS[auditPrefixOf(name)], name).toBe(area);
    }
  });

  it("gives each area to the roles the issue names, and the admin everything", () => {
    for (const area of AREAS) expect(PERMISSIONS[area], area).toContain("admin");
    expect(STAFF_ROLES.filter((role) => can(role, "content"))).toEqual(["admin", "editor"]);
    expect(STAFF_ROLES.filter((role) => can(role, "enquiries"))).toEqual(["admin", "comercial"]);
    expect(STAFF_ROLES.filter((role) => can(role, "settings") || can(role, "users"))).toEqual(["admin"]);
    expect(STAFF_ROLES.filter((role) => can(role, "dashboard"))).toEqual(["admin", "editor", "comercial"]);
    expect(can(null, "dashboard")).toBe(false);
  });
});

describe("every registered action × every role", () => {
  it("is allowed or refused exactly as the permission table says", { timeout: 300_000 }, async () => {
    const mismatches: string[] = [];
    const entries = registeredActions();
    expect(entries.length).toBeGreaterThan(40);
    for (const [fn, { name, area }] of entries) {
      for (const who of EVERYONE) {
        requestAs(cookies.get(who) ?? null);
        const { outcome } = await outcomeOf(fn as Action);
        const want = expected(who, area);
        if (outcome !== want) mismatches.push(`${name} (${area}) as ${who}: ${outcome}, expected ${want}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("says a refusal in the person's own language", async () => {
    const [fn] = registeredActions().find(([, entry]) => entry.name === "project.create")!;
    requestAs(cookies.get("comercial")!);
    expect(await outcomeOf(fn as Action)).toEqual({ outcome: "forbidden", error: accessMessages.gl.forbidden });
    requestAs(cookies.get("editor")!);
    const [settings] = registeredActions().find(([, entry]) => entry.name === "settings.update")!;
    expect(await outcomeOf(settings as Action)).toEqual({ outcome: "forbidden", error: accessMessages.es.forbidden });
  });

  it("wrote no audit entry for any refused call", async () => {
    const rows = await database.db.select({ action: auditLog.action, userId: auditLog.userId }).from(auditLog);
    const refusedIds = new Set<string>();
    for (const who of ["none"] as const) {
      const [row] = await database.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, `${who}@obras.test`));
      refusedIds.add(row.id);
    }
    expect(rows.filter((r) => r.userId && refusedIds.has(r.userId))).toEqual([]);
    // What an editor or a comercial wrote is within their areas.
    for (const who of ["editor", "comercial"] as const) {
      const [row] = await database.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, `${who}@obras.test`));
      for (const entry of rows.filter((r) => r.userId === row.id))
        expect(can(who, AUDIT_AREAS[auditPrefixOf(entry.action)]), `${who}: ${entry.action}`).toBe(true);
    }
  });
});

describe("reads and route handlers by role", () => {
  it("the dashboard gives each role only its figures, the setup checklist and the activity it may see", async () => {
    const { getDashboard } = await import("@/dashboard/admin-queries");
    const [admin] = await database.db.select({ id: user.id }).from(user).where(eq(user.role, "admin"));
    await database.db.insert(auditLog).values([
      { userId: admin.id, action: "project.create", entity: "project", details: { title: "Casa" } },
      { userId: admin.id, action: "contact-message.delete", entity: "contact_message" },
      { userId: admin.id, action: "user.set-role", entity: "user", details: { email: "x@obras.test", role: "editor" } },
    ]);
    const seen = async (who: StaffRole) => {
      requestAs(cookies.get(who)!);
      const dashboard = await getDashboard();
      return {
        figures: Object.entries(dashboard.stats)
          .filter(([, value]) => value !== null)
          .map(([key]) => key)
          .sort(),
        setup: dashboard.setup !== null,
        areas: [...new Set(dashboard.activity.map((entry) => AUDIT_AREAS[auditPrefixOf(entry.action)]))].sort(),
      };
    };
    expect(await seen("admin")).toEqual({
      figures: ["galleryImages", "publishedProjects", "users", "views30d"],
      setup: true,
      areas: expect.arrayContaining(["content", "enquiries", "users"]),
    });
    expect(await seen("editor")).toEqual({ figures: ["galleryImages", "publishedProjects", "views30d"], setup: false, areas: ["content"] });
    // A comercial sees no content events.
    expect(await seen("comercial")).toEqual({ figures: ["views30d"], setup: false, areas: ["enquiries"] });
  });

  it("uploads: refused before the body for a role that may upload nowhere, and per target for the others", async () => {
    const { POST } = await import("@/app/api/admin/uploads/route");
    const upload = async (who: Who, target: object) => {
      requestAs(cookies.get(who) ?? null);
      const body = new FormData();
      body.set("target", JSON.stringify(target));
      body.set("file", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "x.png");
      const res = await POST(new Request("http://localhost:3999/api/admin/uploads", { method: "POST", body }));
      return { status: res.status, error: ((await res.json()) as { error?: string }).error };
    };
    expect((await upload("visitor", { kind: "hero-image" })).status).toBe(401);
    expect(await upload("none", { kind: "hero-image" })).toEqual({ status: 403, error: accessMessages.es.forbidden });
    expect(await upload("comercial", { kind: "hero-image" })).toEqual({ status: 403, error: accessMessages.gl.forbidden });
    // An editor uploads content, but not the site's logo (a setting).
    expect(await upload("editor", { kind: "site-logo" })).toEqual({ status: 403, error: uploadMessages.es.forbiddenTarget });
    expect((await upload("editor", { kind: "hero-image" })).status).not.toBe(403);
    expect((await upload("admin", { kind: "site-logo" })).status).not.toBe(403);
  });

  it("the SEO files route answers the content roles only", async () => {
    const { GET } = await import("@/app/api/admin/seo/[file]/route");
    const statusFor = async (who: Who) => {
      requestAs(cookies.get(who) ?? null);
      return (await GET(new Request("http://localhost:3999/api/admin/seo/robots.txt"), { params: Promise.resolve({ file: "robots.txt" }) })).status;
    };
    expect(await Promise.all(EVERYONE.map(async (who) => [who, await statusFor(who)]))).toEqual([
      ["admin", 200],
      ["editor", 200],
      ["comercial", 403],
      ["none", 403],
      ["visitor", 401],
    ]);
  });
});

describe("the users screen's role form (a post without JavaScript)", () => {
  const post = async (fields: Record<string, string>) => {
    const { setUserRoleFormAction } = await import("@/users/actions");
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const thrown = await setUserRoleFormAction(form).then(
      () => null,
      (err: unknown) => err as { digest?: string },
    );
    // Next's redirect: "NEXT_REDIRECT;<type>;<address>;<status>;".
    return thrown?.digest?.split(";")[2];
  };
  const idOf = async (email: string) => (await database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0].id;

  it("comes back to the same search and page saying what happened, and names a refusal by its reason", async () => {
    const [admin] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, "jefa@obras.test"));
    const comercial = await idOf("comercial@obras.test");
    requestAs(cookies.get("admin")!);
    expect(await post({ userId: comercial, role: "editor", q: "obras", page: "2" })).toBe(`/admin/users?q=obras&page=2&usuario=${comercial}&rol=guardado`);
    expect(roleOf((await database.db.select({ role: user.role }).from(user).where(eq(user.id, comercial)))[0].role)).toBe("editor");
    expect(await post({ userId: admin.id, role: "comercial" })).toBe(`/admin/users?usuario=${admin.id}&fallo=ownRole`);
    expect(await post({ userId: comercial, role: "jefe" })).toBe(`/admin/users?usuario=${comercial}&fallo=roleError`);
    // Put back for the tests after this one.
    expect(await post({ userId: comercial, role: "comercial" })).toContain("rol=guardado");
    // Anyone but an admin is sent to the panel (Access Denied for no role); a visitor to sign in.
    requestAs(cookies.get("editor")!);
    expect(await post({ userId: comercial, role: "admin" })).toBe("/admin");
    requestAs(null);
    expect(await post({ userId: comercial, role: "admin" })).toMatch(/^\/auth\?/);
    expect(await hasRole(database.db, comercial, "comercial")).toBe(true);
  });
});
