import { Readable } from "node:stream";
import { getStorage, isPrivateKey, isValidKey, parseRange, type ObjectInfo } from "@/platform/storage";

// Files are read from disk (or S3) with Node streams.
export const runtime = "nodejs";

type Context = { params: Promise<{ key: string[] }> };

const BASE_HEADERS = {
  // Keys are random and never rewritten, so a URL always means the same bytes.
  "Cache-Control": "public, max-age=31536000, immutable",
  "X-Content-Type-Options": "nosniff",
  "Accept-Ranges": "bytes",
  // Uploads are served from our origin: should one ever be opened as a document, it runs nothing.
  "Content-Security-Policy": "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
};

async function lookup(context: Context): Promise<{ key: string; info: ObjectInfo } | null> {
  const { key: segments } = await context.params;
  const key = (segments ?? []).join("/");
  // Private files (a quote request's photos) answer as if they did not exist.
  if (!isValidKey(key) || isPrivateKey(key)) return null;
  const info = await getStorage().stat(key);
  return info && { key, info };
}

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}

function headersFor(info: ObjectInfo, length: number, extra?: Record<string, string>): Headers {
  return new Headers({ ...BASE_HEADERS, "Content-Type": info.contentType, "Content-Length": String(length), ...extra });
}

export async function GET(request: Request, context: Context): Promise<Response> {
  const found = await lookup(context);
  if (!found) return notFound();
  const { key, info } = found;
  const range = parseRange(request.headers.get("range"), info.size);

  if (range.kind === "unsatisfiable") {
    return new Response(null, {
      status: 416,
      headers: { ...BASE_HEADERS, "Content-Range": `bytes */${info.size}` },
    });
  }

  const object = await getStorage().get(key, range.kind === "range" ? range : undefined);
  // Deleted between stat and open.
  if (!object) return notFound();
  const body = Readable.toWeb(object.stream) as ReadableStream<Uint8Array>;

  if (object.range) {
    const { start, end } = object.range;
    return new Response(body, {
      status: 206,
      headers: headersFor(object, end - start + 1, { "Content-Range": `bytes ${start}-${end}/${object.size}` }),
    });
  }
  return new Response(body, { status: 200, headers: headersFor(object, object.size) });
}

export async function HEAD(_request: Request, context: Context): Promise<Response> {
  const found = await lookup(context);
  if (!found) return notFound();
  return new Response(null, { status: 200, headers: headersFor(found.info, found.info.size) });
}
