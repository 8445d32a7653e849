import { adminMetadata } from "@/admin/metadata";
import { projectAdminMessages } from "@/projects/admin/messages";
import { notFound } from "next/navigation";
import { getAdminProject, listCategoryOptions } from "@/projects/admin-queries";
import { EditProjectForm } from "@/projects/admin/project-form-edit.client";

export const generateMetadata = () => adminMetadata(projectAdminMessages, (m) => m.editTitle);

type Props = { params: Promise<{ id: string }> };

export default async function EditProjectPage({ params }: Props) {
  const { id } = await params;
  const [project, categories] = await Promise.all([getAdminProject(id), listCategoryOptions()]);
  if (!project) notFound();
  return (
    <EditProjectForm
      // A new record (e.g. after create → edit) starts a fresh form.
      key={project.id}
      projectId={project.id}
      initial={project.values}
      categories={categories}
      media={project.media}
      blocks={project.blocks}
      publishedSlug={project.published ? project.slug : null}
      stale={project.stale}
    />
  );
}
