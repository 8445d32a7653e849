import "server-only";
import { asc, count, eq, sql } from "drizzle-orm";
import { newestFirst, readPage, textMatches, type Page } from "@/admin/list-query";
import type { Queryable } from "@/db/client";
import { user } from "@/db/schema";
import { roleOf, type StaffRole } from "@/auth/permissions";
import { Refusal } from "@/lib/refusal";
import { USERS_PAGE_SIZE, type UsersQuery } from "./list";
import { t } from "@/i18n/current";
import { userMessages } from "./messages";

export type UserRow = { id: string; email: string; name: string; createdAt: Date; role: StaffRole | null };

/** SQL for "this user's role is admin", the same rule as roleOf() and hasRole(). */
const isAdminSql = sql<boolean>`'admin' = any(string_to_array(replace(coalesce(${user.role}, ''), ' ', ''), ','))`;

const rowOf = (row: { id: string; email: string; name: string; createdAt: Date; role: string | null }): UserRow => ({ ...row, role: roleOf(row.role) });

export async function listUsers(db: Queryable): Promise<UserRow[]> {
  const rows = await db
    .select({ id: user.id, email: user.email, name: user.name, createdAt: user.createdAt, role: user.role })
    .from(user)
    .orderBy(asc(user.createdAt), asc(user.email));
  return rows.map(rowOf);
}

/** One page of the back-office list, newest first; the search is on email or name, ignoring case and accents. */
export async function listUsersPage(db: Queryable, { q, page }: UsersQuery): Promise<Page<UserRow>> {
  const where = textMatches([user.email, user.name], q);
  const found = await readPage(
    page,
    USERS_PAGE_SIZE,
    async () => (await db.select({ n: count() }).from(user).where(where))[0].n,
    (limit, offset) =>
      db
        .select({ id: user.id, email: user.email, name: user.name, createdAt: user.createdAt, role: user.role })
        .from(user)
        .where(where)
        .orderBy(...newestFirst(user.createdAt, user.id))
        .limit(limit)
        .offset(offset),
  );
  return { ...found, rows: found.rows.map(rowOf) };
}

export class UserRoleError extends Refusal {
  constructor(
    message: string,
    readonly reason: "last-admin" | "self" | "not-found",
  ) {
    super(message, reason === "not-found" ? "invalid" : "conflict");
  }
}

/** What the app stores for a role: the role's name, or better-auth's plain "user" for no access. */
export const storedRole = (role: StaffRole | null): string => role ?? "user";

export type RoleChange = { id: string; email: string; role: StaffRole | null; previous: StaffRole | null; changed: boolean };

/**
 * Gives `userId` exactly one staff role, or none (`null`: no access). No one changes their own
 * role, which also keeps anyone from raising themselves; and the last admin keeps theirs, or the
 * site would have nobody able to manage it. Admin rows are locked first, so two admins demoting
 * each other at the same moment cannot both succeed.
 */
export async function setUserRole(db: Queryable, actorId: string, userId: string, role: StaffRole | null): Promise<RoleChange> {
  if (actorId === userId) throw new UserRoleError(t(userMessages).ownRole, "self");
  const admins = await db.select({ id: user.id }).from(user).where(isAdminSql).for("update");
  const [target] = await db.select({ id: user.id, email: user.email, role: user.role }).from(user).where(eq(user.id, userId));
  if (!target) throw new UserRoleError(t(userMessages).notFound, "not-found");
  const previous = roleOf(target.role);
  if (previous === role) return { id: target.id, email: target.email, role, previous, changed: false };
  if (previous === "admin" && admins.length <= 1) throw new UserRoleError(t(userMessages).lastAdmin, "last-admin");
  await db
    .update(user)
    .set({ role: storedRole(role) })
    .where(eq(user.id, userId));
  return { id: target.id, email: target.email, role, previous, changed: true };
}
