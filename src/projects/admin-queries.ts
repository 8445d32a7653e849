import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { adminRead } from "@/admin/action";
import type { Db } from "@/db/client";
import { projectContentBlocks, projectImages, projects, projectVideos } from "@/db/schema";
import { listPublicCategories } from "@/categories/public-queries";
import { formatDate } from "@/lib/dates";
import { materialsToPairs } from "./service";
import type { ProjectFormValues } from "./validation";

/** One row of the admin projects list. */
export type AdminProjectRow = {
  id: string;
  slug: string;
  title: string;
  client: string | null;
  category: string | null;
  location: string | null;
  published: boolean;
  /** dd/MM/yyyy, formatted on the server (no time-zone drift between server and browser). */
  created: string;
};

export type CategoryOption = { id: string; name: string };

/** How much media and content an existing project already has (shown in the edit form). */
export type ProjectMediaSummary = { images: { gallery: number; before: number; after: number }; hasCover: boolean; videos: number; blocks: number };

export type AdminProjectDetail = { id: string; slug: string; published: boolean; values: ProjectFormValues; summary: ProjectMediaSummary };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every project, drafts included, newest first. */
export async function readAdminProjects(db: Db): Promise<AdminProjectRow[]> {
  const rows = await db
    .select({
      id: projects.id,
      slug: projects.slug,
      title: projects.title,
      client: projects.client,
      category: projects.category,
      location: projects.location,
      published: projects.published,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .orderBy(desc(projects.createdAt));
  return rows.map(({ createdAt, ...r }) => ({ ...r, created: formatDate(createdAt) }));
}

/** A project as the edit form holds it, or null for an unknown (or malformed) id. */
export async function readAdminProject(db: Db, id: string): Promise<AdminProjectDetail | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  if (!row) return null;
  const [imageCounts, [videos], [blocks]] = await Promise.all([
    db
      .select({ type: projectImages.imageType, n: count() })
      .from(projectImages)
      .where(eq(projectImages.projectId, id))
      .groupBy(projectImages.imageType),
    db.select({ n: count() }).from(projectVideos).where(eq(projectVideos.projectId, id)),
    db.select({ n: count() }).from(projectContentBlocks).where(eq(projectContentBlocks.projectId, id)),
  ]);
  const images = { gallery: 0, before: 0, after: 0 };
  for (const c of imageCounts) images[c.type] = c.n;
  const text = (v: string | null) => v ?? "";
  const num = (v: number | null) => (v === null ? "" : String(v));
  return {
    id: row.id,
    slug: row.slug,
    published: row.published,
    summary: { images, hasCover: !!row.coverImage, videos: videos.n, blocks: blocks.n },
    values: {
      title: row.title,
      slug: row.slug,
      categoryId: text(row.categoryId),
      location: text(row.location),
      shortDescription: text(row.shortDescription),
      description: text(row.description),
      longDescription: text(row.longDescription),
      client: text(row.client),
      constructionType: text(row.constructionType),
      startDate: text(row.startDate),
      completionDate: text(row.completionDate),
      areaSqm: num(row.areaSqm),
      bedrooms: num(row.bedrooms),
      bathrooms: num(row.bathrooms),
      budgetRange: text(row.budgetRange),
      features: row.features,
      materials: materialsToPairs(row.materials),
      metaTitle: text(row.metaTitle),
      metaDescription: text(row.metaDescription),
      keywords: row.keywords,
      published: row.published,
    },
  };
}

export function listAdminProjects(): Promise<AdminProjectRow[]> {
  return adminRead((db) => readAdminProjects(db));
}

export function getAdminProject(id: string): Promise<AdminProjectDetail | null> {
  return adminRead((db) => readAdminProject(db, id));
}

/** Categories for the form's select, by name. */
export async function listCategoryOptions(): Promise<CategoryOption[]> {
  const rows = await adminRead(() => listPublicCategories());
  return rows.map(({ id, name }) => ({ id, name }));
}
