import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { projects } from "@/db/schema";

export type ProjectCard = {
  id: string;
  slug: string;
  title: string;
  shortDescription: string | null;
  category: string | null;
  categoryId: string | null;
  location: string | null;
  coverImage: string | null;
};

/** Published projects, newest first, as the landing page lists them. */
export async function listPublishedProjects(): Promise<ProjectCard[]> {
  const db = await getDb();
  return db
    .select({
      id: projects.id,
      slug: projects.slug,
      title: projects.title,
      shortDescription: projects.shortDescription,
      category: projects.category,
      categoryId: projects.categoryId,
      location: projects.location,
      coverImage: projects.coverImage,
    })
    .from(projects)
    .where(and(eq(projects.published, true)))
    .orderBy(desc(projects.createdAt));
}
