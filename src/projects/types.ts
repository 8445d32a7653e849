import type { CategoryTexts, Translations } from "@/i18n/content";
import type { ImageRef } from "@/media/image-ref";
import type { BlockTranslations } from "@/blocks/translations";

/**
 * The public DTOs come in two shapes: a *record* is what the cached reads return,
 * language-free (the Spanish columns plus each row's `translations`), and a *DTO* is what a page
 * renders, every text already in the visitor's language (src/projects/localize.ts). Only DTOs
 * reach components, so no translation travels to the browser beyond the strings it shows.
 */

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
  /** Ordered [name, value] pairs: the Spanish order, or the translated list's own. */
  materials: [string, string][];
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

/** The category a record names, for the visitor's language (the denormalised `category` is Spanish). */
export type CategoryRef = { categoryName: string | null; categoryTranslations: Translations<Pick<CategoryTexts, "name">> };

/** A card's translatable texts. */
export type ProjectCardTexts = Pick<ProjectCardDto, "title" | "shortDescription">;
export type ProjectCardRecord = ProjectCardDto & CategoryRef & { translations: Translations<ProjectCardTexts> };

/** A project page's translatable texts; the long description is stored sanitised in every language. */
export type ProjectDetailTexts = Pick<
  ProjectDetailDto,
  "title" | "shortDescription" | "description" | "longDescriptionHtml" | "features" | "materials" | "keywords" | "metaTitle" | "metaDescription"
>;
export type ProjectDetailRecord = ProjectDetailDto & CategoryRef & { translations: Translations<ProjectDetailTexts> };
