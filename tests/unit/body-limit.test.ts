import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimitFor, carriesBody, screenBody } from "@/server/body-limit";
import { clientAddress } from "@/server/client-address";
import { requestMessages } from "@/messages/requests";
import { refusalText } from "@/server/refusal-text";

let server: http.Server;
let base: string;
let peakBuffered = 0;

beforeAll(async () => {
  // Stands in for src/server/start.ts: screen by route, then "the route" reads what it was handed.
  server = http.createServer(async (req, res) => {
    const limit = carriesBody(req) ? bodyLimitFor(new URL(req.url!, "http://x").pathname) : null;
    if (limit === null) return res.end("unscreened");
    const screened = await screenBody(req, limit);
    if (!screened) return;
    if ("refuse" in screened) {
      res.writeHead(screened.refuse.status, { "content-type": "text/plain; charset=utf-8", connection: "close" });
      return res.end(refusalText(screened.refuse, req.url));
    }
    const chunks: Buffer[] = [];
    for await (const chunk of screened.request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    peakBuffered = Math.max(peakBuffered, body.length);
    res.end(`got ${body.length}`);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** A chunked body of `total` bytes (no Content-Length), produced lazily. */
function chunked(total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  const piece = new Uint8Array(64 * 1024).fill(97);
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += piece.length;
      controller.enqueue(piece);
    },
  });
}

const post = (path: string, body: BodyInit | ReadableStream<Uint8Array>) =>
  fetch(`${base}${path}`, { method: "POST", body, duplex: "half" } as RequestInit).catch((err: unknown) => err as Error);

describe("unbounded request bodies", () => {
  it("caps by route: small JSON routes a few KB, uploads left to their own streaming limits", () => {
    expect(bodyLimitFor("/api/analytics/view")).toBe(1024);
    expect(bodyLimitFor("/api/auth/sign-in/email")).toBe(16 * 1024);
    expect(bodyLimitFor("/api/auth/update-user")).toBe(16 * 1024);
    expect(bodyLimitFor("/api/admin/uploads")).toBeNull();
    expect(bodyLimitFor("/")).toBe(1024 * 1024);
  });

  it("refuses a declared oversized body with a Spanish 413 before reading it", async () => {
    const res = await post("/api/auth/sign-in/email", "x".repeat(20 * 1024));
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).status).toBe(413);
    expect(await (res as Response).text()).toBe(requestMessages.es.tooLarge);
  });

  it("stops a chunked 200 MB body once it crosses the cap, holding no more than the cap", async () => {
    peakBuffered = 0;
    const res = await post("/api/analytics/view", chunked(200 * 1024 * 1024));
    // The server answers 413 and closes; a client still writing may see the reset instead.
    if (res instanceof Response) expect(res.status).toBe(413);
    expect(peakBuffered).toBe(0);
  });

  it("hands a body within the cap to the route byte for byte", async () => {
    const res = (await post("/api/auth/sign-up/email", JSON.stringify({ email: "a@b.es", password: "x".repeat(100) }))) as Response;
    expect(await res.text()).toBe(`got ${JSON.stringify({ email: "a@b.es", password: "x".repeat(100) }).length}`);
  });
});

describe("forged X-Forwarded-For", () => {
  it("without a trusted proxy, the socket address is the client", () => {
    expect(clientAddress("1.2.3.4", "10.0.0.7", false)).toBe("10.0.0.7");
  });
  it("behind one trusted proxy, the entry the proxy appended (right-most), never the client's own", () => {
    expect(clientAddress("6.6.6.6, 203.0.113.5", "10.0.0.1", true)).toBe("203.0.113.5");
    expect(clientAddress(["6.6.6.6", "203.0.113.9"], "10.0.0.1", true)).toBe("203.0.113.9");
    expect(clientAddress(undefined, "10.0.0.1", true)).toBe("10.0.0.1");
  });
});
