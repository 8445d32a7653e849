import type { Materials } from "@/db/schema";
import type { ImageRef } from "@/media/image-ref";
import type { BlockTranslations } from "@/blocks/translations";

export type ProjectCardDto = {
  id: string;
  slug: string;
  title: string;
  shortDescription: string | null;
  category: string | null;
  categoryId: string | null;
  location: string | null;
  cover: ImageRef | null;
};

export type ProjectImageDto = { id: string; image: ImageRef; caption: string | null };
export type ProjectVideoDto = {
  id: string;
  url: string;
  type: "youtube" | "vimeo" | "upload";
  title: string | null;
  description: string | null;
  muted: boolean;
};
/** A block's Spanish `content` and its sanitised `translations` (the page localizes it, src/blocks/localize.ts). */
export type ContentBlockDto = { id: string; type: string; content: Record<string, unknown>; translations: BlockTranslations };

export type ProjectDetailDto = ProjectCardDto & {
  description: string | null;
  longDescriptionHtml: string;
  completionDate: string | null;
  startDate: string | null;
  client: string | null;
  areaSqm: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  budgetRange: string | null;
  constructionType: string | null;
  features: string[];
  materials: Materials;
  keywords: string[];
  metaTitle: string | null;
  metaDescription: string | null;
  createdAt: string;
  updatedAt: string;
  galleryImages: ProjectImageDto[];
  beforeImages: ProjectImageDto[];
  afterImages: ProjectImageDto[];
  videos: ProjectVideoDto[];
  blocks: ContentBlockDto[];
  /** Every image URL used by the blocks, resolved once on the server. */
  blockImages: Record<string, ImageRef>;
};
