import { messagesFor } from "@/i18n/catalogue";
import { localizedPath, type PublicLocale } from "@/i18n/locales";
import { ProjectPage } from "@/projects/components/project-page";
import type { PreviewShows } from "@/projects/queries";
import type { ProjectDetailDto } from "@/projects/types";
import { previewMessages } from "../messages";
import type { ClosedPreview } from "../open-link";

/** The project as visitors would see it, under a banner saying it is a preview and of what. */
export function ProjectPreview({
  project,
  shows,
  whatsappNumber,
  locale,
}: {
  project: ProjectDetailDto;
  shows: PreviewShows;
  whatsappNumber: string | null;
  locale: PublicLocale;
}) {
  const m = messagesFor(previewMessages, locale);
  return (
    <>
      <p
        role="status"
        className="fixed inset-x-0 bottom-0 z-50 bg-amber-100 px-4 py-3 text-center text-sm font-medium text-amber-950 shadow-lg dark:bg-amber-900 dark:text-amber-50"
      >
        {m.banner[shows]}
      </p>
      <ProjectPage project={project} whatsappNumber={whatsappNumber} locale={locale} />
    </>
  );
}

/** A link that cannot show its project: why, in the visitor's language, and the way home. */
export function ClosedPreviewNotice({ closed, locale }: { closed: ClosedPreview; locale: PublicLocale }) {
  const m = messagesFor(previewMessages, locale);
  return (
    <main className="px-4 pb-20 pt-24 sm:px-6 sm:pt-28">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{m.closedTitle}</h1>
        <p className="mt-4 text-lg">{m.closed[closed]}</p>
        <p className="mt-8">
          <a href={localizedPath(locale, "/")} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
            {m.home}
          </a>
        </p>
      </div>
    </main>
  );
}
