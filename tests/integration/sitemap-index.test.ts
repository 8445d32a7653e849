/**
 * The sitemap index and its files against a real migrated database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), at a page size of 5 so a few dozen projects make several files. The app's
 * `getDb()` answers with a Drizzle instance over the test database that records every
 * statement, so the test can tell what each file asked the database.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { projects } from "@/db/schema";
import { cacheTags, invalidateTags } from "@/platform/cache";
import { siteUrl } from "@/platform/site-url";
import { createProject } from "@/projects/service";
import { emptyProjectForm, projectSchema } from "@/projects/validation";
import { SITEMAP_STATIC_PAGES } from "@/seo/sitemap";
import { sitemapFile, sitemapIndex, sitemapXml } from "@/seo/sitemap-files";
import { serveApp } from "./support/app-session";
import { it, test, type Statement } from "./support/fixtures";

let database: Database;
let served: Database;
let statements: Statement[];

const PAGE = 5;
const options = { pageSize: PAGE };
/** 25 published projects (5 full files) and 6 drafts whose slugs fall between theirs. */
const PUBLISHED = 25;
const DRAFTS = 6;
let origin: string;
let categoryId: string;

/** What the admin actions do after a project write (announced in the transaction, dropped here after it). */
const afterWrite = () => invalidateTags(cacheTags.projects);

