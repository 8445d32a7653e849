import type http from "node:http";

export declare const ACTION_BODY_LIMIT: number;
type Refusal = { status: number; message: string };
export declare const TOO_LARGE: Refusal;
export declare const MALFORMED: Refusal;
export declare function isActionRequest(req: http.IncomingMessage): boolean;
export declare function screenActionRequest(
  req: http.IncomingMessage,
): Promise<{ refuse: Refusal } | { request: http.IncomingMessage } | null>;
