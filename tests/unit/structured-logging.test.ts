import { afterEach, describe, expect, it, vi } from "vitest";
import { installStructuredLogging, MAX_FIELD_CHARS } from "@/server/logging";

const saved = { log: console.log, info: console.info, debug: console.debug, warn: console.warn, error: console.error };
afterEach(() => {
  Object.assign(console, saved);
  vi.restoreAllMocks();
});

/** The JSON lines written to stderr while `write` runs. */
function linesOf(write: () => void): Array<Record<string, string>> {
  const lines: string[] = [];
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
  installStructuredLogging();
  write();
  Object.assign(console, saved);
  return lines.map((line) => JSON.parse(line));
}

describe("structured log lines", () => {
  it("are bounded whatever an error carries, and keep secrets masked", () => {
    const huge = "x".repeat(200_000);
    const [line] = linesOf(() => console.error(`[db] failed password=hunter2: ${huge}`, new Error(huge)));
    expect(line.level).toBe("error");
    expect(line.msg.length).toBeLessThan(MAX_FIELD_CHARS + 100);
    expect(line.msg).toContain("more characters cut");
    expect(line.error.length).toBeLessThan(MAX_FIELD_CHARS + 100);
    expect(JSON.stringify(line)).not.toContain("hunter2");
  });
});
