import { describe, expect, it } from "vitest";
import { limitRatios, measureAgainstLimit, ratio } from "../../bench/against-limit.mjs";
import budgets from "../../bench/budgets.json";
import { charsBySource, chunkModuleIds, decodeVlq, jaccard, matchChunk, moduleName, modulesOf, pageModules } from "../../bench/bundles.mjs";
import { checkBudgets } from "../../bench/check.mjs";
import type { LighthouseFigures } from "../../bench/lighthouse.mjs";
import { lcpElementOf, median, summarizeRuns } from "../../bench/lighthouse.mjs";
import { scriptUrls, stripScripts } from "../../bench/limit.mjs";

/** A page as Next renders it: chunks in <head> and at the end, preloads, the inline payload. */
const NEXT_HTML = [
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/0a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
  '<link rel="modulepreload" href="/_next/static/chunks/mod.js"/>',
  '<link rel="preload" as="image" href="/_next/image?url=%2Fhero.avif&amp;w=800" fetchPriority="high"/>',
  '<script src="/_next/static/chunks/main-2.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  "</head><body><h1>Reformas en Galicia</h1>",
  '<img src="/_next/image?url=%2Fhero.avif&amp;w=800" alt="Obra"/>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<SCRIPT nonce="abc">self.__next_f.push([1,"<div>\\u003c/div>"])</SCRIPT >',
  '<script src="/_next/static/chunks/main-2.js" async=""></script>',
  "<script src=https://cdn.example.com/x.js></script>",
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "</body></html>",
].join("\n");

describe("the static limit's copy of a page", () => {
  it("removes every script element and script preload, and keeps the rest as rendered", () => {
    const limit = stripScripts(NEXT_HTML);
    expect(limit).not.toMatch(/<script(?![^>]*ld\+json)/i);
    expect(limit).not.toContain("__next_f");
    expect(limit).not.toContain("modulepreload");
    expect(limit).not.toContain('as="script"');
    // stylesheet, image preload, content and structured data stay
    expect(limit).toContain('<link rel="stylesheet" href="/_next/static/chunks/0a.css" data-precedence="next"/>');
    expect(limit).toContain('<link rel="preload" as="image"');
    expect(limit).toContain("<h1>Reformas en Galicia</h1>");
    expect(limit).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
  });

  it("lists the same-origin scripts the page loads or preloads, once each, in order; not the nomodule polyfills", () => {
    expect(scriptUrls(NEXT_HTML)).toEqual(["/_next/static/chunks/main-2.js", "/_next/static/chunks/webpack-1.js", "/_next/static/chunks/mod.js"]);
    expect(scriptUrls(stripScripts(NEXT_HTML))).toEqual([]);
  });
});

const run = (over: Partial<LighthouseFigures>): LighthouseFigures => ({
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  fcpMs: 900,
  tbtMs: 200,
  cls: 0,
  totalBytes: 300_000,
  jsBytes: 150_000,
  lcpElement: "<img>",
  blocking: [],
  failing: [],
  ...over,
});

describe("the LCP element of a Lighthouse report", () => {
  const node = { type: "node", selector: "article > header > p", snippet: "<p>" };
  it("is read from Lighthouse 13's LCP breakdown insight", () => {
    const audits = { "lcp-breakdown-insight": { details: { type: "list", items: [{ type: "table", items: [] }, node] } } };
    expect(lcpElementOf({ audits })).toBe("article > header > p <p>");
  });
  it("and from the older largest-contentful-paint-element audit", () => {
    const audits = { "largest-contentful-paint-element": { details: { items: [{ items: [{ node }] }] } } };
    expect(lcpElementOf({ audits })).toBe("article > header > p <p>");
  });
  it("is null when the report names none", () => {
    expect(lcpElementOf({ audits: {} })).toBeNull();
  });
});

