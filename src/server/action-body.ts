// Next decodes a server action's arguments before any app code runs, and answers 500 — with only
// an error digest — to a body it cannot decode or that is over its size limit. Both are the
// client's mistakes (no browser running our pages sends them), so they are screened here first:
// the body is read within the limit, checked the way Next will decode it, and Next gets an
// identical request carrying the body already read.
import type http from "node:http";
import { readBody, replay, TOO_LARGE, type Screened } from "./body-limit";
import type { Refusal } from "./http-types";
import { ACTION_BODY_LIMIT, ACTION_HEADER } from "./next-internals";

const MALFORMED: Refusal = { status: 400, reason: "invalid" };

/** A POST that Next will treat as a fetch server action. */
export const isActionRequest = (req: http.IncomingMessage): boolean => req.method === "POST" && Boolean(req.headers[ACTION_HEADER]);

export async function screenActionRequest(req: http.IncomingMessage): Promise<Screened> {
  if (Number(req.headers["content-length"]) > ACTION_BODY_LIMIT) return { refuse: TOO_LARGE };
  const body = await readBody(req, ACTION_BODY_LIMIT);
  if (body === null) return null;
  if (body === TOO_LARGE) return { refuse: TOO_LARGE };
  if (!(await decodable(body as Buffer, req.headers["content-type"] ?? ""))) return { refuse: MALFORMED };
  return { request: replay(req, body as Buffer), body: body as Buffer };
}

/**
 * React encodes an action's arguments as a JSON array, or as multipart form data when they hold
 * files or form data: what Next can decode is one of those.
 */
async function decodable(body: Buffer, contentType: string): Promise<boolean> {
  if (/^multipart\/form-data\s*;/i.test(contentType)) {
    try {
      await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
      return true;
    } catch {
      return false;
    }
  }
  try {
    return Array.isArray(JSON.parse(body.toString("utf8")));
  } catch {
    return false;
  }
}
