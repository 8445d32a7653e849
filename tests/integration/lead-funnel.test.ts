import type { SQL } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Database } from "@/db/client";
import { sql } from "drizzle-orm";
import { contactClicksDaily, contactMessages, pageViewsDaily, projects } from "@/db/schema";
import {
  funnelByMonth,
  funnelByMonthStatement,
  funnelByProject,
  funnelByProjectStatement,
  funnelMonths,
  funnelPeriod,
  LAST_12_MONTHS,
  shiftMonth,
} from "@/leads/funnel";
import { it, test } from "./support/fixtures";
import { explainAnalyze, indexesRead, scannedRows } from "./support/query-plan";

/** The funnel: views → chat clicks → enquiries → won (and its value), per Madrid month and per project. */
let database: Database;
// Sunday 15 November 2026, 13:00 in Madrid: the months are December 2025 … November 2026.
const NOW = new Date("2026-11-15T12:00:00Z");
const project: Record<string, string> = {};

test.beforeAll(async ({ database: fileDatabase }) => {
  database = fileDatabase;
  const rows = await database.db
    .insert(projects)
    .values([
      { slug: "casa-en-vigo", title: "Casa en Vigo", published: true },
      { slug: "piso-en-lugo", title: "Piso en Lugo", published: true },
      { slug: "sin-actividad", title: "Sin actividad", published: true },
    ])
    .returning({ id: projects.id, slug: projects.slug });
  for (const row of rows) project[row.slug] = row.id;
  await database.db.insert(pageViewsDaily).values([
    { day: "2026-11-01", path: "/", views: 10 },
    { day: "2026-11-02", path: "/projeto/casa-en-vigo", views: 7 },
    { day: "2026-10-31", path: "/projeto/casa-en-vigo", views: 3 },
    { day: "2026-10-15", path: "/projeto/piso-en-lugo", views: 4 },
    { day: "2025-12-01", path: "/", views: 5 },
    { day: "2025-11-30", path: "/", views: 100 },
  ]);
  await database.db.insert(contactClicksDaily).values([
    { day: "2026-11-02", path: "/projeto/casa-en-vigo", kind: "chat", clicks: 2 },
    { day: "2026-11-02", path: "/projeto/casa-en-vigo", kind: "project-question", clicks: 1 },
    { day: "2026-10-31", path: "/", kind: "chat", clicks: 1 },
    { day: "2025-11-30", path: "/", kind: "chat", clicks: 50 },
  ]);
  const lead = (values: Partial<typeof contactMessages.$inferInsert>) => ({
    name: "Cliente",
    email: "c@example.com",
    subject: "Obra",
    message: "…",
    ...values,
  });
  await database.db.insert(contactMessages).values([
    lead({ createdAt: new Date("2026-11-03T10:00:00Z"), projectId: project["casa-en-vigo"] }),
    // 00:30 on 1 November in Madrid: November's.
    lead({ createdAt: new Date("2026-10-31T23:30:00Z"), projectId: project["casa-en-vigo"] }),
    lead({
      createdAt: new Date("2026-10-10T10:00:00Z"),
      projectId: project["piso-en-lugo"],
      stage: "ganado",
      wonAt: new Date("2026-11-05T10:00:00Z"),
      estimatedValue: 12000,
    }),
    lead({ createdAt: new Date("2026-10-20T10:00:00Z"), stage: "ganado", wonAt: new Date("2026-10-25T10:00:00Z"), estimatedValue: 3000 }),
    lead({ createdAt: new Date("2026-11-04T10:00:00Z"), projectId: project["casa-en-vigo"], blockedAt: NOW }),
    lead({ createdAt: new Date("2026-11-06T10:00:00Z"), stage: "ganado", wonAt: new Date("2026-11-07T10:00:00Z"), estimatedValue: 99999, blockedAt: NOW }),
    // 23:59 on 30 November 2025 in Madrid: before the twelve months.
    lead({ createdAt: new Date("2025-11-30T22:59:00Z") }),
    lead({ createdAt: new Date("2026-09-01T10:00:00Z"), projectId: project["casa-en-vigo"], stage: "ganado", wonAt: new Date("2026-11-10T10:00:00Z") }),
  ]);
});

const sqlAnalyze = sql`analyze`;
const zero = { views: 0, clicks: 0, enquiries: 0, won: 0, value: 0 };

