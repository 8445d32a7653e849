import { pgError } from "@/db/errors";

/**
 * What a log line may say about a failure. A failed query's error carries the statement and its
 * parameters (Drizzle's `query`/`params`, PGlite's too), and PostgreSQL's own message and detail
 * can quote a value ("Key (slug)=(…) already exists", `invalid input syntax for type uuid: "…"`):
 * that is what a person typed, a visitor's message, an address. None of it is kept; the SQLSTATE,
 * the constraint, the table and column names and PostgreSQL's routine are enough to find the
 * cause. Other errors keep their class, a clipped message and their stack frames (never the
 * stack's first line, which repeats the message).
 */
export type FailureSummary = {
  error: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  message?: string;
  stack?: string[];
  cause?: FailureSummary;
};

const MAX_MESSAGE = 200;
const MAX_FRAMES = 8;
const MAX_FRAME = 200;
const MAX_CAUSES = 3;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);
/** A mail server's refusal quotes the address it refused: personal data, masked. */
const EMAIL = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;
const safeMessage = (text: string) => clip(text.slice(0, 4 * MAX_MESSAGE).replace(EMAIL, "[address]"), MAX_MESSAGE);
const name = (value: unknown) => (typeof value === "string" && value.length <= 128 ? value : undefined);

/** An error that came from running a statement: its message and fields may quote the values. */
function isQueryError(e: Record<string, unknown>): boolean {
  return "query" in e || "params" in e || "internalQuery" in e || (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code) && "severity" in e);
}

/** True when `err` or one of its causes came from running a statement (and may quote its values). */
export function carriesStatement(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth <= MAX_CAUSES && current && typeof current === "object"; depth++) {
    if (isQueryError(current as Record<string, unknown>)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function summarizeFailure(err: unknown, depth = 0): FailureSummary {
  if (!err || typeof err !== "object") return { error: typeof err, message: safeMessage(String(err)) };
  const e = err as Record<string, unknown>;
  // The class says more than `name`: Drizzle's wrapper is named "Error", a PGlite error "error".
  const className = name(err.constructor?.name);
  const summary: FailureSummary = { error: (className !== "Object" && className) || name(e.name) || "Object" };
  const query = isQueryError(e);
  const db = query ? pgError(err) : undefined;
  if (db) {
    summary.code = db.code;
    if (db.constraint) summary.constraint = name(db.constraint);
  } else if (typeof e.code === "string" || typeof e.code === "number") {
    summary.code = clip(String(e.code), 40);
  }
  for (const field of ["table", "column", "routine"] as const) {
    const value = name(e[field]);
    if (value && query) summary[field] = value;
  }
  if (!query && typeof e.message === "string") summary.message = safeMessage(e.message);
  // The failure's own frames say where it happened; a cause's add little but length.
  if (typeof e.stack === "string" && depth === 0) {
    const frames = e.stack
      .split("\n")
      .filter((line) => /^\s+at /.test(line))
      .slice(0, MAX_FRAMES)
      .map((line) => clip(line.trim(), MAX_FRAME));
    if (frames.length) summary.stack = frames;
  }
  if (e.cause !== undefined && depth < MAX_CAUSES) summary.cause = summarizeFailure(e.cause, depth + 1);
  return summary;
}

type Context = Record<string, string | number | boolean | null | undefined>;

/**
 * Logs a failure as one bounded line: `label`, the caller's context (ids, counts: never
 * submitted text) and the error's summary. The one way the app logs an error that may come
 * from a query.
 */
export function logFailure(level: "error" | "warn", label: string, err: unknown, context: Context = {}): void {
  console[level](label, { ...context, failure: summarizeFailure(err) });
}
