import { expect } from "vitest";

import { pgError, PG, type PgErrorInfo } from "@/db/errors";

export { pgError, PG };
export type { PgErrorInfo };

/** Awaits a query that must fail with the given SQLSTATE (one of them, when a list is given). */
export async function expectPgError(query: PromiseLike<unknown>, code: string | readonly string[], constraint?: string): Promise<PgErrorInfo> {
  let caught: unknown;
  try {
    await query;
  } catch (err) {
    caught = err;
  }
  expect(caught, `expected the query to fail with SQLSTATE ${code}`).toBeDefined();
  const info = pgError(caught);
  expect(info, `no SQLSTATE found in ${String(caught)}`).toBeDefined();
  if (typeof code === "string") expect(info!.code).toBe(code);
  else expect(code).toContain(info!.code);
  if (constraint) expect(info!.constraint).toBe(constraint);
  return info!;
}
