/**
 * The public pages' one client script, the controllers of src/site/enhance (bundled during the
 * build: scripts/site-script.mjs). Its `data-site-script` attribute also tells the production
 * server that this page runs without the framework's runtime (scripts/runtime-free.mjs).
 */
export function SiteScript({ nonce }: { nonce?: string }) {
  const src = process.env.SITE_SCRIPT;
  if (!src) return null;
  return <script defer src={src} nonce={nonce} data-site-script="" />;
}
