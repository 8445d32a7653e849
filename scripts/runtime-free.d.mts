import type { IncomingMessage, ServerResponse } from "node:http";

export function isRuntimeFree(html: string): boolean;
export function withoutFrameworkRuntime(html: string): string;
export function withRuntimeFreePages(handle: (req: IncomingMessage, res: ServerResponse) => unknown): (req: IncomingMessage, res: ServerResponse) => unknown;
