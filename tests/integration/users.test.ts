import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Database } from "@/db/client";
import { user } from "@/db/schema";
import { hasRole } from "@/auth/server";
import { adminCount } from "@/users/admin-account";
import { userMessages } from "@/users/messages";

const m = userMessages.es;
import { grantAdmin, listUsers, revokeAdmin, UserRoleError, withAdmin, withoutAdmin } from "@/users/service";
import { it, rejection, test } from "./support/fixtures";

let database: Database;

test.beforeAll(async ({ database: fileDatabase }) => {
  database = fileDatabase;
  await database.db.insert(user).values([
    { id: "jefa", name: "Jefa", email: "jefa@obras.test", role: "admin", createdAt: new Date("2026-01-01T10:00:00Z") },
    { id: "ana", name: "Ana", email: "ana@obras.test", role: "user", createdAt: new Date("2026-02-01T10:00:00Z") },
    { id: "breo", name: "Breo", email: "breo@obras.test", role: null, createdAt: new Date("2026-03-01T10:00:00Z") },
  ]);
});

const roleOf = async (id: string) => (await database.db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0]?.role;

const refusal = (work: Promise<unknown>) => rejection(work, UserRoleError);

describe("role strings", () => {
  it("adds and removes admin among comma-separated roles", () => {
    expect([null, "user", "editor, user", "admin"].map((roles) => withAdmin(roles))).toEqual(["admin", "admin", "admin,editor", "admin"]);
    expect(["admin", "admin,editor"].map((roles) => withoutAdmin(roles))).toEqual(["user", "editor"]);
  });
});

describe("users and the admin role", () => {
  it("lists every user, oldest first, with whether they are admins", async () => {
    const users = await listUsers(database.db);
    expect(users.map((u) => [u.email, u.isAdmin])).toEqual([
      ["jefa@obras.test", true],
      ["ana@obras.test", false],
      ["breo@obras.test", false],
    ]);
  });

  it("refuses to remove the last admin's role, with the spec-style message", async () => {
    const err = await database.db.transaction((tx) => refusal(revokeAdmin(tx, "jefa", "jefa")));
    expect(err).toMatchObject({ reason: "last-admin", message: m.lastAdminSelf });
    expect(m.lastAdminSelf).toBe("No puede quitarse el rol de administrador: es el único administrador.");
    expect(await hasRole(database.db, "jefa", "admin")).toBe(true);
  });

  it("grants admin (idempotent) and then lets an admin revoke their own role", async () => {
    expect(await database.db.transaction((tx) => grantAdmin(tx, "ana"))).toEqual({ id: "ana", email: "ana@obras.test", changed: true });
    expect(await grantAdmin(database.db, "ana")).toMatchObject({ changed: false });
    expect(await roleOf("ana")).toBe("admin");
    expect(await adminCount(database.db)).toBe(2);

    // Another admin exists: the revoke goes through; the next request of "jefa" is refused.
    expect(await database.db.transaction((tx) => revokeAdmin(tx, "jefa", "jefa"))).toMatchObject({ changed: true });
    expect(await roleOf("jefa")).toBe("user");
    expect(await hasRole(database.db, "jefa", "admin")).toBe(false);

    // Now "ana" is the last one.
    expect((await refusal(revokeAdmin(database.db, "ana", "ana"))).message).toBe(m.lastAdminSelf);
  });

  it("revokes another admin, and treats a non-admin or unknown user sensibly", async () => {
    await grantAdmin(database.db, "breo");
    expect(await revokeAdmin(database.db, "ana", "breo")).toMatchObject({ changed: true, email: "breo@obras.test" });
    expect(await hasRole(database.db, "breo", "admin")).toBe(false);
    expect(await revokeAdmin(database.db, "ana", "breo")).toMatchObject({ changed: false });
    expect((await refusal(grantAdmin(database.db, "nadie"))).reason).toBe("not-found");
  });
});
