import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./support/browser";

const baseURL = inject("baseURL");
let browser: Browser;
let proxy: http.Server;
let proxyURL = "";
/** Opened by the test: the rest of the page after the pause. */
let release: () => void = () => {};

/**
 * The site as a slow connection delivers it: the page's HTML stops in the middle of the cookie
 * banner until the test releases the rest; every other request is passed to the built site.
 */
beforeAll(async () => {
  browser = await launchBrowser();
  proxy = http.createServer(async (req, res) => {
    const upstream = await fetch(`${baseURL}${req.url}`, { headers: { "accept-encoding": "identity" } });
    const body = Buffer.from(await upstream.arrayBuffer());
    const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !["content-length", "content-encoding", "transfer-encoding"].includes(name)));
    res.writeHead(upstream.status, headers);
    const html = body.toString("utf8");
    const cut = html.indexOf('data-consent="accepted"');
    if (req.url !== "/politica-de-privacidade" || cut < 0) return void res.end(body);
    res.write(html.slice(0, cut - "<button ".length));
    await new Promise<void>((resolve) => (release = resolve));
    res.end(html.slice(cut - "<button ".length));
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxyURL = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  release();
  await browser?.close();
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
});

describe("the cookie banner on a slow connection", () => {
  it("is not shown half-parsed (it would grow upwards as the rest arrives): it appears whole, with no layout shift", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "es-ES" });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) w.shifts += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${proxyURL}/politica-de-privacidade`, { waitUntil: "commit" });
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
    await context.close();
  });
});
