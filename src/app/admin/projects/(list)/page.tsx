import { refusedArea } from "@/auth/admin/area-guard";
import { adminMetadata } from "@/admin/metadata";
import { projectAdminMessages } from "@/projects/admin/messages";
import { listAdminProjects } from "@/projects/admin-queries";
import { ProjectsList } from "@/projects/admin/projects-list.client";
import { parseProjectsQuery } from "@/projects/list";

export const generateMetadata = () => adminMetadata(projectAdminMessages, (m) => m.listTitle);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminProjectsPage({ searchParams }: Props) {
  const denied = await refusedArea("content");
  if (denied) return denied;
  const query = parseProjectsQuery(await searchParams);
  return <ProjectsList page={await listAdminProjects(query)} query={query} />;
}