describe("medians and ratios", () => {
  it("takes the middle of an odd count and the upper middle of an even one", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(3);
  });

  it("summarises each figure separately", () => {
    const s = summarizeRuns([run({ lcpMs: 3000, tbtMs: 10 }), run({ lcpMs: 1000, tbtMs: 300 }), run({ lcpMs: 2000, tbtMs: 200, failing: ["performance:x"] })]);
    expect(s).toMatchObject({ runs: 3, lcpMs: 2000, tbtMs: 200, lcpSamples: [3000, 1000, 2000] });
    expect(s.failing).toEqual(["performance:x"]);
  });

  it("divides page by limit to two decimals, and gives no ratio against a zero", () => {
    expect(ratio(2691, 1052)).toBe(2.56);
    expect(ratio(247, 0)).toBeNull();
    expect(
      limitRatios(run({ lcpMs: 1500, fcpMs: 800, tbtMs: 30, totalBytes: 150_000 }), run({ lcpMs: 1000, fcpMs: 800, tbtMs: 0, totalBytes: 50_000 })),
    ).toEqual({
      lcp: 1.5,
      fcp: 1,
      tbt: null,
      bytes: 3,
    });
  });

  it("interleaves page, its limit and the floor in every round, and takes medians per side", async () => {
    const order: string[] = [];
    const lcp: Record<string, number[]> = {
      "/": [2600, 2500, 2700],
      "/?limit": [1000, 1100, 1050],
      "/p": [2000, 2100, 2200],
      "/p?limit": [900, 950, 1000],
      floor: [1400, 1300, 1500],
    };
    const once = async (url: string) => {
      order.push(url);
      return run({ lcpMs: lcp[url].shift() });
    };
    const result = await measureAgainstLimit({
      pages: [
        { path: "/", url: "/", limitUrl: "/?limit" },
        { path: "/p", url: "/p", limitUrl: "/p?limit" },
      ],
      floorUrl: "floor",
      runs: 3,
      once,
      prime: async (url: string) => order.push(`prime ${url}`),
    });
    // Each page (never its static copy) is primed right before it is measured.
    expect(order).toEqual(Array.from({ length: 3 }, () => ["prime /", "/", "/?limit", "prime /p", "/p", "/p?limit", "floor"]).flat());
    expect(result.pages["/"].page.lcpMs).toBe(2600);
    expect(result.pages["/"].limit.lcpMs).toBe(1050);
    expect(result.pages["/"].ratios.lcp).toBe(2.48);
    expect(result.pages["/p"].ratios.lcp).toBe(2.21);
    expect(result.floor?.lcpMs).toBe(1400);
  });
});

describe("the static-limit budgets", () => {
  const side = (over: Partial<LighthouseFigures>) => summarizeRuns([run(over)]);
  const measured = (page: Partial<LighthouseFigures>, limit: Partial<LighthouseFigures>, floorJs = 130_000) => {
    const p = side(page);
    const l = side(limit);
    return {
      lighthouse: { "http://localhost:1/": p },
      limit: { runs: 1, pages: { "/": { url: "", limitUrl: "", page: p, limit: l, ratios: limitRatios(p, l) } }, floor: side({ jsBytes: floorJs }) },
    };
  };
  const missed = (result: Record<string, unknown>) =>
    checkBudgets(result, budgets)
      .filter((c) => !c.ok)
      .map((c) => c.name);

  it("passes a page at the limit: Performance 100, LCP within 1.25×, TBT ≤ 50 ms, JS ≤ floor + 15 KB", () => {
    const result = measured({ performance: 100, lcpMs: 1250, tbtMs: 50, jsBytes: 145_000, cls: 0 }, { performance: 100, lcpMs: 1000, tbtMs: 0 });
    expect(missed(result)).toEqual([]);
    expect(checkBudgets(result, budgets).map((c) => c.name)).toEqual(
      expect.arrayContaining([
        "/ LCP ÷ its static limit's LCP",
        "/ total blocking time",
        "/ JavaScript (gzip) over the framework floor",
        "Lighthouse / performance",
      ]),
    );
  });

  it("names each budget today's landing page misses", () => {
    const result = measured({ performance: 90, lcpMs: 2691, tbtMs: 247, jsBytes: 155_000 }, { performance: 100, lcpMs: 1052, tbtMs: 12 }, 134_000);
    expect(missed(result)).toEqual([
      "Lighthouse / performance",
      "/ LCP ÷ its static limit's LCP",
      "/ total blocking time",
      "/ JavaScript (gzip) over the framework floor",
    ]);
    const js = checkBudgets(result, budgets).find((c) => c.name.includes("framework floor"));
    expect(js).toMatchObject({ actual: "155.0 KB (floor 134.0 KB + 21.0 KB)", limit: "≤ floor + 15.0 KB = 149.0 KB" });
  });

  it("are not part of the CI light stage's set", () => {
    const result = measured({ performance: 85, lcpMs: 2691, tbtMs: 247, jsBytes: 155_000 }, { lcpMs: 1052 });
    expect(checkBudgets(result, budgets.ci).some((c) => c.name.includes("static limit"))).toBe(false);
    expect(missed({ lighthouse: result.lighthouse })).toEqual(["Lighthouse / performance"]);
  });
});

