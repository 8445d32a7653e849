// Posts to pages are server actions (a form bound to one, posted with or without JavaScript).
// Next answers one from another origin with a 500 and an error log, one it does not know with a
// 409 or 400 and a warning: anyone could fill the log, and the statuses say the server failed.
// So they are answered here first: 403 for another origin, 404 for an action the build does not
// have (or a post that names none), each logged as a throttled warning.
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import type { Refusal } from "./http-types";
import { throttledWarning } from "./log-throttle";
import { ACTION_HEADER, actionIdOfForm, SERVER_ACTIONS_MANIFEST } from "./next-internals";
import { pathKind, pathOf } from "./public-routes";

const FORBIDDEN: Refusal = { status: 403, reason: "forbidden" };
const UNKNOWN: Refusal = { status: 404, reason: "unknownAction" };

const warnForeign = throttledWarning("actions");
const warnUnknown = throttledWarning("actions");

/** A POST to a page (public or the back office): a server action, never an API route or a file. */
export const isPagePost = (req: http.IncomingMessage): boolean => req.method === "POST" && pathKind(pathOf(req.url ?? "/")) !== "service";

/** The ids of the build's server actions; throws when the build has none (its format changed). */
export function buildActionIds(distDir: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, ...SERVER_ACTIONS_MANIFEST), "utf8")) as { node?: Record<string, unknown> };
  const ids = new Set(Object.keys(manifest.node ?? {}));
  if (ids.size === 0) throw new Error(`no server actions found in ${path.join(distDir, ...SERVER_ACTIONS_MANIFEST)}`);
  return ids;
}

/** Next's origin rule: the Origin's host must be the host the request was sent to. */
export function isForeignOrigin(req: http.IncomingMessage, trustProxy: boolean): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  const forwarded = trustProxy
    ? String(req.headers["x-forwarded-host"] ?? "")
        .split(",")[0]
        .trim()
    : "";
  const host = forwarded || req.headers.host;
  try {
    return new URL(origin).host !== host;
  } catch {
    // "null" (a sandboxed or privacy-sensitive context) or garbage: not this site.
    return true;
  }
}

/** Refuses a post from another origin before its body is read. */
export function refuseForeignPost(req: http.IncomingMessage, trustProxy: boolean): Refusal | null {
  if (!isForeignOrigin(req, trustProxy)) return null;
  warnForeign(`refused a post to ${pathOf(req.url ?? "/")} from another origin`);
  return FORBIDDEN;
}

/**
 * Refuses a post whose action the build does not have, or that names none, once its body has
 * been read within its limit. `known` is null where the list changes as routes compile
 * (development): then only the origin is checked.
 */
export async function refuseUnknownAction(req: http.IncomingMessage, body: Buffer, known: Set<string> | null): Promise<Refusal | null> {
  if (!known) return null;
  const id = String(req.headers[ACTION_HEADER] ?? "") || (await formActionId(req, body));
  if (id && known.has(id)) return null;
  warnUnknown(`refused a post to ${pathOf(req.url ?? "/")} naming ${id ? "an unknown action" : "no action"}`);
  return UNKNOWN;
}

async function formActionId(req: http.IncomingMessage, body: Buffer): Promise<string | null> {
  const type = String(req.headers["content-type"] ?? "");
  if (!/^multipart\/form-data\s*;/i.test(type)) return null;
  try {
    return actionIdOfForm(await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData());
  } catch {
    return null;
  }
}
