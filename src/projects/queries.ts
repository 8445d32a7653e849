import "server-only";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { workingCopyId } from "@/drafts/working-copy";
import { projectColumns } from "./columns";
import { getDb } from "@/db";
import type { Db } from "@/db/client";
import { categories, projectContentBlocks, projectImages, projects, projectSlugRedirects, projectVideos } from "@/db/schema";
import { blockImageUrls } from "@/blocks/registry";
import { sanitizeBlockContent, sanitizeBlockTranslations } from "@/blocks/sanitize";
import { CATEGORY_TEXT_FIELDS, PROJECT_TEXT_FIELDS, readTranslations, TRANSLATED_LOCALES, type Translations } from "@/i18n/content";
import type { PublicLocale } from "@/i18n/locales";
import { sanitizeRichText } from "@/lib/sanitize";
import { imageRefResolver } from "@/media/queries";
import type { ImageRef } from "@/media/image-ref";
import { cached, cacheTags } from "@/platform/cache";
import { withoutStaleFacts } from "@/i18n/freshness";
import { FACT_FIELDS } from "@/i18n/freshness-status";
import { staleProjectFields } from "./freshness";
import type { ContentBlockDto, ProjectCardRecord, ProjectDetailRecord, ProjectDetailTexts, ProjectImageDto } from "./types";

/**
 * Only these fields of a row's `translations`, in every language (`{gl: {f: …}, en: {…}}`): a
 * card needs its title and short description, not the long texts the jsonb also holds. The
 * names are the compile-time lists of src/i18n/content.ts, written into the SQL as literals.
 */
function pickTranslations(column: AnyColumn, fields: readonly string[]): SQL<unknown> {
  const literal = (text: string) => {
    if (!/^[a-zA-Z]+$/.test(text)) throw new Error(`not a field name: ${text}`);
    return sql.raw(`'${text}'`);
  };
  const perLocale = TRANSLATED_LOCALES.map((locale) => {
    const values = fields.map((field) => sql`${literal(field)}, ${column} -> ${literal(locale)} -> ${literal(field)}`);
    return sql`${literal(locale)}, jsonb_build_object(${sql.join(values, sql`, `)})`;
  });
  return sql`jsonb_build_object(${sql.join(perLocale, sql`, `)})`;
}

const cardColumns = {
  id: projects.id,
  slug: projects.slug,
  title: projects.title,
  shortDescription: projects.shortDescription,
  category: projects.category,
  categoryId: projects.categoryId,
  location: projects.location,
  coverImage: projects.coverImage,
  translations: pickTranslations(projects.translations, ["title", "shortDescription"]),
  categoryName: categories.name,
  categoryTranslations: pickTranslations(categories.translations, ["name"]),
};

type CardRow = {
  id: string;
  slug: string;
  title: string;
  shortDescription: string | null;
  category: string | null;
  categoryId: string | null;
  location: string | null;
  coverImage: string | null;
  translations: unknown;
  categoryName: string | null;
  categoryTranslations: unknown;
};

const CARD_FIELDS = { title: PROJECT_TEXT_FIELDS.title, shortDescription: PROJECT_TEXT_FIELDS.shortDescription };
const CATEGORY_NAME_FIELDS = { name: CATEGORY_TEXT_FIELDS.name };

async function toCards(rows: CardRow[]): Promise<ProjectCardRecord[]> {
  const resolve = await imageRefResolver(rows.map((r) => r.coverImage));
  return rows.map(({ coverImage, translations, categoryTranslations, ...rest }) => ({
    ...rest,
    cover: resolve(coverImage),
    translations: readTranslations(CARD_FIELDS, translations),
    categoryTranslations: readTranslations(CATEGORY_NAME_FIELDS, categoryTranslations),
  }));
}

/** One page of cards; `page` is the one shown (an asked page past the end shows the last). */
export type ProjectCardPage<Card = ProjectCardRecord> = { projects: Card[]; page: number; pageCount: number; total: number };

const publishedIn = (categoryId: string | null): SQL =>
  categoryId ? and(eq(projects.published, true), eq(projects.categoryId, categoryId))! : eq(projects.published, true);

/**
 * One page of published projects, newest first (id breaks ties, so pages never overlap),
 * optionally of one category; null for a page past the end.
 */
async function readPage(categoryId: string | null, page: number, pageSize: number): Promise<ProjectCardPage | null> {
  const db = await getDb();
  const where = publishedIn(categoryId);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(projects).where(where),
    db
      .select(cardColumns)
      .from(projects)
      .leftJoin(categories, eq(categories.id, projects.categoryId))
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (page > pageCount) return null;
  return { projects: await toCards(rows), page, pageCount, total };
}

