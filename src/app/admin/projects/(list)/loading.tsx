import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { projectAdminMessages } from "@/projects/admin/messages";
import { ProjectsListSkeleton } from "@/projects/admin/skeletons";

export default async function Loading() {
  const m = messagesFor(projectAdminMessages, await adminLocale());
  return <ProjectsListSkeleton label={m.loadingList} />;
}
