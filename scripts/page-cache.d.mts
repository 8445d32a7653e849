import type { IncomingMessage, ServerResponse } from "node:http";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export type PageCacheOptions = {
  generation?: () => number;
  now?: () => number;
  maxAgeMs?: number;
  staleLimitMs?: number;
  maxBytes?: number;
  renderConcurrency?: number;
  renderQueue?: number;
  queueWaitMs?: number;
  refreshConcurrency?: number;
  refreshTimeoutMs?: number;
  retryFailedMs?: number;
  retryAfterSeconds?: number;
  /** Rewrites a page's HTML once, when it is kept. */
  transformHtml?: (html: string) => string;
};

export function pageKey(url?: string): string | null;
export function withPageCache(handle: Handler, options?: PageCacheOptions): Handler;
