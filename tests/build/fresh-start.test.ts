import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeDataDir, repoRoot, startApp } from "../e2e/support/server";

/**
 * `npm start` on a fresh clone has no build: src/server/start.ts runs `next build` first. `npm test`
 * runs this file as its build stage (vitest project `build`), so the production build the e2e
 * and bench stages use is the one `npm start` made — one build per run instead of two.
 */
const distDir = process.env.NEXT_DIST_DIR || ".next";

describe("npm start on a fresh clone", () => {
  it("builds when there is no build, then seeds an empty data dir and serves the landing page server-rendered", async () => {
    fs.rmSync(path.join(repoRoot, distDir), { recursive: true, force: true });
    const server = await startApp(makeDataDir("fresh-start"), {}, (res) => res.ok, { timeoutMs: 600_000, freshDatabase: true });
    try {
      expect(server.output()).toContain("no production build found");
      expect(fs.existsSync(path.join(repoRoot, distDir, "BUILD_ID"))).toBe(true);

      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: "ok", database: { status: "ok" } });

      // The demo content is in the HTML as served, not fetched by a script.
      const html = await (await fetch(`${server.url}/`)).text();
      expect(html).toMatch(/<h1[^>]*>[^<]{10,}/);
      expect(new Set([...html.matchAll(/href="\/projeto\/([a-z0-9-]+)"/g)].map((m) => m[1])).size).toBeGreaterThanOrEqual(3);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 900_000);
});
