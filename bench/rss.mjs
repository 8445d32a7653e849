// Memory of a running process, from Linux's /proc (the server is a child of the benchmark).
import fs from "node:fs";

const MB = 1e6;

/** { rssMB, peakMB }: resident set now and its high-water mark (VmHWM) since the process started; null where /proc is missing. */
export function readRss(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? NaN);
    return { rssMB: Math.round((kib("VmRSS") * 1024) / MB), peakMB: Math.round((kib("VmHWM") * 1024) / MB) };
  } catch {
    return null;
  }
}

/**
 * Reads the process's memory every `intervalMs` until stop(), which returns the last reading:
 * VmHWM only grows, so the last reading holds the peak even when the process died meanwhile.
 */
export function watchRss(pid, intervalMs = 500) {
  let last = readRss(pid);
  const timer = setInterval(() => (last = readRss(pid) ?? last), intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      last = readRss(pid) ?? last;
      return last;
    },
  };
}
