import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { openDatabase } from "@/db/client";

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)("PostgreSQL connection loss", () => {
  it("survives the server terminating an idle connection and answers the next query", async () => {
    const database = await openDatabase({ url });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await database.db.execute(sql`select 1`);
      // Terminate every other backend of this database: our idle pooled connection among them.
      const { Client } = await import("pg");
      const admin = new Client({ connectionString: url });
      await admin.connect();
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
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
