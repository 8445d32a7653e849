// What the client JavaScript of a page holds: each chunk it loads, its gzip size, and the modules
// that make it up. Turbopack's production chunks name no module (numeric ids only), so the
// modules come from the source maps of a second build of the same sources, made only for this
// (`productionBrowserSourceMaps`, its own NEXT_DIST_DIR). A served chunk is matched to the
// analysis build's chunk by file name, by content, or by the module ids it defines (matchChunk).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { bundleSiteScript } from "../src/site/script-bundle.ts";

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = Object.fromEntries([...BASE64].map((c, i) => [c, i]));

/** One source map segment's fields (base64 VLQ), relative values as written. */
export function decodeVlq(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT[char];
    if (digit === undefined) throw new Error(`not base64 VLQ: ${text}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Generated positions with their source: [{ line, column, source }] (source null for a segment
 * mapped to nothing). Handles index maps (`sections`, as Turbopack writes them) by offsetting each
 * section's segments.
 */
export function mappedSegments(map, offset = { line: 0, column: 0 }) {
  if (map.sections)
    return map.sections.flatMap((section) => mappedSegments(section.map, { line: offset.line + section.offset.line, column: section.offset.column }));
  const segments = [];
  let source = 0;
  (map.mappings ?? "").split(";").forEach((lineText, lineIndex) => {
    let column = 0;
    for (const part of lineText.split(",")) {
      if (!part) continue;
      const [dColumn, dSource] = decodeVlq(part);
      column += dColumn;
      if (dSource !== undefined) source += dSource;
      const line = offset.line + lineIndex;
      segments.push({
        line,
        column: lineIndex === 0 ? column + offset.column : column,
        source: dSource === undefined ? null : (map.sources[source] ?? null),
      });
      // the remaining fields (original line/column, name) only move their own counters
    }
  });
  return segments;
}

/**
 * Characters of the generated code attributed to each source: a segment owns the code from its
 * column to the next segment on its line (or the line's end). Returns { [source]: chars }, with
 * code before any segment or mapped to nothing under "(unmapped)".
 */
export function charsBySource(code, map) {
  const lines = code.split("\n");
  const byLine = new Map();
  for (const s of mappedSegments(map)) {
    if (!byLine.has(s.line)) byLine.set(s.line, []);
    byLine.get(s.line).push(s);
  }
  const totals = {};
  const add = (source, n) => {
    if (n > 0) totals[source ?? "(unmapped)"] = (totals[source ?? "(unmapped)"] ?? 0) + n;
  };
  lines.forEach((text, index) => {
    const segments = (byLine.get(index) ?? []).sort((a, b) => a.column - b.column);
    add(null, Math.min(segments[0]?.column ?? text.length, text.length));
    segments.forEach((s, i) => add(s.source, Math.min(segments[i + 1]?.column ?? text.length, text.length) - Math.min(s.column, text.length)));
  });
  return totals;
}

/**
 * A readable module name: a package for anything under node_modules — React, React DOM and the
 * scheduler by their own names although Next bundles its copies (`next/dist/compiled/…`), and the
 * first folders inside Next itself, where its parts differ — Turbopack's runtime, else the
 * project-relative path.
 */
export function moduleName(source) {
  const clean = source
    .replace(/^(?:turbopack|webpack):\/\/\/?/, "")
    .replace(/^\[project\]\//, "")
    .replace(/^\.\//, "");
  if (clean.startsWith("[turbopack]/")) return "turbopack runtime";
  const nm = clean.lastIndexOf("node_modules/");
  if (nm < 0) return clean;
  const parts = clean.slice(nm + "node_modules/".length).split("/");
  const packageOf = (p) => (p[0].startsWith("@") ? `${p[0]}/${p[1]}` : p[0]);
  // lucide-react's maps name a folder of its own repository, `shared/`, as if it were a package
  if (parts[0] === "shared" && parts[1] === "src") return "lucide-react";
  const pkg = packageOf(parts);
  const rest = parts.slice(pkg.split("/").length);
  if (pkg !== "next" || !["dist", "src"].includes(rest[0])) return pkg;
  const inside = rest.slice(1).filter((p) => p !== "esm");
  if (inside[0] === "compiled") return packageOf(inside.slice(1));
  const folders = inside.slice(0, -1);
  return ["next", ...folders.slice(0, folders[0] === "client" || folders[0] === "shared" ? 2 : 1)].join("/");
}

/** { [module]: chars } summed by moduleName, largest first, as [[name, chars]]. */
export function modulesOf(totals) {
  const byModule = {};
  for (const [source, chars] of Object.entries(totals)) {
    const name = source === "(unmapped)" ? source : moduleName(source);
    byModule[name] = (byModule[name] ?? 0) + chars;
  }
  return Object.entries(byModule).sort((a, b) => b[1] - a[1]);
}

const MAP_COMMENT = /\s*\/\/# sourceMappingURL=(\S+)\s*$/;
const contentKey = (code) => createHash("sha1").update(code.replace(MAP_COMMENT, "").trimEnd()).digest("hex");

/**
 * The module ids a Turbopack chunk defines: `push([script, id, factory, id, id, factory, …])`.
 * Ids are derived from module paths, so they are the same in both builds even where the chunk's
 * code (and so its hash) is not quite: Turbopack does not emit byte-identical chunks for two
 * builds of the same sources.
 */
export function chunkModuleIds(code) {
  return new Set([...code.matchAll(/(?:void 0|\}|\)),((?:\d+,)+)(?=\(|[A-Za-z_$][\w$]*=>|function)/g)].flatMap((m) => m[1].split(",").filter(Boolean)));
}

/** |a ∩ b| ÷ |a ∪ b|. */
export function jaccard(a, b) {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Every chunk of the analysis build: its map (named by its sourceMappingURL), content key and module ids. */
export function indexAnalysisBuild(analysisDir) {
  const chunksDir = path.join(analysisDir, "static", "chunks");
  const chunks = [];
  if (!fs.existsSync(chunksDir)) return chunks;
  for (const entry of fs.readdirSync(chunksDir, { recursive: true })) {
    const file = path.join(chunksDir, String(entry));
    if (!file.endsWith(".js") || !fs.statSync(file).isFile()) continue;
    const code = fs.readFileSync(file, "utf8");
    const mapName = code.match(MAP_COMMENT)?.[1];
    const mapFile = mapName ? path.join(path.dirname(file), mapName) : null;
    chunks.push({
      name: path.relative(chunksDir, file),
      file,
      mapFile: mapFile && fs.existsSync(mapFile) ? mapFile : null,
      key: contentKey(code),
      ids: chunkModuleIds(code),
    });
  }
  return chunks;
}

/**
 * The analysis build's counterpart of a served chunk: same file name, else same content, else the
 * chunk defining (nearly) the same modules, else — for Turbopack's runtime, which defines none —
 * the other build's runtime. Returns { chunk, by } or null.
 */
export function matchChunk(name, code, analysis) {
  const byName = analysis.find((c) => c.name === name);
  if (byName) return { chunk: byName, by: "name" };
  const key = contentKey(code);
  const byContent = analysis.find((c) => c.key === key);
  if (byContent) return { chunk: byContent, by: "content" };
  const ids = chunkModuleIds(code);
  let best = null;
  let bestScore = 0;
  for (const c of analysis) {
    const score = jaccard(ids, c.ids);
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  if (best && bestScore >= 0.8) return { chunk: best, by: "module ids" };
  const runtime = name.startsWith("turbopack-") && analysis.find((c) => c.name.startsWith("turbopack-"));
  return runtime ? { chunk: runtime, by: "runtime" } : null;
}

/**
 * For each script URL of a page (as served by `baseURL`): raw and gzip bytes, and the modules it
 * holds when the analysis build has its map ([[name, chars]], largest first).
 */
export async function analyseChunks(baseURL, urls, analysis) {
  const chunks = [];
  const queue = urls.map((url) => ({ url, onDemand: false }));
  const seen = new Set(urls);
  while (queue.length) {
    const { url, onDemand } = queue.shift();
    const res = await fetch(`${baseURL}${url}`, { headers: { "accept-encoding": "identity" } });
    const code = await res.text();
    if (url.startsWith("/_site/")) {
      chunks.push({
        url,
        status: res.status,
        bytes: Buffer.byteLength(code),
        gzipBytes: zlib.gzipSync(code).length,
        modules: await siteScriptModules(url.slice("/_site/".length).split("?")[0]),
        matchedBy: "esbuild",
        // Imported by import() (src/site/enhance/index.ts): loaded only by a page that shows its markup.
        onDemand,
      });
      for (const [, dynamic, name] of code.matchAll(/(import\(|from|import)\s*"\.\/((?:chunk|enhance)\.[0-9A-Z]+\.js)"/g)) {
        const next = `/_site/${name}`;
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push({ url: next, onDemand: onDemand || dynamic === "import(" });
      }
      continue;
    }
    const name = url.replace(/^\/_next\/static\/chunks\//, "").split("?")[0];
    const match = matchChunk(name, code, analysis);
    let modules = null;
    if (match?.chunk.mapFile) {
      const analysedCode = fs.readFileSync(match.chunk.file, "utf8");
      modules = modulesOf(charsBySource(analysedCode, JSON.parse(fs.readFileSync(match.chunk.mapFile, "utf8"))));
    }
    chunks.push({ url, status: res.status, bytes: Buffer.byteLength(code), gzipBytes: zlib.gzipSync(code).length, modules, matchedBy: match?.by ?? null });
  }
  return chunks;
}

/** One file of the public pages' site script (src/site/script-bundle.ts), as [source, bytes] pairs from esbuild's own account. */
async function siteScriptModules(name) {
  const { metafile } = await bundleSiteScript({ metafile: true });
  const output = Object.entries(metafile.outputs).find(([file]) => file.endsWith(`/${name}`))?.[1];
  if (!output) return null;
  return Object.entries(output.inputs)
    .map(([source, { bytesInOutput }]) => [source, bytesInOutput])
    .filter(([, bytes]) => bytes > 0)
    .sort((a, b) => b[1] - a[1]);
}

/** The modules of all of a page's chunks together, largest first, with each one's share of the mapped code. */
export function pageModules(chunks) {
  const totals = {};
  for (const chunk of chunks) for (const [name, chars] of chunk.modules ?? []) totals[name] = (totals[name] ?? 0) + chars;
  const all = Object.values(totals).reduce((a, b) => a + b, 0) || 1;
  return Object.entries(totals)
    .sort((a, b) => b[1] - a[1])
    .map(([name, chars]) => ({ name, chars, share: chars / all }));
}
