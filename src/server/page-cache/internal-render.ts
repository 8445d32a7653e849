/**
 * Renders of kept pages are real requests to this same server on its own address, carrying a
 * header only this process knows; they carry no cookie, so a page rendered for a signed-in user
 * is never kept (page views are counted by the browser's beacon, so these renders count none).
 */
import crypto from "node:crypto";
import http, { type IncomingMessage } from "node:http";
import { decoded } from "../compression";
import { UNCOMPRESSED } from "../next-internals";
import type { Rendered } from "./store";

const HEADER = "x-page-cache-refresh";
const CONNECTION_LOST = new Set(["ECONNRESET", "EPIPE"]);

/** Where the server renders a page for itself: its own socket address, and the Host the page is rendered for. */
export type RenderOrigin = { address: string; port: number; headers: http.OutgoingHttpHeaders };

export type InternalRenderer = {
  /** True (once) for a request this process sent itself; the header is removed either way. */
  isOwnRequest(req: IncomingMessage): boolean;
  render(key: string, origin: RenderOrigin): Promise<Rendered>;
};

/**
 * The kept page is for everyone: it is rendered for the site's own address (`siteUrl`), never
 * for the Host a visitor sent, which could otherwise end up in what everyone is served.
 */
export function renderOrigin(req: IncomingMessage, siteUrl: URL | null): RenderOrigin {
  const port = req.socket.localPort ?? 0;
  return {
    address: req.socket.localAddress ?? "127.0.0.1",
    port,
    headers: siteUrl ? { host: siteUrl.host, "x-forwarded-proto": siteUrl.protocol.replace(":", "") } : { host: `localhost:${port}` },
  };
}

export function createInternalRenderer(timeoutMs: number): InternalRenderer {
  const token = crypto.randomBytes(24).toString("base64url");
  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 4 });

  function once(key: string, origin: RenderOrigin): Promise<Rendered> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: origin.address,
          port: origin.port,
          path: key,
          agent,
          timeout: timeoutMs,
          headers: { ...origin.headers, accept: "text/html", "accept-encoding": UNCOMPRESSED, [HEADER]: token },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", async () => {
            // Answered from a page cache: another process owns this address and did not render it.
            if (response.headers["x-page-cache"]) return reject(new Error("the refresh was not rendered by this process"));
            try {
              const body = await decoded(Buffer.concat(chunks), response.headers["content-encoding"]);
              if (!body) return reject(new Error(`unknown content-encoding ${response.headers["content-encoding"]}`));
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
            } catch (err) {
              reject(err);
            }
          });
        },
      );
      request.on("timeout", () => request.destroy(new Error(`render of ${key} took over ${timeoutMs} ms`)));
      request.on("error", reject);
      request.end();
    });
  }

  return {
    isOwnRequest(req) {
      const sent = req.headers[HEADER];
      if (sent === undefined) return false;
      delete req.headers[HEADER];
      return typeof sent === "string" && sent.length === token.length && crypto.timingSafeEqual(Buffer.from(sent), Buffer.from(token));
    },
    render: (key, origin) =>
      once(key, origin).catch((err: NodeJS.ErrnoException) => {
        // A kept-alive socket the server closed just as it was reused: the render never started.
        if (!CONNECTION_LOST.has(err?.code ?? "")) throw err;
        return once(key, origin);
      }),
  };
}
