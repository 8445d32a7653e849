/**
 * A page's own HTTP status, for screens that must be in the served HTML.
 *
 * Next's `notFound()` during a request-time render sends an empty document and leaves the
 * screen to the browser's JavaScript (src/server/next-internals.ts). A page that renders its
 * not-found screen itself calls this instead, and the server (src/server/page-status.ts)
 * answers with the status asked for. Returns false when nothing serves the status (a request
 * the server did not route through it): the caller then falls back to `notFound()`.
 */
import { appBridge } from "@/server/app-bridge";

export function answerWithStatus(status: number): boolean {
  const asked = appBridge().pageStatus.getStore();
  if (!asked) return false;
  asked.status = status;
  return true;
}
