"use client";
import { CoverCard } from "./cover-card.client";
import { ImageManager } from "./image-manager.client";
import type { ManagedImage, MediaOps } from "./types";

type Props = { images: ManagedImage[]; cover: string | null; coverThumb?: string | null; ops: MediaOps };

/** The project form's media tab (spec §2): the cover card and the image manager. */
export function MediaTab({ images, cover, coverThumb, ops }: Props) {
  return (
    <div className="space-y-6">
      <CoverCard cover={cover} coverThumb={coverThumb} gallery={images.filter((i) => i.type === "gallery")} ops={ops} />
      <ImageManager images={images} coverUrl={cover} ops={ops} />
    </div>
  );
}
