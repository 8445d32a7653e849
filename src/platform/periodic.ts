import { logFailure } from "@/lib/failure-log";

/**
 * Runs `pass` at start, then every `intervalMs`, until the returned stop() is called. A pass still
 * running when the next is due is not doubled; a failed pass is logged as `failure` and the next
 * one runs as usual. The timers never keep the process alive.
 */
export function runPeriodically(intervalMs: number, failure: string, pass: () => Promise<void>): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await pass();
    } catch (err) {
      logFailure("error", failure, err);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, 0);
  first.unref();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
