import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { projectAdminMessages } from "@/projects/admin/messages";
import { ProjectFormSkeleton } from "@/projects/admin/skeletons";

export default async function Loading() {
  const m = messagesFor(projectAdminMessages, await adminLocale());
  return <ProjectFormSkeleton label={m.loadingProject} />;
}
