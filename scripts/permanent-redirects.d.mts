import type { IncomingMessage, ServerResponse } from "node:http";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
export function isProjectPageRequest(req: Pick<IncomingMessage, "method" | "url" | "headers">): boolean;
export function withMovedPermanently(handle: Handler): Handler;
