/**
 * A page's own HTTP status, for screens that must be in the served HTML.
 *
 * Next's `notFound()` during a request-time render sends an empty document and leaves the
 * screen to the browser's JavaScript (vercel/next.js#62228). A page that renders its not-found
 * screen itself calls this instead, and `npm start` (scripts/page-status.mjs) answers with the
 * status asked for. Returns false when nothing serves the status (`next dev`): the caller then
 * falls back to `notFound()`.
 */
type Asked = { status: number | null };

export function answerWithStatus(status: number): boolean {
  const requests = (globalThis as typeof globalThis & { __appPageStatus?: { getStore(): Asked | undefined } }).__appPageStatus;
  const asked = requests?.getStore();
  if (!asked) return false;
  asked.status = status;
  return true;
}
