import { expect } from "vitest";

/** SQLSTATE codes the tests assert on. */
export const PG = {
  uniqueViolation: "23505",
  foreignKeyViolation: "23503",
  /**
   * ON DELETE/UPDATE RESTRICT refusals: PostgreSQL 18+ (and so PGlite 0.5, which is PG 18)
   * report 23001 restrict_violation; PostgreSQL 17 and older report 23503 foreign_key_violation.
   * Application code must accept both.
   */
  restrictViolation: "23001",
  checkViolation: "23514",
  notNullViolation: "23502",
} as const;

export type PgErrorInfo = { code: string; constraint?: string; detail?: string };

/**
 * The PostgreSQL error behind a failed query, whichever driver ran it. Drizzle wraps driver
 * errors in a DrizzleQueryError whose `cause` is the node-postgres DatabaseError or the PGlite
 * error; both carry the SQLSTATE in `code` and the constraint name in `constraint`.
 */
export function pgError(err: unknown): PgErrorInfo | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) {
      return {
        code: e.code,
        constraint: typeof e.constraint === "string" ? e.constraint : undefined,
        detail: typeof e.detail === "string" ? e.detail : undefined,
      };
    }
    current = e.cause;
  }
  return undefined;
}

/** Awaits a query that must fail with the given SQLSTATE (one of them, when a list is given). */
export async function expectPgError(
  query: PromiseLike<unknown>,
  code: string | readonly string[],
  constraint?: string,
): Promise<PgErrorInfo> {
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