/** Pages kept in the read cache, per category; deeper ones (crawlers walk them all) are read each time. */
export const CACHED_PROJECT_PAGES = 10;

/**
 * The first pages are kept per (category, page, size) under `projects`: every write that
 * publishes, edits or deletes a project or renames a category invalidates them. A page past
 * the end is null, which the cache does not keep.
 */
const readCachedPage = cached("published-projects-page", [cacheTags.projects], readPage);

const readPublishedPage = (categoryId: string | null, page: number, pageSize: number) =>
  page <= CACHED_PROJECT_PAGES ? readCachedPage(categoryId, page, pageSize) : readPage(categoryId, page, pageSize);

/** The landing page's cards: page `page` (from 1) of the published projects, of one category or all. */
export async function listPublishedProjectsPage(options: { categoryId: string | null; page: number; pageSize: number }): Promise<ProjectCardPage> {
  const { categoryId, pageSize } = options;
  const page = Math.max(1, Math.floor(options.page));
  const found = await readPublishedPage(categoryId, page, pageSize);
  if (found) return found;
  // Past the end (a stale or typed link): the last page, which is cached under its own number.
  const [{ total }] = await (await getDb()).select({ total: count() }).from(projects).where(publishedIn(categoryId));
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (await readPublishedPage(categoryId, last, pageSize)) ?? { projects: [], page: 1, pageCount: 1, total: 0 };
}

/** A row's stored translations as the page's texts: the long description sanitised as the Spanish is. */
function detailTranslations(stored: unknown): Translations<ProjectDetailTexts> {
  const read = readTranslations(PROJECT_TEXT_FIELDS, stored);
  const result: Translations<ProjectDetailTexts> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const texts = read[locale];
    if (!texts) continue;
    const { longDescription, ...rest } = texts;
    result[locale] = longDescription === undefined ? rest : { ...rest, longDescriptionHtml: sanitizeRichText(longDescription) };
  }
  return result;
}

/** One published project with its media and blocks; null for unknown or draft slugs. */
export const getPublishedProject = cached(
  "published-project",
  // No `media` tag: a stored image never changes under its URL, and the writes that change
  // which images the page shows (project, media, blocks) invalidate the project's own tags.
  (slug: string) => [cacheTags.projects, cacheTags.project(slug)],
  async (slug: string): Promise<ProjectDetailRecord | null> => readProjectDetail(and(eq(projects.slug, slug), eq(projects.published, true))!),
);

/**
 * A project as its preview shows it, published or not: read on each request, never kept (a
 * preview is for a few people, and must show the latest save).
 */
export async function readProjectForPreview(id: string): Promise<{ record: ProjectDetailRecord; shows: PreviewShows } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ published: projects.published })
    .from(projects)
    .where(and(eq(projects.id, id), isNull(projects.draftOf)));
  if (!row) return null;
  // A project on the site with unpublished changes is previewed as they leave it (src/drafts/).
  const shown = await workingCopyId(db, id);
  const record = await readProjectDetail(eq(projects.id, shown));
  if (!record) return null;
  // Its own id and address, not its working copy's.
  return { record: { ...record, id }, shows: !row.published ? "unpublished" : shown !== id ? "changes" : "published" };
}

/** What a preview shows: a project not on the site, the unpublished changes of one that is, or the published page. */
export type PreviewShows = "unpublished" | "changes" | "published";

/** The project `where` picks, with its media and blocks, as the public page draws it. */
async function readProjectDetail(where: SQL): Promise<ProjectDetailRecord | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...projectColumns, categoryName: categories.name, categoryTranslations: pickTranslations(categories.translations, ["name"]) })
    .from(projects)
    .leftJoin(categories, eq(categories.id, projects.categoryId))
    .where(where);
  if (!row) return null;
  const [images, videos, blocks] = await Promise.all([
    db.select().from(projectImages).where(eq(projectImages.projectId, row.id)).orderBy(asc(projectImages.orderIndex), asc(projectImages.createdAt)),
    db.select().from(projectVideos).where(eq(projectVideos.projectId, row.id)).orderBy(asc(projectVideos.orderIndex), asc(projectVideos.createdAt)),
    db
      .select()
      .from(projectContentBlocks)
      .where(eq(projectContentBlocks.projectId, row.id))
      .orderBy(asc(projectContentBlocks.orderIndex), asc(projectContentBlocks.createdAt)),
  ]);
  return projectDetailFromRows({ row, images, videos, blocks }, db);
}

