import type { IncomingMessage, ServerResponse } from "node:http";

/** A request handler in Node's shape: Next's, and each layer of the server around it. */
export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** What a layer answers instead of passing a request on: its status, and why (said in the address's language: refusal-text.ts). */
export type Refusal = { status: number; reason: RefusalReason };
export type RefusalReason = "invalid" | "forbidden" | "unknownAction" | "tooLarge";

/**
 * Lets a layer change the status Next is about to send. Node's implicit head (a write or end
 * without writeHead) goes through writeHead too, so every response passes here once.
 */
export function onStatus(res: ServerResponse, rewrite: (status: number, res: ServerResponse) => number): void {
  const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    return writeHead.call(this, rewrite(status, this), ...rest);
  } as ServerResponse["writeHead"];
}
