/**
 * Background renders of kept pages, a few at once: the pages a write made out of date (the most
 * visited first, so most visitors find the new copy ready), and copies past their age whose data
 * did not change. A render a visitor is already waiting for is joined, not repeated (the page
 * cache shares one render per page and data generation); a failure keeps the previous copy.
 */
import type { RenderOrigin } from "./internal-render";

type Options = {
  concurrency: number;
  refresh: (key: string, origin: RenderOrigin) => Promise<void>;
};

type Job = { key: string; origin: RenderOrigin };

export function createRefreshQueue({ concurrency, refresh }: Options) {
  let queue: Job[] = [];
  let running = 0;

  function drain() {
    while (running < concurrency && queue.length) {
      const { key, origin } = queue.shift()!;
      running++;
      void refresh(key, origin).finally(() => {
        running--;
        drain();
      });
    }
  }

  return {
    /** Refreshes one page after those already waiting. */
    schedule(key: string, origin: RenderOrigin) {
      if (queue.some((job) => job.key === key)) return;
      queue.push({ key, origin });
      drain();
    },
    /** Refreshes these pages, in this order, before any other still waiting. */
    scheduleFirst(keys: string[], origin: RenderOrigin) {
      const first = new Set(keys);
      queue = [...keys.map((key) => ({ key, origin })), ...queue.filter((job) => !first.has(job.key))];
      drain();
    },
  };
}