describe("bundle analysis from source maps", () => {
  it("decodes base64 VLQ fields", () => {
    expect(decodeVlq("AAAA")).toEqual([0, 0, 0, 0]);
    expect(decodeVlq("GCAA")).toEqual([3, 1, 0, 0]);
    expect(decodeVlq("D")).toEqual([-1]);
    expect(decodeVlq("2H")).toEqual([123]);
  });

  it("gives each source the code from its segment to the next one", () => {
    const map = { sources: ["a.js", "b.js"], mappings: "AAAA,GCAA,E" };
    expect(charsBySource("abcdefghij", map)).toEqual({ "a.js": 3, "b.js": 2, "(unmapped)": 5 });
  });

  it("reads index maps, offsetting each section", () => {
    const map = {
      sections: [
        { offset: { line: 0, column: 0 }, map: { sources: ["a.js"], mappings: "AAAA" } },
        { offset: { line: 1, column: 2 }, map: { sources: ["b.js"], mappings: "AAAA" } },
      ],
    };
    expect(charsBySource("xxxx\nyyyyyy", map)).toEqual({ "a.js": 4, "(unmapped)": 2, "b.js": 4 });
  });

  it("names modules by package, by framework part, or by project path", () => {
    const packages = "turbopack:///[project]/node_modules";
    const names = {
      [`${packages}/react-dom/cjs/react-dom-client.production.js`]: "react-dom",
      [`${packages}/@radix-ui/react-dialog/dist/index.mjs`]: "@radix-ui/react-dialog",
      [`${packages}/next/dist/client/components/layout-router.js`]: "next/client/components",
      [`${packages}/next/src/client/components/router-reducer/reducers/navigate.ts`]: "next/client/components",
      [`${packages}/next/src/client/app-index.tsx`]: "next/client",
      [`${packages}/next/dist/build/polyfills/polyfill-module.js`]: "next/build",
      [`${packages}/next/dist/compiled/react-dom/cjs/react-dom-client.production.js`]: "react-dom",
      "turbopack:///[turbopack]/browser/runtime/base/runtime-base.ts": "turbopack runtime",
      [`${packages}/shared/src/utils/mergeClasses.ts`]: "lucide-react",
      "turbopack:///[project]/src/components/landing/hero.tsx": "src/components/landing/hero.tsx",
    };
    for (const [source, name] of Object.entries(names)) expect(moduleName(source), source).toBe(name);
  });

  it("matches a served chunk to the analysis build's by name, content or the module ids it defines", () => {
    const chunk = (ids: number[], extra = "") =>
      `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${ids.map((id) => `${id},e=>{"use strict";${extra}e.s([])}`).join(",")}]);`;
    expect([...chunkModuleIds(chunk([972383, 609454]))]).toEqual(["972383", "609454"]);
    expect([...chunkModuleIds("push([void 0,711241,956460,e=>{},12,(e,t,r)=>{f(1,2)}])")]).toEqual(["711241", "956460", "12"]);
    const analysis = [
      { name: "a1.js", file: "a1.js", mapFile: null, key: "k", ids: chunkModuleIds(chunk([1, 2, 3])) },
      { name: "a2.js", file: "a2.js", mapFile: null, key: "k2", ids: chunkModuleIds(chunk([3, 4, 5, 6, 7])) },
      { name: "turbopack-x.js", file: "t.js", mapFile: null, key: "k3", ids: new Set<string>() },
    ];
    expect(matchChunk("a2.js", "", analysis)?.chunk.name).toBe("a2.js");
    // Turbopack's two builds differ in a side-effect import here and there: the ids still match
    expect(matchChunk("s.js", chunk([3, 4, 5, 6, 7], "e.i(247167),"), analysis)).toMatchObject({ chunk: { name: "a2.js" }, by: "module ids" });
    expect(matchChunk("s.js", chunk([3, 4, 8, 9, 10]), analysis)).toBeNull();
    expect(matchChunk("turbopack-y.js", "(()=>{})()", analysis)).toMatchObject({ chunk: { name: "turbopack-x.js" }, by: "runtime" });
    expect(jaccard(new Set(["1", "2"]), new Set(["2", "3"]))).toBeCloseTo(1 / 3);
  });

  it("sums modules per chunk and per page, largest first", () => {
    const chunk = modulesOf({
      "[project]/node_modules/react-dom/a.js": 60,
      "[project]/node_modules/react-dom/b.js": 20,
      "[project]/src/x.tsx": 30,
      "(unmapped)": 10,
    });
    expect(chunk).toEqual([
      ["react-dom", 80],
      ["src/x.tsx", 30],
      ["(unmapped)", 10],
    ]);
    expect(pageModules([{ modules: chunk }, { modules: [["src/x.tsx", 50]] }, { modules: null }])).toEqual([
      { name: "react-dom", chars: 80, share: 80 / 170 },
      { name: "src/x.tsx", chars: 80, share: 80 / 170 },
      { name: "(unmapped)", chars: 10, share: 10 / 170 },
    ]);
  });
});
