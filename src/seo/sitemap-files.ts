import "server-only";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { cached, cacheTags } from "@/platform/cache";
import { siteUrl } from "@/platform/site-url";
import { listSitemapProjects, listSitemapRanges } from "@/projects/queries";
import { buildSitemapIndexXml, buildSitemapXml, SITEMAP_PROJECTS_PER_FILE } from "./sitemap";

const gzip = promisify(zlib.gzip);

/**
 * A sitemap document as kept and served: its bytes (the files gzip-compressed, `.xml.gz`; the
 * small index as it is), a validator, and the size of its XML.
 */
export type SitemapDocument = { body: Buffer; gzipped: boolean; etag: string; xmlBytes: number };

/** Weak: it names the XML, not its compressed bytes (another zlib may compress the same XML differently). */
const etagOf = (xml: string) => `W/"${createHash("sha1").update(xml).digest("base64url")}"`;

const plainDocument = (xml: string): SitemapDocument => {
  const body = Buffer.from(xml, "utf8");
  return { body, gzipped: false, etag: etagOf(xml), xmlBytes: body.length };
};

/**
 * Compressed once, when built, on the thread pool: a kept file is sent as it is, never compressed
 * per request, and takes 20 to 30 times less memory than its XML (75–112 KB for 1,000 projects).
 */
async function gzippedDocument(xml: string): Promise<SitemapDocument> {
  return { body: await gzip(xml, { level: 6 }), gzipped: true, etag: etagOf(xml), xmlBytes: Buffer.byteLength(xml) };
}

let lastBuild: Promise<unknown> = Promise.resolve();
/**
 * Builds of different files run one after the other: after a write, a crawler asking for every
 * file at once costs the memory of one build (a file's rows and its XML), not of all of them.
 * Concurrent requests for the same file already share one build (the read cache keeps the promise).
 */
function oneAtATime<T>(build: () => Promise<T>): Promise<T> {
  const run = lastBuild.then(build);
  lastBuild = run.catch(() => undefined);
  return run;
}

/**
 * The index and each file are kept in the read cache under `projects` (the origin is part of the
 * key; nothing else they list comes from the settings), so every write that publishes, edits,
 * renames or removes a project drops them, on every instance. A file past the last is null, which
 * the cache does not keep, so made-up numbers cannot fill memory.
 */
const keptIndex = cached("sitemap-index", [cacheTags.projects], async (origin: string, pageSize: number) => {
  const ranges = await listSitemapRanges(pageSize);
  const files = ranges.length === 0 ? [{ n: 1 }] : ranges.map((range, i) => ({ n: i + 1, lastmod: range.lastmod }));
  return plainDocument(buildSitemapIndexXml(origin, files));
});

const keptFile = cached("sitemap-file", [cacheTags.projects], async (origin: string, pageSize: number, n: number) => {
  const ranges = await listSitemapRanges(pageSize);
  // File 1 exists without projects: it lists the static pages.
  if (n > Math.max(1, ranges.length)) return null;
  return oneAtATime(async () => {
    const range = ranges[n - 1];
    const projects = range ? await listSitemapProjects(range.first, ranges[n]?.first ?? null) : [];
    return gzippedDocument(buildSitemapXml(origin, projects, { staticPages: n === 1 }));
  });
});

/** Options for the tests: a small page size makes several files out of a few projects. */
type SitemapOptions = { pageSize?: number };

/** /sitemap.xml. If the projects cannot be read it names file 1 alone (not kept), which then lists the static pages. */
export async function sitemapIndex({ pageSize = SITEMAP_PROJECTS_PER_FILE }: SitemapOptions = {}): Promise<SitemapDocument> {
  const origin = siteUrl();
  try {
    return await keptIndex(origin, pageSize);
  } catch (err) {
    // Spec: a project query failure is only logged; the sitemap still lists the static pages.
    console.error("[sitemap] could not read the projects; the index names the first file only", err);
    return plainDocument(buildSitemapIndexXml(origin, [{ n: 1 }]));
  }
}

/**
 * /sitemaps/<n>.xml.gz, or null past the last file. If the projects cannot be read, file 1 still
 * lists the static pages (not kept); any other file fails.
 */
export async function sitemapFile(n: number, { pageSize = SITEMAP_PROJECTS_PER_FILE }: SitemapOptions = {}): Promise<SitemapDocument | null> {
  const origin = siteUrl();
  try {
    return await keptFile(origin, pageSize, n);
  } catch (err) {
    if (n !== 1) throw err;
    console.error("[sitemap] could not read the projects; the first file lists the static pages only", err);
    return gzippedDocument(buildSitemapXml(origin, []));
  }
}

/** A document's XML as text (the admin download; tests). */
export async function sitemapXml(document: SitemapDocument): Promise<string> {
  return (document.gzipped ? await promisify(zlib.gunzip)(document.body) : document.body).toString("utf8");
}
