import { siteScriptLoader } from "../inline-scripts";

/**
 * The public pages' one client script, the controllers of src/site/enhance (bundled during the
 * build: src/site/script-bundle.ts), at `data-src`, started after the first contentful paint by
 * the inline loader (../inline/loader.ts, allowed by its hash). Its `data-site-script` attribute
 * also tells the production server that this page runs without the framework's runtime
 * (src/server/runtime-strip.ts).
 */
export function SiteScript() {
  const src = process.env.SITE_SCRIPT;
  if (!src) return null;
  return <script data-site-script="" data-src={src} dangerouslySetInnerHTML={{ __html: siteScriptLoader }} />;
}
