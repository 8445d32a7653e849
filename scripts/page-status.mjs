// Lets a page choose its HTTP status while still rendering its whole screen on the server.
//
// Next 16 answers a `notFound()` thrown during a request-time render with an empty document:
// the not-found screen only travels in the RSC payload, and the browser draws it once the
// JavaScript runs (vercel/next.js#62228). Without JavaScript — a blocked script, a slow phone,
// many crawlers — the page is blank. So the not-found screens render as ordinary pages and ask
// for their status here (src/platform/page-status.ts): each request runs in an async context
// the page can reach, and the status it asked for replaces Next's 200 when the head is written.
//
// The head is written after the page component has run: the page is not inside a Suspense
// boundary (no loading.tsx on these routes), so React cannot flush the shell before it.
import { AsyncLocalStorage } from "node:async_hooks";

/** Requests of Next's client router: a 404 would make it reload the page instead of drawing it. */
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action"];

/** Shared with the app's bundles through globalThis (one process: scripts/start.mjs runs Next in it). */
const requests = (globalThis.__appPageStatus ??= new AsyncLocalStorage());

/** True for a browser's (or crawler's) request of a whole page. */
export function isDocumentRequest(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  return !ROUTER_HEADERS.some((h) => req.headers[h] !== undefined);
}

/**
 * `handle(req, res)` runs Next. The returned handler gives each page request a place to ask for a
 * status (`{ status: null }`); a 200 becomes the status asked for, which carries `noindex` too.
 */
export function withPageStatus(handle) {
  return (req, res) => {
    if (!isDocumentRequest(req)) return handle(req, res);
    const asked = { status: null };
    // Node's implicit head (a write or end without writeHead) goes through writeHead too.
    const writeHead = res.writeHead;
    res.writeHead = function (status, ...rest) {
      if (asked.status !== null && status === 200) {
        status = asked.status;
        this.setHeader("x-robots-tag", "noindex");
      }
      return writeHead.call(this, status, ...rest);
    };
    return requests.run(asked, () => handle(req, res));
  };
}
