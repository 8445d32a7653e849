"use client";
import { ResponsiveImage } from "@/media/components/responsive-image";
import type { ImageRef } from "@/media/image-ref";
import { clsx as cn } from "clsx";
import { useAutoplay } from "./use-autoplay";

export type AboutImageDto = { id: string; alt: string; image: ImageRef };

/** Active About images; the spec's interval is 5 s (the component's own default is 4 s). */
export function AboutCarousel({ images, intervalMs = 4000 }: { images: AboutImageDto[]; intervalMs?: number }) {
  const { index, go, pauseProps } = useAutoplay(images.length, intervalMs);
  if (images.length === 0) {
    return <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-muted text-muted-foreground">Nenhuma imagem disponível</div>;
  }
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-xl shadow-lg" aria-roledescription="carrusel" aria-label="Nuestro trabajo" {...pauseProps}>
      {images.map((img, i) => (
        <div key={img.id} aria-hidden={i !== index} className={cn("absolute inset-0 transition-opacity duration-700", i === index ? "opacity-100" : "opacity-0")}>
          <ResponsiveImage image={img.image} alt={img.alt} sizes="(min-width: 1024px) 600px, 100vw" className="h-full w-full" imgClassName="h-full w-full object-cover" />
        </div>
      ))}
      {images.length > 1 && (
        <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1" role="group" aria-label="Imágenes">
          {images.map((img, i) => (
            <button key={img.id} type="button" onClick={() => go(i)} aria-label={`Imagen ${i + 1} de ${images.length}`} aria-current={i === index} className="flex size-11 items-center justify-center">
              <span className={cn("block h-2 rounded-full transition-all", i === index ? "w-6 bg-white" : "w-2 bg-white/60")} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
