/**
 * Background refreshes of stale kept pages: one per page at a time, a few at once (an admin write
 * makes every kept page stale together), so no visitor waits on a render after a write.
 */
import type { RenderOrigin } from "./internal-render";
import { storable, type PageStore, type Rendered } from "./store";

type Options = {
  concurrency: number;
  /** After a failed refresh, the stale copy is served this long before another try. */
  retryFailedMs: number;
  store: PageStore;
  now: () => number;
  renderAndStore: (key: string, origin: RenderOrigin) => Promise<Rendered>;
};

export function createRefreshQueue({ concurrency, retryFailedMs, store, now, renderAndStore }: Options) {
  const queue: { key: string; origin: RenderOrigin }[] = [];
  const pending = new Set<string>();
  let running = 0;

  function refresh(key: string, origin: RenderOrigin): Promise<void> {
    return renderAndStore(key, origin)
      .then((result) => {
        if (storable(result)) return;
        if (result.status >= 500) throw new Error(`answered ${result.status}`);
        // A definite answer that is not a page (404: unpublished or deleted; a redirect: a new
        // slug) replaces the copy: the next visitor gets it from Next.
        store.drop(key);
      })
      .catch((err: Error) => {
        // The stale copy stays; it is retried after a pause, and never served past the staleness limit.
        const entry = store.get(key);
        if (entry) entry.retryAt = now() + retryFailedMs;
        console.warn(`[page-cache] refresh of ${key} failed; serving the previous copy: ${err?.message ?? err}`);
      });
  }

  function drain() {
    while (running < concurrency && queue.length) {
      const { key, origin } = queue.shift()!;
      running++;
      void refresh(key, origin).finally(() => {
        pending.delete(key);
        running--;
        drain();
      });
    }
  }

  return {
    schedule(key: string, origin: RenderOrigin) {
      if (pending.has(key)) return;
      pending.add(key);
      queue.push({ key, origin });
      drain();
    },
  };
}
