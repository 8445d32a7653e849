"use server";
import { eq } from "drizzle-orm";
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { adminAction, registerAction } from "@/admin/action";
import { listHref } from "@/admin/list-query";
import { STAFF_ROLES } from "@/auth/permissions";
import { AuthorizationError, requireRole, type SessionUser } from "@/auth/server";
import { getDb } from "@/db";
import { user } from "@/db/schema";
import { isLocale } from "@/i18n/locales";
import { messagesFor } from "@/i18n/catalogue";
import { adminLocale } from "@/auth/admin-locale";
import { t } from "@/i18n/current";
import { userMessages } from "./messages";
import { setUserRole } from "./service";
import { leaveWhenRefused } from "@/admin/form-refusal";

/** The refusals the users screen names after a post without JavaScript (keys of its catalogue). */
export type RoleFailure = "lastAdmin" | "ownRole" | "notFound" | "roleError";
const ROLE_FAILURES: RoleFailure[] = ["lastAdmin", "ownRole", "notFound"];

/** A role as the users screen posts it: one of the staff roles, or "none" (no access). */
const ROLE_CHOICES = [...STAFF_ROLES, "none"] as const;
export type RoleChoice = (typeof ROLE_CHOICES)[number];

const schema = z.object({ userId: z.string().min(1).max(200), role: z.enum(ROLE_CHOICES) });

// Roles are read on every request (getSessionUser): no cached read depends on them.
export const setUserRoleAction = adminAction({
  name: "user.set-role",
  area: "users",
  schema,
  fallbackError: () => t(userMessages).roleError,
  run: ({ tx, user, input }) => setUserRole(tx, user.id, input.userId, input.role === "none" ? null : input.role),
  audit: (_input, r) => ({
    entity: "user",
    entityId: r.id,
    details: { email: r.email, role: r.role ?? "none", previous: r.previous ?? "none", changed: r.changed },
  }),
  invalidates: [],
});

/**
 * The users screen's role form (a post: it works without JavaScript). The list comes back at the
 * same search and page, saying what happened to whom.
 */
export async function setUserRoleFormAction(form: FormData): Promise<void> {
  // Anything can be posted to an action: only a form's fields are read.
  const field = (name: string) => {
    const value = form instanceof FormData ? form.get(name) : null;
    return typeof value === "string" ? value : undefined;
  };
  const userId = field("userId");
  const result = await setUserRoleAction({ userId, role: field("role") });
  leaveWhenRefused(result, "/admin/users");
  const back = { q: field("q") || undefined, page: field("page") || undefined, usuario: userId };
  if (result.ok) redirect(listHref("/admin/users", { ...back, rol: "guardado" }));
  // The address names the reason, not its words: the page says it in the person's language.
  const m = messagesFor(userMessages, await adminLocale());
  const reason = ROLE_FAILURES.find((key) => m[key] === result.error) ?? "roleError";
  redirect(listHref("/admin/users", { ...back, fallo: reason }));
}
registerAction(setUserRoleFormAction, "users");

/**
 * The signed-in person's back-office language (a form: works before the script loads). Only the
 * person's own row changes; an unknown value changes nothing. The page is then drawn again in it.
 */
export async function setAdminLanguageAction(form: FormData): Promise<void> {
  let current: SessionUser;
  try {
    current = await requireRole("account");
  } catch (err) {
    // A form cannot show a refusal code: a signed-out person goes to sign in, anyone else to Access Denied.
    if (err instanceof AuthorizationError) redirect(err.reason === "unauthorized" ? "/auth?redirect=%2Fadmin" : "/admin");
    throw err;
  }
  // Anything can be posted to an action: only a form's field is read.
  const locale = form instanceof FormData ? form.get("locale") : null;
  if (!isLocale(locale)) return;
  await (await getDb()).update(user).set({ locale }).where(eq(user.id, current.id));
  refresh();
}
registerAction(setAdminLanguageAction, "account");
