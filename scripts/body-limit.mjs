// Every request body is bounded before anything reads it. Next and better-auth read a body
// whole into memory whatever its size (a 200 MB chunked POST to a JSON route cost the server
// several hundred MB), so the start script screens bodies by route: the declared length is
// checked up front, a chunked body is counted as it streams and refused once it crosses the
// cap, and the route then receives an identical request carrying the bytes already read.
import http from "node:http";

export const TOO_LARGE = { status: 413, message: "La solicitud es demasiado grande." };

const KB = 1024;

/**
 * Caps by path (bytes). Small JSON routes get a few KB; uploads stream through their own
 * per-kind limits (src/uploads/limits.ts) and are not buffered here; null means "not screened".
 */
export function bodyLimitFor(pathname) {
  if (pathname === "/api/admin/uploads") return null;
  if (pathname === "/api/analytics/view") return 1 * KB;
  if (pathname.startsWith("/api/auth/")) return 16 * KB;
  // Pages (a form posted before JavaScript loads is a server action in multipart) and any other
  // route: Next's own server-action limit.
  return 1024 * KB;
}

/** A request that may carry a body: anything but GET/HEAD, or one that declares a body anyway. */
export function carriesBody(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return true;
  return Boolean(req.headers["transfer-encoding"]) || Number(req.headers["content-length"] ?? 0) > 0;
}

/**
 * @returns {Promise<{ refuse: { status: number, message: string } } | { request: http.IncomingMessage } | null>}
 */
export async function screenBody(req, limit) {
  if (Number(req.headers["content-length"]) > limit) return { refuse: TOO_LARGE };
  const body = await readBody(req, limit);
  if (body === null) return null;
  if (body === TOO_LARGE) return { refuse: TOO_LARGE };
  return { request: replay(req, body) };
}

/** The whole body, TOO_LARGE past `limit` (chunked bodies have no length to check up front), null if the client aborts. */
export function readBody(req, limit) {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    const stop = (value) => {
      req.removeAllListeners("data");
      req.pause();
      resolve(value);
    };
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > limit) stop(TOO_LARGE);
      else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", () => resolve(null));
    req.on("aborted", () => resolve(null));
  });
}

/** A request identical to `req` whose body is `body`, for Next to read as it would the original. */
export function replay(req, body) {
  const copy = new http.IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}
