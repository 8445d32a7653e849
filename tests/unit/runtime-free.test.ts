import { describe, expect, it } from "vitest";
import { withoutFrameworkRuntime } from "../../scripts/runtime-free.mjs";

const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/w.js"/>` +
  `<script src="/_next/static/chunks/main.js" async=""></script><script type="application/ld+json">{"a":1}</script></head><body>${body}` +
  `<script nonce="n" data-site-script="" data-src="/_site/enhance.abc.js">(function(){})()</script>` +
  `<script nonce="n" id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/b.js"],"runtimeModuleIds":[1]});</script>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"x \\u003c/script\\u003e y"])</script></body></html>`;

describe("a public page without the framework's runtime", () => {
  it("loses Next's chunks, their preloads, the bundler's list of them and the React payload; keeps its stylesheet, data and own scripts", () => {
    const out = withoutFrameworkRuntime(page("<main>Hola</main>"));
    expect(out).not.toContain("/_next/static/chunks/main.js");
    expect(out).not.toContain("/_next/static/chunks/w.js");
    expect(out).not.toContain("__next_f");
    expect(out).not.toContain("TURBOPACK");
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
    expect(out).toContain('<script type="application/ld+json">{"a":1}</script>');
    expect(out).toContain("data-site-script");
    expect(out).toContain("<main>Hola</main>");
  });

  it("finds every payload script whatever markup comes before it (templates, inline scripts with text)", () => {
    const out = withoutFrameworkRuntime(
      page(
        '<template><script type="application/ld+json">{"b":"<link"}</script></template><p title="<script>">a stray start tag in stored rich text</p><script>var s="<script";</script>',
      ),
    );
    expect(out).not.toContain("__next_f");
    expect(out).toContain('var s="<script";');
  });

  it("leaves pages without the site script as they are", () => {
    const admin = page("").replace(/<script nonce="n" data-site-script[^<]*<\/script>/, "");
    expect(withoutFrameworkRuntime(admin)).toBe(admin);
  });
});
