import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Database } from "@/db/client";
import { aboutGallery, auditLog, pageViewsDaily, projects, user } from "@/db/schema";
import { countRecentViews, dayOf, isBot, recordPageView, shiftDay, trackedPath } from "@/analytics/record";
import { describeActivity, formatDateTime } from "@/dashboard/activity";
import { activityQuery, getDashboardStats, listRecentActivity } from "@/dashboard/service";
import { it, test } from "./support/fixtures";
import { explainAnalyze, indexesRead, scannedRows } from "./support/query-plan";

let database: Database;
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const noon = new Date("2026-07-10T10:00:00Z");

test.beforeAll(async ({ database: fileDatabase }) => {
  database = fileDatabase;
  await database.db.insert(projects).values([
    { slug: "casa-en-vigo", title: "Casa en Vigo", published: true },
    { slug: "borrador", title: "Borrador", published: false },
  ]);
});

const rows = () => database.db.select().from(pageViewsDaily).orderBy(pageViewsDaily.day, pageViewsDaily.path);

describe("page views", () => {
  it("upserts one row per day and path, adding one per view", async () => {
    for (let i = 0; i < 3; i++) expect(await recordPageView(database.db, "/", browser, false, noon)).toEqual({ recorded: true, path: "/", day: "2026-07-10" });
    await recordPageView(database.db, "/projeto/casa-en-vigo?utm_source=x", browser, false, noon);
    // The same page in Galician counts under its Spanish path.
    expect(await recordPageView(database.db, "/gl/projeto/casa-en-vigo/", browser, false, noon)).toMatchObject({
      recorded: true,
      path: "/projeto/casa-en-vigo",
    });
    await recordPageView(database.db, "/", browser, false, new Date("2026-07-11T09:00:00Z"));
    expect(await rows()).toEqual([
      { day: "2026-07-10", path: "/", views: 3 },
      { day: "2026-07-10", path: "/projeto/casa-en-vigo", views: 2 },
      { day: "2026-07-11", path: "/", views: 1 },
    ]);
  });

  it("counts days in Madrid time, not the server's", () => {
    // 23:30 UTC on 30 June is 01:30 on 1 July in Madrid (CEST).
    expect(dayOf(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(dayOf(new Date("2026-12-31T22:59:00Z"))).toBe("2026-12-31");
    expect(dayOf(new Date("2026-12-31T23:01:00Z"))).toBe("2027-01-01");
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("skips bots, signed-in visitors (admins), non-public paths and pages that are not published", async () => {
    const before = await rows();
    const skipped = [
      [await recordPageView(database.db, "/", "Googlebot/2.1 (+http://www.google.com/bot.html)", false, noon), "bot"],
      [await recordPageView(database.db, "/", "Mozilla/5.0 HeadlessChrome/140.0", false, noon), "bot"],
      [await recordPageView(database.db, "/", "Mozilla/5.0 (compatible; Chrome-Lighthouse)", false, noon), "bot"],
      [await recordPageView(database.db, "/", "facebookexternalhit/1.1 Preview", false, noon), "bot"],
      [await recordPageView(database.db, "/", null, false, noon), "bot"],
      [await recordPageView(database.db, "/", browser, true, noon), "signed-in"],
      [await recordPageView(database.db, "/admin", browser, false, noon), "not-tracked"],
      [await recordPageView(database.db, "/api/health", browser, false, noon), "not-tracked"],
      [await recordPageView(database.db, "/no-existe", browser, false, noon), "not-tracked"],
      [await recordPageView(database.db, "/projeto/borrador", browser, false, noon), "unknown-project"],
      [await recordPageView(database.db, "/en/projeto/borrador", browser, false, noon), "unknown-project"],
      [await recordPageView(database.db, "/projeto/no-existe", browser, false, noon), "unknown-project"],
      [await recordPageView(database.db, "/projeto/Mal_Slug", browser, false, noon), "not-tracked"],
    ] as const;
    for (const [result, reason] of skipped) expect(result).toEqual({ recorded: false, reason });
    expect(await rows()).toEqual(before);
  });

  it("tracks only the public pages, each under its Spanish path in every language", () => {
    expect(isBot(browser)).toBe(false);
    for (const p of [
      "/",
      "/buscar",
      "/buscar?q=cocina",
      "/politica-de-privacidade",
      "/termos-de-servico",
      "/opiniones",
      "/presupuesto?proyecto=a-b",
      "/projeto/a-b",
    ])
      expect(trackedPath(p)).not.toBeNull();
    for (const p of [
      "",
      "admin",
      "/auth",
      "/projeto",
      "/projeto/",
      "/projeto/a/b",
      `/projeto/${"a".repeat(300)}`,
      "/es/projeto/a-b",
      "/pt/projeto/a-b",
      "/gl/admin",
    ])
      expect(trackedPath(p)).toBeNull();
    expect(trackedPath("/gl")).toEqual({ path: "/" });
    expect(trackedPath("/en/")).toEqual({ path: "/" });
    expect(trackedPath("/gl/opiniones?pagina=2")).toEqual({ path: "/opiniones" });
    expect(trackedPath("/en/projeto/a-b")).toEqual({ path: "/projeto/a-b", projectSlug: "a-b" });
  });

  it("sums the views of the last 30 days, today included", async () => {
    await database.db.insert(pageViewsDaily).values([
      { day: "2026-06-11", path: "/buscar", views: 5 }, // 30th day back from 10 July: counted
      { day: "2026-06-10", path: "/buscar", views: 100 }, // 31st: not counted
    ]);
    expect(await countRecentViews(database.db, 30, noon)).toBe(3 + 2 + 5);
    expect(await countRecentViews(database.db, 30, new Date("2026-07-11T12:00:00Z"))).toBe(3 + 2 + 1);
  });
});

describe("dashboard", () => {
  it("reads real figures: gallery images, published projects, users, views", async () => {
    await database.db.insert(aboutGallery).values([{ imageUrl: "/media/a.jpg" }, { imageUrl: "/media/b.jpg", isActive: false }]);
    await database.db.insert(user).values([
      { id: "u1", name: "Ana", email: "ana@obras.test" },
      { id: "u2", name: "Breo", email: "breo@obras.test", role: "admin" },
    ]);
    expect(await getDashboardStats(database.db, noon)).toEqual({ galleryImages: 2, publishedProjects: 1, users: 2, views30d: 10 });
  });

  it("lists the last 10 audit entries, newest first, with the author's email", async () => {
    for (let i = 0; i < 12; i++) {
      await database.db
        .insert(auditLog)
        .values({ userId: "u2", action: "category.create", entity: "category", details: { name: `Cat ${i}` }, at: new Date(Date.UTC(2026, 6, 1, 10, i)) });
    }
    await database.db
      .insert(auditLog)
      .values({ userId: "gone", action: "project.delete", entity: "project", details: { title: "Casa" }, at: new Date("2026-07-02T08:05:00Z") });
    const entries = await listRecentActivity(database.db, 10);
    expect(entries).toHaveLength(10);
    expect(entries[0]).toMatchObject({ action: "project.delete", userEmail: null });
    expect(entries[1]).toMatchObject({ details: { name: "Cat 11" }, userEmail: "breo@obras.test" });
    expect(formatDateTime(entries[0].at)).toBe("02/07/2026 10:05");
    expect(describeActivity("category.create", "category", { name: "Cocinas" })).toBe("Categoría «Cocinas» creada");
    expect(describeActivity("user.revoke-admin", "user", { email: "a@b.c" })).toBe("Rol de administrador retirado a a@b.c");
    expect(describeActivity("thing.frobnicate", "widget_part", null)).toBe("Cambio en el panel");
  });
});

describe("the activity a restricted role sees", () => {
  it("is its own kinds' newest entries, read through the kind index however many entries of other kinds are newer", async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 8, 1, 8, minutes));
    await database.db.insert(auditLog).values(
      ["contact-message.status", "review-request.create", "contact-message.delete"].map((action, i) => ({
        userId: "u2",
        action,
        entity: action.split(".")[0],
        at: at(i),
      })),
    );
    // 3,000 newer content edits a sales role may not see.
    await database.db
      .insert(auditLog)
      .values(Array.from({ length: 3000 }, (_, i) => ({ userId: "u2", action: "project.update", entity: "project", at: at(10 + i) })));
    await database.db.execute(sql`analyze audit_log`);

    const seen = await listRecentActivity(database.db, 10, ["contact-message", "review-request"]);
    expect(seen.map((entry) => entry.action)).toEqual(["contact-message.delete", "review-request.create", "contact-message.status"]);
    expect(await listRecentActivity(database.db, 2, ["contact-message", "review-request"])).toHaveLength(2);
    expect(await listRecentActivity(database.db, 10, [])).toEqual([]);

    const plan = await explainAnalyze(database.db, activityQuery(database.db, 10, "contact-message").toSQL());
    expect(indexesRead(plan)).toContain("audit_log_kind_at_idx");
    expect(plan).not.toContain('"Node Type":"Sort"');
    for (const rows of scannedRows(plan)) expect(rows).toBeLessThanOrEqual(10);
  });
});

describe("page-view flooding", () => {
  it("counts one client's repeated views of a page once, and at most VIEWS_PER_CLIENT pages per window", async () => {
    const day = new Date("2026-08-01T10:00:00Z");
    const client = `198.51.100.${Math.floor(Math.random() * 200)}`;
    const results = [];
    for (let i = 0; i < 200; i++) results.push(await recordPageView(database.db, "/", browser, false, day, client));
    expect(results.filter((r) => r.recorded)).toHaveLength(1);
    expect(results.at(-1)).toEqual({ recorded: false, reason: "repeated" });
    // Another visitor still counts.
    expect((await recordPageView(database.db, "/", browser, false, day, "203.0.113.9")).recorded).toBe(true);
  });

  it("refuses a client past its budget even on fresh paths", async () => {
    const { admitView, VIEWS_PER_CLIENT } = await import("@/analytics/record");
    const client = `192.0.2.${Math.floor(Math.random() * 200)}`;
    const answers = [];
    for (let i = 0; i < VIEWS_PER_CLIENT + 5; i++) answers.push(await admitView(database.db, client, `/projeto/obra-${i}`));
    expect(answers.filter((a) => a === null)).toHaveLength(VIEWS_PER_CLIENT);
    expect(answers.slice(VIEWS_PER_CLIENT)).toEqual(Array(5).fill("throttled"));
  });
});
