import { describe, expect, it } from "vitest";
import { cacheGeneration, cached, flushLocalCache } from "@/platform/cache";
import { invalidationPayload } from "@/platform/cache-sync";
import { checkDeployment } from "@/platform/deployment-check";

describe("start-up refuses configurations that split one site", () => {
  it("DATABASE_URL without BETTER_AUTH_SECRET is refused with one line naming the fix", () => {
    const { error } = checkDeployment({ DATABASE_URL: "postgres://db/obras", S3_BUCKET: "b" });
    expect(error).toMatch(/^DATABASE_URL is set but BETTER_AUTH_SECRET is not: set BETTER_AUTH_SECRET/);
    expect(error).not.toContain("\n");
    expect(checkDeployment({ DATABASE_URL: "postgres://db/obras", BETTER_AUTH_SECRET: "   ", S3_BUCKET: "b" }).error).not.toBeNull();
  });

  it("DATABASE_URL with disk storage only warns; with S3 and a secret all is well", () => {
    expect(checkDeployment({ DATABASE_URL: "postgres://db/obras", BETTER_AUTH_SECRET: "s" })).toEqual({
      error: null,
      warnings: [expect.stringContaining("DATA_DIR/uploads")],
    });
    expect(checkDeployment({ DATABASE_URL: "postgres://db/obras", BETTER_AUTH_SECRET: "s", S3_BUCKET: "b" })).toEqual({ error: null, warnings: [] });
  });

  it("the embedded database (no DATABASE_URL) needs neither", () => {
    expect(checkDeployment({ DATABASE_URL: "" })).toEqual({ error: null, warnings: [] });
  });
});

describe("invalidation notices", () => {
  it("name their tags, origin and id, and ask for a full flush when the tags would not fit in a notice", () => {
    expect(JSON.parse(invalidationPayload("a", ["projects", "project:x"], "7"))).toEqual({ origin: "a", id: "7", tags: ["projects", "project:x"] });
    const many = Array.from({ length: 1000 }, (_, i) => `project:proyecto-numero-${i}`);
    expect(JSON.parse(invalidationPayload("a", many, "8"))).toEqual({ origin: "a", id: "8", all: true });
  });

  it("a full flush forgets every entry and moves the generation page caches key on", async () => {
    let reads = 0;
    const read = cached("flush-test", ["settings"], async () => ++reads);
    expect(await read()).toBe(1);
    const before = cacheGeneration();
    flushLocalCache();
    expect(cacheGeneration()).toBe(before + 1);
    expect(await read()).toBe(2);
  });
});
