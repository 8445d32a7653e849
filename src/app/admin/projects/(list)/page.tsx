import type { Metadata } from "next";
import { listAdminProjects } from "@/projects/admin-queries";
import { ProjectsList } from "@/projects/admin/projects-list.client";

export const metadata: Metadata = { title: "Proyectos · Panel de administración" };

export default async function AdminProjectsPage() {
  return <ProjectsList projects={await listAdminProjects()} />;
}
