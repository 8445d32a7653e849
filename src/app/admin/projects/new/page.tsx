import type { Metadata } from "next";
import { listCategoryOptions } from "@/projects/admin-queries";
import { ProjectForm } from "@/projects/admin/project-form.client";
import { emptyProjectForm } from "@/projects/validation";

export const metadata: Metadata = { title: "Nuevo Proyecto · Panel de administración" };

export default async function NewProjectPage() {
  return <ProjectForm mode="create" initial={emptyProjectForm} categories={await listCategoryOptions()} />;
}
