export function freePort(): Promise<number>;
export function startServer(options: {
  root: string;
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  readyPath?: string;
  timeoutMs?: number;
}): Promise<{ url: string; readyMs: number; pid: number; output: () => string; stop: () => Promise<number | null> }>;
