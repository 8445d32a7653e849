import "server-only";
import { adminRead } from "@/admin/action";
import { listUsers, type UserRow } from "./service";

export async function listUsersForAdmin(): Promise<{ users: UserRow[]; currentUserId: string }> {
  return adminRead(async (db, current) => ({ users: await listUsers(db), currentUserId: current.id }));
}
