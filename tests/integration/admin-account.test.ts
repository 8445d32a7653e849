import { eq } from "drizzle-orm";
import { beforeAll, describe, expect } from "vitest";
import { account, user } from "@/db/schema";
import { hasRole } from "@/auth/server";
import { adminCount, ensureAdmin } from "@/users/admin-account";
import { it } from "./support/fixtures";

beforeAll(() => {
  process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-integration";
});

describe("first admin (create-admin and ADMIN_EMAIL)", () => {
  it("creates a new admin whose password is hashed, never stored in clear", async ({ database }) => {
    expect(await adminCount(database.db)).toBe(0);
    expect(await ensureAdmin(database.db, "Jefa@Obras.test", "una-clave-segura")).toBe("created");
    const [row] = await database.db.select().from(user).where(eq(user.email, "jefa@obras.test"));
    expect(row.role).toBe("admin");
    expect(await hasRole(database.db, row.id, "admin")).toBe(true);
    const [credential] = await database.db.select().from(account).where(eq(account.userId, row.id));
    expect(credential.password).toBeTruthy();
    expect(credential.password).not.toContain("una-clave-segura");
    expect(await adminCount(database.db)).toBe(1);
  });

  it("grants admin to an existing user and reports an existing admin", async ({ database }) => {
    await ensureAdmin(database.db, "otro@obras.test", "password-1");
    await database.db.update(user).set({ role: "user" }).where(eq(user.email, "otro@obras.test"));
    const [before] = await database.db.select().from(user).where(eq(user.email, "otro@obras.test"));
    expect(await hasRole(database.db, before.id, "admin")).toBe(false);
    expect(await ensureAdmin(database.db, "otro@obras.test", "")).toBe("granted");
    expect(await hasRole(database.db, before.id, "admin")).toBe(true);
    expect(await ensureAdmin(database.db, "otro@obras.test", "")).toBe("already-admin");
  });

  it("refuses a too-short or common password for a new admin (the sign-up policy)", async ({ database }) => {
    await expect(ensureAdmin(database.db, "corta@obras.test", "1234567")).rejects.toThrow("La contraseña debe tener al menos 8 caracteres.");
    await expect(ensureAdmin(database.db, "comun@obras.test", "password123")).rejects.toThrow(/demasiado común/);
  });

  it("has no role for an unknown user", async ({ database }) => {
    expect(await hasRole(database.db, "nobody", "admin")).toBe(false);
  });
});
