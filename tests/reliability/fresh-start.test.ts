import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeDataDir, repoRoot, startApp } from "../e2e/support/server";

// `npm start` on a fresh clone has no build: scripts/start.mjs runs `next build` first. The build
// goes to its own dist dir so the suite's build is untouched; `next build` points next-env.d.ts
// and tsconfig.json at that dir, so both are put back afterwards.
const distDir = ".next-fresh-start";
const touched = ["next-env.d.ts", "tsconfig.json"].map((name) => path.join(repoRoot, name));
const originals = touched.map((file) => (fs.existsSync(file) ? fs.readFileSync(file) : null));

afterAll(() => {
  fs.rmSync(path.join(repoRoot, distDir), { recursive: true, force: true });
  touched.forEach((file, i) => originals[i] && fs.writeFileSync(file, originals[i]));
});

describe("npm start on a fresh clone", () => {
  it("builds when there is no build, then seeds an empty data dir and serves the landing page server-rendered", async () => {
    fs.rmSync(path.join(repoRoot, distDir), { recursive: true, force: true });
    const server = await startApp(makeDataDir("fresh-start"), { NEXT_DIST_DIR: distDir }, (res) => res.ok, { timeoutMs: 600_000 });
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
