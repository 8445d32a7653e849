"use server";
import { z } from "zod";
import { ActionError, adminAction } from "@/admin/action";
import { userMessages as m } from "./messages";
import { grantAdmin, revokeAdmin, UserRoleError } from "./service";

const schema = z.object({ userId: z.string().min(1).max(200) });

async function explained<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof UserRoleError) throw new ActionError(err.message, err.reason === "last-admin" ? "conflict" : "invalid");
    throw err;
  }
}

// Roles are read on every request (hasRole): no cached read depends on them.
export const grantAdminRole = adminAction({
  name: "user.grant-admin",
  schema,
  fallbackError: m.grantError,
  run: ({ tx, input }) => explained(() => grantAdmin(tx, input.userId)),
  audit: (_input, r) => ({ entity: "user", entityId: r.id, details: { email: r.email, changed: r.changed } }),
  invalidates: [],
});

export const revokeAdminRole = adminAction({
  name: "user.revoke-admin",
  schema,
  fallbackError: m.revokeError,
  run: ({ tx, user, input }) => explained(() => revokeAdmin(tx, user.id, input.userId)),
  audit: (_input, r) => ({ entity: "user", entityId: r.id, details: { email: r.email, changed: r.changed } }),
  invalidates: [],
});
