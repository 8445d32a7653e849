import { describe, expect, it } from "vitest";
import type { RenderOrigin } from "@/server/page-cache/internal-render";
import { createRefreshQueue } from "@/server/page-cache/refresh";

const origin: RenderOrigin = { address: "127.0.0.1", port: 1, headers: {} };
const settle = () => new Promise((r) => setTimeout(r, 10));

/** A queue whose refreshes are held until `open`: what started is in `started`. */
function setup(concurrency = 1) {
  const started: string[] = [];
  let open!: () => void;
  const held = new Promise<void>((r) => (open = r));
  const queue = createRefreshQueue({
    concurrency,
    refresh: async (key) => {
      started.push(key);
      await held;
    },
  });
  return { queue, started, open };
}

describe("background refreshes of kept pages", () => {
  it("refreshes each waiting page once however often it is asked, a few at a time", async () => {
    const { queue, started, open } = setup(1);
    queue.schedule("/", origin);
    for (let i = 0; i < 5; i++) queue.schedule("/gl", origin);
    queue.schedule("/en", origin);
    await settle();
    expect(started).toEqual(["/"]);
    open();
    await settle();
    expect(started).toEqual(["/", "/gl", "/en"]);
  });

  it("puts the pages a write made out of date first, in the order given, each once", async () => {
    const { queue, started, open } = setup(2);
    for (const key of ["/a", "/b", "/c", "/d"]) queue.schedule(key, origin);
    queue.scheduleFirst(["/d", "/x", "/a"], origin);
    await settle();
    // Two were running already; the rest follows the write's order, then what was waiting.
    expect(started).toEqual(["/a", "/b"]);
    open();
    await settle();
    expect(started).toEqual(["/a", "/b", "/d", "/x", "/a", "/c"]);
  });
});
