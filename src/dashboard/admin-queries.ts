import "server-only";
import { adminRead } from "@/admin/action";
import { getDashboardStats, listRecentActivity, type ActivityEntry, type DashboardStats } from "./service";
import { getSetupChecklist, type SetupChecklist } from "./setup-checklist";

/** Dashboard figures, the first-run checklist and the last 10 audit entries; admins only. */
export async function getDashboard(): Promise<{ stats: DashboardStats; activity: ActivityEntry[]; setup: SetupChecklist }> {
  return adminRead(async (db) => {
    const [stats, activity, setup] = await Promise.all([getDashboardStats(db), listRecentActivity(db, 10), getSetupChecklist(db)]);
    return { stats, activity, setup };
  });
}
