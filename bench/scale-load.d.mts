export const randomQuery: () => string;
export function loadFigures(
  result: unknown,
  options?: { shed?: string[] },
): {
  requests: number;
  requestsPerSec: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  statuses: Record<string, number>;
  shed: number;
  errors: number;
};
export function sitemapCrowd(
  baseURL: string,
  options: { connections?: number; paths: string[] },
): { name: string; start(): { stop(): Promise<ReturnType<typeof loadFigures>> } };
