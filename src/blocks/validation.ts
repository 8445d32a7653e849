import { z } from "zod";
import { BLOCK_TYPES, type BlockType } from "@/db/schema";
import { safeUrl } from "@/lib/safe-url";
import { toEmbedUrl } from "@/lib/video-url";

export { BLOCK_TYPES, type BlockType };

/** Stored block content is an object; its fields are read defensively (./content.ts) and sanitised on write. */
export const blockContentSchema = z.record(z.string(), z.unknown());

/** A block not yet stored: what create mode holds in the browser and sends with the new project. */
export const newBlockSchema = z.object({
  blockType: z.enum(BLOCK_TYPES),
  content: blockContentSchema,
});
export type NewBlock = z.infer<typeof newBlockSchema>;

/** A create-mode block in the browser: `key` is a client-only identity for lists and drag and drop. */
export type DraftBlock = NewBlock & { key: string };

/** spec/admin.md §5 (verbatim) plus our wording where the spec is silent. */
export const blockValidationMessages = {
  imageUrlRequired: "URL da imagem é obrigatória",
  imageUrlInvalid: "URL da imagem inválida",
  videoUrlRequired: "URL do vídeo é obrigatória",
  videoUrlInvalid: "URL do vídeo inválida",
  quoteRequired: "A citação não pode estar vazia",
  columnsInvalid: "O número de colunas deve estar entre 1 e 4",
  spacingInvalid: "Espaçamento inválido",
  galleryImageInvalid: "URL da imagem inválida",
  sideTypeInvalid: "Tipo de coluna inválido",
} as const;
const v = blockValidationMessages;

/** Default content of a new block of each type (spec/admin.md §3). */
export function defaultBlockContent(type: BlockType): Record<string, unknown> {
  switch (type) {
    case "text":
      return { text: "" };
    case "image":
      return { url: "", caption: "", alt: "" };
    case "gallery":
      return { images: [], columns: 3, spacing: "medium" };
    case "video":
      return { url: "", type: "youtube", title: "", description: "" };
    case "quote":
      return { quote: "", author: "", role: "" };
    case "two_columns":
      return { leftType: "text", rightType: "text", leftContent: { text: "" }, rightContent: { text: "" } };
  }
}

const text = z.preprocess((value) => (typeof value === "string" ? value : value == null ? "" : value), z.string());
const trimmed = text.transform((s) => s.trim());

const textContent = z.object({ text });

const imageContent = z.object({
  url: trimmed.pipe(z.string().min(1, v.imageUrlRequired)).refine((url) => safeUrl(url) !== null, v.imageUrlInvalid),
  caption: trimmed,
  alt: trimmed,
});

const videoContent = z
  .object({
    url: trimmed.pipe(z.string().min(1, v.videoUrlRequired)),
    type: z.enum(["youtube", "vimeo", "upload"]).catch("youtube"),
    title: trimmed,
    description: trimmed,
  })
  .transform((video, ctx) => {
    // Valid provider links are stored as the provider's embed address (spec §5).
    const url = video.type === "upload" ? safeUrl(video.url) : toEmbedUrl(video.url, video.type);
    if (!url) {
      ctx.addIssue({ code: "custom", message: v.videoUrlInvalid, path: ["url"] });
      return z.NEVER;
    }
    return { ...video, url };
  });

const quoteContent = z.object({
  quote: trimmed.pipe(z.string().min(1, v.quoteRequired)),
  author: trimmed,
  role: trimmed,
});

const optionalUrl = trimmed.refine((url) => url === "" || safeUrl(url) !== null, v.imageUrlInvalid);
const side = z.preprocess(
  (value) => (value && typeof value === "object" && !Array.isArray(value) ? value : {}),
  z.object({ text, imageUrl: optionalUrl.optional(), imageCaption: trimmed.optional() }),
);
const sideType = z.enum(["text", "image"], { message: v.sideTypeInvalid });
const twoColumnsContent = z.object({ leftType: sideType, rightType: sideType, leftContent: side, rightContent: side });

const galleryContent = z.object({
  images: z.array(
    z.object({
      url: trimmed.refine((url) => safeUrl(url) !== null, v.galleryImageInvalid),
      alt: trimmed,
      caption: trimmed,
    }),
  ),
  columns: z.coerce.number({ message: v.columnsInvalid }).int(v.columnsInvalid).min(1, v.columnsInvalid).max(4, v.columnsInvalid),
  spacing: z.enum(["small", "medium", "large"], { message: v.spacingInvalid }),
});

const contentSchemas: Record<BlockType, z.ZodType<Record<string, unknown>>> = {
  text: textContent,
  image: imageContent,
  gallery: galleryContent,
  video: videoContent,
  quote: quoteContent,
  two_columns: twoColumnsContent,
};

export type BlockContentCheck = { ok: true; content: Record<string, unknown> } | { ok: false; error: string; fieldErrors: Record<string, string> };

/**
 * What a block's Save sends, checked and normalised for its type (spec §5): texts trimmed,
 * provider video links turned into embed addresses. Pure: the editor runs it before saving,
 * the server again on write. HTML is not sanitised here (sanitizeBlockContent, on the server).
 */
export function checkBlockContent(type: string, content: unknown): BlockContentCheck {
  const schema = contentSchemas[type as BlockType];
  if (!schema) return { ok: true, content: blockContentSchema.catch({}).parse(content) };
  const result = schema.safeParse(content ?? {});
  if (result.success) return { ok: true, content: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) fieldErrors[issue.path.join(".") || "_"] ??= issue.message;
  return { ok: false, error: result.error.issues[0]?.message ?? "", fieldErrors };
}

// Actions' inputs.
export const projectBlocksSchema = z.object({ projectId: z.uuid() });
export const createBlockSchema = z.object({ projectId: z.uuid(), blockType: z.enum(BLOCK_TYPES) });
export const updateBlockSchema = z.object({ id: z.uuid(), content: blockContentSchema });
export const deleteBlockSchema = z.object({ id: z.uuid() });
export const reorderBlocksSchema = z.object({ projectId: z.uuid(), ids: z.array(z.uuid()).max(500) });
