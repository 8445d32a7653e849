/**
 * Every place the site relies on how Next.js or React work inside, rather than on their
 * documented API. Each entry says what it depends on and what breaks if that changes; the
 * checklist in docs/upgrading-next.md walks through them on every Next or React upgrade.
 *
 * Plain constants and pure functions only: this module is read by the HTTP server
 * (src/server), the proxy, the public pages' controllers (bundled for the browser) and tests.
 */

/**
 * Request headers Next's client router sends with its own requests (RSC payloads, prefetches,
 * server actions called from JavaScript). Such a request is not a page view: the page cache,
 * page status, the strip and the permanent redirects leave it to Next.
 * Depends on: the header names in next/dist/client/components/app-router-headers.
 * If they change: router requests would be kept as pages or given a page's status.
 */
export const ROUTER_REQUEST_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action"] as const;

type RequestHeaders = Record<string, string | string[] | undefined>;

/** True for a request Next's client router made (see ROUTER_REQUEST_HEADERS). */
export const isRouterRequest = (headers: RequestHeaders): boolean => ROUTER_REQUEST_HEADERS.some((name) => headers[name] !== undefined);

/**
 * A server action called by JavaScript is a POST with a `next-action` header, and its body is
 * React's reply encoding: a JSON array, or multipart form data when the arguments hold files or
 * form data. Next decodes it before any app code runs and answers 500 to what it cannot decode
 * (src/server/action-body.ts screens it first).
 * If the encoding changes: valid actions would be refused 400 (the action tests fail).
 */
export const ACTION_HEADER = "next-action";

/**
 * A form bound to a server action, posted without JavaScript, names its action in its fields:
 * `$ACTION_ID_<id>` for a plain action, or `$ACTION_REF_<n>` with the JSON `{"id": …}` in
 * `$ACTION_<n>:0` for one bound to state (useActionState). Depends on React's form encoding.
 * If it changes: every no-JavaScript form post is refused 404 (the contact form e2e tests fail).
 */
