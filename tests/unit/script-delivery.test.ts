import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { deferFrameworkScripts } from "../../scripts/script-delivery.mjs";

/** The shape of a page Next 16 renders: chunk scripts and a low-priority preload in <head>, the bootstrap chunk and the React payload in <body>. */
const page = (nonce = "abc+/=") => `<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>
<link rel="stylesheet" href="/_next/static/chunks/0abc.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="/_next/static/chunks/boot.js"/>
<script src="/_next/static/chunks/a.js" async="" nonce="${nonce}"></script>
<script src="/_next/static/chunks/b.js?dpl=1&amp;x=2" async="" nonce="${nonce}"></script>
<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${nonce}"></script>
<link rel="preload" href="/media/hero.avif" as="image" fetchPriority="high"/>
</head><body><main><h1>Obras</h1></main>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script src="/_next/static/chunks/boot.js" nonce="${nonce}" async=""></script>
<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script>
<script nonce="${nonce}">self.__next_f.push([1,"\\u003cdiv\\u003e"])</script>
</body></html>`;

/** Runs the loader the transform added in a minimal stand-in for the browser; returns what it appended and when. */
function runLoader(html: string) {
  const script = html.match(/<script data-deferred-scripts[^>]*>([\s\S]*?)<\/script>/)![1];
  const appended: Record<string, unknown>[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const context = {
    document: {
      createElement: () => ({}),
      head: { appendChild: (el: Record<string, unknown>) => appended.push(el) },
    },
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  };
  vm.runInNewContext(script, context);
  return { appended, frames, timers };
}

describe("framework scripts after the first paint", () => {
  it("takes Next's chunk scripts and script preload out and adds one loader with the page's nonce before </body>", () => {
    const out = deferFrameworkScripts(page());
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|b|boot)\.js/);
    expect(out).not.toContain('as="script"');
    // What stays: the stylesheet, the image preload, the nomodule polyfill, JSON-LD, the React payload.
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/0abc.css"');
    expect(out).toContain('<link rel="preload" href="/media/hero.avif" as="image" fetchPriority="high"/>');
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""');
    expect(out).toContain('<script type="application/ld+json">');
    expect(out).toContain("(self.__next_f=self.__next_f||[]).push([0])");
    expect(out).toMatch(/<script data-deferred-scripts nonce="abc\+\/=">[^<]*<\/script><\/body><\/html>$/);
    expect(out.match(/data-deferred-scripts/g)).toHaveLength(1);
  });

  it("starts the same chunks, in their tags' order, in the task after the first frame", () => {
    const { appended, frames, timers } = runLoader(deferFrameworkScripts(page()));
    expect(appended).toHaveLength(0);
    frames[0]();
    expect(appended).toHaveLength(0);
    timers.find((t) => t.ms === 0)!.fn();
    expect(appended).toEqual([
      { src: "/_next/static/chunks/a.js", async: true },
      { src: "/_next/static/chunks/b.js?dpl=1&x=2", async: true },
      { src: "/_next/static/chunks/boot.js", async: true },
    ]);
    // The hidden tab's timer finds them started and adds nothing twice.
    timers.find((t) => t.ms === 1000)!.fn();
    expect(appended).toHaveLength(3);
  });

  it("starts them by timer in a tab that paints no frame", () => {
    const hidden = runLoader(deferFrameworkScripts(page()));
    hidden.timers.find((t) => t.ms === 1000)!.fn();
    expect(hidden.appended).toHaveLength(3);
    expect(hidden.frames).toHaveLength(1);
  });

  it("leaves a page without framework chunks, a fragment, or an already rewritten page as it was", () => {
    const plain = '<html><body><p>hola</p><script nonce="n">x()</script></body></html>';
    expect(deferFrameworkScripts(plain)).toBe(plain);
    const fragment = '<script src="/_next/static/chunks/a.js" async=""></script>';
    expect(deferFrameworkScripts(fragment)).toBe(fragment);
    const once = deferFrameworkScripts(page());
    expect(deferFrameworkScripts(once)).toBe(once);
  });

  it("keeps other sites' and non-framework scripts, and cannot be made to close its own script element", () => {
    const html = page().replace("</main>", '</main><script src="https://example.com/x.js" async=""></script><script src="/sw-register.js" async=""></script>');
    const out = deferFrameworkScripts(html);
    expect(out).toContain('<script src="https://example.com/x.js" async=""></script>');
    expect(out).toContain('<script src="/sw-register.js" async=""></script>');
    const hostile = page().replace("/_next/static/chunks/a.js", "/_next/static/chunks/a.js?</script><script>alert(1)//");
    // Not a chunk URL (it holds characters no chunk has): left alone, never copied into the loader.
    expect(deferFrameworkScripts(hostile).match(/<script data-deferred-scripts[^>]*>([\s\S]*?)<\/script>/)![1]).not.toContain("alert");
  });
});
