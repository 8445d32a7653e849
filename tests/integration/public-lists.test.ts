/**
 * The landing page's paginated projects and the media lookup by key, against a real migrated
 * database (PGlite, or PostgreSQL with TEST_DATABASE_URL). The app's `getDb()` answers with a
 * Drizzle instance over the test database that records every statement (the `recorded` fixture),
 * so the test can tell what each read asked the database.
 */
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { listCategoryFilters } from "@/categories/queries";
import type { Database } from "@/db/client";
import { heroImages, mediaAssets, projects } from "@/db/schema";
import { listHeroSlides } from "@/hero/queries";
import { readLandingPage } from "@/landing/load-projects";
import { LANDING_PAGE_SIZE } from "@/landing/paging";
import { getImageRef, imageRefResolver } from "@/media/queries";
import { cacheTags, invalidateTags } from "@/platform/cache";
import { CACHED_PROJECT_PAGES, listPublishedProjectsPage } from "@/projects/queries";
import { insertCategories, it, test, type Statement } from "./support/fixtures";

let database: Database;
let statements: Statement[];
const ALL_TAGS = Object.values(cacheTags).filter((t) => typeof t === "string") as string[];

/** Statements that read the media table since the last reset. */
const mediaReads = () => statements.filter((s) => /from "media_assets"/.test(s.sql));
const reads = { categories: listCategoryFilters, page: listPublishedProjectsPage };

const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000);
const coverUrl = (n: number) => `/media/projects/p${n}/cover.jpg`;
const asset = (url: string, width = 1200) => ({
  url,
  storageKey: url.replace("/media/", ""),
  mime: "image/jpeg",
  bytes: 1000,
  width,
  height: 900,
  blurDataUrl: "data:image/webp;base64,AAAA",
  variants: [400, 800].flatMap((w) =>
    (["avif", "webp"] as const).map((format) => ({ format, width: w, url: url.replace(".jpg", `-${w}w.${format}`), bytes: 100 })),
  ),
});

// 30 published projects: 0-17 "Cocinas", 18-29 "Baños", one a day (project 29 the newest);
// projects 30 and 31 share one instant (the id orders them); 3 drafts newer than all of them.
const PUBLISHED = 32;
let cocinasId: string;
let banosId: string;
let vaciaId: string;

test.beforeAll(async ({ app, recorded }) => {
  database = app.database;
  ({ statements } = recorded);
  invalidateTags(...ALL_TAGS);
  const db = database.db;
  const [cocinas, banos, vacia] = await insertCategories(database, "Cocinas", "Baños", "Fachadas");
  [cocinasId, banosId, vaciaId] = [cocinas.id, banos.id, vacia.id];
  const rows = Array.from({ length: PUBLISHED }, (_, i) => {
    const category = i < 18 || i >= 30 ? cocinas : banos;
    return {
      slug: `proyecto-${i}`,
      title: `Proyecto ${i}`,
      category: category.name,
      categoryId: category.id,
      coverImage: coverUrl(i),
      published: true,
      createdAt: i >= 30 ? day(40) : day(i),
    };
  });
  const drafts = [0, 1, 2].map((i) => ({
    slug: `borrador-${i}`,
    title: `Borrador ${i}`,
    category: i === 0 ? vacia.name : cocinas.name,
    categoryId: i === 0 ? vacia.id : cocinas.id,
    published: false,
    createdAt: day(100 + i),
  }));
  await db.insert(projects).values([...rows, ...drafts]);
  await db.insert(mediaAssets).values(rows.map((r) => asset(r.coverImage)));
});

test.afterAll(() => {
  invalidateTags(...ALL_TAGS);
});

test.beforeEach(() => {
  invalidateTags(...ALL_TAGS);
  statements.length = 0;
});

const titles = (page: { projects: { title: string }[] }) => page.projects.map((p) => p.title);