/** A project's rows as the detail page reads them: its own (with its category's name), its images, videos and blocks, in order. */
export type ProjectDetailRows = {
  row: Omit<typeof projects.$inferSelect, "searchVector" | "searchVectorGl" | "searchVectorEn" | "adminSearch"> & {
    categoryName: string | null;
    categoryTranslations: unknown;
  };
  images: Pick<typeof projectImages.$inferSelect, "id" | "imageUrl" | "imageType" | "caption">[];
  videos: Pick<typeof projectVideos.$inferSelect, "id" | "videoUrl" | "videoType" | "title" | "description" | "muted">[];
  blocks: Pick<typeof projectContentBlocks.$inferSelect, "id" | "blockType" | "content" | "translations">[];
};

/**
 * The public page's record of a project from its rows, wherever they were read: the tables (the
 * page, a preview) or a kept version of its history (src/revisions/).
 */
export async function projectDetailFromRows({ row, images, videos, blocks }: ProjectDetailRows, db?: Db): Promise<ProjectDetailRecord> {
  // Rich-text fields inside blocks are cleaned again on read: the page never trusts stored HTML.
  const blockDtos: ContentBlockDto[] = blocks.map((b) => ({
    id: b.id,
    type: b.blockType,
    content: sanitizeBlockContent(b.blockType, b.content),
    translations: sanitizeBlockTranslations(b.blockType, b.translations),
  }));
  const blockUrls = blockDtos.flatMap((b) => blockImageUrls(b.type, b.content));
  const resolve = await imageRefResolver([row.coverImage, ...images.map((i) => i.imageUrl), ...blockUrls], db);
  const byType = (type: string): ProjectImageDto[] =>
    images.filter((i) => i.imageType === type).map((i) => ({ id: i.id, image: resolve(i.imageUrl)!, caption: i.caption }));
  const blockImages: Record<string, ImageRef> = {};
  for (const url of blockUrls) blockImages[url] = resolve(url)!;

  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    shortDescription: row.shortDescription,
    category: row.category,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    categoryTranslations: readTranslations(CATEGORY_NAME_FIELDS, row.categoryTranslations),
    location: row.location,
    cover: resolve(row.coverImage),
    description: row.description,
    longDescriptionHtml: sanitizeRichText(row.longDescription),
    completionDate: row.completionDate,
    startDate: row.startDate,
    client: row.client,
    areaSqm: row.areaSqm,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    budgetRange: row.budgetRange,
    constructionType: row.constructionType,
    features: row.features,
    materials: Object.entries(row.materials ?? {}).map(([name, value]) => [name, String(value ?? "")]),
    keywords: row.keywords,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    galleryImages: byType("gallery"),
    beforeImages: byType("before"),
    afterImages: byType("after"),
    videos: videos.map((v) => ({ id: v.id, url: v.videoUrl, type: v.videoType, title: v.title, description: v.description, muted: v.muted })),
    blocks: blockDtos,
    blockImages,
    // Features and materials whose Spanish changed since they were translated show the Spanish
    // until reviewed; prose keeps its translation (docs/decisions/0019-translation-freshness.md).
    translations: withoutStaleFacts(detailTranslations(row.translations), staleProjectFields(row), FACT_FIELDS.project),
  };
}

/**
 * Each language's search: its stored document (migrations 0006, 0009: each field's translation,
 * else the Spanish) and the text-search configuration that built it. Galician has no stemmer in
 * PostgreSQL, so 'simple' (accent- and case-insensitive words).
 */
const SEARCH_DOCUMENTS = {
  es: { vector: projects.searchVector, config: "spanish" },
  gl: { vector: projects.searchVectorGl, config: "simple" },
  en: { vector: projects.searchVectorEn, config: "english" },
} as const;

/** The categories whose name in `locale` (its translation only: the documents hold the Spanish) matches the query. */
async function categoriesNamed(db: Awaited<ReturnType<typeof getDb>>, locale: "gl" | "en", configName: SQL, tsQuery: SQL): Promise<string[]> {
  const name = sql`coalesce(${categories.translations} -> ${sql.raw(`'${locale}'`)} ->> 'name', '')`;
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`to_tsvector(${configName}, unaccent_es(${name})) @@ ${tsQuery}`);
  return rows.map((r) => r.id);
}

/**
 * Full-text search over published projects in the visitor's language (title, category,
 * location, descriptions, features, long description), accent- and case-insensitive, best match
 * first, one page at a time. It reads the stored document of that language through its GIN
 * index, so its cost follows the matches, not the table. In Galician and English a project is
 * also found by its category's translated name (the documents hold the Spanish one): the few
 * matching categories are read first, then their projects join the matches through the
 * category index. Not cached: every visitor query would become a cache entry.
 */
