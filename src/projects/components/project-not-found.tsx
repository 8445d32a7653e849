import { ArrowLeft, SearchX } from "@/ui/icons";
import { messagesFor } from "@/i18n/catalogue";
import { localizedPath, type PublicLocale } from "@/i18n/locales";
import { projectMessages } from "@/projects/messages";

/** Unknown or draft project (and a failed read): served with HTTP 404 inside the site frame (spec §2, §8). */
export function ProjectNotFound({ locale }: { locale: PublicLocale }) {
  const m = messagesFor(projectMessages, locale);
  return (
    <main className="flex min-h-[70vh] items-center justify-center px-4 pb-16 pt-28">
      <div className="max-w-md text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground" aria-hidden>
          <SearchX className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-bold">{m.notFoundTitle}</h1>
        <p className="mt-3 text-muted-foreground">{m.notFoundText}</p>
        {/* A plain link: a full page load, so the landing page's early script (src/site/motion-scripts.ts) scrolls smoothly to the fragment */}
        <a
          href={`${localizedPath(locale, "/")}#projects`}
          className="mt-8 inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-primary px-5 text-sm font-semibold text-primary-foreground transition-colors hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ring-offset-background"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {m.backToProjects}
        </a>
      </div>
    </main>
  );
}
