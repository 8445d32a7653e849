import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ListPagination } from "@/admin/components/list-pagination.client";
import { PageHeader } from "@/admin/components/page-header";
import { parsePage, type SearchParams } from "@/admin/list-query";
import { adminMetadata } from "@/admin/metadata";
import { refusedArea } from "@/auth/admin/area-guard";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { getProjectHistory } from "@/revisions/admin-queries";
import { revisionAdminMessages } from "@/revisions/admin/messages";
import { RevisionList } from "@/revisions/admin/revision-list";
import { projectHistoryPath } from "@/revisions/paths";
import { PROJECT_HISTORY_LIMIT } from "@/revisions/record";
import { buttonVariants } from "@/ui/button";

export const generateMetadata = () => adminMetadata(revisionAdminMessages, (m) => m.metaTitle);

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

/** A project's kept versions, newest first, a page at a time: who, when, what changed, "Ver" and "Restaurar". */
export default async function ProjectHistoryPage({ params, searchParams }: Props) {
  const denied = await refusedArea("content");
  if (denied) return denied;
  const { id } = await params;
  const found = await getProjectHistory(id, parsePage((await searchParams).page));
  if (!found) notFound();
  const m = messagesFor(revisionAdminMessages, await adminLocale());
  const { project, page } = found;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={m.title(project.title)}
        description={`${m.cardText(PROJECT_HISTORY_LIMIT)} ${project.published ? m.cardRestoreLive : m.cardRestoreDraft}`}
      >
        <Link href={`/admin/projects/${project.id}/edit`} className={buttonVariants({ variant: "outline" })}>
          <ArrowLeft aria-hidden />
          {m.backToProject}
        </Link>
      </PageHeader>
      {page.rows.length ? (
        <>
          <RevisionList projectId={project.id} rows={page.rows} latestId={page.page === 1 ? page.rows[0].id : null} m={m} />
          <ListPagination path={projectHistoryPath(project.id)} params={{}} page={page.page} pages={page.pages} summary={m.count(page.total)} />
        </>
      ) : (
        <p className="text-muted-foreground">{m.empty}</p>
      )}
    </div>
  );
}
