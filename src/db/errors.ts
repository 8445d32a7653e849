/** SQLSTATE codes the application reacts to. */
export const PG = {
  uniqueViolation: "23505",
  foreignKeyViolation: "23503",
  /**
   * ON DELETE RESTRICT refusals: PostgreSQL 18+ (and so PGlite 0.5) report 23001;
   * PostgreSQL 17 and older report 23503. Code must accept both.
   */
  restrictViolation: "23001",
  checkViolation: "23514",
  notNullViolation: "23502",
} as const;

export type PgErrorInfo = { code: string; constraint?: string; detail?: string };

/**
 * The PostgreSQL error behind a failed query, whichever driver ran it: Drizzle wraps driver
 * errors, and both drivers carry the SQLSTATE in `code` and the constraint in `constraint`.
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

export const isUniqueViolation = (err: unknown, constraint?: string) => {
  const info = pgError(err);
  return info?.code === PG.uniqueViolation && (!constraint || info.constraint === constraint);
};

export const isRestrictViolation = (err: unknown) => {
  const code = pgError(err)?.code;
  return code === PG.restrictViolation || code === PG.foreignKeyViolation;
};
