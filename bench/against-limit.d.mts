import type { LighthouseFigures, LighthouseSummary } from "./lighthouse.mjs";

export type LimitRatios = { lcp: number | null; fcp: number | null; tbt: number | null; bytes: number | null };
export type PageAgainstLimit = { url: string; limitUrl: string; page: LighthouseSummary; limit: LighthouseSummary; ratios: LimitRatios };
export type AgainstLimit = {
  runs: number;
  pages: Record<string, PageAgainstLimit>;
  floor: (LighthouseSummary & { url: string; nextVersion?: string }) | null;
};
export function ratio(page: number, limit: number): number | null;
export function limitRatios(
  page: Pick<LighthouseFigures, "lcpMs" | "fcpMs" | "tbtMs" | "totalBytes">,
  limit: Pick<LighthouseFigures, "lcpMs" | "fcpMs" | "tbtMs" | "totalBytes">,
): LimitRatios;
export function measureAgainstLimit(options: {
  pages: { path: string; url: string; limitUrl: string }[];
  floorUrl?: string;
  runs?: number;
  once?: (url: string) => Promise<LighthouseFigures>;
  /** Runs before each run of a page (not of its static copy): bench/prime.mjs by default. */
  prime?: (url: string) => Promise<unknown>;
  log?: (message: string) => void;
}): Promise<AgainstLimit>;
