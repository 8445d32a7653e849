/**
 * The first paint waits until the whole page is parsed (`<link rel="expect" blocking="render">`,
 * Chrome 124+; other browsers ignore it and paint as before).
 *
 * Without it Chrome paints what it has parsed when the stylesheet arrives, then the rest: on the
 * landing page that was a second style and layout pass over the page at DOMContentLoaded (Chrome's
 * autofill asks for the layout of the contact form there), one main-thread task of 17–35 ms on
 * this machine after the first paint, the largest part of the landing page's Total Blocking Time.
 * The page is one cached document (src/server/page-cache) of 13–15 KB over the wire, whole by the
 * time its stylesheet is, so the first paint is not later for waiting; measured on `/` in 15 interleaved
 * pairs of Lighthouse runs, FCP did not come later (median 832 → 805 ms) and TBT fell from a
 * median of 37 ms (0–321) to 6 ms (0–73).
 * When the marker never arrives (a render that failed half-way), the end of parsing unblocks it.
 */
const PAGE_END_ID = "page-end";

/** In the head (React hoists a `<link>` there wherever it is rendered). */
export function WholeFirstPaint() {
  return <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />;
}

/** The last element of the page: once it is parsed, the page may paint. */
export function PageEnd() {
  return <span id={PAGE_END_ID} hidden />;
}
