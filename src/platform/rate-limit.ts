/** Fixed-window counters per key, in this process's memory (one process owns the site). */
type Window = { count: number; resetAt: number };

const windows = ((globalThis as typeof globalThis & { __appRateLimits?: Map<string, Window> }).__appRateLimits ??= new Map());

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

export function consumeRateLimit(key: string, max: number, windowMs: number, now = Date.now()): RateLimitResult {
  if (windows.size > 50_000) {
    for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
  }
  const current = windows.get(key);
  if (!current || current.resetAt <= now) {
    windows.set(key, { count: 1, resetAt: now + windowMs });
    return { allowed: true, retryAfterSeconds: 0 };
  }
  if (current.count >= max) return { allowed: false, retryAfterSeconds: Math.ceil((current.resetAt - now) / 1000) };
  current.count++;
  return { allowed: true, retryAfterSeconds: 0 };
}

/** The client address as the start script set it (the socket, or the trusted proxy's header). */
export function clientIp(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}
