import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { requestMessages } from "@/messages/requests";
import { tooManyRequests } from "@/server/page-cache/too-many-requests";
import { refusalText } from "@/server/refusal-text";

/** The 429 page as the server sends it for `url`: its head and body. */
function busyPage(url: string, method = "GET") {
  let status = 0;
  let headers: Record<string, unknown> = {};
  let body = "";
  const res = {
    writeHead: (code: number, head: Record<string, unknown>) => ((status = code), (headers = head)),
    end: (chunk?: Buffer) => void (body = chunk ? chunk.toString() : ""),
  } as unknown as ServerResponse;
  tooManyRequests({ url, method } as IncomingMessage, res, 7);
  return { status, headers, body };
}

describe("what the server says when it refuses a request, in the address's language", () => {
  it("names the refusal in Spanish, Galician under /gl and English under /en", () => {
    expect(refusalText({ status: 413, reason: "tooLarge" }, "/")).toBe(requestMessages.es.tooLarge);
    expect(refusalText({ status: 400, reason: "invalid" }, "/gl/projeto/casa?x=1")).toBe(requestMessages.gl.invalid);
    expect(refusalText({ status: 403, reason: "forbidden" }, "/en")).toBe(requestMessages.en.forbidden);
    expect(refusalText({ status: 404, reason: "unknownAction" }, "/%ZZ")).toBe(requestMessages.es.unknownAction);
  });

  it("answers past the render cap with a page in the address's language, its length and Retry-After, and no body to HEAD", () => {
    for (const [url, locale] of [
      ["/buscar?q=x", "es"],
      ["/gl/buscar?q=x", "gl"],
      ["/en/", "en"],
    ] as const) {
      const { status, headers, body } = busyPage(url);
      expect(status).toBe(429);
      expect(headers["retry-after"]).toBe("7");
      expect(body).toContain(`<html lang="${locale}">`);
      expect(body).toContain(`<h1>${requestMessages[locale].busyTitle}</h1>`);
      expect(headers["content-length"]).toBe(Buffer.byteLength(body));
    }
    expect(busyPage("/gl/", "HEAD").body).toBe("");
  });
});
