import { refusedArea } from "@/auth/admin/area-guard";
import { adminMetadata } from "@/admin/metadata";
import { firstParam } from "@/admin/list-query";
import { projectAdminMessages } from "@/projects/admin/messages";
import { notFound } from "next/navigation";
import { getAdminProject, listCategoryOptions } from "@/projects/admin-queries";
import { TAB_PARAM, tabOfSlug } from "@/projects/admin/form-tabs";
import { EditProjectForm } from "@/projects/admin/project-form-edit.client";
import { adminRead } from "@/admin/action";
import { parsePreviewNotice, PREVIEW_NOTICE_PARAM, PreviewLinks } from "@/previews/admin/preview-links";
import { listPreviewLinks } from "@/previews/service";
import { ChangesCard } from "@/drafts/admin/changes-card";
import { CHANGES_COPY_PARAM, CHANGES_NOTICE_PARAM, parseChangesNotice } from "@/drafts/notice";
import { ProjectHistoryCard } from "@/revisions/admin/history-card";
import { RestoreNotice } from "@/revisions/admin/restore-notice";
import { HISTORY_ANSWER_PARAM, HISTORY_KEY_PARAM, parseHistoryAnswer } from "@/revisions/paths";

export const generateMetadata = () => adminMetadata(projectAdminMessages, (m) => m.editTitle);

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EditProjectPage({ params, searchParams }: Props) {
  const denied = await refusedArea("content");
  if (denied) return denied;
  const { id } = await params;
  const query = await searchParams;
  const tab = tabOfSlug(firstParam(query[TAB_PARAM])) ?? "info";
  // Opened on its content tab (a link, the add-a-block form's return), the page brings the
  // blocks: it works without JavaScript. Otherwise the tab reads them when first opened.
  const [project, categories] = await Promise.all([getAdminProject(id, { withBlocks: tab === "content" }), listCategoryOptions()]);
  if (!project) notFound();
  const previews = await adminRead("content", (db) => listPreviewLinks(db, project.id));
  const restored = parseHistoryAnswer(firstParam(query[HISTORY_ANSWER_PARAM]));
  return (
    <div className="flex flex-col gap-8">
      <RestoreNotice answer={restored} published={project.published} />
      {project.published ? (
        <ChangesCard projectId={project.id} hasChanges={project.workingCopy !== null} notice={parseChangesNotice(firstParam(query[CHANGES_NOTICE_PARAM]))} />
      ) : null}
      <EditProjectForm
        // A new record (e.g. after create → edit) starts a fresh form, and so does the version
        // visitors see once a working copy is published or discarded, or a version restored.
        key={`${project.id}:${firstParam(query[CHANGES_COPY_PARAM]) ?? ""}:${firstParam(query[HISTORY_KEY_PARAM]) ?? ""}`}
        projectId={project.id}
        initial={project.values}
        initialTab={tab}
        categories={categories}
        media={project.media}
        blocks={project.blocks}
        blocksToReview={project.blocksToReview}
        publishedSlug={project.published ? project.slug : null}
        stale={project.stale}
      />
      <PreviewLinks
        projectId={project.id}
        upToDate={project.published && project.workingCopy === null}
        links={previews}
        notice={parsePreviewNotice(firstParam(query[PREVIEW_NOTICE_PARAM]))}
      />
      <ProjectHistoryCard projectId={project.id} published={project.published} answer={restored} />
    </div>
  );
}
