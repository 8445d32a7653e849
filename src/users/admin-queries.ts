import "server-only";
import { adminRead } from "@/admin/action";
import type { Page } from "@/admin/list-query";
import type { UsersQuery } from "./list";
import { listUsersPage, type UserRow } from "./service";

export async function listUsersForAdmin(query: UsersQuery): Promise<{ users: Page<UserRow>; currentUserId: string }> {
  return adminRead("users", async (db, current) => ({ users: await listUsersPage(db, query), currentUserId: current.id }));
}
