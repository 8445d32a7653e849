#!/usr/bin/env node
// `npm run architecture`: the figures to compare before and after a change to the
// source layout. It reads src/ as text (imports only), so it runs in a second and needs no build.
//
//   upward imports  an import against the layering below (each one printed with --list)
//   import cycles   strongly connected groups of files (and of domain folders) that import each other
//   longest files   the five longest source files
//
// The layering, lowest first:
//   base     lib/, db/, platform/, ui/, messages/, i18n/, server/ and src/env.ts — shared by
//            everything, import no domain (server/ is the request path around Next: it reads
//            no domain, and the app reaches it only through app-bridge, public-routes and
//            next-internals)
//   data     a domain's non-UI modules (queries, service, validation, …) and its catalogues: a
//            messages.ts is data wherever it sits, admin/messages.ts included
//   actions  a domain's actions.ts / *-actions.ts (server actions, the UI's entry to writes)
//   ui       a domain's components/, admin/ and editor/ folders (but their messages.ts), its .tsx
//            files, the public pages' DOM controllers (`*.controller.ts`, beside the component
//            they drive) with the data-* names they share with it (`*.dom.ts`), and the site
//            script's registry (site/enhance/)
//   app      src/app (routes) and the composition roots: src/proxy.ts, src/instrumentation.ts,
//            src/startup.ts
// An import is upward when it goes to a higher layer (base → domain, data → ui, anything → app).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const src = join(root, "src");
const BASE = new Set(["lib", "db", "platform", "ui", "messages", "i18n", "server", "env.ts"]);
const UI_FOLDERS = new Set(["components", "admin", "editor", "enhance"]);
/** A controller and its data-* names are UI wherever they sit in a domain, as their component is. */
const UI_FILE = /\.(tsx|controller\.ts|dom\.ts)$/;
const RANK = { base: 0, data: 1, actions: 2, ui: 3, app: 4 };

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

const files = walk(src);
const known = new Set(files);

function resolveImport(from, spec) {
  let base;
  if (spec.startsWith("@/")) base = join(src, spec.slice(2));
  else if (spec.startsWith(".")) base = resolve(dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** Static imports and re-exports, plus `import("…")`; type-only imports count too (they couple files). */
function importsOf(file) {
  const text = readFileSync(file, "utf8");
  const specs = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/g),
    ...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ].map((m) => m[1]);
  return [...new Set(specs.map((s) => resolveImport(file, s)).filter(Boolean))];
}

function domainOf(file) {
  const rel = relative(src, file).split("/");
  if (rel.length > 1) return rel[0];
  return BASE.has(rel[0]) ? rel[0] : "app";
}

function layerOf(file) {
  const rel = relative(src, file).split("/");
  const domain = domainOf(file);
  if (domain === "app") return "app";
  if (BASE.has(domain)) return "base";
  // A catalogue is data that the domain's actions, services and UI all read, so messages.ts is
  // data wherever it sits (src/<domain>/admin/messages.ts holds the back-office strings).
  if (rel.at(-1) === "messages.ts") return "data";
  if (rel.slice(1, -1).some((folder) => UI_FOLDERS.has(folder)) || UI_FILE.test(file)) return "ui";
  if (/(^|-)actions\.ts$/.test(rel.at(-1))) return "actions";
  return "data";
}

const graph = new Map(files.map((f) => [f, importsOf(f)]));

const upward = [];
for (const [from, targets] of graph) {
  for (const to of targets) {
    const a = layerOf(from);
    const b = layerOf(to);
    const crossesDomain = domainOf(from) !== domainOf(to);
    if (RANK[b] > RANK[a]) {
      upward.push(`${relative(src, from)} (${a}) → ${relative(src, to)} (${b})${crossesDomain ? "" : " [same domain]"}`);
    }
  }
}

/** Tarjan's strongly connected components; groups of more than one node are cycles. */
function cycles(nodes, edges) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const groups = [];
  const visit = (v) => {
    info.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of edges(v)) {
      if (!info.has(w)) {
        visit(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).onStack) {
        info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
      }
    }
    if (info.get(v).low === info.get(v).index) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).onStack = false;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const v of nodes) if (!info.has(v)) visit(v);
  return groups;
}

const fileCycles = cycles(files, (f) => graph.get(f));
const domains = [...new Set(files.map(domainOf))];
const domainEdges = new Map(domains.map((d) => [d, new Set()]));
for (const [from, targets] of graph) {
  for (const to of targets) if (domainOf(from) !== domainOf(to)) domainEdges.get(domainOf(from)).add(domainOf(to));
}
const domainCycles = cycles(domains, (d) => domainEdges.get(d));
const mutualDomains = domains.flatMap((a) => [...domainEdges.get(a)].filter((b) => a < b && domainEdges.get(b).has(a)).map((b) => `${a} ⇄ ${b}`));

const lengths = files.map((f) => [relative(src, f), readFileSync(f, "utf8").split("\n").length]).sort((a, b) => b[1] - a[1]);

const list = process.argv.includes("--list");
console.log(`files: ${files.length}`);
console.log(`upward imports: ${upward.length}`);
if (list) for (const line of upward.sort()) console.log(`  ${line}`);
console.log(`file import cycles: ${fileCycles.length} (${fileCycles.reduce((n, g) => n + g.length, 0)} files)`);
if (list) for (const g of fileCycles) console.log(`  ${g.map((f) => relative(src, f)).join(" ⇄ ")}`);
console.log(`domain import cycles: ${domainCycles.length} (${domainCycles.reduce((n, g) => n + g.length, 0)} of ${domains.length} folders)`);
console.log(`domain pairs importing each other: ${mutualDomains.length}`);
if (list) for (const pair of mutualDomains) console.log(`  ${pair}`);
console.log(
  `longest files: ${lengths
    .slice(0, 5)
    .map(([f, n]) => `${f} ${n}`)
    .join(", ")}`,
);
