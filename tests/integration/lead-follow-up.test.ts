import { describe, expect } from "vitest";
import type { Database } from "@/db/client";
import { contactMessages, user } from "@/db/schema";
import { countFollowUp, newLeadsQuery, overdueQuery } from "@/leads/follow-up";
import { it, test } from "./support/fixtures";
import { explainAnalyze, indexesRead, scannedRows } from "./support/query-plan";

/** The dashboard's and the sidebar's leads to attend to: new ones, and overdue next actions (a person's or everyone's). */
let database: Database;
const TODAY = "2026-11-10";

test.beforeAll(async ({ database: fileDatabase }) => {
  database = fileDatabase;
  await database.db.insert(user).values([
    { id: "u-ana", name: "Ana", email: "ana@obras.test", role: "admin" },
    { id: "u-breixo", name: "Breixo", email: "breixo@obras.test", role: "comercial" },
  ]);
  const lead = (i: number, values: Partial<typeof contactMessages.$inferInsert>) => ({
    name: `Cliente ${i}`,
    email: `c${i}@example.com`,
    subject: "Obra",
    message: "…",
    ...values,
  });
  // A few thousand closed or progressing leads, so the plans are read at some size.
  await database.db
    .insert(contactMessages)
    .values(
      Array.from({ length: 3000 }, (_, i) =>
        lead(i, { stage: i % 2 ? "ganado" : "contactado", assignedTo: i % 3 ? "u-ana" : null, nextActionOn: i % 2 ? "2026-01-01" : "2026-12-01" }),
      ),
    );
  await database.db.insert(contactMessages).values([
    lead(1, { stage: "nuevo" }),
    lead(2, { stage: "nuevo", assignedTo: "u-breixo" }),
    lead(3, { stage: "nuevo", blockedAt: new Date() }),
    lead(4, { stage: "contactado", assignedTo: "u-breixo", nextActionOn: "2026-11-09" }),
    lead(5, { stage: "visita", assignedTo: "u-ana", nextActionOn: "2026-10-01" }),
    lead(6, { stage: "presupuesto", assignedTo: null, nextActionOn: "2026-11-01" }),
    // Due today: not overdue yet.
    lead(7, { stage: "contactado", assignedTo: "u-breixo", nextActionOn: TODAY }),
    lead(8, { stage: "perdido", lostReason: "Precio", assignedTo: "u-breixo", nextActionOn: "2026-11-01" }),
    lead(9, { stage: "contactado", assignedTo: "u-breixo", nextActionOn: "2026-11-01", blockedAt: new Date() }),
  ]);
});

describe("leads to attend to", () => {
  it("counts the visible new leads, and the overdue open actions of a person or of everyone", async () => {
    expect(await countFollowUp(database.db, TODAY, "u-breixo")).toEqual({ newLeads: 2, overdue: 1 });
    expect(await countFollowUp(database.db, TODAY, "u-ana")).toEqual({ newLeads: 2, overdue: 1 });
    expect(await countFollowUp(database.db, TODAY, null)).toEqual({ newLeads: 2, overdue: 3 });
    expect(await countFollowUp(database.db, "2026-11-11", "u-breixo")).toEqual({ newLeads: 2, overdue: 2 });
  });

  it("stops counting at the cap", async () => {
    expect(await countFollowUp(database.db, TODAY, null, 2)).toEqual({ newLeads: 2, overdue: 2 });
    expect(await countFollowUp(database.db, TODAY, null, 1)).toEqual({ newLeads: 1, overdue: 1 });
  });

  it("reads them through the leads' partial indexes, never the whole table", async () => {
    const late = await explainAnalyze(database.db, overdueQuery(database.db, TODAY, "u-breixo").toSQL());
    expect(indexesRead(late)).toContain("contact_messages_next_action_idx");
    for (const rows of scannedRows(late)) expect(rows).toBeLessThan(100);
    const everyone = await explainAnalyze(database.db, overdueQuery(database.db, TODAY, null, 100).toSQL());
    expect(indexesRead(everyone)).toContain("contact_messages_next_action_idx");
    for (const rows of scannedRows(everyone)) expect(rows).toBeLessThanOrEqual(100);
    const fresh = await explainAnalyze(database.db, newLeadsQuery(database.db, 100).toSQL());
    expect(indexesRead(fresh)).toContain("contact_messages_stage_activity_idx");
    for (const rows of scannedRows(fresh)) expect(rows).toBeLessThanOrEqual(100);
  });
});
