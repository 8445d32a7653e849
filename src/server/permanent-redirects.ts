// A renamed page's old address answers 301 Moved Permanently.
//
// The project page looks the old slug up and calls Next's permanentRedirect(), which can only
// answer 308 (next-internals.ts). 308 means the same as 301 for a GET, but the old links this
// keeps alive come from places (search engines, shared links, WordPress-era habits) that know 301
// best, so page requests for the routes the table marks (public-routes.ts), in every language,
// get 301. Requests of Next's client router are left alone: it follows redirects from its payload.
import type { IncomingMessage } from "node:http";
import { onStatus, type Handler } from "./http-types";
import { isRouterRequest, PERMANENT_REDIRECT_STATUS } from "./next-internals";
import { movesPermanently, pathOf } from "./public-routes";

/** True for a browser's (or crawler's) GET/HEAD of a page whose old addresses move permanently. */
export function isMovablePageRequest(req: Pick<IncomingMessage, "method" | "url" | "headers">): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  return movesPermanently(pathOf(req.url ?? "/")) && !isRouterRequest(req.headers);
}

/** `handle` runs Next; the returned handler turns its permanent redirect on such a page into 301. */
export function withMovedPermanently(handle: Handler): Handler {
  return (req, res) => {
    if (isMovablePageRequest(req)) onStatus(res, (status) => (status === PERMANENT_REDIRECT_STATUS ? 301 : status));
    return handle(req, res);
  };
}
