/**
 * Bounds the renders running at once. Local to this process on purpose: it protects this
 * process's CPU (and event loop), which is not shared with other instances.
 */
export type RenderLimiter = {
  /** Resolves with a release function, or null when the queue is full or the wait ran out. */
  acquire(): Promise<(() => void) | null>;
};

type Waiting = { resolve: (release: () => void) => void; timer: NodeJS.Timeout };

export function createRenderLimiter({ concurrency, queueLength, maxWaitMs }: { concurrency: number; queueLength: number; maxWaitMs: number }): RenderLimiter {
  let running = 0;
  const waiting: Waiting[] = [];
  const releaseOnce = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      running--;
      while (running < concurrency && waiting.length) {
        const next = waiting.shift()!;
        clearTimeout(next.timer);
        running++;
        next.resolve(releaseOnce());
      }
    };
  };
  return {
    acquire() {
      if (running < concurrency) {
        running++;
        return Promise.resolve(releaseOnce());
      }
      if (waiting.length >= queueLength) return Promise.resolve(null);
      return new Promise((resolve) => {
        const entry: Waiting = {
          resolve,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(entry), 1);
            resolve(null);
          }, maxWaitMs),
        };
        waiting.push(entry);
      });
    },
  };
}
