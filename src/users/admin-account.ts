import { count, eq, like } from "drizzle-orm";
import type { Db } from "@/db/client";
import { user } from "@/db/schema";
import { createAuth } from "@/auth/config";
import { passwordProblem, type PasswordProblem } from "@/auth/password-policy";
import { authValidationMessages } from "@/messages/auth";

// The create-admin command speaks Spanish, as the company's other tools.
const newPasswordMessage: Record<PasswordProblem, string> = {
  tooShort: authValidationMessages.es.passwordMinLength,
  tooLong: authValidationMessages.es.passwordTooLong,
  common: authValidationMessages.es.passwordTooCommon,
};

export async function adminCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(user).where(like(user.role, "%admin%"));
  return row.n;
}

/**
 * Creates the user with this password and the admin role, or grants admin to an existing
 * user (their password is left unchanged). Returns what happened.
 */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<"created" | "granted" | "already-admin"> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.select().from(user).where(eq(user.email, normalized));
  if (existing) {
    if ((existing.role ?? "").split(",").includes("admin")) return "already-admin";
    await db.update(user).set({ role: "admin" }).where(eq(user.id, existing.id));
    return "granted";
  }
  const problem = passwordProblem(password);
  if (problem) throw new Error(newPasswordMessage[problem]);
  const auth = createAuth(db);
  const created = await auth.api.signUpEmail({ body: { email: normalized, password, name: normalized.split("@")[0] } });
  await db.update(user).set({ role: "admin", emailVerified: true }).where(eq(user.id, created.user.id));
  return "created";
}
