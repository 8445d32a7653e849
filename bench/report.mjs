// Writes a benchmark result as JSON, a readable Markdown report and a small throughput chart.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const kb = (bytes) => (bytes / 1000).toFixed(1);
const page = (url) => new URL(url).pathname;
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const row = (cells) => `| ${cells.join(" | ")} |`;
export const table = (head, rows) => [row(head), row(head.map(() => "---")), ...rows.map(row)].join("\n");

/** Horizontal bars of requests/s per target (and the `before` run's, when given). */
export function throughputChartSvg(throughput, before) {
  const names = Object.keys(throughput);
  const series = [["after", throughput, "#b45309"], ...(before ? [["before", before, "#a8a29e"]] : [])];
  const max = Math.max(1, ...series.flatMap(([, data]) => names.map((n) => data[n]?.requestsPerSec ?? 0)));
  const barH = 18;
  const groupH = series.length * (barH + 4) + 14;
  const left = 150;
  const width = 640;
  const plot = width - left - 90;
  const height = 40 + names.length * groupH + 10;
  let y = 34;
  const parts = [
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="12" y="20" font-size="14" font-weight="bold" fill="#1c1917">Requests per second, 20 connections (higher is better)</text>`,
  ];
  for (const name of names) {
    const url = throughput[name].url;
    parts.push(`<text x="12" y="${y + barH - 4}" font-size="12" fill="#1c1917">${esc(name)}</text>`);
    parts.push(`<text x="12" y="${y + barH + 10}" font-size="9" fill="#57534e">${esc(page(url).slice(0, 24))}</text>`);
    for (const [label, data, color] of series) {
      const value = data[name]?.requestsPerSec ?? 0;
      const w = Math.max(1, Math.round((value / max) * plot));
      parts.push(`<rect x="${left}" y="${y}" width="${w}" height="${barH}" fill="${color}" rx="2"/>`);
      parts.push(`<text x="${left + w + 6}" y="${y + barH - 5}" font-size="11" fill="#1c1917">${value}${series.length > 1 ? ` (${label})` : ""}</text>`);
      y += barH + 4;
    }
    y += 14;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="DejaVu Sans, Arial, sans-serif">${parts.join("")}</svg>`;
}

function lighthouseTable(lighthouse) {
  return table(
    ["page", "Perf.", "A11y", "Best pr.", "SEO", "LCP", "TBT", "CLS", "total KB", "JS KB (gzip)", "Perf. runs"],
    Object.entries(lighthouse).map(([url, r]) => [
      `\`${page(url)}\``,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      `${r.lcpMs} ms`,
      `${r.tbtMs} ms`,
      r.cls,
      kb(r.totalBytes),
      kb(r.jsBytes),
      r.performanceSamples.join(", "),
    ]),
  );
}

const pageLabel = (p) => (p.startsWith("/projeto/") ? `project \`${p}\`` : `\`${p}\``);
const times = (r) => (r === null || r === undefined ? "–" : `${r}×`);

/** Page against its static limit (same run, same origin) and the framework's floor. */
export function limitTable(limit) {
  const figures = (r) => [r.performance, `${r.lcpMs} ms`, `${r.fcpMs} ms`, `${r.tbtMs} ms`, kb(r.jsBytes), kb(r.totalBytes)];
  const rows = [];
  for (const [p, m] of Object.entries(limit.pages)) {
    rows.push([pageLabel(p), "this site", ...figures(m.page)]);
    rows.push([pageLabel(p), "static limit (its HTML, no scripts)", ...figures(m.limit)]);
    rows.push([pageLabel(p), "**ratio** site ÷ limit", "", `**${times(m.ratios.lcp)}**`, times(m.ratios.fcp), times(m.ratios.tbt), "", times(m.ratios.bytes)]);
  }
  if (limit.floor) rows.push(["bare page", `framework floor (Next.js ${limit.floor.nextVersion ?? "?"}, no client component)`, ...figures(limit.floor)]);
  return table(["page", "system", "Perf.", "LCP", "FCP", "TBT", "JS KB (gzip)", "total KB"], rows);
}

/** Per page: each chunk it loads, its gzip size and its largest modules; then the page's modules. */
export function bundleTables(bundles, { topPerChunk = 4, topPerPage = 12 } = {}) {
  const lines = [];
  for (const [p, b] of Object.entries(bundles)) {
    const gzip = b.chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
    const raw = b.chunks.reduce((sum, c) => sum + c.bytes, 0);
    lines.push(`### ${pageLabel(p)}: ${b.chunks.length} chunks, ${kb(gzip)} KB gzip (${kb(raw)} KB raw)`, "");
    lines.push(
      table(
        ["chunk", "gzip KB", "raw KB", "largest modules (share of the chunk's code)"],
        b.chunks.map((c) => {
          const mapped = (c.modules ?? []).reduce((sum, [, chars]) => sum + chars, 0) || 1;
          const top = c.modules
            ? c.modules
                .slice(0, topPerChunk)
                .map(([name, chars]) => `${name} ${Math.round((chars / mapped) * 100)} %`)
                .join(", ")
            : "(no source map matched)";
          return [`\`${c.url.split("/").at(-1)}\``, kb(c.gzipBytes), kb(c.bytes), top];
        }),
      ),
      "",
    );
    if (b.modules.length) {
      lines.push(
        `Largest modules of the page, all chunks together (share of the mapped code): ${b.modules
          .slice(0, topPerPage)
          .map((m) => `${m.name} ${(m.share * 100).toFixed(1)} %`)
          .join(" · ")}.`,
        "",
      );
    }
  }
  return lines.join("\n");
}

function throughputTable(throughput) {
  return table(
    ["target", "req/s", "p50", "p99", "ratio to static", "bytes/response", "errors"],
    Object.entries(throughput).map(([name, t]) => [
      `${name} \`${page(t.url)}\``,
      t.requestsPerSec,
      `${t.p50Ms} ms`,
      `${t.p99Ms} ms`,
      t.ratioToStatic === undefined ? "–" : `${Math.round(t.ratioToStatic * 100)} %`,
      t.bytesPerRequest,
      t.errors + t.non2xx,
    ]),
  );
}

/** The headline figures of a result, by label, for the before/after table. */
export function headline(r) {
  const out = {};
  for (const [url, l] of Object.entries(r.lighthouse ?? {})) {
    const p = page(url).startsWith("/projeto/") ? "project" : page(url);
    out[`Lighthouse ${p}: performance / a11y / best pr. / SEO`] = `${l.performance} / ${l.accessibility} / ${l.bestPractices} / ${l.seo}`;
    out[`Lighthouse ${p}: LCP, TBT, CLS`] = `${l.lcpMs} ms, ${l.tbtMs} ms, ${l.cls}`;
    out[`Lighthouse ${p}: total / JS KB`] = `${kb(l.totalBytes)} / ${kb(l.jsBytes)}`;
  }
  for (const [p, m] of Object.entries(r.limit?.pages ?? {})) {
    const label = p.startsWith("/projeto/") ? "project" : p;
    out[`static limit ${label}: Perf., LCP, TBT`] = `${m.limit.performance}, ${m.limit.lcpMs} ms, ${m.limit.tbtMs} ms`;
    out[`${label} ÷ its static limit: LCP, FCP, TBT, bytes`] = [m.ratios.lcp, m.ratios.fcp, m.ratios.tbt, m.ratios.bytes].map(times).join(", ");
  }
  if (r.limit?.floor) out["framework floor: JS KB, LCP, TBT"] = `${kb(r.limit.floor.jsBytes)}, ${r.limit.floor.lcpMs} ms, ${r.limit.floor.tbtMs} ms`;
  for (const [name, t] of Object.entries(r.throughput ?? {})) {
    out[`${name}: req/s, p50, p99${t.ratioToStatic !== undefined && name !== "static" ? ", ratio" : ""}`] =
      `${t.requestsPerSec}, ${t.p50Ms} ms, ${t.p99Ms} ms${name !== "static" && t.ratioToStatic !== undefined ? `, ${Math.round(t.ratioToStatic * 100)} %` : ""}`;
  }
  if (r.freshness) {
    out["freshness median (max), first visit showed"] =
      `${r.freshness.medianMs} ms (${r.freshness.maxMs} ms), ${r.freshness.firstVisitShowed} of ${r.freshness.samples.length}`;
  }
  if (r.imagePipeline) out["image pipeline: wall, peak RSS"] = `${r.imagePipeline.wallMs} ms, ${r.imagePipeline.peakRssMiB} MiB`;
  if (r.coldStart) out["cold start to first 200 of /"] = `${r.coldStart.medianMs} ms`;
  if (r.pageViews) out["page views counted"] = String(r.pageViews.counted);
  out["load average (start → end)"] = `${r.machine.loadStart} → ${r.machine.loadEnd}`;
  return out;
}

export function markdown(result, { checks, before, chartFile }) {
  const m = result.machine;
  const lines = [
    "# Benchmark results",
    "",
    `Run ${result.startedAt} on commit \`${result.commit}\`${result.dirty ? " (with uncommitted changes)" : ""}, ${result.build.built ? `built in ${result.build.seconds} s` : "existing build reused (same source fingerprint)"}.`,
    `Machine: ${m.cpus} × ${m.cpuModel}, ${m.memGiB} GiB, Node ${m.node}; load average ${m.loadStart} at the start and ${m.loadEnd} at the end (other work shares the machine).`,
    "",
  ];
  if (checks) {
    const missed = checks.filter((c) => !c.ok);
    lines.push("## Budgets (`bench/budgets.json`)", "", missed.length ? `**${missed.length} missed.**` : "**All met.**", "");
    lines.push(
      table(
        ["check", "measured", "budget", ""],
        checks.map((c) => [c.name, c.actual, c.limit, c.ok ? "✓" : "✗ missed"]),
      ),
      "",
    );
  }
  if (result.lighthouse) {
    lines.push(
      `## Lighthouse (mobile, simulated throttling, median of ${Object.values(result.lighthouse)[0].runs})`,
      "",
      lighthouseTable(result.lighthouse),
      "",
    );
    const failing = Object.entries(result.lighthouse).filter(([, r]) => r.failing.length);
    if (failing.length) {
      lines.push("Audits that lost points in at least one run:", "");
      for (const [url, r] of failing) lines.push(`- \`${page(url)}\`: ${r.failing.join(", ")}`);
      lines.push("");
    }
  }
  if (result.limit) {
    lines.push(
      `## Against the static limit (Lighthouse mobile, simulated throttling, median of ${result.limit.runs} interleaved runs)`,
      "",
      "Each page, then its own server-rendered HTML with every `<script>` and script preload removed, served as a static file by the benchmark's proxy on the same host:port (`<page>?bench-static-limit`), so the same stylesheet and image URLs load; the page itself is measured through the same proxy. The floor is a bare page of the same Next.js version with no client component (bench/floor.mjs).",
      "",
      limitTable(result.limit),
      "",
    );
  }
  if (result.bundles) {
    lines.push(
      "## Client JavaScript by page (bundle analysis)",
      "",
      "Chunks the page's HTML loads or preloads, gzip (level 6) of each as served; modules from the source maps of a separate build of the same sources with `productionBrowserSourceMaps` (share of the chunk's characters; `next/…` is the framework, `src/…` our code).",
      "",
      bundleTables(result.bundles),
    );
  }
  if (result.throughput) {
    const t = Object.values(result.throughput)[0];
    lines.push(`## Server throughput (autocannon, loopback, ${t.connections} connections, ${t.seconds} s each after a warm-up)`, "");
    if (chartFile) lines.push(`![requests per second](${chartFile})`, "");
    lines.push(throughputTable(result.throughput), "");
  }
  if (result.freshness) {
    const f = result.freshness;
    lines.push(
      "## Freshness",
      "",
      `Admin save through the real server action — ${f.write} — until \`/\` shows it: median **${f.medianMs} ms**, max ${f.maxMs} ms over ${f.samples.length} saves (${f.samples.join(", ")} ms); the action itself answers in ${f.actionMedianMs} ms (median). The first visit after the save showed it in ${f.firstVisitShowed} of ${f.samples.length}.`,
      "",
    );
  }
  if (result.imagePipeline) {
    const i = result.imagePipeline;
    lines.push(
      "## Image pipeline",
      "",
      `\`processImage\` on one ${i.width}×${i.height} JPEG (${i.inputMiB} MiB) into ${i.files} files, in a child process: wall time median **${i.wallMs} ms** (${i.samples.map((s) => s.wallMs).join(", ")} ms), peak RSS **${i.peakRssMiB} MiB** (max of runs; ${i.baselineRssMiB} MiB before processing).`,
      "",
    );
  }
  if (result.coldStart) {
    const c = result.coldStart;
    lines.push(
      "## Cold start",
      "",
      `\`npm start\`'s server on the existing (built, seeded) data dir to the first 200 of \`/\`: median **${c.medianMs} ms** (${c.samples.join(", ")} ms).`,
      "",
    );
  }
  if (result.pageViews) {
    lines.push(
      "## Page views",
      "",
      `Views the site counted during the whole run: **${result.pageViews.counted}** (Lighthouse carries the \`Chrome-Lighthouse\` user agent, which the counter skips as a bot).`,
      "",
    );
  }
  if (before) {
    const a = headline(result);
    const b = headline(before);
    lines.push(`## Before → after`, "", `Before: ${before.startedAt} on \`${before.commit}\`.`, "");
    lines.push(
      table(
        ["figure", "before", "after"],
        Object.keys({ ...b, ...a }).map((k) => [k, b[k] ?? "–", a[k] ?? "–"]),
      ),
      "",
    );
  }
  return lines.join("\n");
}

/** Writes <dir>/<name>.json, <name>.md and <name>-throughput.png. */
export async function writeReport(dir, name, result, { checks, before } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify({ ...result, checks }, null, 2)}\n`);
  let chartFile;
  if (result.throughput) {
    chartFile = `${name}-throughput.png`;
    await sharp(Buffer.from(throughputChartSvg(result.throughput, before?.throughput)))
      .png()
      .toFile(path.join(dir, chartFile));
  }
  fs.writeFileSync(path.join(dir, `${name}.md`), `${markdown(result, { checks, before, chartFile })}\n`);
}
