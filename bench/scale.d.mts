import type { RssReading } from "./rss.mjs";
import type { SitemapMeasure } from "./scale-pages.mjs";
import type { startServer } from "./server.mjs";

export type PageFigures = {
  path: string;
  status: number;
  rawBytes: number;
  gzipBytes: number;
  renderMs: number;
  renderSamplesMs: number[];
  domNodes?: number | null;
  domNote?: string;
};
export type PublicPageFigures = PageFigures & { cacheable: boolean; visitorMs: number; visitorCache: string; renderCache: string };
export type SitemapFigures = Omit<SitemapMeasure, "errors"> & { file: boolean };
export type LoadFigures = {
  url: string;
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSec: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  statuses: Record<string, number>;
  shed: number;
  errors: number;
};
export type LoadScenario = {
  during: string;
  public: Record<string, LoadFigures>;
  background: Record<string, unknown> | null;
  rss?: { before: RssReading | null; after: RssReading | null };
};
export type Phase = {
  pages: { public: Record<string, PublicPageFigures>; admin: Record<string, PageFigures>; sitemap: Record<string, SitemapFigures> };
  load: Record<"idle" | "admin" | "search" | "sitemap", LoadScenario> & { saves?: LoadScenario };
  rss: { afterPages: RssReading | null; end: RssReading | null };
  errors: { count: number; samples: string[] };
  readyMs?: number;
  serverExit?: number | null;
};
export type SeedSummary = {
  kind: "pglite" | "postgres";
  admin: string | null;
  before: { projects: number; messages: number; users: number };
  added: { projects: number; messages: number; users: number };
  after: { projects: number; images: number; mediaAssets: number; messages: number; users: number };
  sources: number;
  filesLinked: number;
  seconds: number;
  sampleProjectSlug: string | null;
  categorySlugs: string[];
};
type Server = Awaited<ReturnType<typeof startServer>>;
export type ScaleRun = {
  kind: "pglite" | "postgres";
  admin: { email: string; password: string };
  start(options: { seedDemo: boolean }): Promise<Server>;
  stop(server: Server): Promise<number | null>;
  seed(size: { projects: number; messages: number; users: number }, options?: { imageWidth?: number }): Promise<SeedSummary>;
  close(): Promise<void>;
};
export function openScaleRun(options?: { postgres?: boolean; log?: (message: string) => void }): Promise<ScaleRun>;
export type ScaleResult = {
  startedAt: string;
  size: { projects: number; messages: number; users: number };
  database: "pglite" | "postgres";
  seed: SeedSummary;
  demo?: Phase;
  scale: Phase;
  [key: string]: unknown;
};
export function runScale(options?: {
  projects?: number;
  messages?: number;
  users?: number;
  postgres?: boolean;
  demo?: boolean;
  samples?: number;
  seconds?: number;
  publicConnections?: number;
  searchConnections?: number;
  sitemapConnections?: number;
  imageWidth?: number;
  domMaxBytes?: number;
  slowMs?: number;
  timeoutMs?: number;
  build?: boolean;
  log?: (message: string) => void;
}): Promise<ScaleResult>;
