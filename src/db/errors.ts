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
  /** Too large for an index row or a text-search vector. */
  programLimitExceeded: "54000",
} as const;

/**
 * `detail` and `message` may quote the values written: read them in code, never log them
 * (`src/lib/failure-log.ts` says what a log may hold).
 */
export type PgErrorInfo = { code: string; constraint?: string; detail?: string; table?: string; column?: string; message?: string };

/**
 * The PostgreSQL error behind a failed query, whichever driver ran it: Drizzle wraps driver
 * errors, and both drivers carry the SQLSTATE in `code` and the constraint in `constraint`.
 */
export function pgError(err: unknown): PgErrorInfo | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const e = current as Record<string, unknown>;
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) {
      const text = (key: string) => (typeof e[key] === "string" ? (e[key] as string) : undefined);
      return { code: e.code, constraint: text("constraint"), detail: text("detail"), table: text("table"), column: text("column"), message: text("message") };
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
