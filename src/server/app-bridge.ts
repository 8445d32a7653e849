/**
 * Where the HTTP server (src/server, loaded by Node) and the app (bundled by Next) meet.
 *
 * They run in one process but never share a module instance: Next's bundles hold their own
 * copy of every file they import. So what crosses between them lives on one process-wide object,
 * reached only through this module, and typed here:
 * - the app's start-up (database open, migrated, seeded) and its shutdown, set by src/startup.ts
 *   and awaited by src/server/start.ts;
 * - the read cache's generation, moved by every admin write on any instance (src/platform/cache.ts),
 *   read by the page cache to tell a current copy from a stale one, and told to the page cache as it
 *   moves, so it renders the pages a write made out of date before their visitors come;
 * - the page-status store, entered by src/server/page-status.ts for each page request and filled
 *   by a page that asks for its own status (src/platform/page-status.ts).
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** What a page asked its response's status to be (null: whatever Next answers). */
export type AskedStatus = { status: number | null };

export type AppBridge = {
  startup?: Promise<void>;
  shutdown?: () => Promise<void>;
  /** Moves whenever any cached data may have changed. */
  readCacheGeneration: () => number;
  /** Called each time the generation moves. */
  dataChangeListeners: Set<() => void>;
  pageStatus: AsyncLocalStorage<AskedStatus>;
};

const KEY = Symbol.for("obras-galicia.app-bridge");

/** The process's bridge, created by whichever side reaches it first. */
export function appBridge(): AppBridge {
  const holder = globalThis as typeof globalThis & { [KEY]?: AppBridge };
  holder[KEY] ??= { readCacheGeneration: () => 0, dataChangeListeners: new Set(), pageStatus: new AsyncLocalStorage() };
  return holder[KEY];
}