describe("the enquiries funnel", () => {
  it("spans the last twelve Madrid months and accepts only one of them as a period", () => {
    expect(funnelMonths(NOW)).toEqual(["2025-12", ...Array.from({ length: 9 }, (_, i) => `2026-0${i + 1}`), "2026-10", "2026-11"]);
    // 00:30 on 1 December in Madrid is already December's.
    expect(funnelMonths(new Date("2026-11-30T23:30:00Z")).at(-1)).toBe("2026-12");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2025-12", 13)).toBe("2027-01");
    expect(funnelPeriod("2026-11", NOW)).toBe("2026-11");
    for (const raw of ["2025-11", "2026-13", "todo", undefined, ["2026-11"]]) expect(funnelPeriod(raw, NOW)).toBe(LAST_12_MONTHS);
  });

  it("counts each month's views, clicks, enquiries and wins, leaving blocked leads out", async () => {
    const months = await funnelByMonth(database.db, NOW);
    expect(months).toHaveLength(12);
    const of = (month: string) => months.find((m) => m.month === month);
    expect(of("2025-12")).toEqual({ month: "2025-12", ...zero, views: 5 });
    expect(of("2026-09")).toEqual({ month: "2026-09", ...zero, enquiries: 1 });
    expect(of("2026-10")).toEqual({ month: "2026-10", views: 7, clicks: 1, enquiries: 2, won: 1, value: 3000 });
    expect(of("2026-11")).toEqual({ month: "2026-11", views: 17, clicks: 3, enquiries: 2, won: 2, value: 12000 });
    expect(of("2026-05")).toEqual({ month: "2026-05", ...zero });
  });

  it("ranks the projects of a month or of the twelve by enquiries, with each one's funnel", async () => {
    const november = await funnelByProject(database.db, "2026-11", 1, NOW);
    expect(november).toMatchObject({ period: "2026-11", page: 1, pages: 1 });
    expect(november.rows).toEqual([
      { id: project["casa-en-vigo"], title: "Casa en Vigo", slug: "casa-en-vigo", views: 7, clicks: 3, enquiries: 2, won: 1, value: 0 },
      { id: project["piso-en-lugo"], title: "Piso en Lugo", slug: "piso-en-lugo", ...zero, won: 1, value: 12000 },
    ]);
    const october = await funnelByProject(database.db, "2026-10", 1, NOW);
    expect(october.rows.map((r) => [r.slug, r.views, r.enquiries])).toEqual([
      ["piso-en-lugo", 4, 1],
      ["casa-en-vigo", 3, 0],
    ]);
    const year = await funnelByProject(database.db, LAST_12_MONTHS, 1, NOW);
    expect(year.rows).toEqual([
      { id: project["casa-en-vigo"], title: "Casa en Vigo", slug: "casa-en-vigo", views: 10, clicks: 3, enquiries: 3, won: 1, value: 0 },
      { id: project["piso-en-lugo"], title: "Piso en Lugo", slug: "piso-en-lugo", views: 4, clicks: 0, enquiries: 1, won: 1, value: 12000 },
    ]);
    expect(await funnelByProject(database.db, "2026-05", 1, NOW)).toEqual({ period: "2026-05", page: 1, pages: 1, rows: [] });
  });

  it("pages the projects in SQL", async () => {
    const first = await funnelByProject(database.db, LAST_12_MONTHS, 1, NOW, 1);
    expect(first).toMatchObject({ page: 1, pages: 2, rows: [{ slug: "casa-en-vigo" }] });
    const second = await funnelByProject(database.db, LAST_12_MONTHS, 2, NOW, 1);
    expect(second).toMatchObject({ page: 2, pages: 2, rows: [{ slug: "piso-en-lugo" }] });
    expect((await funnelByProject(database.db, LAST_12_MONTHS, 9, NOW, 1)).rows).toEqual([]);
  });

  it("follows a project's current address: views of a former slug are not its own", async () => {
    await database.db.insert(pageViewsDaily).values({ day: "2026-11-03", path: "/projeto/casa-vieja", views: 40 });
    const november = await funnelByProject(database.db, "2026-11", 1, NOW);
    expect(november.rows.map((r) => r.slug)).toEqual(["casa-en-vigo", "piso-en-lugo"]);
    expect(november.rows[0].views).toBe(7);
  });
});

describe("the funnel at size", () => {
  it("reads only the period's rows, through the day keys and the created and won indexes", async () => {
    // Years of history before the twelve months: 20 paths a day for four years, 4,000 leads.
    const days = Array.from({ length: 4 * 365 }, (_, i) => new Date(Date.UTC(2019, 0, 1) + i * 86_400_000).toISOString().slice(0, 10));
    for (let i = 0; i < days.length; i += 100) {
      const batch = days.slice(i, i + 100).flatMap((day) => Array.from({ length: 20 }, (_, p) => ({ day, path: `/projeto/obra-${p}`, views: 1 })));
      await database.db.insert(pageViewsDaily).values(batch);
      await database.db.insert(contactClicksDaily).values(batch.map(({ day, path }) => ({ day, path, kind: "chat" as const, clicks: 1 })));
    }
    const old = (i: number) => new Date(Date.UTC(2019, 0, 1) + i * 8 * 3600_000);
    await database.db.insert(contactMessages).values(
      Array.from({ length: 4000 }, (_, i) => ({
        name: "Antiguo",
        email: `a${i}@example.com`,
        subject: "Obra",
        message: "…",
        createdAt: old(i),
        ...(i % 4 ? {} : { stage: "ganado" as const, wonAt: old(i + 1), estimatedValue: 1000 }),
      })),
    );
    await database.db.execute(sqlAnalyze);
    const dialect = (database.db as unknown as { dialect: { sqlToQuery: (s: SQL) => { sql: string; params: unknown[] } } }).dialect;
    const plans = [
      await explainAnalyze(database.db, dialect.sqlToQuery(funnelByProjectStatement("2026-10", 1, NOW))),
      await explainAnalyze(database.db, dialect.sqlToQuery(funnelByMonthStatement(NOW))),
    ];
    for (const plan of plans) {
      expect(indexesRead(plan)).toEqual(
        expect.arrayContaining([
          "page_views_daily_day_path_pk",
          "contact_clicks_daily_day_path_kind_pk",
          "contact_messages_created_idx",
          "contact_messages_won_idx",
        ]),
      );
      for (const rows of scannedRows(plan)) expect(rows).toBeLessThan(100);
    }
    // The figures are those of the twelve months, as before (November's views with the former slug's 40).
    expect((await funnelByMonth(database.db, NOW)).find((m) => m.month === "2026-11")).toMatchObject({
      views: 57,
      clicks: 3,
      enquiries: 2,
      won: 2,
      value: 12000,
    });
  });
});
