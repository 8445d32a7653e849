// Lets a public page choose its HTTP status while still rendering its whole screen on the server
// (Next's notFound() would send an empty document: see next-internals.ts). Each page request
// runs in an async context the page can reach (app-bridge.ts); the status it asked for replaces
// Next's 200 when the head is written, with `noindex`.
import type { IncomingMessage } from "node:http";
import { appBridge, type AskedStatus } from "./app-bridge";
import { onStatus, type Handler } from "./http-types";
import { isRouterRequest } from "./next-internals";
import { isPublicPage, pathOf } from "./public-routes";

/** True for a browser's (or crawler's) request of a whole public page. */
export function isDocumentRequest(req: Pick<IncomingMessage, "method" | "url" | "headers">): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  return isPublicPage(pathOf(req.url ?? "/")) && !isRouterRequest(req.headers);
}

/** `handle` runs Next; the returned handler gives each page request a place to ask for a status. */
export function withPageStatus(handle: Handler): Handler {
  const store = appBridge().pageStatus;
  return (req, res) => {
    if (!isDocumentRequest(req)) return handle(req, res);
    const asked: AskedStatus = { status: null };
    onStatus(res, (status, response) => {
      if (asked.status === null || status !== 200) return status;
      response.setHeader("x-robots-tag", "noindex");
      return asked.status;
    });
    return store.run(asked, () => handle(req, res));
  };
}
