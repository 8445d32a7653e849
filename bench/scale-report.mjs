// Writes a `npm run bench:scale` result as JSON and as a readable Markdown report.
import fs from "node:fs";
import path from "node:path";
import { table } from "./report.mjs";

const kb = (bytes) => (bytes / 1000).toFixed(1);
const ms = (value) => (value === null || value === undefined ? "no answer" : String(value));
const n = (value) => (value === null || value === undefined ? "–" : value.toLocaleString("en-US"));
/** "demo → size" when the run measured the demo size too, else the size's figure alone. */
const pair = (demo, scale, format) => (demo === undefined ? format(scale) : `${format(demo)} → ${format(scale)}`);
const cacheNote = (cache) => (cache && cache !== "none" ? ` (${cache})` : "");

function publicTable(scale, demo) {
  return table(
    ["page", "HTML KB", "gzip KB", "visitor ms (page cache)", "render ms", "DOM nodes"],
    Object.entries(scale.pages.public).map(([name, p]) => {
      const d = demo?.pages.public[name];
      return [
        `\`${name === "project page" || name === "/?categoria=" ? p.path : name}\``,
        pair(d?.rawBytes, p.rawBytes, kb),
        pair(d?.gzipBytes, p.gzipBytes, kb),
        `${pair(d?.visitorMs, p.visitorMs, String)}${cacheNote(p.visitorCache)}`,
        pair(d?.renderMs, p.renderMs, String),
        `${pair(d?.domNodes, p.domNodes, n)}${p.domNote ? ` (${p.domNote})` : ""}`,
      ];
    }),
  );
}

function adminTable(scale, demo) {
  return table(
    ["page", "status", "HTML KB", "gzip KB", "server ms", "DOM nodes"],
    Object.entries(scale.pages.admin).map(([name, p]) => {
      const d = demo?.pages.admin[name];
      return [
        `\`${name}\``,
        p.status,
        pair(d?.rawBytes, p.rawBytes, kb),
        pair(d?.gzipBytes, p.gzipBytes, kb),
        pair(d?.renderMs, p.renderMs, String),
        `${pair(d?.domNodes, p.domNodes, n)}${p.domNote ? ` (${p.domNote})` : ""}`,
      ];
    }),
  );
}

function sitemapTable(scale, demo) {
  return table(
    ["document", "status", "entries", "XML KB", "served KB", "first request ms", "kept ms"],
    Object.entries(scale.pages.sitemap).map(([name, p]) => {
      const d = demo?.pages.sitemap?.[name];
      return [
        `\`${name}\`${p.files ? ` (${p.files} files)` : ""}`,
        p.status,
        pair(d?.entries, p.entries, n),
        pair(d?.rawBytes, p.rawBytes, kb),
        `${pair(d?.servedBytes, p.servedBytes, kb)} (${p.contentType})`,
        pair(d?.firstMs, p.firstMs, String),
        pair(d?.ms, p.ms, String),
      ];
    }),
  );
}

function loadTable(scale, demo) {
  const rows = [];
  // The server's peak RSS (VmHWM) before → after the scenario, where it was read.
  const peak = (l) => (l?.rss ? `${l.rss.before?.peakMB ?? "?"} → ${l.rss.after?.peakMB ?? "?"}` : "–");
  for (const [scenario, l] of Object.entries(scale.load)) {
    for (const [name, t] of Object.entries(l.public)) {
      const d = demo?.load[scenario]?.public[name];
      rows.push([
        l.during,
        name,
        pair(d?.requestsPerSec, t.requestsPerSec, String),
        pair(d?.p50Ms, t.p50Ms, ms),
        pair(d?.p99Ms, t.p99Ms, ms),
        t.errors,
        peak(l),
      ]);
    }
  }
  return table(["while", "cached page", "req/s", "p50 ms", "p99 ms", "errors", "server peak RSS MB"], rows);
}

