import http from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough, Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isActionRequest, screenActionRequest } from "@/server/action-body";
import { ACTION_BODY_LIMIT } from "@/server/next-internals";
import { requestMessages } from "@/messages/requests";
import { refusalText } from "@/server/refusal-text";

/** What the stand-in for Next received: method, url, a header, and the body it read. */
type Seen = { method?: string; url?: string; action?: string; body: string };

let server: http.Server;
let base: string;
const seen: Seen[] = [];

beforeAll(async () => {
  // Reads the body as Next's action handler does: piped through a Transform into a PassThrough.
  const fakeNext = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (c: Buffer) => chunks.push(c));
    await pipeline(req, new Transform({ transform: (chunk, _enc, cb) => cb(null, chunk) }), out);
    seen.push({ method: req.method, url: req.url, action: req.headers["next-action"] as string, body: Buffer.concat(chunks).toString("utf8") });
    res.end("ok");
  };
  server = http.createServer(async (req, res) => {
    if (!isActionRequest(req)) return fakeNext(req, res);
    const screened = await screenActionRequest(req);
    if (!screened) return;
    if ("refuse" in screened) {
      res.writeHead(screened.refuse.status, { Connection: "close" });
      res.end(refusalText(screened.refuse, req.url));
    } else await fakeNext(screened.request, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${base}/admin/categories?x=1`, { method: "POST", headers: { "next-action": "abc123", ...headers }, body, duplex: "half" } as RequestInit);

/** A body with no Content-Length: sent chunked, as a stream. */
const chunked = (text: string, pieces = 8) => {
  const size = Math.ceil(text.length / pieces);
  return Readable.toWeb(Readable.from(Array.from({ length: pieces }, (_, i) => Buffer.from(text.slice(i * size, (i + 1) * size))))) as ReadableStream;
};

describe("server-action body screening (src/server/action-body.ts)", () => {
  it("hands Next an identical request and the same body, fixed-length or chunked", async () => {
    const big = JSON.stringify([{ name: "Baños y cocinas ñ €", text: "x".repeat(ACTION_BODY_LIMIT - 100) }]);
    for (const body of [`["uno",2,{"tres":null}]`, big]) {
      seen.length = 0;
      const res = await post(body, { "content-type": "text/plain;charset=UTF-8" });
      expect(res.status).toBe(200);
      expect(seen).toEqual([{ method: "POST", url: "/admin/categories?x=1", action: "abc123", body }]);

      seen.length = 0;
      expect((await post(chunked(body), { "content-type": "text/plain;charset=UTF-8" })).status).toBe(200);
      expect(seen[0].body).toBe(body);
    }
  });

  it("passes well-formed multipart bodies through and refuses broken ones with 400", async () => {
    const form = new FormData();
    form.set("0", `["$K1"]`);
    form.set("1_file", new Blob(["contenido"], { type: "text/plain" }), "a.txt");
    seen.length = 0;
    expect((await post(form)).status).toBe(200);
    expect(seen[0].body).toContain("contenido");

    const broken = await post("--nope\r\nbasura", { "content-type": "multipart/form-data; boundary=otra" });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toBe(requestMessages.es.invalid);
  });

  it("refuses a body that is not a JSON array with 400 in Spanish, before Next sees it", async () => {
    seen.length = 0;
    for (const body of ["", "{", `{"name":"x"}`, "null", `"texto"`, "\u0000\u0000", "[".repeat(5000), "[1,2"]) {
      const res = await post(body, { "content-type": "text/plain;charset=UTF-8" });
      expect(res.status, JSON.stringify(body.slice(0, 10))).toBe(400);
      expect(await res.text()).toBe(requestMessages.es.invalid);
    }
    expect(seen).toEqual([]);
  });

  it("refuses a body over the limit with 413, whether its length is declared or it arrives chunked", async () => {
    seen.length = 0;
    const over = JSON.stringify(["x".repeat(ACTION_BODY_LIMIT)]);
    for (const body of [over, chunked(over, 64)]) {
      const res = await post(body, { "content-type": "text/plain;charset=UTF-8" });
      expect(res.status).toBe(413);
      expect(await res.text()).toBe(requestMessages.es.tooLarge);
    }
    expect(seen).toEqual([]);
  });

  it("leaves requests that are not server actions alone", async () => {
    seen.length = 0;
    const res = await fetch(`${base}/api/admin/uploads`, { method: "POST", body: "not json at all" });
    expect(res.status).toBe(200);
    expect(seen).toEqual([{ method: "POST", url: "/api/admin/uploads", action: undefined, body: "not json at all" }]);
  });
});
