export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  jsBytes: number;
  lcpElement: string | null;
  failing: string[];
};
export const BENCH_USER_AGENT: string;
export function median(values: number[]): number;
export function lighthouseOnce(url: string): Promise<LighthouseFigures>;
export function measureLighthouse(
  urls: string[],
  options?: { runs?: number; log?: (message: string) => void },
): Promise<Record<string, LighthouseFigures & { runs: number; performanceSamples: number[]; lcpSamples: number[] }>>;
