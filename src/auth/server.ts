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

const holder = globalThis as typeof globalThis & { __appAuth?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  holder.__appAuth ??= getDb().then(createAuth);
  return holder.__appAuth;
}

/** The spec's has_role(_user_id, _role). Roles are stored comma-separated by the admin plugin. */
export async function hasRole(db: Db, userId: string, role: "admin"): Promise<boolean> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  return rolesOf(row?.role).includes(role);
}

const rolesOf = (stored: string | null | undefined) => (stored ?? "").split(",").map((r) => r.trim());

export type SessionUser = { id: string; email: string; isAdmin: boolean; locale: Locale };

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
    isAdmin: rolesOf(row?.role).includes("admin"),
    locale: isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE,
  };
});

export class AuthorizationError extends Error {
  /** In `locale` when known (a signed-in non-admin's), else the current one (Spanish for a signed-out visitor). */
  constructor(
    readonly reason: "unauthorized" | "forbidden",
    locale?: Locale,
  ) {
    super((locale ? messagesFor(accessMessages, locale) : t(accessMessages))[reason]);
    this.name = "AuthorizationError";
  }
}

/** Every admin read and write starts here: the proxy and the UI are not a security boundary. */
export async function requireAdmin(): Promise<SessionUser> {
  const current = await getSessionUser();
  if (!current) throw new AuthorizationError("unauthorized");
  if (!current.isAdmin) throw new AuthorizationError("forbidden", current.locale);
  return current;
}
