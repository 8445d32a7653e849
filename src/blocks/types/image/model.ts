import { z } from "zod";
import { safeUrl } from "@/lib/safe-url";
import { str, type Content } from "../../content";
import { t } from "@/i18n/current";
import { blockValidationMessages } from "../../messages";
import { trimmed } from "../fields";

export const schema = z.object({
  url: trimmed
    .pipe(z.string().min(1, { error: () => t(blockValidationMessages).imageUrlRequired }))
    .refine((url) => safeUrl(url) !== null, { error: () => t(blockValidationMessages).imageUrlInvalid }),
  caption: trimmed,
  alt: trimmed,
});

export const defaults = (): Content => ({ url: "", caption: "", alt: "" });

export type ImageContent = { url: string | null; caption: string; alt: string };

export function readImage(content: Content): ImageContent {
  return { url: safeUrl(content.url), caption: str(content.caption), alt: str(content.alt) };
}
