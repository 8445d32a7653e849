import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { projectContentBlocks, projectImages, projects, projectSlugRedirects, projectVideos } from "@/db/schema";
import { sanitizeRichText } from "@/lib/sanitize";
import { imageRefResolver } from "@/media/queries";
import type { ImageRef } from "@/media/image-ref";
import { cached, cacheTags } from "@/platform/cache";
import type { ContentBlockDto, ProjectCardDto, ProjectDetailDto, ProjectImageDto } from "./types";

const cardColumns = {
  id: projects.id,
  slug: projects.slug,
  title: projects.title,
  shortDescription: projects.shortDescription,
  category: projects.category,
  categoryId: projects.categoryId,
  location: projects.location,
  coverImage: projects.coverImage,
};

type CardRow = { [K in keyof typeof cardColumns]: (typeof cardColumns)[K]["_"]["data"] | null } & { id: string; slug: string; title: string };

async function toCards(rows: CardRow[]): Promise<ProjectCardDto[]> {
  const resolve = await imageRefResolver();
  return rows.map(({ coverImage, ...rest }) => ({ ...rest, cover: resolve(coverImage) }));
}

/** Published projects, newest first, as the landing page lists them. */
export const listPublishedProjects = cached("published-projects", [cacheTags.projects, cacheTags.media], async () => {
  const db = await getDb();
  const rows = await db.select(cardColumns).from(projects).where(eq(projects.published, true)).orderBy(desc(projects.createdAt));
  return toCards(rows);
});

/** Rich-text fields inside blocks are cleaned again on read: the page never trusts stored HTML. */
function cleanBlockContent(type: string, content: Record<string, unknown>): Record<string, unknown> {
  if (type === "text") return { ...content, text: sanitizeRichText(String(content.text ?? "")) };
  if (type === "two_columns") {
    const side = (value: unknown) => {
      const v = (value ?? {}) as Record<string, unknown>;
      return { ...v, text: sanitizeRichText(typeof v.text === "string" ? v.text : "") };
    };
    return { ...content, leftContent: side(content.leftContent), rightContent: side(content.rightContent) };
  }
  return content;
}

function blockImageUrls(block: ContentBlockDto): string[] {
  const c = block.content as Record<string, unknown>;
  const urls: unknown[] = [c.url];
  for (const side of [c.leftContent, c.rightContent]) urls.push((side as Record<string, unknown> | undefined)?.imageUrl);
  if (Array.isArray(c.images)) for (const img of c.images) urls.push((img as Record<string, unknown> | undefined)?.url);
  return urls.filter((u): u is string => typeof u === "string" && u.length > 0);
}

/** One published project with its media and blocks; null for unknown or draft slugs. */
export const getPublishedProject = cached(
  "published-project",
  (slug: string) => [cacheTags.projects, cacheTags.project(slug), cacheTags.media],
  async (slug: string): Promise<ProjectDetailDto | null> => {
    const db = await getDb();
    const [row] = await db.select().from(projects).where(and(eq(projects.slug, slug), eq(projects.published, true)));
    if (!row) return null;
    const [images, videos, blocks, resolve] = await Promise.all([
      db.select().from(projectImages).where(eq(projectImages.projectId, row.id)).orderBy(asc(projectImages.orderIndex), asc(projectImages.createdAt)),
      db.select().from(projectVideos).where(eq(projectVideos.projectId, row.id)).orderBy(asc(projectVideos.orderIndex), asc(projectVideos.createdAt)),
      db
        .select()
        .from(projectContentBlocks)
        .where(eq(projectContentBlocks.projectId, row.id))
        .orderBy(asc(projectContentBlocks.orderIndex), asc(projectContentBlocks.createdAt)),
      imageRefResolver(),
    ]);

    const byType = (type: string): ProjectImageDto[] =>
      images
        .filter((i) => i.imageType === type)
        .map((i) => ({ id: i.id, image: resolve(i.imageUrl)!, caption: i.caption }));

    const blockDtos: ContentBlockDto[] = blocks.map((b) => ({ id: b.id, type: b.blockType, content: cleanBlockContent(b.blockType, b.content) }));
    const blockImages: Record<string, ImageRef> = {};
    for (const url of blockDtos.flatMap(blockImageUrls)) blockImages[url] = resolve(url)!;

    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      shortDescription: row.shortDescription,
      category: row.category,
      categoryId: row.categoryId,
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
      materials: row.materials,
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
    };
  },
);

/**
 * Spanish full-text search over published projects (title, descriptions, location, category,
 * features). Not cached: every visitor query would become a cache entry.
 */
export async function searchPublishedProjects(query: string): Promise<ProjectCardDto[]> {
  const q = query.trim().slice(0, 200);
  if (!q) return [];
  const db = await getDb();
  const document = sql`
    setweight(to_tsvector('spanish', unaccent_es(coalesce(${projects.title}, ''))), 'A') ||
    setweight(to_tsvector('spanish', unaccent_es(coalesce(${projects.category}, '') || ' ' || coalesce(${projects.location}, ''))), 'B') ||
    setweight(to_tsvector('spanish', unaccent_es(coalesce(${projects.shortDescription}, '') || ' ' || coalesce(${projects.description}, '') || ' ' || array_to_string(${projects.features}, ' '))), 'C') ||
    setweight(to_tsvector('spanish', unaccent_es(regexp_replace(coalesce(${projects.longDescription}, ''), '<[^>]*>', ' ', 'g'))), 'D')`;
  const tsQuery = sql`websearch_to_tsquery('spanish', unaccent_es(${q}))`;
  const rows = await db
    .select(cardColumns)
    .from(projects)
    .where(and(eq(projects.published, true), sql`${document} @@ ${tsQuery}`))
    .orderBy(sql`ts_rank(${document}, ${tsQuery}) desc`, desc(projects.createdAt))
    .limit(50);
  return toCards(rows);
}

export type SitemapProject = { slug: string; updatedAt: Date };

/** The spec's sitemap read: published projects, newest update first. */
export const listSitemapProjects = cached("sitemap-projects", [cacheTags.projects], async (): Promise<SitemapProject[]> => {
  const db = await getDb();
  return db
    .select({ slug: projects.slug, updatedAt: projects.updatedAt })
    .from(projects)
    .where(eq(projects.published, true))
    .orderBy(desc(projects.updatedAt));
});

/**
 * The current slug of the published project whose former slug this is, or null: an old address
 * answers a permanent redirect (README, "Old project addresses"). A draft's old slug stays 404.
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
