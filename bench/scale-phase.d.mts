import type { LoadScenario, PageFigures, Phase, PublicPageFigures, SitemapFigures } from "./scale.mjs";
type Log = (message: string) => void;
export function measurePages(
  base: string,
  options: { cookie: string; projectPath: string; categorySlug: string; samples?: number; slowMs?: number; timeoutMs?: number; log?: Log },
): Promise<{
  pages: { public: Record<string, PublicPageFigures>; admin: Record<string, PageFigures>; sitemap: Record<string, SitemapFigures> };
  errors: string[];
}>;
export function measureDom(
  base: string,
  pages: Phase["pages"],
  options: { cookie: string; domMaxBytes?: number; timeoutMs?: number; log?: Log },
): Promise<void>;
export function measureLoads(
  base: string,
  options: {
    cookie: string;
    projectPath: string;
    adminPaths: string[];
    seconds?: number;
    publicConnections?: number;
    searchConnections?: number;
    sitemapConnections?: number;
    /** The build's directory: adds the `saves` load (its server actions are found there). */
    distDir?: string;
    pid?: number;
    timeoutMs?: number;
    log?: Log;
  },
): Promise<{ load: Record<"idle" | "admin" | "search" | "sitemap", LoadScenario> & { saves?: LoadScenario }; errors: { count: number; messages: string[] } }>;
export function measurePhase(options: Record<string, unknown>): Promise<Phase>;
