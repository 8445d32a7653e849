// What the client JavaScript of a page holds: each chunk it loads, its gzip size, and the modules
// that make it up. Turbopack's production chunks name no module (numeric ids only), so the
// modules come from the source maps of a second build of the same sources, made only for this
// (`productionBrowserSourceMaps`, its own NEXT_DIST_DIR). A served chunk is matched to the
// analysis build's chunk by file name or, when the hash differs, by its content without the
// `sourceMappingURL` comment.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

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
  if (map.sections) return map.sections.flatMap((section) => mappedSegments(section.map, { line: offset.line + section.offset.line, column: section.offset.column }));
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
 * A readable module name: a package for anything under node_modules (with the first folder
 * inside `next/dist`, where the framework's parts differ), else the project-relative path.
 */
export function moduleName(source) {
  const clean = source.replace(/^turbopack:\/\/\/?/, "").replace(/^webpack:\/\/\/?/, "").replace(/^\[project\]\//, "").replace(/^\.\//, "");
  const nm = clean.lastIndexOf("node_modules/");
  if (nm < 0) return clean;
  const parts = clean.slice(nm + "node_modules/".length).split("/");
  const pkg = parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  const rest = parts.slice(pkg.split("/").length);
  if (pkg === "next" && rest[0] === "dist") {
    const inside = rest.slice(1).filter((p) => p !== "esm" && p !== "compiled");
    return `next/${inside.slice(0, inside[0] === "client" || inside[0] === "shared" ? 2 : 1).join("/")}`.replace(/\.js$/, "");
  }
  return pkg;
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

const withoutMapComment = (code) => code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "");
const contentKey = (code) => createHash("sha1").update(withoutMapComment(code)).digest("hex");

/** The analysis build's chunks by file name and by content (without the map comment). */
export function indexAnalysisBuild(analysisDir) {
  const chunksDir = path.join(analysisDir, "static", "chunks");
  const byName = new Map();
  const byContent = new Map();
  if (!fs.existsSync(chunksDir)) return { byName, byContent };
  for (const entry of fs.readdirSync(chunksDir, { recursive: true })) {
    const file = path.join(chunksDir, String(entry));
    if (!file.endsWith(".js") || !fs.statSync(file).isFile()) continue;
    const mapFile = `${file}.map`;
    const info = { file, mapFile: fs.existsSync(mapFile) ? mapFile : null };
    byName.set(path.relative(chunksDir, file), info);
    byContent.set(contentKey(fs.readFileSync(file, "utf8")), info);
  }
  return { byName, byContent };
}

/**
 * For each script URL of a page (as served by `baseURL`): raw and gzip bytes, and the modules it
 * holds when the analysis build has its map ([[name, chars]], largest first).
 */
export async function analyseChunks(baseURL, urls, analysis) {
  const chunks = [];
  for (const url of urls) {
    const res = await fetch(`${baseURL}${url}`, { headers: { "accept-encoding": "identity" } });
    const code = await res.text();
    const bytes = Buffer.byteLength(code);
    const name = url.replace(/^\/_next\/static\/chunks\//, "").split("?")[0];
    const match = analysis.byName.get(name) ?? analysis.byContent.get(contentKey(code));
    let modules = null;
    if (match?.mapFile) {
      const analysedCode = fs.readFileSync(match.file, "utf8");
      modules = modulesOf(charsBySource(analysedCode, JSON.parse(fs.readFileSync(match.mapFile, "utf8"))));
    }
    chunks.push({ url, status: res.status, bytes, gzipBytes: zlib.gzipSync(code).length, modules, matchedBy: !match ? null : analysis.byName.has(name) ? "name" : "content" });
  }
  return chunks;
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
