import { describe, expect } from "vitest";
import { contactMessages } from "@/db/schema";
import { countUnreadMessages, listNewestUnread, setMessageStatus, unreadCountQuery } from "@/contact/service";
import { it, test } from "./support/fixtures";
import { explainAnalyze, scannedRows } from "./support/query-plan";

/** The dashboard's and the sidebar's waiting enquiries, read in SQL. */
const base = Date.UTC(2026, 0, 1);
const at = (minutes: number) => new Date(base + minutes * 60_000);

test.beforeAll(async ({ database }) => {
  const row = (i: number, status: string) => ({
    name: `Persona ${i}`,
    email: `p${i}@example.com`,
    subject: `Asunto ${i}`,
    message: `Mensaje ${i}`,
    status,
    createdAt: at(i),
  });
  // 300 unread (every third stored with an empty status, which the inbox reads as new), then read and archived ones, newest of all.
  await database.db.insert(contactMessages).values(Array.from({ length: 300 }, (_, i) => row(i, i % 3 === 0 ? "" : "new")));
  await database.db.insert(contactMessages).values(Array.from({ length: 40 }, (_, i) => row(1000 + i, i % 2 ? "read" : "archived")));
});

describe("unread contact messages", () => {
  it("counts the new ones, an empty status included, and stops at a cap when given one", async ({ database }) => {
    expect(await countUnreadMessages(database.db)).toBe(300);
    expect(await countUnreadMessages(database.db, 100)).toBe(100);
    expect(await countUnreadMessages(database.db, 1000)).toBe(300);
  });

  it("reads no more than the cap to count up to it", async ({ database }) => {
    const query = unreadCountQuery(database.db, 100).toSQL();
    const plan = await explainAnalyze(database.db, query);
    for (const rows of scannedRows(plan)) expect(rows).toBeLessThanOrEqual(100);
  });

  it("lists the newest unread first, only as many as asked, never a read or archived one", async ({ database }) => {
    const newest = await listNewestUnread(database.db, 5);
    expect(newest.map((m) => m.subject)).toEqual(["Asunto 299", "Asunto 298", "Asunto 297", "Asunto 296", "Asunto 295"]);
    expect(Object.keys(newest[0]).sort()).toEqual(["createdAt", "id", "name", "subject"]);
  });

  it("drops a message once it is read", async ({ database }) => {
    const [first] = await listNewestUnread(database.db, 1);
    await database.db.transaction((tx) => setMessageStatus(tx, first.id, "read"));
    expect(await countUnreadMessages(database.db)).toBe(299);
    expect((await listNewestUnread(database.db, 1))[0].subject).toBe("Asunto 298");
  });
});
