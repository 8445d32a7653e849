import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { test, type NewPage } from "./support/fixtures";

const baseURL = inject("baseURL");
let proxy: http.Server;
let proxyURL = "";
/** Opened by the test: the rest of the page after the pause. */
let release: () => void = () => {};

const PAGE = "/politica-de-privacidade";
/** Asks the proxy for the page without its `<link rel="expect">`: as a browser that ignores it paints. */
const WITHOUT_EXPECT = "?sin-expect";

/**
 * The site as a slow connection delivers it: the page's HTML stops in the middle of the cookie
 * banner until the test releases the rest; every other request is passed to the built site.
 */
beforeAll(async () => {
  proxy = http.createServer(async (req, res) => {
    const url = req.url ?? "/";
    const upstream = await fetch(`${baseURL}${url.replace(WITHOUT_EXPECT, "")}`, { headers: { "accept-encoding": "identity" } });
    const body = Buffer.from(await upstream.arrayBuffer());
    const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !["content-length", "content-encoding", "transfer-encoding"].includes(name)));
    res.writeHead(upstream.status, headers);
    let html = body.toString("utf8");
    if (url === PAGE + WITHOUT_EXPECT) html = html.replace(/<link rel="expect"[^>]*>/, "");
    const cut = html.indexOf('data-consent="accepted"');
    if (!url.startsWith(PAGE) || cut < 0) return void res.end(body);
    res.write(html.slice(0, cut - "<button ".length));
    await new Promise<void>((resolve) => (release = resolve));
    res.end(html.slice(cut - "<button ".length));
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxyURL = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  release();
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
});

/** A phone-sized page counting its layout shifts in `window.shifts`. */
async function phonePage(newPage: NewPage) {
  const page = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) w.shifts += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return page;
}

describe("a public page on a slow connection", () => {
  test("is first painted once it is parsed whole (src/site/components/whole-first-paint.tsx)", async ({ newPage }) => {
    const page = await phonePage(newPage);
    await page.goto(`${proxyURL}${PAGE}`, { waitUntil: "commit" });
    // Polled on a timer: the page renders no frame yet, so a frame-driven poll may never run.
    await page.waitForFunction(() => document.querySelector("#cookie-banner p") && document.styleSheets.length > 0, undefined, { polling: 50 });
    // Half the page is parsed and its stylesheet loaded, and still nothing is painted.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => performance.getEntriesByType("paint").length)).toBe(0);

    release();
    await page.waitForLoadState("load");
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType("paint").map((e) => e.name))).toContain("first-contentful-paint");
    const banner = page.locator("#cookie-banner");
    expect(await banner.evaluate((el) => getComputedStyle(el).display)).toBe("block");
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    await page.close();
  });

  test("in a browser that paints it half-parsed, the cookie banner is not shown half-parsed (it would grow upwards as the rest arrives): it appears whole, with no layout shift", async ({
    newPage,
  }) => {
    const page = await phonePage(newPage);
    await page.goto(`${proxyURL}${PAGE}${WITHOUT_EXPECT}`, { waitUntil: "commit" });
    // The first half of the banner is parsed and the page is painted around it.
    await page.waitForFunction(() => document.querySelector("#cookie-banner p") && document.styleSheets.length > 0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-cookie-ask"))).toBe(true);
    expect(await page.locator("#cookie-banner").evaluate((el) => getComputedStyle(el).display)).toBe("none");

    release();
    await page.waitForLoadState("load");
    const banner = page.locator("#cookie-banner");
    await expect.poll(() => banner.evaluate((el) => getComputedStyle(el).display)).toBe("block");
    expect(await banner.getByRole("button", { name: "Aceptar" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    await page.close();
  });
});
