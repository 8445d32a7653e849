"use client";
import { ExternalLink, FolderOpen, Pencil, Plus, Search, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { FilterLinks } from "@/admin/components/filter-links";
import { StaleCount, StaleLanguages } from "@/admin/components/stale-languages.client";
import { ListPagination } from "@/admin/components/list-pagination.client";
import { listHref } from "@/admin/list-query";
import { callAction } from "@/ui/call-action";
import { deleteProjectAction } from "@/projects/actions";
import type { AdminProjectRow, AdminProjectsPage } from "@/projects/admin-queries";
import { Badge } from "@/ui/badge";
import { cn } from "@/lib/cn";
import { Button, buttonVariants } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog.client";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/ui/table";
import { useMessages } from "@/i18n/locale-context.client";
import type { ProjectAdminMessages } from "./messages";
import type { AdminProjectsQuery, ProjectFilter } from "../list";
import { INTL_LOCALE, LANGUAGE_NAMES } from "@/i18n/locales";
import type { TranslatedLocale } from "@/i18n/content";

const PATH = "/admin/projects";
const FILTERS: { key: ProjectFilter; label: (m: ProjectAdminMessages) => string }[] = [
  { key: "todos", label: (m) => m.filterAll },
  { key: "publicados", label: (m) => m.filterPublished },
  { key: "borradores", label: (m) => m.filterDrafts },
];

/** One page of the projects list (the server searched, filtered and paged it). */
export function ProjectsList({ page, query }: { page: AdminProjectsPage; query: AdminProjectsQuery }) {
  const m = useMessages("projectAdmin");
  const router = useRouter();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<string | null>(null);
  const shown = page.rows.filter((p) => !removed.has(p.id));
  const filtered = query.q !== "" || query.filter !== "todos" || Boolean(query.review);
  const revisar = query.review ? "1" : undefined;
  const params = { q: query.q, estado: query.filter === "todos" ? undefined : query.filter, revisar };

  const remove = async (project: AdminProjectRow) => {
    setDeleting(project.id);
    const result = await callAction(() => deleteProjectAction({ id: project.id }), m.deleteError);
    setDeleting(null);
    if (!result) return;
    if (!result.ok) {
      toast.error(result.error || m.deleteError);
      return;
    }
    setRemoved((prev) => new Set(prev).add(project.id));
    toast.success(m.deleted);
    router.refresh();
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <FilterLinks
          label={m.filterLabel}
          current={query.filter}
          items={FILTERS.map((f) => ({
            key: f.key,
            label: f.label(m),
            href: listHref(PATH, { q: query.q, estado: f.key === "todos" ? undefined : f.key, revisar }),
          }))}
        />
        {/* The projects with a translation to review: a link to only those, and back. */}
        <StaleCount count={page.toReview} current={Boolean(query.review)} href={listHref(PATH, { ...params, revisar: query.review ? undefined : "1" })} />
      </div>

      {shown.length === 0 ? (
        <EmptyState searching={filtered} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{m.columns.title}</TableHead>
              <TableHead className="hidden md:table-cell">{m.columns.category}</TableHead>
              <TableHead className="hidden lg:table-cell">{m.columns.location}</TableHead>
              <TableHead className="hidden sm:table-cell">{m.columns.status}</TableHead>
              <TableHead className="hidden lg:table-cell">{m.columns.created}</TableHead>
              <TableHead className="w-px whitespace-nowrap text-right">{m.columns.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((project) => (
              <TableRow key={project.id} data-project-id={project.id}>
                <TableCell className="min-w-40 break-words">
                  <div className="font-medium">{project.title}</div>
                  {project.client && <div className="text-sm text-muted-foreground">{project.client}</div>}
                  <Untranslated languages={project.untranslated} />
                  <StaleLanguages locales={project.toReview} className="mt-1" />
                  {/* On narrow screens the hidden columns' facts sit under the title. */}
                  <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground md:hidden">
                    <StatusBadge project={project} className="sm:hidden" />
                    {[project.category, project.location].filter(Boolean).join(" · ")}
                  </div>
                  <Schedule project={project} className="sm:hidden" />
                </TableCell>
                <TableCell className="hidden md:table-cell">{project.category ?? "—"}</TableCell>
                <TableCell className="hidden lg:table-cell">{project.location ?? "—"}</TableCell>
                <TableCell className="hidden sm:table-cell">
                  <StatusBadge project={project} />
                  <Schedule project={project} />
                </TableCell>
                <TableCell className="hidden whitespace-nowrap tabular-nums lg:table-cell">{project.created}</TableCell>
                <TableCell>
                  <div className="flex justify-end gap-1">
                    {project.published && (
                      <a
                        href={`/projeto/${project.slug}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={buttonVariants({ variant: "ghost", size: "icon" })}
                        aria-label={m.viewOnSite(project.title)}
                        title={m.viewOnSiteShort}
                      >
                        <ExternalLink aria-hidden />
                      </a>
                    )}
                    <Link
                      href={`/admin/projects/${project.id}/edit`}
                      className={buttonVariants({ variant: "ghost", size: "icon" })}
                      aria-label={m.edit(project.title)}
                      title={m.edit(project.title)}
                    >
                      <Pencil aria-hidden />
                    </Link>
                    <ConfirmDialog
                      trigger={
                        <Button
                          variant="ghost"
                          size="icon"
                          className="text-destructive hover:text-destructive"
                          aria-label={m.remove(project.title)}
                          title={m.remove(project.title)}
                          disabled={deleting === project.id}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      }
                      title={m.deleteTitle}
                      description={m.deleteDescription(project.title)}
                      confirmLabel={m.deleteConfirm}
                      cancelLabel={m.cancel}
                      onConfirm={() => remove(project)}
                    />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {page.total > 0 ? <ListPagination path={PATH} params={params} page={page.page} pages={page.pages} summary={m.count(page.total)} /> : null}
    </div>
  );
}

/** Published or not, and whether it has changes visitors do not see yet (src/drafts/). */
function StatusBadge({ project, className }: { project: Pick<AdminProjectRow, "published" | "hasChanges">; className?: string }) {
  const m = useMessages("projectAdmin");
  return (
    <span className={cn("inline-flex flex-wrap gap-1", className)}>
      <Badge variant={project.published ? "success" : "secondary"}>{project.published ? m.published : m.draft}</Badge>
      {project.hasChanges && (
        <Badge variant="outline" data-testid="project-has-changes">
          {m.unpublishedChanges}
        </Badge>
      )}
    </span>
  );
}

/** When the schedule job will publish or withdraw the project (Madrid time), beside its status. */
function Schedule({ project, className }: { project: Pick<AdminProjectRow, "publishAt" | "unpublishAt">; className?: string }) {
  const m = useMessages("projectAdmin");
  if (!project.publishAt && !project.unpublishAt) return null;
  return (
    <div className={cn("mt-1 space-y-0.5 text-xs text-muted-foreground", className)} data-testid="project-schedule">
      {project.publishAt && <p>{m.willPublish(project.publishAt)}</p>}
      {project.unpublishAt && <p>{m.willUnpublish(project.unpublishAt)}</p>}
    </div>
  );
}

/** Which public languages show this project's title in Spanish, for want of a translation. */
function Untranslated({ languages }: { languages: TranslatedLocale[] }) {
  const m = useMessages("projectAdmin");
  if (languages.length === 0) return null;
  return (
    <div className="mt-1 text-xs text-amber-800 dark:text-amber-300" data-testid="project-untranslated">
      {m.untranslated}
      {languages.map((locale, index) => (
        <span key={locale}>
          {index > 0 ? ", " : " "}
          <span lang={INTL_LOCALE[locale]}>{LANGUAGE_NAMES[locale]}</span>
        </span>
      ))}
    </div>
  );
}

function EmptyState({ searching }: { searching: boolean }) {
  const m = useMessages("projectAdmin");
  return (
    <div className="flex flex-col items-center gap-3 rounded-md border border-dashed px-6 py-12 text-center">
      {searching ? <Search className="size-10 text-muted-foreground" aria-hidden /> : <FolderOpen className="size-10 text-muted-foreground" aria-hidden />}
      <div>
        <p className="font-medium">{searching ? m.noneFound : m.noneCreated}</p>
        <p className="text-sm text-muted-foreground">{searching ? m.noneFoundHint : m.noneCreatedHint}</p>
      </div>
      {searching ? (
        <Link href={PATH} className={buttonVariants({ variant: "outline" })}>
          {m.showAll}
        </Link>
      ) : (
        <Link href="/admin/projects/new" className={buttonVariants({ variant: "outline" })}>
          <Plus aria-hidden />
          {m.createFirst}
        </Link>
      )}
    </div>
  );
}
