import { eq } from "drizzle-orm";
import { headers } from "next/headers";
import { getDb } from "@/db";
import type { Db } from "@/db/client";
import { user } from "@/db/schema";
import { createAuth, type Auth } from "./config";

const holder = globalThis as typeof globalThis & { __appAuth?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  holder.__appAuth ??= getDb().then(createAuth);
  return holder.__appAuth;
}

/** The spec's has_role(_user_id, _role). Roles are stored comma-separated by the admin plugin. */
export async function hasRole(db: Db, userId: string, role: "admin"): Promise<boolean> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  return (row?.role ?? "")
    .split(",")
    .map((r) => r.trim())
    .includes(role);
}

export type SessionUser = { id: string; email: string; isAdmin: boolean };

export async function getSessionUser(): Promise<SessionUser | null> {
  // Request headers first: this marks the page dynamic before the database is touched.
  const requestHeaders = await headers();
  const auth = await getAuth();
  const current = await auth.api.getSession({ headers: requestHeaders });
  if (!current) return null;
  const isAdmin = await hasRole(await getDb(), current.user.id, "admin");
  return { id: current.user.id, email: current.user.email, isAdmin };
}

export class AuthorizationError extends Error {
  constructor(readonly reason: "unauthorized" | "forbidden") {
    super(
      reason === "unauthorized" ? "No ha iniciado sesión (unauthorized). Inicie sesión para continuar." : "No tiene permisos de administrador (forbidden).",
    );
    this.name = "AuthorizationError";
  }
}

/** Every admin read and write starts here: the proxy and the UI are not a security boundary. */
export async function requireAdmin(): Promise<SessionUser> {
  const current = await getSessionUser();
  if (!current) throw new AuthorizationError("unauthorized");
  if (!current.isAdmin) throw new AuthorizationError("forbidden");
  return current;
}
