import { execFileSync } from "node:child_process";
import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";

// Reads process.env itself: `next start` and the start script load this file without a
// TypeScript resolver, so it cannot import src/env.ts (same names and defaults as there).
const nextConfig: NextConfig = {
  // Lets several builds of one checkout coexist (parallel work, benchmarks); `.next` by default.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite ships WASM + data files that must be loaded from node_modules, not bundled.
  // heic-decode: libheif's WebAssembly build (src/leads/photos.ts), loaded from node_modules as it is.
  serverExternalPackages: ["@electric-sql/pglite", "sharp", "pg", "heic-decode", "libheif-js"],
  poweredByHeader: false,
  // Types are checked by `npm run typecheck` (npm test runs it before the build): a second check in
  // every build only made `npm start` on a fresh clone and each test build 15 s slower.
  typescript: { ignoreBuildErrors: true },
  // Only the benchmark's bundle-analysis build (its own NEXT_DIST_DIR) sets this: its source maps
  // say which modules each client chunk holds. The served build ships no source maps.
  productionBrowserSourceMaps: process.env.BENCH_BROWSER_SOURCE_MAPS === "1",
  // No `experimental.inlineCss`: it put the 70 KB stylesheet into every page three times (a
  // <style> and twice in the RSC payload), and Lighthouse scored the pages lower with it
  // (/ 95 vs 98, project page 93 vs 96, median of 3 runs; docs/decisions/0007-one-paint-and-nothing-on-its-path.md).
  // Everywhere, files included (the page policy itself is set per request in src/proxy.ts).
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()" },
          { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
        ],
      },
      // A customer's review form and its links (src/reviews/request-link.ts): for one person, never
      // stored by a shared cache, never indexed. The link's own answer sends no Referer at all; the
      // form (no token in its address) sends one only to this site, since under `no-referrer` a
      // browser posts the form with `Origin: null`, which the server refuses as a foreign post.
      ...[
        ["/resena/:token", "no-referrer"],
        ["/:locale(gl|en)/resena/:token", "no-referrer"],
        ["/resena", "same-origin"],
        ["/:locale(gl|en)/resena", "same-origin"],
      ].map(([source, referrer]) => ({
        source,
        headers: [
          { key: "Referrer-Policy", value: referrer },
          { key: "Cache-Control", value: "private, no-store" },
          { key: "X-Robots-Tag", value: "noindex" },
        ],
      })),
      // The public pages' script is named by its content (src/site/script-bundle.ts).
      { source: "/_site/:file*", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
};

/**
 * The build (and the development server) bundles the public pages' controllers and gives the
 * layout their address (`SITE_SCRIPT`, inlined into the server's code); `next start` only reads
 * what the build wrote.
 */
export default async function config(phase: string): Promise<NextConfig> {
  if (phase !== PHASE_PRODUCTION_BUILD && phase !== PHASE_DEVELOPMENT_SERVER) return nextConfig;
  // In a process of its own: Next loads this file without stripping the types of what it imports.
  const bundler = path.join(process.cwd(), "src", "site", "script-bundle.ts");
  const address = execFileSync(process.execPath, ["--import", "tsx/esm", bundler, "--write"], { encoding: "utf8" }).trim();
  return { ...nextConfig, env: { SITE_SCRIPT: address } };
}
