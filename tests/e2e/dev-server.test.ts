import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDataDir, startApp, type RunningServer } from "./support/server";

/**
 * `npm run dev` serves through the same server stack as `npm start` (src/server/start.ts --dev):
 * a developer sees public pages as visitors get them — without Next's runtime, through the page
 * cache — while the back office keeps Next's development runtime.
 */
let server: RunningServer;
beforeAll(async () => {
  // Next compiles each route on its first request in development: minutes on a loaded 2-core machine.
  server = await startApp(makeDataDir("dev-server"), { SEED_DEMO: "false" }, (res) => res.ok, { dev: true, timeoutMs: 300_000 });
}, 330_000);
afterAll(async () => {
  await server?.stop();
});

describe("npm run dev", () => {
  it("serves a public page as production does: through the page cache, stripped of the framework's runtime", async () => {
    const res = await fetch(`${server.url}/politica-de-privacidade`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-page-cache")).toBe("miss");
    const html = await res.text();
    expect(html).toContain("data-site-script");
    expect(html).not.toMatch(/__next_f|__next_r|\/_next\/static\/[^"]+\.js/);
    // Each route compiles on its first request here: one page is enough to show the stack (the
    // production tests cover each layer).
  }, 300_000);

  it("prints the address it bound, and does not make a production build", () => {
    expect(server.output()).toMatch(/\[start\] listening on http:\/\/127\.0\.0\.1:\d+/);
    expect(server.output()).not.toContain("no production build found");
  });
});
