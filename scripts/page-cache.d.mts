import type { IncomingMessage, ServerResponse } from "node:http";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
export function withPageCache(
  handle: Handler,
  options?: { generation?: () => number; maxAgeMs?: number; now?: () => number },
): Handler;
