// Holds back an HTML response Next is writing, so a layer can rewrite it whole before it is sent.
// Anything else (another content type, a response Next already compressed) streams untouched.
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

type Head = { status: number; headers: OutgoingHttpHeaders | undefined; statusMessage: string | undefined };

/** Sends the rewritten page: the status and headers Next chose, with these over them, and the body. */
export type Send = (body: Buffer, extraHeaders: OutgoingHttpHeaders) => void;

type Callback = (error?: Error | null) => void;

/**
 * From now on, an HTML response on `res` is collected instead of sent; when Next ends it,
 * `onHtml(body, send, status)` gets the whole body, a `send` that writes the head and the new
 * body, and the status Next chose.
 */
export function captureHtml(res: ServerResponse, onHtml: (body: Buffer, send: Send, status: number) => void): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  const restore = () => Object.assign(res, original);
  const writeHead = original.writeHead as (...args: unknown[]) => ServerResponse;
  let head: Head | null = null;
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk == null || typeof chunk === "function") return;
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    if (buffer.length) chunks.push(buffer);
  };

  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const statusMessage = typeof rest[0] === "string" ? rest[0] : undefined;
    const headers = rest.find((r): r is OutgoingHttpHeaders => Boolean(r) && typeof r === "object" && !Array.isArray(r));
    const type = String(headers?.["content-type"] ?? headers?.["Content-Type"] ?? this.getHeader("content-type") ?? "");
    if (!type.startsWith("text/html") || this.getHeader("content-encoding")) {
      restore();
      return writeHead.call(this, status, ...rest);
    }
    head = { status, headers, statusMessage };
    return this;
  } as ServerResponse["writeHead"];

  res.flushHeaders = function (this: ServerResponse) {
    if (head === null) original.flushHeaders.call(this);
  };

  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (head === null && !this.headersSent) this.writeHead(this.statusCode);
    if (head === null) return (original.write as (...args: unknown[]) => boolean).call(this, chunk, encoding, callback);
    collect(chunk, encoding);
    const done = [encoding, callback].find((a): a is Callback => typeof a === "function");
    if (done) queueMicrotask(() => done());
    return true;
  } as ServerResponse["write"];

  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (head === null && !this.headersSent) this.writeHead(this.statusCode);
    if (head === null) return (original.end as (...args: unknown[]) => ServerResponse).call(this, chunk, encoding, callback);
    collect(chunk, encoding);
    const done = [chunk, encoding, callback].find((a): a is Callback => typeof a === "function");
    const { status, headers, statusMessage } = head;
    restore();
    onHtml(
      Buffer.concat(chunks),
      (body, extraHeaders) => {
        if (res.destroyed) return;
        res.removeHeader("content-length");
        res.removeHeader("etag");
        for (const [name, value] of Object.entries(extraHeaders)) if (value !== undefined) res.setHeader(name, value);
        const own = { ...withoutLength(headers), ...extraHeaders };
        if (statusMessage !== undefined) writeHead.call(res, status, statusMessage, own);
        else writeHead.call(res, status, own);
        (original.end as (...args: unknown[]) => ServerResponse).call(res, body, done);
      },
      status,
    );
    return this;
  } as ServerResponse["end"];
}

/** Next's own length and etag describe the body before the rewrite. */
function withoutLength(headers: OutgoingHttpHeaders | undefined): OutgoingHttpHeaders {
  const copy = { ...headers };
  for (const name of Object.keys(copy)) if (name.toLowerCase() === "content-length" || name.toLowerCase() === "etag") delete copy[name];
  return copy;
}