describe("landing page: one page of published projects at a time", () => {
  it("lists the newest first, LANDING_PAGE_SIZE a page, pages that neither overlap nor skip", async () => {
    expect(LANDING_PAGE_SIZE).toBe(12);
    const pages = await Promise.all([1, 2, 3].map((page) => listPublishedProjectsPage({ categoryId: null, page, pageSize: LANDING_PAGE_SIZE })));
    expect(pages.map((p) => [p.page, p.pageCount, p.total, p.projects.length])).toEqual([
      [1, 3, 32, 12],
      [2, 3, 32, 12],
      [3, 3, 32, 8],
    ]);
    const all = pages.flatMap(titles);
    // 30 and 31 were created at the same instant: both appear once, in a stable order.
    expect(all.slice(0, 2).sort()).toEqual(["Proyecto 30", "Proyecto 31"]);
    expect(all.slice(2)).toEqual(Array.from({ length: 30 }, (_, i) => `Proyecto ${29 - i}`));
    expect(new Set(all).size).toBe(PUBLISHED);
    const again = await listPublishedProjectsPage({ categoryId: null, page: 1, pageSize: LANDING_PAGE_SIZE });
    expect(titles(again)).toEqual(all.slice(0, 12));
  });

  it("never shows a draft, even the newest ones", async () => {
    const first = await listPublishedProjectsPage({ categoryId: null, page: 1, pageSize: 50 });
    expect(first.total).toBe(PUBLISHED);
    expect(first.projects.every((p) => p.slug.startsWith("proyecto-"))).toBe(true);
    const empty = await listPublishedProjectsPage({ categoryId: vaciaId, page: 1, pageSize: 12 });
    expect(empty).toEqual({ projects: [], page: 1, pageCount: 1, total: 0 });
  });

  it("filters by category across pages", async () => {
    const banos1 = await listPublishedProjectsPage({ categoryId: banosId, page: 1, pageSize: 5 });
    const banos3 = await listPublishedProjectsPage({ categoryId: banosId, page: 3, pageSize: 5 });
    expect([banos1.total, banos1.pageCount, banos3.page]).toEqual([12, 3, 3]);
    expect(titles(banos1)).toEqual(["Proyecto 29", "Proyecto 28", "Proyecto 27", "Proyecto 26", "Proyecto 25"]);
    expect(titles(banos3)).toEqual(["Proyecto 19", "Proyecto 18"]);
    const cocinas = await listPublishedProjectsPage({ categoryId: cocinasId, page: 1, pageSize: 50 });
    expect(cocinas.total).toBe(20);
    expect(cocinas.projects.every((p) => p.categoryId === cocinasId && p.category === "Cocinas")).toBe(true);
  });

  it("shows the last page for a page past the end, and keeps no cache entry under the asked number", async () => {
    const past = await listPublishedProjectsPage({ categoryId: banosId, page: 999, pageSize: 5 });
    expect([past.page, past.pageCount]).toEqual([3, 3]);
    expect(titles(past)).toEqual(["Proyecto 19", "Proyecto 18"]);
    statements.length = 0;
    await listPublishedProjectsPage({ categoryId: banosId, page: 999, pageSize: 5 });
    expect(statements.filter((s) => /from "projects"/.test(s.sql)).length).toBeGreaterThan(0);
    statements.length = 0;
    await listPublishedProjectsPage({ categoryId: banosId, page: 3, pageSize: 5 });
    expect(statements).toEqual([]);
  });

  it("keeps the first pages in the read cache and reads deeper ones each time", async () => {
    expect(CACHED_PROJECT_PAGES).toBe(10);
    const deep = await listPublishedProjectsPage({ categoryId: null, page: 11, pageSize: 2 });
    expect(titles(deep)).toEqual(["Proyecto 11", "Proyecto 10"]);
    await listPublishedProjectsPage({ categoryId: null, page: 10, pageSize: 2 });
    statements.length = 0;
    expect(titles(await listPublishedProjectsPage({ categoryId: null, page: 11, pageSize: 2 }))).toEqual(titles(deep));
    expect(statements.filter((s) => /from "projects"/.test(s.sql)).length).toBeGreaterThan(0);
    statements.length = 0;
    await listPublishedProjectsPage({ categoryId: null, page: 10, pageSize: 2 });
    expect(statements).toEqual([]);
  });

  it("shows a newly published project on page 1 after the projects tag is invalidated", async () => {
    await listPublishedProjectsPage({ categoryId: null, page: 1, pageSize: 12 });
    await database.db
      .update(projects)
      .set({ published: true, createdAt: day(200) })
      .where(eq(projects.slug, "borrador-1"));
    invalidateTags(cacheTags.projects);
    const first = await listPublishedProjectsPage({ categoryId: null, page: 1, pageSize: 12 });
    expect([first.total, first.projects[0].slug]).toEqual([33, "borrador-1"]);
    await database.db
      .update(projects)
      .set({ published: false, createdAt: day(101) })
      .where(eq(projects.slug, "borrador-1"));
    invalidateTags(cacheTags.projects);
  });

  it("turns ?categoria= into the filter: buttons for categories with published projects, the chosen one kept", async () => {
    const filters = await listCategoryFilters();
    expect(filters.map((c) => [c.name, c.publishedCount])).toEqual([
      ["Baños", 12],
      ["Cocinas", 20],
      ["Fachadas", 0],
    ]);
    const todos = await readLandingPage({ categoria: null, pagina: 2 }, reads, "es");
    expect([todos.active, todos.page, todos.pageCount, todos.categories.map((c) => c.slug)]).toEqual([null, 2, 3, ["banos", "cocinas"]]);
    const banos = await readLandingPage({ categoria: "banos", pagina: 1 }, reads, "es");
    expect([banos.active?.slug, banos.total, banos.projects.every((p) => p.categoryId === banosId)]).toEqual(["banos", 12, true]);
    const fachadas = await readLandingPage({ categoria: "fachadas", pagina: 1 }, reads, "es");
    expect([fachadas.active?.slug, fachadas.total, fachadas.categories.map((c) => c.slug)]).toEqual(["fachadas", 0, ["banos", "cocinas", "fachadas"]]);
    const unknown = await readLandingPage({ categoria: "no-existe", pagina: 1 }, reads, "es");
    expect([unknown.active, unknown.total]).toEqual([null, 32]);
  });
});

