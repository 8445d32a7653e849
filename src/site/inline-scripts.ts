import { bodyStartScript, cookieConsentScript, pageScript, siteScriptLoader, themeScript } from "./inline/built";

/**
 * The text of every inline script the public pages write, each in one place: the component that
 * renders it and the proxy, which allows it in the pages' Content-Security-Policy by its hash
 * (src/proxy.ts), both read it from here. A kept page is served to every visitor, so it carries no
 * nonce; a script whose text changes gets a new hash with it, and one the policy does not name
 * does not run.
 *
 * Each is a TypeScript module, bundled into its text by inline-bundle.ts (kept in inline/built.ts):
 * - `themeScript` (src/ui/theme-script.ts), in the root layout's <head>, on staff pages too;
 * - `bodyStartScript` (inline/body-start.ts), first in the body: the early motion and taps;
 * - `cookieConsentScript` (inline/cookie-consent.ts), before the cookie banner;
 * - `pageScript` (inline/page.ts), at the end of the body: image fallback, service worker,
 *   page-view beacon, reveal; the same text in every language, its words in an attribute;
 * - `siteScriptLoader` (inline/loader.ts): starts the site script after the first paint.
 */
export { bodyStartScript, cookieConsentScript, pageScript, siteScriptLoader, themeScript };

/**
 * Every inline script a public page may carry, in any language. JSON-LD (`application/ld+json`) is
 * data, not a script: the policy needs no word for it.
 */
export const PUBLIC_INLINE_SCRIPTS: readonly string[] = [themeScript, bodyStartScript, cookieConsentScript, pageScript, siteScriptLoader];
