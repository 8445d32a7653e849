// Next decodes a server action's arguments before any app code runs, and answers 500 — with only
// an error digest — to a body it cannot decode or that is over its size limit. Both are the
// client's mistakes (no browser running our pages sends them), so they are screened here first:
// the body is read within the limit, checked the way Next will decode it, and Next gets an
// identical request carrying the body already read.
import { readBody, replay, TOO_LARGE } from "./body-limit.mjs";

/** Next's default serverActions.bodySizeLimit ("1mb"). */
export const ACTION_BODY_LIMIT = 1024 * 1024;

const MALFORMED = { status: 400, message: "Solicitud no válida" };

/** A POST that Next will treat as a fetch server action. */
export const isActionRequest = (req) => req.method === "POST" && Boolean(req.headers["next-action"]);

/**
 * @returns {Promise<{ refuse: { status: number, message: string } } | { request: http.IncomingMessage } | null>}
 *   `refuse` with the answer to give, `request` to hand to Next, or null when the client went away.
 */
export async function screenActionRequest(req) {
  if (Number(req.headers["content-length"]) > ACTION_BODY_LIMIT) return { refuse: TOO_LARGE };
  const body = await readBody(req, ACTION_BODY_LIMIT);
  if (body === null) return null;
  if (body === TOO_LARGE) return { refuse: TOO_LARGE };
  if (!(await decodable(body, req.headers["content-type"] ?? ""))) return { refuse: MALFORMED };
  return { request: replay(req, body) };
}

/**
 * React encodes an action's arguments as a JSON array, or as multipart form data when they hold
 * files or form data: what Next can decode is one of those.
 */
async function decodable(body, contentType) {
  if (/^multipart\/form-data\s*;/i.test(contentType)) {
    try {
      await new Response(body, { headers: { "content-type": contentType } }).formData();
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
