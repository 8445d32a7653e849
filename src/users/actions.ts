"use server";
import { eq } from "drizzle-orm";
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { adminAction } from "@/admin/action";
import { AuthorizationError, requireAdmin, type SessionUser } from "@/auth/server";
import { getDb } from "@/db";
import { user } from "@/db/schema";
import { isLocale } from "@/i18n/locales";
import { t } from "@/i18n/current";
import { userMessages } from "./messages";
import { grantAdmin, revokeAdmin } from "./service";

const schema = z.object({ userId: z.string().min(1).max(200) });

// Roles are read on every request (hasRole): no cached read depends on them.
export const grantAdminRoleAction = adminAction({
  name: "user.grant-admin",
  schema,
  fallbackError: () => t(userMessages).grantError,
  run: ({ tx, input }) => grantAdmin(tx, input.userId),
  audit: (_input, r) => ({ entity: "user", entityId: r.id, details: { email: r.email, changed: r.changed } }),
  invalidates: [],
});

export const revokeAdminRoleAction = adminAction({
  name: "user.revoke-admin",
  schema,
  fallbackError: () => t(userMessages).revokeError,
  run: ({ tx, user, input }) => revokeAdmin(tx, user.id, input.userId),
  audit: (_input, r) => ({ entity: "user", entityId: r.id, details: { email: r.email, changed: r.changed } }),
  invalidates: [],
});

/**
 * The signed-in person's back-office language (a form: works before the script loads). Only the
 * person's own row changes; an unknown value changes nothing. The page is then drawn again in it.
 */
export async function setAdminLanguageAction(form: FormData): Promise<void> {
  let current: SessionUser;
  try {
    current = await requireAdmin();
  } catch (err) {
    // A form cannot show a refusal code: a signed-out person goes to sign in, a non-admin to Access Denied.
    if (err instanceof AuthorizationError) redirect(err.reason === "unauthorized" ? "/auth?redirect=%2Fadmin" : "/admin");
    throw err;
  }
  // Anything can be posted to an action: only a form's field is read.
  const locale = form instanceof FormData ? form.get("locale") : null;
  if (!isLocale(locale)) return;
  await (await getDb()).update(user).set({ locale }).where(eq(user.id, current.id));
  refresh();
}
