import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Queryable } from "@/db/client";

/** EXPLAIN ANALYZE of a statement (a query builder's `toSQL()`), its parameters written in, as JSON text. */
export async function explainAnalyze(db: Queryable, query: { sql: string; params: unknown[] }): Promise<string> {
  const inline = query.sql.replace(/\$(\d+)/g, (_, n) => {
    const value = query.params[Number(n) - 1];
    return typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
  const result = (await db.execute(sql.raw(`explain (analyze, format json) ${inline}`))) as unknown as { rows: { "QUERY PLAN": unknown }[] };
  return JSON.stringify(result.rows[0]["QUERY PLAN"]);
}

/** The rows each scan of a plan read (there is at least one scan). */
export function scannedRows(plan: string): number[] {
  const rows = [...plan.matchAll(/"Node Type":"(?:Seq Scan|Index Only Scan|Index Scan|Bitmap Heap Scan)"[^{}]*?"Actual Rows":(\d+)/g)].map((m) => Number(m[1]));
  expect(rows.length).toBeGreaterThan(0);
  return rows;
}

/** The indexes a plan reads. */
export const indexesRead = (plan: string): string[] => [...plan.matchAll(/"Index Name":"([a-z_]+)"/g)].map((m) => m[1]);
