export type PageRef = { name: string; path: string; cacheable?: boolean };
export function publicPages(options: { projectPath: string; categorySlug: string }): PageRef[];
export const ADMIN_PAGES: PageRef[];
export function timedGet(
  url: string,
  options?: { cookie?: string; timeoutMs?: number },
): Promise<{ status: number; ms: number; body: Buffer; cache: string | null; error?: string }>;
export function measurePage(
  url: string,
  options?: { cookie?: string; samples?: number; slowMs?: number; timeoutMs?: number },
): Promise<{ status: number; rawBytes: number; gzipBytes: number; ms: number; samplesMs: number[]; cache: string; errors: string[] }>;
export function waitUntilResponsive(base: string, options?: { fastMs?: number; maxWaitMs?: number }): Promise<number>;
export const SITEMAP_DOCUMENTS: Array<{ name: string; path: string; file: boolean }>;
export const CRAWLER_HEADERS: Record<string, string>;
export function sitemapFilePaths(indexXml: string): string[];
export type SitemapMeasure = {
  path: string;
  status: number;
  contentType: string;
  rawBytes: number;
  servedBytes: number;
  entries: number;
  files?: number;
  firstMs: number;
  ms: number;
  errors: string[];
};
export function measureSitemap(url: string, options?: { samples?: number; timeoutMs?: number }): Promise<SitemapMeasure>;
