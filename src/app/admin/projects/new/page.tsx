import type { Metadata } from "next";
import { listCategoryOptions } from "@/projects/admin-queries";
import { CreateProjectForm } from "@/projects/admin/project-form-create.client";
import { emptyProjectForm } from "@/projects/validation";

export const metadata: Metadata = { title: "Nuevo Proyecto · Panel de administración" };

export default async function NewProjectPage() {
  return <CreateProjectForm initial={emptyProjectForm} categories={await listCategoryOptions()} />;
}
