import { ResponsiveImage } from "@/media/components/responsive-image";
import type { ImageRef } from "@/media/image-ref";
import { GalleryCarousel } from "./gallery-carousel";
import { messagesFor } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";
import { projectMessages } from "../messages";

export type GalleryImage = { id: string; image: ImageRef; alt: string; caption: string | null };

/**
 * The pictures are drawn here, on the server, and handed to the carousel as elements; the
 * page's script (`gallery-carousel.controller.ts`) only moves them.
 */
export function ProjectGallery({ images, title, locale }: { images: GalleryImage[]; title: string; locale: PublicLocale }) {
  const m = messagesFor(projectMessages, locale);
  if (images.length === 0) {
    return <p className="rounded-xl border border-dashed py-16 text-center text-muted-foreground">{m.gallery.empty}</p>;
  }
  return (
    <GalleryCarousel
      title={title}
      m={m.gallery}
      items={images.map(({ id, alt, caption }) => ({ id, alt, caption }))}
      slides={images.map((img) => (
        <ResponsiveImage
          key={img.id}
          image={img.image}
          alt={img.alt}
          sizes="(min-width: 1280px) 1232px, 100vw"
          className="h-full w-full"
          imgClassName="h-full w-full object-contain"
        />
      ))}
      thumbs={images.map((img) => (
        <ResponsiveImage
          key={img.id}
          image={img.image}
          alt=""
          sizes="(min-width: 1024px) 150px, (min-width: 640px) 17vw, 25vw"
          className="h-full w-full"
          imgClassName="h-full w-full object-cover"
        />
      ))}
    />
  );
}
