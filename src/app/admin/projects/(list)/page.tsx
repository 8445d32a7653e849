import type { Metadata } from "next";
import { listAdminProjects } from "@/projects/admin-queries";
import { ProjectsList } from "@/projects/admin/projects-list.client";
import { parseProjectsQuery } from "@/projects/list";

export const metadata: Metadata = { title: "Proyectos · Panel de administración" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminProjectsPage({ searchParams }: Props) {
  const query = parseProjectsQuery(await searchParams);
  return <ProjectsList page={await listAdminProjects(query)} query={query} />;
}
