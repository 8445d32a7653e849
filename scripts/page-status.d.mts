import type { IncomingMessage, ServerResponse } from "node:http";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
export function isDocumentRequest(req: Pick<IncomingMessage, "method" | "headers">): boolean;
export function withPageStatus(handle: Handler): Handler;
