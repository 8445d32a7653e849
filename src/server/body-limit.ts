// Every request body is bounded before anything reads it. Next and better-auth read a body
// whole into memory whatever its size (a 200 MB chunked POST to a JSON route cost the server
// several hundred MB), so the server screens bodies by route: the declared length is checked up
// front, a chunked body is counted as it streams and refused once it crosses the cap, and the
// route then receives an identical request carrying the bytes already read.
import http from "node:http";
import type { Refusal } from "./http-types";
import { publicRoute } from "./public-routes";

export const TOO_LARGE: Refusal = { status: 413, reason: "tooLarge" };

const KB = 1024;

/** The result of screening a body: the answer to give, the request to pass on (with the body read), or null when the client went away. */
export type Screened = { refuse: Refusal } | { request: http.IncomingMessage; body: Buffer } | null;

/**
 * Caps by path (bytes). Small JSON routes get a few KB; uploads stream through their own
 * per-kind limits (src/uploads/limits.ts) and are not buffered here; null means "not screened".
 */
export function bodyLimitFor(pathname: string): number | null {
  if (pathname === "/api/admin/uploads") return null;
  // The quote request form streams its photos with its own caps (src/leads/photos.ts).
  if (pathname === "/api/quote-requests") return null;
  if (pathname === "/api/analytics/view" || pathname === "/api/analytics/click") return 1 * KB;
  if (pathname.startsWith("/api/auth/")) return 16 * KB;
  // The customer's review form: a few bounded fields, posted twice over at most (React sends the
  // previous answer, with what was typed, beside the form's fields).
  if (publicRoute(pathname)?.route.name === "review") return 64 * KB;
  // Pages (a form posted before JavaScript loads is a server action in multipart) and any other
  // route: Next's own server-action limit.
  return 1024 * KB;
}

/** A request that may carry a body: anything but GET/HEAD, or one that declares a body anyway. */
export function carriesBody(req: http.IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return true;
  return Boolean(req.headers["transfer-encoding"]) || Number(req.headers["content-length"] ?? 0) > 0;
}

export async function screenBody(req: http.IncomingMessage, limit: number): Promise<Screened> {
  if (Number(req.headers["content-length"]) > limit) return { refuse: TOO_LARGE };
  const body = await readBody(req, limit);
  if (body === null) return null;
  if (body === TOO_LARGE) return { refuse: TOO_LARGE };
  return { request: replay(req, body as Buffer), body: body as Buffer };
}

/** The whole body, TOO_LARGE past `limit` (chunked bodies have no length to check up front), null if the client aborts. */
export function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | Refusal | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (value: Refusal) => {
      req.removeAllListeners("data");
      req.pause();
      resolve(value);
    };
    req.on("data", (chunk: Buffer) => {
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
export function replay(req: http.IncomingMessage, body: Buffer): http.IncomingMessage {
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
