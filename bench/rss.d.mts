export type RssReading = { rssMB: number; peakMB: number };
export function readRss(pid: number): RssReading | null;
export function watchRss(pid: number, intervalMs?: number): { stop(): RssReading | null };
