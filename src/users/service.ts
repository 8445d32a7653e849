import "server-only";
import { asc, count, eq, sql } from "drizzle-orm";
import { newestFirst, readPage, textMatches, type Page } from "@/admin/list-query";
import type { Queryable } from "@/db/client";
import { user } from "@/db/schema";
import { Refusal } from "@/lib/refusal";
import { USERS_PAGE_SIZE, type UsersQuery } from "./list";
import { t } from "@/i18n/current";
import { userMessages } from "./messages";

export type UserRow = { id: string; email: string; name: string; createdAt: Date; isAdmin: boolean };

/** Roles are stored comma-separated by better-auth's admin plugin ("user", "admin", "admin,editor"). */
export function parseRoles(role: string | null | undefined): string[] {
  return (role ?? "")
    .split(",")
    .map((r) => r.trim())
    .filter(Boolean);
}

export function withAdmin(role: string | null | undefined): string {
  // "user" is the plugin's plain role; an admin does not also need it.
  const roles = parseRoles(role).filter((r) => r !== "user" && r !== "admin");
  return ["admin", ...roles].join(",");
}

export function withoutAdmin(role: string | null | undefined): string {
  const roles = parseRoles(role).filter((r) => r !== "admin");
  return roles.length ? roles.join(",") : "user";
}

/** SQL for "this user has the admin role", the same rule as hasRole(). */
const isAdminSql = sql<boolean>`'admin' = any(string_to_array(replace(coalesce(${user.role}, ''), ' ', ''), ','))`;

export async function listUsers(db: Queryable): Promise<UserRow[]> {
  return db
    .select({ id: user.id, email: user.email, name: user.name, createdAt: user.createdAt, isAdmin: isAdminSql })
    .from(user)
    .orderBy(asc(user.createdAt), asc(user.email));
}

/** One page of the back-office list, newest first; the search is on email or name, ignoring case and accents. */
export async function listUsersPage(db: Queryable, { q, page }: UsersQuery): Promise<Page<UserRow>> {
  const where = textMatches([user.email, user.name], q);
  return readPage(
    page,
    USERS_PAGE_SIZE,
    async () => (await db.select({ n: count() }).from(user).where(where))[0].n,
    (limit, offset) =>
      db
        .select({ id: user.id, email: user.email, name: user.name, createdAt: user.createdAt, isAdmin: isAdminSql })
        .from(user)
        .where(where)
        .orderBy(...newestFirst(user.createdAt, user.id))
        .limit(limit)
        .offset(offset),
  );
}

export class UserRoleError extends Refusal {
  constructor(
    message: string,
    readonly reason: "last-admin" | "not-found",
  ) {
    super(message, reason === "last-admin" ? "conflict" : "invalid");
  }
}

async function findUser(db: Queryable, id: string) {
  const [row] = await db.select({ id: user.id, email: user.email, role: user.role }).from(user).where(eq(user.id, id));
  if (!row) throw new UserRoleError(t(userMessages).notFound, "not-found");
  return row;
}

export async function grantAdmin(db: Queryable, userId: string): Promise<{ id: string; email: string; changed: boolean }> {
  const target = await findUser(db, userId);
  if (parseRoles(target.role).includes("admin")) return { id: target.id, email: target.email, changed: false };
  await db
    .update(user)
    .set({ role: withAdmin(target.role) })
    .where(eq(user.id, userId));
  return { id: target.id, email: target.email, changed: true };
}

/**
 * Removes the admin role. The last admin cannot lose it: the site would have nobody able to
 * manage it. Admin rows are locked first, so two admins revoking each other at the same
 * moment cannot both succeed.
 */
export async function revokeAdmin(db: Queryable, actorId: string, userId: string): Promise<{ id: string; email: string; changed: boolean }> {
  const admins = await db.select({ id: user.id }).from(user).where(isAdminSql).for("update");
  const target = await findUser(db, userId);
  if (!admins.some((a) => a.id === userId)) return { id: target.id, email: target.email, changed: false };
  if (admins.length <= 1) throw new UserRoleError(actorId === userId ? t(userMessages).lastAdminSelf : t(userMessages).lastAdmin, "last-admin");
  await db
    .update(user)
    .set({ role: withoutAdmin(target.role) })
    .where(eq(user.id, userId));
  return { id: target.id, email: target.email, changed: true };
}
