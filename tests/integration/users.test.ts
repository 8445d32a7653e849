import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Database } from "@/db/client";
import { user } from "@/db/schema";
import { hasRole } from "@/auth/server";
import { roleOf } from "@/auth/permissions";
import { adminCount } from "@/users/admin-account";
import { userMessages } from "@/users/messages";
import { listUsers, setUserRole, storedRole, UserRoleError } from "@/users/service";
import { it, rejection, test } from "./support/fixtures";

const m = userMessages.es;

let database: Database;

test.beforeAll(async ({ database: fileDatabase }) => {
  database = fileDatabase;
  await database.db.insert(user).values([
    { id: "jefa", name: "Jefa", email: "jefa@obras.test", role: "admin", createdAt: new Date("2026-01-01T10:00:00Z") },
    { id: "ana", name: "Ana", email: "ana@obras.test", role: "user", createdAt: new Date("2026-02-01T10:00:00Z") },
    { id: "breo", name: "Breo", email: "breo@obras.test", role: null, createdAt: new Date("2026-03-01T10:00:00Z") },
  ]);
});

const storedOf = async (id: string) => (await database.db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0]?.role;

const refusal = (work: Promise<unknown>) => rejection(work, UserRoleError);

describe("role strings", () => {
  it("reads one staff role from what better-auth's plugin or the app stored, the most powerful when several are named", () => {
    expect([null, "", "user", "admin", "editor", "comercial", "user,comercial", "editor, admin", "superuser"].map(roleOf)).toEqual([
      null,
      null,
      null,
      "admin",
      "editor",
      "comercial",
      "comercial",
      "admin",
      null,
    ]);
    expect([null, "editor"].map((role) => storedRole(role as "editor" | null))).toEqual(["user", "editor"]);
  });
});

describe("users and their roles", () => {
  it("lists every user, oldest first, with their role", async () => {
    const users = await listUsers(database.db);
    expect(users.map((u) => [u.email, u.role])).toEqual([
      ["jefa@obras.test", "admin"],
      ["ana@obras.test", null],
      ["breo@obras.test", null],
    ]);
  });

  it("refuses anyone's change of their own role, raising or lowering it", async () => {
    const own = await database.db.transaction((tx) => refusal(setUserRole(tx, "jefa", "jefa", "editor")));
    expect(own).toMatchObject({ reason: "self", message: m.ownRole, code: "conflict" });
    expect((await refusal(setUserRole(database.db, "ana", "ana", "admin"))).reason).toBe("self");
    expect(await storedOf("ana")).toBe("user");
    expect(await hasRole(database.db, "jefa", "admin")).toBe(true);
  });

  it("gives exactly one role, stores none as better-auth's plain user, and reports whether anything changed", async () => {
    expect(await database.db.transaction((tx) => setUserRole(tx, "jefa", "ana", "comercial"))).toEqual({
      id: "ana",
      email: "ana@obras.test",
      role: "comercial",
      previous: null,
      changed: true,
    });
    expect(await storedOf("ana")).toBe("comercial");
    expect(await setUserRole(database.db, "jefa", "ana", "comercial")).toMatchObject({ changed: false });
    expect(await setUserRole(database.db, "jefa", "ana", "editor")).toMatchObject({ previous: "comercial", role: "editor", changed: true });
    expect(await hasRole(database.db, "ana", "editor")).toBe(true);
    expect(await hasRole(database.db, "ana", "admin")).toBe(false);
    expect(await setUserRole(database.db, "jefa", "ana", null)).toMatchObject({ role: null, changed: true });
    expect(await storedOf("ana")).toBe("user");
    expect((await refusal(setUserRole(database.db, "jefa", "nadie", "editor"))).reason).toBe("not-found");
  });

  it("keeps the last admin: another admin may lower them only while a second admin remains", async () => {
    await setUserRole(database.db, "jefa", "ana", "admin");
    expect(await adminCount(database.db)).toBe(2);
    // Two admins: one lowers the other.
    expect(await setUserRole(database.db, "ana", "jefa", "editor")).toMatchObject({ previous: "admin", role: "editor", changed: true });
    expect(await hasRole(database.db, "jefa", "admin")).toBe(false);
    // "ana" is now the only admin; the only person who could lower her is herself, which is refused anyway,
    // and a forged actor id changes nothing either.
    const last = await refusal(setUserRole(database.db, "breo", "ana", "comercial"));
    expect(last).toMatchObject({ reason: "last-admin", message: m.lastAdmin });
    expect(await hasRole(database.db, "ana", "admin")).toBe(true);
    // Admin rows are locked first: two lowerings at the same moment cannot both pass.
    await setUserRole(database.db, "ana", "jefa", "admin");
    const outcomes = await Promise.allSettled([
      database.db.transaction((tx) => setUserRole(tx, "ana", "jefa", "editor")),
      database.db.transaction((tx) => setUserRole(tx, "jefa", "ana", "editor")),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(await adminCount(database.db)).toBe(1);
  });
});