const projectStatements = () => statements.filter((s) => /from "projects"/.test(s.sql));
/** The Spanish project slugs a file lists, in its order. */
const spanishSlugs = (xml: string) => [...xml.matchAll(/<loc>[^<]*?\/projeto\/([^<]+)<\/loc>/g)].map((m) => m[1]).filter((_, i, all) => i < all.length / 3);
const fileXml = async (n: number) => {
  const document = await sitemapFile(n, options);
  return document && sitemapXml(document);
};
const indexLocs = async () => [...(await sitemapXml(await sitemapIndex(options))).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const published = async () =>
  (await database.db.select({ slug: projects.slug, updatedAt: projects.updatedAt }).from(projects).where(eq(projects.published, true))).sort((a, b) =>
    a.slug < b.slug ? -1 : 1,
  );

test.beforeAll(async ({ app, recorded, category }) => {
  database = app.database;
  ({ database: served, statements } = recorded);
  origin = siteUrl();
  categoryId = category.id;
  // Slugs from md5 do not follow the insertion order; the drafts' fall among the published ones.
  await database.db.execute(sql`
    insert into projects (slug, title, published, updated_at)
    select 'obra-' || substr(md5(i::text), 1, 12), 'Obra ' || i, true, timestamptz '2025-01-01 00:00:00+00' + i * interval '1 hour'
      from generate_series(1, ${PUBLISHED}) as i
    union all
    select 'obra-' || substr(md5('borrador' || i), 1, 12), 'Borrador ' || i, false, now()
      from generate_series(1, ${DRAFTS}) as i`);
  afterWrite();
});
test.beforeEach(() => {
  statements.length = 0;
});

describe("the sitemap index and its files", () => {
  it("the index names exactly the files, each with the newest change among its projects", async () => {
    const rows = await published();
    expect(rows).toHaveLength(PUBLISHED);
    const xml = await sitemapXml(await sitemapIndex(options));
    expect(await indexLocs()).toEqual([1, 2, 3, 4, 5].map((n) => `${origin}/sitemaps/${n}.xml.gz`));
    const lastmods = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]);
    const expected = [0, 1, 2, 3, 4].map((f) => new Date(Math.max(...rows.slice(f * PAGE, f * PAGE + PAGE).map((r) => r.updatedAt.getTime()))).toISOString());
    expect(lastmods).toEqual(expected);
    expect(await sitemapFile(6, options)).toBeNull();
  });

  it("lists every published project exactly once across the files, in slug order, never a draft; the static pages only in the first", async () => {
    const perFile: string[][] = [];
    for (let n = 1; n <= 5; n++) {
      const xml = (await fileXml(n))!;
      perFile.push(spanishSlugs(xml));
      // Every page in each language, with its alternates.
      expect(xml.match(/<url>/g)).toHaveLength(((n === 1 ? SITEMAP_STATIC_PAGES.length : 0) + PAGE) * 3);
      expect(xml.match(/<xhtml:link rel="alternate"/g)).toHaveLength(((n === 1 ? SITEMAP_STATIC_PAGES.length : 0) + PAGE) * 3 * 4);
      for (const path of ["/politica-de-privacidade", "/gl/termos-de-servico", "/en"]) {
        expect(xml.includes(`<loc>${origin}${path}</loc>`), `${n} ${path}`).toBe(n === 1);
      }
    }
    expect(perFile.map((slugs) => slugs.length)).toEqual([5, 5, 5, 5, 5]);
    const listed = perFile.flat();
    expect(listed).toEqual((await published()).map((r) => r.slug));
    expect(new Set(listed).size).toBe(PUBLISHED);
    const drafts = await database.db.select({ slug: projects.slug }).from(projects).where(eq(projects.published, false));
    expect(drafts).toHaveLength(DRAFTS);
    for (const { slug } of drafts) expect(listed).not.toContain(slug);
  });

  it("file n reads only its own projects: a keyset range on the slug, with no OFFSET and no other read of the table", async () => {
    afterWrite();
    statements.length = 0;
    await fileXml(4);
    const reads = projectStatements();
    // The ranges of every file (slugs and dates only, grouped), then file 4's rows.
    expect(reads).toHaveLength(2);
    expect(reads[0].sql).toMatch(/row_number\(\) over \(order by "slug"\)/);
    expect(reads[0].sql).toMatch(/group by/);
    expect(reads[0].sql).not.toMatch(/"title"|"translations"|"description"/);
    const rows = await published();
    expect(reads[1].sql).toMatch(/"projects"\."slug" >= \$\d+ and "projects"\."slug" < \$\d+/);
    expect(reads[1].sql).not.toMatch(/offset/i);
    expect(reads[1].params).toEqual(expect.arrayContaining([rows[3 * PAGE].slug, rows[4 * PAGE].slug]));
    // The last file has no upper bound.
    statements.length = 0;
    await fileXml(5);
    expect(projectStatements().map((s) => s.sql)).toEqual([expect.not.stringMatching(/ < \$/)]);
  });

  it("keeps the index and the files until a project write, and concurrent first requests share one build", async () => {
    const first = await sitemapFile(2, options);
    const index = await sitemapIndex(options);
    statements.length = 0;
    expect(await sitemapFile(2, options)).toBe(first);
    expect(await sitemapIndex(options)).toBe(index);
    expect(statements).toHaveLength(0);

    // A new published project: a sixth file once the write's invalidation arrives.
    await database.db.transaction((tx) =>
      createProject(tx, projectSchema.parse({ ...emptyProjectForm, title: "Casa nueva", slug: "zz-casa-nueva", categoryId, published: true })),
    );
    expect(await sitemapIndex(options)).toBe(index);
    afterWrite();
    statements.length = 0;
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => sitemapFile(6, options)));
    expect(new Set(concurrent).size).toBe(1);
    expect(projectStatements()).toHaveLength(2);
    expect(spanishSlugs(await sitemapXml(concurrent[0]!))).toEqual(["zz-casa-nueva"]);
    expect(await indexLocs()).toHaveLength(6);
    expect(await sitemapFile(2, options)).not.toBe(first);

    // Unpublished: gone from its file, and the index back to five files.
    await database.db.update(projects).set({ published: false }).where(eq(projects.slug, "zz-casa-nueva"));
    afterWrite();
    expect(await indexLocs()).toHaveLength(5);
    expect(await sitemapFile(6, options)).toBeNull();
    for (let n = 1; n <= 5; n++) expect(await fileXml(n)).not.toContain("zz-casa-nueva");
  });

  it("when the projects cannot be read: the index names the first file, which lists the static pages; nothing of it is kept", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      afterWrite();
      const failing = Promise.reject(new Error("database down"));
      failing.catch(() => {});
      serveApp(failing);
      expect(await indexLocs()).toEqual([`${origin}/sitemaps/1.xml.gz`]);
      const xml = (await fileXml(1))!;
      expect(spanishSlugs(xml)).toEqual([]);
      expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_STATIC_PAGES.length * 3);
      await expect(sitemapFile(2, options)).rejects.toThrow("database down");
    } finally {
      serveApp(served);
      quiet.mockRestore();
    }
    expect(await indexLocs()).toHaveLength(5);
    expect(spanishSlugs((await fileXml(1))!)).toHaveLength(PAGE);
  });
});