function backgroundLines(phase) {
  const lines = [];
  const admin = phase.load.admin?.background;
  if (admin) lines.push(`- Admin loop: ${admin.requests} admin pages opened, slowest ${admin.slowestMs} ms, ${admin.errors} error(s).`);
  const search = phase.load.search?.background;
  if (search) {
    lines.push(
      `- Search crowd: ${search.requests} requests (${search.requestsPerSec} req/s), p50 ${ms(search.p50Ms)} ms, p99 ${ms(search.p99Ms)} ms; statuses ${JSON.stringify(search.statuses)}; ${search.shed} answered 429 (a deliberate cap: not errors); ${search.errors} error(s).`,
    );
  }
  const sitemap = phase.load.sitemap?.background;
  if (sitemap) {
    lines.push(
      `- Sitemap crawlers: ${sitemap.requests} requests (${sitemap.requestsPerSec} req/s), p50 ${ms(sitemap.p50Ms)} ms, p99 ${ms(sitemap.p99Ms)} ms; statuses ${JSON.stringify(sitemap.statuses)}; ${sitemap.errors} error(s).`,
    );
  }
  const saves = phase.load.saves?.background;
  if (saves) lines.push(`- Admin saving: ${saves.saves} saves, slowest ${saves.slowestMs} ms, ${saves.errors} error(s).`);
  return lines;
}

const rssLine = (label, phase) => {
  const r = phase.rss;
  return `- ${label}: ${r.afterPages?.rssMB ?? "?"} MB after the page measurements, ${r.end?.rssMB ?? "?"} MB at the end, peak (VmHWM) **${r.end?.peakMB ?? "?"} MB**.`;
};

export function scaleMarkdown(result, { checks } = {}) {
  const m = result.machine;
  const { demo, scale } = result;
  const size = result.size;
  const lines = [
    "# Performance at size (`npm run bench:scale`)",
    "",
    `Run ${result.startedAt} on commit \`${result.commit}\`${result.dirty ? " (with uncommitted changes)" : ""}, database ${result.database}; ` +
      `size ${n(size.projects)} published projects (${n(result.seed.after.images)} images), ${n(size.messages)} contact messages, ${n(size.users)} users ` +
      `(seeded in ${result.seed.seconds} s).`,
    `Machine: ${m.cpus} × ${m.cpuModel}, ${m.memGiB} GiB, Node ${m.node}; load average ${m.loadStart} at the start and ${m.loadEnd} at the end (other work shares the machine).`,
    demo ? "Cells read `demo size → this size` (the same database, measured before the scale seed)." : "The demo size was not measured in this run.",
    "",
  ];
  if (checks) {
    const missed = checks.filter((c) => !c.ok);
    lines.push("## Budgets (`bench/budgets.json` → `scale`)", "", missed.length ? `**${missed.length} missed.**` : "**All met.**", "");
    lines.push(
      table(
        ["check", "measured", "budget", ""],
        checks.map((c) => [c.name, c.actual, c.limit, c.ok ? "✓" : "✗ missed"]),
      ),
      "",
    );
  }
  lines.push(
    "## Public pages",
    "",
    "Visitor: no cookie (the page cache answers the cacheable pages after a warm-up). Render: with an admin session cookie, which the page cache never answers. Median of the timed requests; gzip is level 6 of the HTML.",
    "",
    publicTable(scale, demo),
    "",
    ...(scale.pages.sitemap
      ? [
          "## Sitemap",
          "",
          "As a crawler asks. Served: the body as sent (a file is a gzip file, compressed when built). First request: the first since the server started (a build); kept: the median of the next ones, answered from the read cache.",
          "",
          sitemapTable(scale, demo),
          "",
        ]
      : []),
    "## Admin pages (signed in as an admin)",
    "",
    adminTable(scale, demo),
    "",
    `## Cached public pages under load (autocannon, ${Object.values(Object.values(scale.load)[0]?.public ?? {})[0]?.connections ?? "?"} connections per page, ${Object.values(Object.values(scale.load)[0]?.public ?? {})[0]?.seconds ?? "?"} s)`,
    "",
    loadTable(scale, demo),
    "",
    ...backgroundLines(scale),
    "",
    "## Server memory",
    "",
    ...(demo ? [rssLine("Demo size", demo)] : []),
    rssLine("At size", scale),
    "",
    "## Errors",
    "",
    `${scale.errors.count} at size${demo ? `, ${demo.errors.count} at demo size` : ""}.`,
    ...[...scale.errors.samples, ...(demo?.errors.samples ?? []).map((e) => `(demo) ${e}`)].map((e) => `- ${e}`),
    "",
  );
  return lines.join("\n");
}

/** Writes <dir>/<name>.json and <name>.md. */
export function writeScaleReport(dir, name, result, { checks } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify({ ...result, checks }, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, `${name}.md`), `${scaleMarkdown(result, { checks })}\n`);
}
