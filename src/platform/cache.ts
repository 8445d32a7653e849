/**
 * Server-side read cache with tag invalidation, shared by every bundle of this process.
 *
 * Why not Next's `'use cache'`: it needs `cacheComponents`, which prerenders pages during
 * `next build` (opening the database there is forbidden, DESIGN §5) or streams them behind
 * a Suspense fallback. This cache keeps pages fully server-rendered in one pass, and an
 * admin write invalidates the tags it touched, so the next request reads fresh data.
 *
 * Entries are per process. With several instances on PostgreSQL, invalidations travel between
 * them through LISTEN/NOTIFY (cache-sync.ts); CACHE_TTL_SECONDS is an optional extra bound.
 */
import { processCacheSync } from "./cache-sync";
import { readEnv } from "@/env";
import { appBridge } from "@/server/app-bridge";

type Entry = { value: Promise<unknown>; tags: readonly string[]; expires: number };

type CacheState = { entries: Map<string, Entry>; generation: number };

const state = ((globalThis as typeof globalThis & { __appReadCache?: CacheState }).__appReadCache ??= {
  entries: new Map(),
  generation: 0,
});
// The page cache (src/server/page-cache) tells a current kept page from a stale one by it.
appBridge().readCacheGeneration = () => state.generation;

const ttlMs = () => (readEnv("CACHE_TTL_SECONDS") ?? 0) * 1000 || Number.POSITIVE_INFINITY;

export const cacheTags = {
  settings: "settings",
  hero: "hero-images",
  about: "about-gallery",
  categories: "categories",
  projects: "projects",
  project: (slug: string) => `project:${slug}`,
  media: "media",
  /** Published reviews: the landing page's and each project's, and the rating computed from them. */
  reviews: "reviews",
} as const;

/**
 * Wraps a read so its result is kept until one of its tags is invalidated. A null result
 * (nothing found) is not kept: arbitrary missing keys must not fill memory.
 */
export function cached<A extends unknown[], R>(
  name: string,
  tags: readonly string[] | ((...args: A) => readonly string[]),
  read: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args: A) => {
    const key = `${name}:${JSON.stringify(args)}`;
    const hit = state.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value as Promise<R>;
    const value = read(...args);
    const entry: Entry = { value, tags: typeof tags === "function" ? tags(...args) : tags, expires: Date.now() + ttlMs() };
    state.entries.set(key, entry);
    // A failed read must not be served from the cache.
    const forget = () => {
      if (state.entries.get(key) === entry) state.entries.delete(key);
    };
    value.then((result) => result === null && forget(), forget);
    return value;
  };
}

/**
 * Drops every entry carrying any of these tags, here and (on PostgreSQL) on every other
 * instance. A write inside a transaction should rather announce there (announceInvalidation)
 * and call invalidateLocalTags after the commit.
 */
export function invalidateTags(...tags: string[]): void {
  invalidateLocalTags(...tags);
  processCacheSync()
    ?.publish(tags)
    .catch((err) => console.error("[cache-sync] could not announce an invalidation to the other instances", err));
}

/** This instance only; bumps the generation page caches key on. */
export function invalidateLocalTags(...tags: string[]): void {
  const wanted = new Set(tags);
  for (const [key, entry] of state.entries) {
    if (entry.tags.some((t: string) => wanted.has(t))) state.entries.delete(key);
  }
  generationMoved();
}

/** Forgets every entry of this instance (after invalidations may have been missed). */
export function flushLocalCache(): void {
  state.entries.clear();
  generationMoved();
}

function generationMoved(): void {
  state.generation++;
  for (const listener of appBridge().dataChangeListeners) listener();
}

export function cacheGeneration(): number {
  return state.generation;
}
