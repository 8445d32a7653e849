import { describe, expect, it, vi } from "vitest";
import type { RenderOrigin } from "@/server/page-cache/internal-render";
import { createRefreshQueue } from "@/server/page-cache/refresh";
import { PageStore, type Rendered } from "@/server/page-cache/store";

const origin: RenderOrigin = { address: "127.0.0.1", port: 1, headers: {} };
const page = (status: number, text = "page"): Rendered => ({ status, headers: { "content-type": "text/html; charset=utf-8" }, body: Buffer.from(text) });
const settle = () => new Promise((r) => setTimeout(r, 10));

function setup(answer: (key: string) => Promise<Rendered>, concurrency = 1) {
  const store = new PageStore(1024 * 1024);
  store.put("/", page(200, "old"), 0, 0);
  let clock = 1_000;
  const renders: string[] = [];
  const queue = createRefreshQueue({
    concurrency,
    retryFailedMs: 5_000,
    store,
    now: () => clock,
    renderAndStore: (key) => {
      renders.push(key);
      return answer(key);
    },
  });
  return { store, queue, renders, advance: (ms: number) => (clock += ms) };
}

describe("background refreshes of kept pages", () => {
  it("refreshes each page once however often it is asked, a few at a time", async () => {
    let open!: () => void;
    const held = new Promise<void>((r) => (open = r));
    const { queue, renders } = setup(async () => (await held, page(200)), 1);
    for (let i = 0; i < 5; i++) queue.schedule("/", origin);
    queue.schedule("/gl", origin);
    await settle();
    expect(renders).toEqual(["/"]);
    open();
    await settle();
    expect(renders).toEqual(["/", "/gl"]);
  });

  it("drops the copy when the page is gone (404) or moved (a redirect)", async () => {
    for (const status of [404, 301]) {
      const { store, queue } = setup(async () => page(status));
      queue.schedule("/", origin);
      await settle();
      expect(store.get("/"), String(status)).toBeUndefined();
    }
  });

  it("keeps the stale copy when a refresh fails, and holds off the next try", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const { store, queue } = setup(async () => page(500));
      queue.schedule("/", origin);
      await settle();
      expect(store.get("/")?.bodies.identity.toString()).toBe("old");
      expect(store.get("/")?.retryAt).toBe(6_000);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("refresh of / failed"));
    } finally {
      warn.mockRestore();
    }
  });
});
