import type { Metadata } from "next";
import { connection } from "next/server";
import { messagesFor } from "@/i18n/catalogue";
import { DEFAULT_LOCALE, isPublicLocale, type PublicLocale } from "@/i18n/locales";
import { answerWithStatus } from "@/platform/page-status";
import { ClosedPreviewNotice, ProjectPreview } from "@/previews/components/preview-page";
import { previewMessages } from "@/previews/messages";
import { CLOSED_PREVIEW_PARAM, parseClosedPreview, readOpenedPreview, type ClosedPreview } from "@/previews/open-link";
import { localizeProject } from "@/projects/localize";
import { readProjectForPreview } from "@/projects/queries";
import { getPublicSettings } from "@/settings/queries";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const pageLocale = (value: string): PublicLocale => (isPublicLocale(value) ? value : DEFAULT_LOCALE);

/** For whoever holds the link only: out of every index, and no Referer leaves it. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const settings = await getPublicSettings();
  return {
    title: `${messagesFor(previewMessages, locale).metaTitle} | ${settings.companyName}`,
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

/** What the preview page shows: the project the link's cookie names, or why it cannot. */
async function shown(query: Record<string, string | string[] | undefined>) {
  const raw = query[CLOSED_PREVIEW_PARAM];
  const closedByParam = parseClosedPreview(Array.isArray(raw) ? raw[0] : raw);
  if (closedByParam) return { closed: closedByParam };
  const opened = await readOpenedPreview();
  if ("closed" in opened) return opened;
  const found = await readProjectForPreview(opened.projectId);
  return found ? found : { closed: "invalid" as ClosedPreview };
}

/**
 * A project's preview (`/vista-previa`, reached through a preview link): the project page as
 * visitors would see it, whether it is published or not. Rendered per request and never kept
 * (the route table's `kept: false`), answered private and no-store.
 */
export default async function PreviewRoute({ params, searchParams }: Props) {
  await connection();
  const locale = pageLocale((await params).locale);
  const [what, settings] = await Promise.all([shown(await searchParams), getPublicSettings()]);
  if ("closed" in what) {
    answerWithStatus(what.closed === "invalid" ? 404 : 410);
    return <ClosedPreviewNotice closed={what.closed} locale={locale} />;
  }
  return <ProjectPreview project={localizeProject(what.record, locale)} shows={what.shows} whatsappNumber={settings.whatsappNumber} locale={locale} />;
}
