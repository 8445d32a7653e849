import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Lets several builds of one checkout coexist (parallel work, benchmarks); `.next` by default.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite ships WASM + data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "sharp", "pg"],
  poweredByHeader: false,
  // The stylesheet goes into the HTML: no render-blocking request before the first paint (one
  // round trip less for FCP/LCP on a phone). Tailwind's one small sheet is what makes it pay.
  experimental: { inlineCss: true },
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
    ];
  },
  images: {
    qualities: [60, 75, 90],
    deviceSizes: [400, 800, 1200, 1600],
  },
};

export default nextConfig;
