import type http from "node:http";

export declare const ACTION_BODY_LIMIT: number;
type Refusal = { status: number; message: string };
export declare function isActionRequest(req: http.IncomingMessage): boolean;
export declare function screenActionRequest(req: http.IncomingMessage): Promise<{ refuse: Refusal } | { request: http.IncomingMessage } | null>;
