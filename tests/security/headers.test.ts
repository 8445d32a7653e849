import { createHash } from "node:crypto";
import { describe, expect, inject } from "vitest";
import { test } from "../e2e/support/fixtures";

const baseURL = inject("baseURL");

const csp = (res: Response) => res.headers.get("content-security-policy") ?? "";
const nonceOf = (policy: string) => policy.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];

describe("security headers", () => {
  test("every page carries a script policy without 'unsafe-inline', no framing, no plugins: public pages by hash, staff pages by nonce", async () => {
    for (const path of ["/", "/politica-de-privacidade", "/auth", "/buscar?q=casa", "/no-existe"]) {
      const res = await fetch(`${baseURL}${path}`);
      const policy = csp(res);
      const staff = path === "/auth";
      // Public pages are kept whole and served to everyone: no nonce, their own inline scripts by hash.
      if (staff) expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
      else expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+ 'strict-dynamic'/);
      expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("base-uri 'self'");
      expect(policy, path).toContain("frame-src https://www.youtube-nocookie.com https://player.vimeo.com");
      // Every executable inline script of the HTML is one the policy names: by the response's nonce, or by its hash.
      const html = await res.text();
      const nonce = nonceOf(policy);
      const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attrs: m[1], text: m[2] }));
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const { attrs, text } of scripts) {
        if (staff) expect(attrs, path).toContain(`nonce="${nonce}"`);
        else {
          expect(attrs, path).not.toContain("nonce");
          if (!/\ssrc=/.test(attrs))
            expect(policy, `${path}: ${text.slice(0, 60)}`).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
        }
      }
    }
  });

  test("a nonce is never reused across fresh renders", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) nonces.add(nonceOf(csp(await fetch(`${baseURL}/auth`)))!);
    expect(nonces.size).toBe(3);
  });

  test("files and API answers carry nosniff, referrer and permissions policies", async () => {
    for (const path of ["/", "/api/health", "/sw.js", "/robots.txt"]) {
      const res = await fetch(`${baseURL}${path}`);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("permissions-policy"), path).toContain("camera=()");
    }
  });

  test("the policy lets the site itself run (no violations) and blocks an injected event handler", async ({ newPage }) => {
    const page = await newPage();
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
    // The page hydrated (React attached its handlers) and its own inline script ran.
    expect(await page.evaluate(() => "serviceWorker" in navigator)).toBe(true);
    // What markup injection would look like: its inline event handler is not allowed to run.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          document.body.insertAdjacentHTML("beforeend", '<img id="probe" src="/no-such-image.png" onerror="window.__injected = 1">');
          document.getElementById("probe")!.addEventListener("error", () => setTimeout(resolve, 100));
        }),
    );
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
    expect(violations.some((v) => /inline event handler|script-src/i.test(v))).toBe(true);
    await page.close();
  });
});
