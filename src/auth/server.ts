import { eq } from "drizzle-orm";
import { headers } from "next/headers";
import { cache } from "react";
import { getDb } from "@/db";
import type { Db } from "@/db/client";
import { user } from "@/db/schema";
import { messagesFor } from "@/i18n/catalogue";
import { t } from "@/i18n/current";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/i18n/locales";
import { accessMessages } from "./admin/messages";
import { createAuth, type Auth } from "./config";
import { can, roleOf, type Area, type StaffRole } from "./permissions";

const holder = globalThis as typeof globalThis & { __appAuth?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  holder.__appAuth ??= getDb().then(createAuth);
  return holder.__appAuth;
}

/** The spec's has_role(_user_id, _role): whether the person's one role is `role`. */
export async function hasRole(db: Db, userId: string, role: StaffRole): Promise<boolean> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  return roleOf(row?.role) === role;
}

/** `role`: the person's staff role, or null (no access to the back office). */
export type SessionUser = { id: string; email: string; role: StaffRole | null; locale: Locale };

/** The signed-in person, read once per render (layout, page and their components share it). */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  // Request headers first: this marks the page dynamic before the database is touched.
  const requestHeaders = await headers();
  const auth = await getAuth();
  const current = await auth.api.getSession({ headers: requestHeaders });
  if (!current) return null;
  const [row] = await (await getDb()).select({ role: user.role, locale: user.locale }).from(user).where(eq(user.id, current.user.id));
  return {
    id: current.user.id,
    email: current.user.email,
    role: roleOf(row?.role),
    locale: isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE,
  };
});

export class AuthorizationError extends Error {
  /** In `locale` when known (a signed-in person's), else the current one (Spanish for a signed-out visitor). */
  constructor(
    readonly reason: "unauthorized" | "forbidden",
    locale?: Locale,
  ) {
    super((locale ? messagesFor(accessMessages, locale) : t(accessMessages))[reason]);
    this.name = "AuthorizationError";
  }
}

/**
 * Every back-office read and write starts here, naming the area it belongs to
 * (src/auth/permissions.ts): the proxy, the sidebar and the layout are not a security boundary.
 */
export async function requireRole(area: Area): Promise<SessionUser> {
  const current = await getSessionUser();
  if (!current) throw new AuthorizationError("unauthorized");
  if (!can(current, area)) throw new AuthorizationError("forbidden", current.locale);
  return current;
}
