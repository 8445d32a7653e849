import { __iconData as mapPinIcon } from "lucide-react/icons/map-pin";
import { icon } from "@/ui/icon";
import { ResponsiveImage } from "@/media/components/responsive-image";
import { localizedPath, type PublicLocale } from "@/i18n/locales";
import type { ProjectCardDto } from "../types";

const MapPin = icon(mapPinIcon);

/** `viewDetails`: the link's words in the page's language (the card is also drawn in the browser, after "Ver más"). */
export function ProjectCard({ project, locale, viewDetails }: { project: ProjectCardDto; locale: PublicLocale; viewDetails: string }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        {project.cover && (
          <ResponsiveImage
            image={project.cover}
            alt={project.title}
            sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
            className="h-full w-full"
            imgClassName="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        )}
        {project.category && <span className="absolute left-3 top-3 rounded-full bg-background/90 px-3 py-1 text-xs font-semibold">{project.category}</span>}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold">{project.title}</h3>
        {project.location && (
          <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-4" aria-hidden />
            {project.location}
          </p>
        )}
        {project.shortDescription && <p className="mt-3 line-clamp-3 text-sm text-muted-foreground">{project.shortDescription}</p>}
        <a
          href={localizedPath(locale, `/projeto/${project.slug}`)}
          className="mt-auto inline-flex pt-4 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          aria-label={`${viewDetails}: ${project.title}`}
        >
          {viewDetails}
        </a>
      </div>
    </article>
  );
}