describe("media lookups by key", () => {
  it("reads only the covers of the page's cards, by key, in one query", async () => {
    const page = await listPublishedProjectsPage({ categoryId: banosId, page: 2, pageSize: 5 });
    expect(mediaReads()).toHaveLength(1);
    const [read] = mediaReads();
    expect(read.sql).toMatch(/where "media_assets"\."url" in \(/);
    expect([...read.params].sort()).toEqual(page.projects.map((p) => p.cover!.url).sort());
    expect(page.projects[0].cover).toEqual({
      url: coverUrl(24),
      width: 1200,
      height: 900,
      blurDataUrl: "data:image/webp;base64,AAAA",
      avifSrcSet: "/media/projects/p24/cover-400w.avif 400w, /media/projects/p24/cover-800w.avif 800w",
      webpSrcSet: "/media/projects/p24/cover-400w.webp 400w, /media/projects/p24/cover-800w.webp 800w",
      // Stored before portrait crops existed: none.
      portraitAvifSrcSet: "",
      portraitWebpSrcSet: "",
    });
  });

  it("asks for nothing when there is nothing to resolve, and answers unknown and external URLs without variants", async () => {
    const none = await imageRefResolver([null, undefined, ""]);
    expect(mediaReads()).toEqual([]);
    expect(none(null)).toBeNull();
    const resolve = await imageRefResolver([coverUrl(1), coverUrl(1), "https://example.com/a.jpg"]);
    expect(mediaReads().map((s) => s.params)).toEqual([[coverUrl(1), "https://example.com/a.jpg"]]);
    expect(resolve(coverUrl(1))?.width).toBe(1200);
    expect(resolve("https://example.com/a.jpg")).toEqual({
      url: "https://example.com/a.jpg",
      width: null,
      height: null,
      blurDataUrl: null,
      avifSrcSet: "",
      webpSrcSet: "",
      portraitAvifSrcSet: "",
      portraitWebpSrcSet: "",
    });
  });

  it("keeps one image per URL (the logo), never an unknown one, so a later upload of it is seen at once", async () => {
    const logo = "/media/site/logo.png";
    expect((await getImageRef(logo))?.avifSrcSet).toBe("");
    await getImageRef(logo);
    expect(mediaReads()).toHaveLength(2);
    // The upload: the file's row is written; the upload route invalidates nothing.
    await database.db.insert(mediaAssets).values(asset(logo, 300));
    expect((await getImageRef(logo))?.width).toBe(300);
    expect(await getImageRef(logo)).toEqual(await getImageRef(logo));
    expect(mediaReads()).toHaveLength(3);
    expect(mediaReads().every((s) => s.params.length === 1 && s.params[0] === logo)).toBe(true);
  });

  it("an upload, or a write that deletes another section's file, leaves the cached project pages alone", async () => {
    const heroUrl = "/media/hero/h1.jpg";
    await database.db.insert(mediaAssets).values(asset(heroUrl, 1600));
    await database.db.insert(heroImages).values({ imageUrl: heroUrl, title: "Portada" });
    const first = await listPublishedProjectsPage({ categoryId: null, page: 1, pageSize: 12 });
    expect((await listHeroSlides())[0].image?.width).toBe(1600);
    statements.length = 0;

    // An upload writes its row and nothing else.
    await database.db.insert(mediaAssets).values(asset("/media/projects/p3/gallery/new.jpg"));
    // Deleting a hero image invalidates what its action names: the hero and `media`.
    await database.db.delete(heroImages).where(eq(heroImages.imageUrl, heroUrl));
    await database.db.delete(mediaAssets).where(eq(mediaAssets.url, heroUrl));
    invalidateTags(cacheTags.hero, cacheTags.media);
    statements.length = 0;

    expect(await listPublishedProjectsPage({ categoryId: null, page: 1, pageSize: 12 })).toBe(first);
    expect(statements).toEqual([]);
    expect((await listHeroSlides()).map((s) => s.id)).toEqual(["builtin-1", "builtin-2", "builtin-3"]);
    expect(statements.length).toBeGreaterThan(0);
  });
});
