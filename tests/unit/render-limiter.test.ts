import { describe, expect, it } from "vitest";
import { createRenderLimiter } from "@/server/page-cache/render-limiter";

describe("the render limiter", () => {
  it("runs up to its concurrency at once and hands each freed slot to the longest waiter", async () => {
    const limiter = createRenderLimiter({ concurrency: 2, queueLength: 2, maxWaitMs: 1_000 });
    const first = await limiter.acquire();
    const second = await limiter.acquire();
    expect(first && second).toBeTruthy();
    const order: string[] = [];
    const third = limiter.acquire().then((release) => (order.push("third"), release));
    const fourth = limiter.acquire().then((release) => (order.push("fourth"), release));
    first!();
    // A release function works once: a second call frees nothing more.
    first!();
    expect(await third).toBeTypeOf("function");
    await new Promise((r) => setTimeout(r, 20));
    expect(order).toEqual(["third"]);
    second!();
    expect(await fourth).toBeTypeOf("function");
    expect(order).toEqual(["third", "fourth"]);
  });

  it("refuses at once when the queue is full, and a waiter whose wait runs out", async () => {
    const limiter = createRenderLimiter({ concurrency: 1, queueLength: 1, maxWaitMs: 30 });
    const held = await limiter.acquire();
    const waiting = limiter.acquire();
    expect(await limiter.acquire()).toBeNull();
    expect(await waiting).toBeNull();
    held!();
    // The expired waiter left the queue: the slot is free again.
    const next = await limiter.acquire();
    expect(next).toBeTypeOf("function");
  });
});
