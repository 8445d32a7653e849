import type { ReactNode } from "react";
import { BlockRenderer } from "@/blocks/components/block-renderer";
import { RichText } from "@/blocks/components/rich-text";
import { isEmptyHtml } from "@/blocks/content";
import { shownBlocks } from "@/blocks/shown";
import { VideoPosterDom } from "@/blocks/components/video-poster.dom";
import { safeUrl } from "@/lib/safe-url";
import type { ImageRef } from "@/media/image-ref";
import type { ProjectDetailDto, ProjectImageDto } from "../types";
import { BeforeAfter, type ComparisonPair } from "./before-after";
import { ProjectDetails } from "./project-details";
import { ProjectGallery, type GalleryImage } from "./project-gallery";
import { ProjectHero } from "./project-hero";
import { messagesFor } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";
import { projectMessages, type ProjectMessages } from "../messages";
import { ProjectTabs } from "./project-tabs";
import { ProjectVideos } from "./project-videos";

const TABS = ["gallery", "content", "beforeafter", "videos", "details"] as const;
type TabId = (typeof TABS)[number];

/**
 * Panels whose content belongs in the served HTML stay mounted (hidden with CSS when
 * inactive). Before/after and videos mount on selection: nothing there is worth indexing and
 * video frames are heavy.
 */
const SERVER_RENDERED: ReadonlySet<TabId> = new Set(["gallery", "content", "details"]);

const safeImage = (image: ImageRef | null): ImageRef | null => (image && safeUrl(image.url) ? image : null);
const safeList = (list: ProjectImageDto[]) => list.filter((i) => safeImage(i.image));

function galleryImages(p: ProjectDetailDto, m: ProjectMessages): GalleryImage[] {
  return safeList(p.galleryImages).map((img, i) => ({
    id: img.id,
    image: img.image,
    alt: img.caption || m.gallery.imageAlt(p.title, i + 1),
    caption: img.caption,
  }));
}

/** Pairs by position; the count is the smaller of the two lists (spec). */
function comparisonPairs(p: ProjectDetailDto, m: ProjectMessages): ComparisonPair[] {
  const before = safeList(p.beforeImages);
  const after = safeList(p.afterImages);
  return Array.from({ length: Math.min(before.length, after.length) }, (_, i) => ({
    id: `${before[i].id}-${after[i].id}`,
    before: { image: before[i].image, alt: before[i].caption || m.beforeAfter.beforeAlt(p.title, i + 1), caption: before[i].caption },
    after: { image: after[i].image, alt: after[i].caption || m.beforeAfter.afterAlt(p.title, i + 1), caption: after[i].caption },
  }));
}

type Props = {
  project: ProjectDetailDto;
  whatsappNumber: string | null;
  locale: PublicLocale;
  /** What follows the tabs (the project's reviews), composed by the route. */
  children?: ReactNode;
  /** Drawn inside another page's main content (the back office's view of a kept version): no <main> of its own. */
  embedded?: boolean;
};

/** The whole project page below the site header: hero, then the five tabs. */
export function ProjectPage({ project, whatsappNumber, locale, children, embedded = false }: Props) {
  const m = messagesFor(projectMessages, locale);
  const cover = safeImage(project.cover);
  // Blocks with nothing to show in this language are left out; none left reads as no blocks at all.
  const blocks = shownBlocks(project.blocks, locale);

  const panels: Record<TabId, ReactNode> = {
    gallery: <ProjectGallery images={galleryImages(project, m)} title={project.title} locale={locale} />,
    content:
      blocks.length > 0 ? (
        <BlockRenderer blocks={blocks} images={project.blockImages} altBase={project.title} headingLevel={3} className="mx-auto max-w-4xl" locale={locale} />
      ) : (
        <div className="mx-auto max-w-4xl space-y-8">
          <p className="rounded-lg bg-muted/60 p-4 text-center text-sm text-muted-foreground">{m.content.none}</p>
          {!isEmptyHtml(project.longDescriptionHtml) && <RichText html={project.longDescriptionHtml} headingLevel={3} />}
        </div>
      ),
    beforeafter: <BeforeAfter pairs={comparisonPairs(project, m)} locale={locale} />,
    videos: <ProjectVideos videos={project.videos} title={project.title} locale={locale} />,
    details: <ProjectDetails project={project} locale={locale} />,
  };

  // The videos tab waits in a <template>: its posters' controller is asked for from here.
  const posters = project.videos.some((video) => video.type !== "upload");
  const Root = embedded ? "div" : "main";
  return (
    <Root {...(posters ? { [VideoPosterDom.VideoPosters]: "" } : {})}>
      <ProjectHero project={{ ...project, cover }} whatsappNumber={whatsappNumber} locale={locale} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
        <ProjectTabs
          label={m.tabsLabel}
          tabs={TABS.map((id) => ({ id, label: m.tabs[id], heading: m.headings[id], panel: panels[id], keepMounted: SERVER_RENDERED.has(id) }))}
        />
        {children}
      </div>
    </Root>
  );
}
