import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageHeader } from "@/admin/components/page-header";
import { firstParam, type SearchParams } from "@/admin/list-query";
import { adminMetadata } from "@/admin/metadata";
import { refusedArea } from "@/auth/admin/area-guard";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { DEFAULT_LOCALE, isPublicLocale, PUBLIC_LOCALES, type PublicLocale } from "@/i18n/locales";
import { formatDateTime } from "@/lib/dates";
import { cn } from "@/lib/cn";
import { ProjectPage } from "@/projects/components/project-page";
import { localizeProject } from "@/projects/localize";
import { getProjectRevision } from "@/revisions/admin-queries";
import { revisionAdminMessages } from "@/revisions/admin/messages";
import { RestoreForm } from "@/revisions/admin/revision-list";
import { revisionSummary } from "@/revisions/admin/summary";
import { projectHistoryPath, projectRevisionPath } from "@/revisions/paths";
import { getPublicSettings } from "@/settings/queries";
import { buttonVariants } from "@/ui/button";

export const generateMetadata = () => adminMetadata(revisionAdminMessages, (m) => m.metaTitle);

type Props = { params: Promise<{ id: string; revisionId: string }>; searchParams: Promise<SearchParams> };

/** `?idioma=`: the public language the version is shown in (Spanish unless asked). */
const LANGUAGE_PARAM = "idioma";

/**
 * One kept version of a project, read-only: drawn by the public project page's own component, as
 * visitors saw it, in any public language, under its date and "Restaurar" (a plain form).
 */
export default async function ProjectRevisionPage({ params, searchParams }: Props) {
  const denied = await refusedArea("content");
  if (denied) return denied;
  const { id, revisionId } = await params;
  const found = await getProjectRevision(id, revisionId);
  if (!found) notFound();
  const asked = firstParam((await searchParams)[LANGUAGE_PARAM]);
  const language: PublicLocale = asked && isPublicLocale(asked) ? asked : DEFAULT_LOCALE;
  const [m, settings] = await Promise.all([adminLocale().then((locale) => messagesFor(revisionAdminMessages, locale)), getPublicSettings()]);
  const { project, revision, detail } = found;
  const date = formatDateTime(revision.createdAt);
  const summary = revisionSummary(revision.changed, m);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={m.versionTitle(date)} description={`${revision.author ? m.versionBy(revision.author) : m.noAuthor} · ${summary}`}>
        <Link href={projectHistoryPath(project.id)} className={buttonVariants({ variant: "outline" })}>
          <ArrowLeft aria-hidden />
          {m.backToHistory}
        </Link>
      </PageHeader>
      <section aria-label={m.versionTitle(date)} className="flex flex-col gap-4 rounded-lg border border-amber-500/60 bg-amber-50 p-4 dark:bg-amber-950">
        <p className="text-sm">{m.versionHint}</p>
        <nav aria-label={m.languageLabel} className="flex flex-wrap gap-2">
          {PUBLIC_LOCALES.map((locale) => (
            <Link
              key={locale}
              href={
                locale === DEFAULT_LOCALE
                  ? projectRevisionPath(project.id, revision.id)
                  : `${projectRevisionPath(project.id, revision.id)}?${LANGUAGE_PARAM}=${locale}`
              }
              aria-current={locale === language ? "page" : undefined}
              className={cn(buttonVariants({ variant: locale === language ? "secondary" : "ghost", size: "sm" }))}
            >
              {m.languages[locale]}
            </Link>
          ))}
        </nav>
        <div className="rounded-md border bg-background p-4 text-sm">
          <p className="text-muted-foreground">{project.published ? m.restoreTextLive : m.restoreTextDraft}</p>
          <RestoreForm projectId={project.id} revisionId={revision.id} question={m.restoreTitle(date)} m={m} />
        </div>
      </section>
      <div lang={language} className="overflow-hidden rounded-lg border bg-background">
        <ProjectPage project={localizeProject(detail, language)} whatsappNumber={settings.whatsappNumber} locale={language} embedded />
      </div>
    </div>
  );
}
