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
