import { afterEach, describe, expect, it, vi } from "vitest";
import { carriesStatement, logFailure, summarizeFailure } from "@/lib/failure-log";

const TYPED = "Reforma de la casa de la vecina, tel. 600 111 222";
const EMAIL = "vecina.privada@obras.test";

/** What Drizzle throws for a failed statement: the statement and its values, and the driver's error as cause. */
function failedQuery(): Error {
  class DrizzleQueryError extends Error {
    constructor(
      readonly query: string,
      readonly params: unknown[],
      cause: unknown,
    ) {
      super(`Failed query: ${query}\nparams: ${params.join(",")}`, { cause });
    }
  }
  class DatabaseError extends Error {
    severity = "ERROR";
    code = "23505";
    detail = `Key (email)=(${EMAIL}) already exists.`;
    table = "contact_messages";
    constraint = "contact_messages_email_key";
    routine = "_bt_check_unique";
  }
  return new DrizzleQueryError(
    'insert into "contact_messages" ("email", "message") values ($1, $2)',
    [EMAIL, TYPED],
    new DatabaseError(`duplicate key: ${TYPED}`),
  );
}

afterEach(() => vi.restoreAllMocks());

describe("summarizeFailure", () => {
  it("keeps a failed query's SQLSTATE, constraint, table and routine, and none of its text or values", () => {
    const summary = summarizeFailure(failedQuery());
    expect(summary).toMatchObject({
      error: "DrizzleQueryError",
      code: "23505",
      constraint: "contact_messages_email_key",
      cause: { error: "DatabaseError", code: "23505", table: "contact_messages", constraint: "contact_messages_email_key", routine: "_bt_check_unique" },
    });
    expect(summary.message).toBeUndefined();
    expect(summary.cause!.message).toBeUndefined();
    const text = JSON.stringify(summary);
    for (const leak of [TYPED, EMAIL, "insert into", "Failed query"]) expect(text).not.toContain(leak);
    expect(carriesStatement(failedQuery())).toBe(true);
    expect(carriesStatement(new Error("outer", { cause: failedQuery() }))).toBe(true);
    expect(carriesStatement(new Error("disk on fire"))).toBe(false);
  });

  it("keeps other errors' class, code, a short message without addresses, and the stack frames", () => {
    const smtp = Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 <${EMAIL}>: no such user ${"y".repeat(500)}`), {
      code: "EENVELOPE",
    });
    const summary = summarizeFailure(new Error("outer", { cause: smtp }));
    expect(summary).toMatchObject({ error: "Error", message: "outer", cause: { error: "Error", code: "EENVELOPE" } });
    expect(summary.cause!.message).toContain("550 <[address]>");
    expect(summary.cause!.message!.length).toBeLessThanOrEqual(201);
    expect(summary.stack!.length).toBeGreaterThan(0);
    expect(summary.stack!.every((frame) => frame.startsWith("at "))).toBe(true);
    expect(JSON.stringify(summary)).not.toContain(EMAIL);
    expect(summarizeFailure("texto")).toEqual({ error: "string", message: "texto" });
  });

  it("bounds what it keeps, however deep or long the failure", () => {
    let err: Error = new Error("x".repeat(100_000));
    for (let i = 0; i < 20; i++) err = new Error(`level ${i}`, { cause: err });
    expect(JSON.stringify(summarizeFailure(err)).length).toBeLessThan(4096);
  });
});

describe("logFailure", () => {
  it("writes the label, the caller's context and the summary: no Error object for a logger to dump", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    logFailure("error", "[contact] could not store message", failedQuery(), { message: "0b0e…" });
    expect(error).toHaveBeenCalledTimes(1);
    const [label, fields] = error.mock.calls[0];
    expect(label).toBe("[contact] could not store message");
    expect(fields).toMatchObject({ message: "0b0e…", failure: { error: "DrizzleQueryError", code: "23505" } });
    expect(error.mock.calls[0].some((arg) => arg instanceof Error)).toBe(false);
    expect(JSON.stringify(error.mock.calls[0])).not.toContain(TYPED);
  });
});
