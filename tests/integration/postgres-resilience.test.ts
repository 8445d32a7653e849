import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { openDatabase } from "@/db/client";

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)("PostgreSQL connection loss", () => {
  it("survives the server terminating an idle connection and answers the next query", async () => {
    // Its own name: other files' connections to the same server (creating their databases) are not this test's to cut.
    const named = new URL(url!);
    named.searchParams.set("application_name", "resilience-test");
    const database = await openDatabase({ url: named.toString() });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await database.db.execute(sql`select 1`);
      // Terminate this test's pooled connections: the idle one among them.
      const { Client } = await import("pg");
      const admin = new Client({ connectionString: url });
      await admin.connect();
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'resilience-test' and pid <> pg_backend_pid()");
      await admin.end();
      await new Promise((r) => setTimeout(r, 200));
      const result = await database.db.execute(sql`select 2 as n`);
      expect(result.rows[0]).toMatchObject({ n: 2 });
      expect(log).toHaveBeenCalledWith("[db] idle PostgreSQL connection lost", expect.any(String));
    } finally {
      log.mockRestore();
      await database.close();
    }
  });
});
