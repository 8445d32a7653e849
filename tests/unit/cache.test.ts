import { describe, expect, it } from "vitest";
import { cacheGeneration, cached, invalidateTags } from "@/platform/cache";

describe("read cache", () => {
  it("reads once per argument list until a tag is invalidated", async () => {
    let reads = 0;
    const get = cached(
      "t1",
      (slug: string) => ["projects", `project:${slug}`],
      async (slug: string) => `${slug}:${++reads}`,
    );
    expect(await get("a")).toBe("a:1");
    expect(await get("a")).toBe("a:1");
    expect(await get("b")).toBe("b:2");
    const before = cacheGeneration();
    invalidateTags("project:a");
    expect(cacheGeneration()).toBe(before + 1);
    expect(await get("a")).toBe("a:3");
    expect(await get("b")).toBe("b:2");
    invalidateTags("projects");
    expect(await get("b")).toBe("b:4");
  });

  it("does not keep a failed read", async () => {
    let fail = true;
    const get = cached("t2", ["x"], async () => {
      if (fail) throw new Error("db down");
      return "ok";
    });
    await expect(get()).rejects.toThrow("db down");
    fail = false;
    expect(await get()).toBe("ok");
  });
});

describe("read cache and missing keys", () => {
  it("does not keep 'not found' results", async () => {
    let reads = 0;
    const get = cached("t3", ["x"], async (slug: string) => {
      reads++;
      return slug === "known" ? { slug } : null;
    });
    expect(await get("missing")).toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    expect(await get("missing")).toBeNull();
    expect(reads).toBe(2);
    await get("known");
    await get("known");
    expect(reads).toBe(3);
  });
});
