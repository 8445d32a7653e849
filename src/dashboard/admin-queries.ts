import "server-only";
import { adminRead } from "@/admin/action";
import { AREAS, auditPrefixesFor, can } from "@/auth/permissions";
import { getDashboardStats, listRecentActivity, type ActivityEntry, type DashboardStats } from "./service";
import { getSetupChecklist, type SetupChecklist } from "./setup-checklist";

export type Dashboard = {
  /** Each figure only for a role that may open what it counts (page views: everyone). */
  stats: { [K in Exclude<keyof DashboardStats, "views30d">]: DashboardStats[K] | null } & Pick<DashboardStats, "views30d">;
  /** The last 10 audit entries the role may see (a comercial sees no content events). */
  activity: ActivityEntry[];
  /** The first-run checklist and demo removal: the site's setup, for the roles that manage settings. */
  setup: SetupChecklist | null;
};

/** The dashboard, cut to what the person's role may use. */
export async function getDashboard(): Promise<Dashboard> {
  return adminRead("dashboard", async (db, user) => {
    const [stats, activity, setup] = await Promise.all([
      getDashboardStats(db),
      // Everything for a role that may use every area (entries of actions since renamed too).
      listRecentActivity(db, 10, AREAS.every((area) => can(user, area)) ? undefined : auditPrefixesFor(user.role)),
      can(user, "settings") ? getSetupChecklist(db) : null,
    ]);
    const content = can(user, "content");
    return {
      stats: {
        galleryImages: content ? stats.galleryImages : null,
        publishedProjects: content ? stats.publishedProjects : null,
        users: can(user, "users") ? stats.users : null,
        views30d: stats.views30d,
      },
      activity,
      setup,
    };
  });
}
