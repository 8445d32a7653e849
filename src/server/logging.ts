// Structured logs: one JSON object per line on stdout/stderr, so a log collector can parse
// them; secrets are masked before anything is written.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Writable } from "node:stream";
import util from "node:util";
import { carriesStatement, summarizeFailure } from "@/lib/failure-log";

const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|api[-_]?key|credential/i;
const SECRET_IN_TEXT = /((?:pass(?:word)?|secret|token|api[-_]?key)["']?\s*[:=]\s*["']?)[^"'\s&,;}]+/gi;

/** A review request or preview link's token, the path segment after /resena/ or /vista-previa/ (any language prefix). */
const LINK_TOKEN = /^((?:\/[a-z]{2})?\/(?:resena|vista-previa)\/)[^/?#]+/;

/** Masks values of secret-looking keys in a query string, and a link's token; other parameters stay readable. */
export function redactUrl(raw: string): string {
  const url = raw.replace(LINK_TOKEN, "$1[redacted]");
  const q = url.indexOf("?");
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_KEY.test(key)) params.set(key, "[redacted]");
  return `${url.slice(0, q)}?${params}`;
}

export function redactText(text: string): string {
  return text.replace(SECRET_IN_TEXT, "$1[redacted]");
}

type Level = "debug" | "info" | "warn" | "error";

/** Each text field of a line is cut here: one bad value (a huge query, a pasted document) must not make a huge line. */
export const MAX_FIELD_CHARS = 4096;

const bounded = (text: string) =>
  text.length > MAX_FIELD_CHARS ? `${text.slice(0, MAX_FIELD_CHARS)}… [${text.length - MAX_FIELD_CHARS} more characters cut]` : text;

function write(stream: Writable, level: Level, fields: Record<string, unknown>): void {
  stream.write(`${JSON.stringify({ time: new Date().toISOString(), level, ...fields })}\n`);
}

/** console.* become JSON lines; an Error keeps its stack (as one escaped string) and its cause. */
export function installStructuredLogging(): void {
  const levels = { log: "info", info: "info", debug: "debug", warn: "warn", error: "error" } as const;
  for (const [method, level] of Object.entries(levels)) {
    const stream = level === "warn" || level === "error" ? process.stderr : process.stdout;
    console[method as keyof typeof levels] = (...args: unknown[]) => {
      const error = args.find((a) => a instanceof Error);
      const msg = bounded(redactText(util.formatWithOptions({ colors: false, breakLength: Infinity }, ...args.filter((a) => a !== error))));
      const fields: Record<string, unknown> = { msg };
      // A failed query's error quotes its statement and values (what someone typed): only its summary is written.
      const logged = carriesStatement(error) ? summarizeFailure(error) : error;
      if (error) fields.error = bounded(redactText(util.inspect(logged, { colors: false, depth: 4, breakLength: Infinity })));
      write(stream, level, fields);
    };
  }
}

/** One line per request when its response has been sent (or the client went away). */
export function logRequests(req: IncomingMessage, res: ServerResponse): void {
  const started = process.hrtime.bigint();
  const done = () => {
    res.off("finish", done);
    res.off("close", done);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    write(process.stdout, res.statusCode >= 500 ? "error" : "info", {
      msg: "request",
      method: req.method,
      path: bounded(redactUrl(req.url ?? "")),
      status: res.writableFinished ? res.statusCode : 499,
      ms: Math.round(ms * 10) / 10,
      bytes: Number(res.getHeader("content-length")) || undefined,
    });
  };
  res.on("finish", done);
  res.on("close", done);
}
