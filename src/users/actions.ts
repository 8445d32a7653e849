"use server";
import { z } from "zod";
import { adminAction } from "@/admin/action";
import { userMessages as m } from "./messages";
import { grantAdmin, revokeAdmin } from "./service";

const schema = z.object({ userId: z.string().min(1).max(200) });

// Roles are read on every request (hasRole): no cached read depends on them.
export const grantAdminRoleAction = adminAction({
  name: "user.grant-admin",
  schema,
  fallbackError: m.grantError,
  run: ({ tx, input }) => grantAdmin(tx, input.userId),
  audit: (_input, r) => ({ entity: "user", entityId: r.id, details: { email: r.email, changed: r.changed } }),
  invalidates: [],
});

export const revokeAdminRoleAction = adminAction({
  name: "user.revoke-admin",
  schema,
  fallbackError: m.revokeError,
  run: ({ tx, user, input }) => revokeAdmin(tx, user.id, input.userId),
  audit: (_input, r) => ({ entity: "user", entityId: r.id, details: { email: r.email, changed: r.changed } }),
  invalidates: [],
});
