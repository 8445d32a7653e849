import { adminMetadata } from "@/admin/metadata";
import { projectAdminMessages } from "@/projects/admin/messages";
import { listCategoryOptions } from "@/projects/admin-queries";
import { CreateProjectForm } from "@/projects/admin/project-form-create.client";
import { emptyProjectForm } from "@/projects/validation";

export const generateMetadata = () => adminMetadata(projectAdminMessages, (m) => m.createTitle);

export default async function NewProjectPage() {
  return <CreateProjectForm initial={emptyProjectForm} categories={await listCategoryOptions()} />;
}
