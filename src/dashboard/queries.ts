import "server-only";
import { adminRead } from "@/admin/action";
import { getDashboardStats, listRecentActivity, type ActivityEntry, type DashboardStats } from "./service";

/** Dashboard figures and the last 10 audit entries; admins only. */
export async function getDashboard(): Promise<{ stats: DashboardStats; activity: ActivityEntry[] }> {
  return adminRead(async (db) => {
    const [stats, activity] = await Promise.all([getDashboardStats(db), listRecentActivity(db, 10)]);
    return { stats, activity };
  });
}
