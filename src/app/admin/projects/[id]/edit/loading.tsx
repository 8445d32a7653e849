import { adminMessages } from "@/auth/admin-locale";
import { projectAdminMessages } from "@/projects/admin/messages";
import { ProjectFormSkeleton } from "@/projects/admin/skeletons";

export default async function Loading() {
  const m = await adminMessages(projectAdminMessages);
  return <ProjectFormSkeleton label={m.loadingProject} />;
}
