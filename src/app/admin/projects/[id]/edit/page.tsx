import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getAdminProject, listCategoryOptions } from "@/projects/admin-queries";
import { ProjectForm } from "@/projects/admin/project-form.client";

export const metadata: Metadata = { title: "Editar Proyecto · Panel de administración" };

type Props = { params: Promise<{ id: string }> };

export default async function EditProjectPage({ params }: Props) {
  const { id } = await params;
  const [project, categories] = await Promise.all([getAdminProject(id), listCategoryOptions()]);
  if (!project) notFound();
  return (
    <ProjectForm
      // A new record (e.g. after create → edit) starts a fresh form.
      key={project.id}
      mode="edit"
      projectId={project.id}
      initial={project.values}
      categories={categories}
      summary={project.summary}
      media={project.media}
      publishedSlug={project.published ? project.slug : null}
    />
  );
}
