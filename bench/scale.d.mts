type PageFigures = { path: string; status: number; rawBytes: number; gzipBytes: number; renderMs: number; domNodes?: number | null; domNote?: string };
type Phase = {
  pages: { public: Record<string, PageFigures & { cacheable: boolean; visitorMs: number; visitorCache: string }>; admin: Record<string, PageFigures> };
  load: Record<"idle" | "admin" | "search", { during: string; public: Record<string, { p99Ms: number; errors: number }>; background: Record<string, unknown> | null }>;
  rss: { afterPages: { rssMB: number; peakMB: number } | null; end: { rssMB: number; peakMB: number } | null };
  errors: { count: number; samples: string[] };
};
export type ScaleResult = {
  startedAt: string;
  size: { projects: number; messages: number; users: number };
  database: "pglite" | "postgres";
  seed: {
    after: { projects: number; images: number; mediaAssets: number; messages: number; users: number };
    seconds: number;
    sampleProjectSlug: string | null;
    categorySlugs: string[];
  };
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
  imageWidth?: number;
  domMaxBytes?: number;
  timeoutMs?: number;
  build?: boolean;
  log?: (message: string) => void;
}): Promise<ScaleResult>;
