export const BROWSER_HEADERS: Record<string, string>;
export type ThroughputFigures = {
  url: string;
  connections: number;
  seconds: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
  ratioToStatic?: number;
};
export function measureThroughput(
  targets: Record<string, string>,
  options?: { connections?: number; seconds?: number; warmupSeconds?: number; log?: (message: string) => void },
): Promise<Record<string, ThroughputFigures>>;
