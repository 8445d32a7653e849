import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { projectVideos, type VideoType } from "@/db/schema";

/** A video as the videos tab shows it. */
export type AdminProjectVideo = {
  id: string;
  url: string;
  type: VideoType;
  title: string | null;
  description: string | null;
  muted: boolean;
  orderIndex: number;
};

/** A project's videos in their order, as the videos tab shows them (the caller checks the admin role). */
export async function readProjectVideos(db: Queryable, projectId: string): Promise<AdminProjectVideo[]> {
  const rows = await db
    .select()
    .from(projectVideos)
    .where(eq(projectVideos.projectId, projectId))
    .orderBy(asc(projectVideos.orderIndex), asc(projectVideos.createdAt));
  return rows.map((v) => ({
    id: v.id,
    url: v.videoUrl,
    type: v.videoType,
    title: v.title,
    description: v.description,
    muted: v.muted,
    orderIndex: v.orderIndex,
  }));
}
