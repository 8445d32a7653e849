import { refusedArea } from "@/auth/admin/area-guard";
import { adminMetadata } from "@/admin/metadata";
import { firstParam } from "@/admin/list-query";
import { projectAdminMessages } from "@/projects/admin/messages";
import { listCategoryOptions } from "@/projects/admin-queries";
import { TAB_PARAM, tabOfSlug } from "@/projects/admin/form-tabs";
import { CreateProjectForm } from "@/projects/admin/project-form-create.client";
import { emptyProjectForm } from "@/projects/validation";

export const generateMetadata = () => adminMetadata(projectAdminMessages, (m) => m.createTitle);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewProjectPage({ searchParams }: Props) {
  const denied = await refusedArea("content");
  if (denied) return denied;
  const tab = tabOfSlug(firstParam((await searchParams)[TAB_PARAM])) ?? "info";
  return <CreateProjectForm initial={emptyProjectForm} initialTab={tab} categories={await listCategoryOptions()} />;
}
