// A renamed project's old address answers 301 Moved Permanently.
//
// The project page looks the old slug up and calls Next's permanentRedirect(), which can only
// answer 308 (Next's redirect statuses are 303, 307 and 308). 308 means the same as 301 for a
// GET, but the old links this keeps alive come from places (search engines, shared links,
// WordPress-era habits) that know 301 best, so page requests for /projeto/… get 301.
// Requests of Next's client router are left alone: it follows redirects from its own payload.

const PROJECT_PAGE = /^\/projeto\/[^/?#]+\/?(?:\?.*)?$/;
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-action"];

/** True for a browser's (or crawler's) GET/HEAD of a project page. */
export function isProjectPageRequest(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (!PROJECT_PAGE.test(req.url ?? "")) return false;
  return !ROUTER_HEADERS.some((h) => req.headers[h] !== undefined);
}

/** `handle(req, res)` runs Next; the returned handler turns its 308 on a project page into 301. */
export function withMovedPermanently(handle) {
  return (req, res) => {
    if (isProjectPageRequest(req)) {
      // Node's implicit head (res.end without writeHead) goes through writeHead too.
      const writeHead = res.writeHead;
      res.writeHead = function (status, ...rest) {
        return writeHead.call(this, status === 308 ? 301 : status, ...rest);
      };
    }
    return handle(req, res);
  };
}
