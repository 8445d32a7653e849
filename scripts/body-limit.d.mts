import type http from "node:http";

type Refusal = { status: number; message: string };
export declare const TOO_LARGE: Refusal;
export declare function bodyLimitFor(pathname: string): number | null;
export declare function carriesBody(req: http.IncomingMessage): boolean;
export declare function screenBody(req: http.IncomingMessage, limit: number): Promise<{ refuse: Refusal } | { request: http.IncomingMessage } | null>;
export declare function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | Refusal | null>;
export declare function replay(req: http.IncomingMessage, body: Buffer): http.IncomingMessage;
