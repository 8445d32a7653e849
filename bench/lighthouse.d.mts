export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  jsBytes: number;
  lcpElement: string | null;
  /** Simulated long tasks ending after FCP, "start+duration source" (what Total Blocking Time adds up). */
  blocking: string[];
  failing: string[];
};
export const BENCH_USER_AGENT: string;
export function median(values: number[]): number;
export type LighthouseSummary = LighthouseFigures & {
  runs: number;
  performanceSamples: number[];
  lcpSamples: number[];
  tbtSamples: number[];
  blockingSamples: string[][];
};
export function summarizeRuns(samples: LighthouseFigures[]): LighthouseSummary;
export function lcpElementOf(lhr: { audits: Record<string, { details?: unknown }> }): string | null;
export function lighthouseOnce(url: string): Promise<LighthouseFigures>;
export function lighthouseRetried(url: string): Promise<LighthouseFigures>;
export function measureLighthouse(
  urls: string[],
  options?: { runs?: number; prime?: (url: string) => Promise<unknown>; log?: (message: string) => void },
): Promise<Record<string, LighthouseSummary>>;