export async function searchPublishedProjects(query: string, options: { page?: number; pageSize: number; locale: PublicLocale }): Promise<ProjectCardPage> {
  const q = query.trim().slice(0, 200);
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const { pageSize, locale } = options;
  if (!q) return { projects: [], page: 1, pageCount: 1, total: 0 };
  const db = await getDb();
  const { vector, config } = SEARCH_DOCUMENTS[locale];
  const configName = sql.raw(`'${config}'::regconfig`);
  const tsQuery = sql`websearch_to_tsquery(${configName}, unaccent_es(${q}))`;
  const categoryIds = locale === "es" ? [] : await categoriesNamed(db, locale, configName, tsQuery);
  // The ids go in as values, not as a subquery: the planner then weighs them and keeps the
  // GIN index (an init plan's array is estimated at most of the table and turns it into a scan).
  const matches = sql`${vector} @@ ${tsQuery}`;
  const where = and(eq(projects.published, true), categoryIds.length > 0 ? or(matches, inArray(projects.categoryId, categoryIds)) : matches);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(projects).where(where),
    db
      .select(cardColumns)
      .from(projects)
      .leftJoin(categories, eq(categories.id, projects.categoryId))
      .where(where)
      .orderBy(sql`ts_rank(${vector}, ${tsQuery}) desc`, desc(projects.createdAt), desc(projects.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { projects: await toCards(rows), page, pageCount: Math.max(1, Math.ceil(total / pageSize)), total };
}

export type SitemapProject = { slug: string; updatedAt: Date };

/** One sitemap file's share of the published projects: the first slug of its run, its size, its newest change. */
export type SitemapRange = { first: string; count: number; lastmod: Date | null };

/**
 * The published projects in slug order (the unique index's), cut into runs of `pageSize`: one
 * row per sitemap file, so the index and every file agree on where each file starts. One scan of
 * the published slugs and update times, never their content; kept under `projects`, so it is
 * read once per project write.
 */
export const listSitemapRanges = cached("sitemap-ranges", [cacheTags.projects], async (pageSize: number): Promise<SitemapRange[]> => {
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) throw new RangeError(`not a page size: ${pageSize}`);
  const db = await getDb();
  const numbered = db
    .select({ slug: projects.slug, updatedAt: projects.updatedAt, position: sql<number>`row_number() over (order by ${projects.slug})`.as("position") })
    .from(projects)
    .where(eq(projects.published, true))
    .as("numbered");
  // The size is a checked integer, written as a literal so GROUP BY and ORDER BY name one expression.
  const file = sql`(${numbered.position} - 1) / ${sql.raw(String(pageSize))}`;
  return db
    .select({
      first: sql<string>`min(${numbered.slug})`,
      count: sql<number>`count(*)`.mapWith(Number),
      lastmod: sql<Date | null>`max(${numbered.updatedAt})`.mapWith(projects.updatedAt),
    })
    .from(numbered)
    .groupBy(file)
    .orderBy(file);
});

/**
 * The published projects of one sitemap file: slugs from `first` up to, not including, `until`
 * (the next file's first; none for the last file). A keyset read on the slug index, so file n
 * costs what file 1 does. Bounded by slugs rather than LIMIT, a project published meanwhile lands
 * in exactly one file.
 */
export async function listSitemapProjects(first: string, until: string | null): Promise<SitemapProject[]> {
  const db = await getDb();
  return db
    .select({ slug: projects.slug, updatedAt: projects.updatedAt })
    .from(projects)
    .where(and(eq(projects.published, true), gte(projects.slug, first), until === null ? undefined : lt(projects.slug, until)))
    .orderBy(asc(projects.slug));
}

/**
 * The current slug of the published project whose former slug this is, or null: an old address
 * answers a permanent redirect, a 301 (docs/decisions/0010-not-found-status-and-permanent-redirects.md).
 * A draft's old slug stays 404.
 */
export const findProjectRedirect = cached(
  "project-redirect",
  (slug: string) => [cacheTags.projects, cacheTags.project(slug)],
  async (slug: string): Promise<string | null> => {
    const db = await getDb();
    const [row] = await db
      .select({ slug: projects.slug })
      .from(projectSlugRedirects)
      .innerJoin(projects, eq(projects.id, projectSlugRedirects.projectId))
      .where(and(eq(projectSlugRedirects.slug, slug), eq(projects.published, true)))
      .limit(1);
    return row?.slug ?? null;
  },
);
