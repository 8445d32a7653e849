import { refusedArea } from "@/auth/admin/area-guard";
import { notFound } from "next/navigation";
import { adminMetadata } from "@/admin/metadata";
import { firstParam } from "@/admin/list-query";
import { NewBlockForm } from "@/blocks/editor/new-block-form.client";
import { blockEditorMessages } from "@/blocks/admin/messages";
import { isKnownType } from "@/blocks/registry";
import { getAdminProjectTitle } from "@/projects/admin-queries";
import { TAB_PARAM, tabSlug } from "@/projects/admin/form-tabs";

export const generateMetadata = () => adminMetadata(blockEditorMessages, (m) => m.newBlockTitle);

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Adding a content block without JavaScript: where the content tab's 'Añadir' leads then. */
export default async function NewBlockPage({ params, searchParams }: Props) {
  const denied = await refusedArea("content");
  if (denied) return denied;
  const { id } = await params;
  const project = await getAdminProjectTitle(id);
  if (!project) notFound();
  const tipo = firstParam((await searchParams).tipo) ?? "";
  return (
    <NewBlockForm
      projectId={project.id}
      projectTitle={project.title}
      type={isKnownType(tipo) ? tipo : null}
      backHref={`/admin/projects/${project.id}/edit?${TAB_PARAM}=${tabSlug("content")}`}
    />
  );
}