export function actionIdOfForm(form: FormData): string | null {
  for (const name of form.keys()) {
    if (name.startsWith("$ACTION_ID_")) return name.slice("$ACTION_ID_".length);
    const ref = /^\$ACTION_REF_(.+)$/.exec(name);
    if (!ref) continue;
    try {
      const bound = JSON.parse(String(form.get(`$ACTION_${ref[1]}:0`))) as { id?: unknown };
      return typeof bound.id === "string" ? bound.id : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The build's list of server actions: `<distDir>/server/server-reference-manifest.json`, whose
 * `node` object is keyed by action id. Next answers an id it does not know with 409 and a warning;
 * the server answers 404 first (src/server/action-screen.ts).
 * If the file or its shape changes: no id is known, every action is refused 404 (e2e tests fail
 * at once), so the reader refuses to start instead (an empty list is an error).
 */
export const SERVER_ACTIONS_MANIFEST = ["server", "server-reference-manifest.json"] as const;

/**
 * Next's default `serverActions.bodySizeLimit` ("1mb"): an action over it answers 500, so the
 * server refuses it 413 first.
 */
export const ACTION_BODY_LIMIT = 1024 * 1024;

/**
 * A form bound to a server action posts hidden fields named `$ACTION_ID_<id>` (or
 * `$ACTION_REF_…` with `$ACTION_KEY`) beside its own; Next routes the post by them. The contact
 * form's controller (src/contact/components/contact-form.controller.ts) re-posts the form's own FormData, so these
 * fields travel untouched; nothing may filter fields by name.
 * If they change: the contact form would still post natively (the e2e contact tests show it).
 */
export const ACTION_FIELD_PREFIX = "$ACTION_";

/**
 * The inline scripts Next writes into a page that the strip removes (src/server/runtime-strip.ts):
 * - the RSC payload, pushed onto `self.__next_f` for hydration;
 * - Turbopack's inline chunk list, assigned on `globalThis["TURBOPACK"]`;
 * - the router's request id (`self.__next_r=…`), with the hot-reload version in development.
 * Depends on: Next's app-render output (`self.__next_f.push(…)`, `self.__next_r`) and Turbopack's bootstrap.
 * If they change: the strip misses them and the page ships the payload again; the allowlist
 * test (tests/e2e/strip-allowlist.test.ts) fails by name.
 */
export const FRAMEWORK_INLINE_SCRIPTS = [
  /<script\b[^>]*>\s*\(?\s*self\.__next_f\b[\s\S]*?<\/script\s*>/gi,
  /<script\b[^>]*>\s*\(?\s*globalThis\[\s*["']TURBOPACK["']\s*\][\s\S]*?<\/script\s*>/gi,
  /<script\b[^>]*>\s*self\.__next_r\s*=[\s\S]*?<\/script\s*>/gi,
] as const;

/** The global the RSC payload is pushed onto: its presence in a page means Next's runtime is there. */
export const RSC_PAYLOAD_GLOBAL = "__next_f";

/**
 * Next's client chunks are served from /_next/static/…/*.js, as `<script src>` (async, empty)
 * and as `<link rel="preload" as="script">` or `rel="modulepreload"`.
 * If the prefix or shapes change: the strip misses them (allowlist test fails by name).
 */
export const FRAMEWORK_CHUNK = /^\/_next\/static\/[^"'<>\s]+\.js(?:\?[^"'<>\s]*)?$/;

/** Path prefix of everything Next serves itself (chunks, CSS, media it optimises, HMR in development). */
export const FRAMEWORK_PATH_PREFIX = "/_next";

/**
 * The strip must read the HTML as text, so it asks Next for it uncompressed by rewriting the
 * request's `accept-encoding` to `identity` and compresses the result itself. Next (with
 * `compress` on, the default) honours the header.
 * If it stops honouring it: the strip sees compressed bytes, finds no marker and passes the page
 * on unchanged, with its runtime (the allowlist test fails).
 */
export const UNCOMPRESSED = "identity";

/*
 * Relied on without a value to hold:
 *
 * - `notFound()` thrown in a request-time render answers 404 with an empty document: the
 *   not-found screen only travels in the RSC payload, drawn by the browser's JavaScript, which
 *   public pages do not have. So not-found screens render as ordinary pages and ask for their
 *   status (src/platform/page-status.ts → src/server/page-status.ts), which replaces the 200 when
 *   the head is written. Depends on: public routes having no Suspense boundary above the page
 *   (no loading.tsx), so the head is written after the page component ran.
 *   If that changes: a missing project answers 200 (tests/security/no-js-not-found.test.ts fails).
 * - Next refuses a server-action post whose Origin's host is not the request's host (or
 *   `x-forwarded-host`, which the server only keeps behind a trusted proxy), with a 500 and an
 *   error log. The server answers 403 first by the same rule (src/server/action-screen.ts).
 *   If Next's rule gets stricter: posts the server lets through get Next's 500 again
 *   (tests/security/action-refusals.test.ts).
 * - The proxy's `config.matcher` must be a literal Next can read at build time, so it cannot be
 *   computed from the route table (src/server/public-routes.ts); a unit test keeps them equal.
 *   Every request the proxy matches has its body buffered for it, and cut at 10 MB
 *   (`proxyClientMaxBodySize`): upload routes must stay outside the matcher.
 *   If that changes: nothing breaks; if the matcher ever took /api, uploads over 10 MB would
 *   arrive truncated (tests/e2e/admin-uploads.test.ts).
 */

/**
 * `permanentRedirect()` answers 308 (Next only has 303, 307 and 308); the server turns a project
 * page's 308 into the 301 old links expect (src/server/permanent-redirects.ts).
 * If Next's status changes: the old addresses answer something else (unit and e2e redirect tests).
 */
export const PERMANENT_REDIRECT_STATUS = 308;

/**
 * In production, Next runs the instrumentation hook (src/instrumentation.ts) when it answers its
 * first request, and only logs its failure. The start script sends one request on a private
 * loopback port before it listens, so start-up (database, migrations, seed) runs and its failure
 * stops the start. If the hook ran at prepare() instead, the warm-up would be harmless.
 * If it ran later than the first request: the start would wait for nothing and report the hook
 * missing ("the instrumentation hook did not run").
 */
export const INSTRUMENTATION_WARMUP_PATH = "/api/health";

/**
 * React marks the DOM nodes it owns with expando keys starting `__react` (`__reactFiber$…`,
 * `__reactProps$…`). The end-to-end tests read them to tell a hydrated back-office control from
 * a public page's plain DOM (tests/e2e/support/hydration.ts).
 * If the prefix changes: those checks report "not hydrated" everywhere and fail.
 */
export const REACT_DOM_KEY_PREFIX = "__react";
