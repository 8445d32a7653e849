import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Lets several builds of one checkout coexist (parallel work, benchmarks); `.next` by default.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite ships WASM + data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "sharp", "pg"],
  poweredByHeader: false,
  images: {
    qualities: [60, 75, 90],
    deviceSizes: [400, 800, 1200, 1600],
  },
};

export default nextConfig;
