import { z } from "zod";
import { safeUrl } from "@/lib/safe-url";
import { isEmptyHtml, obj, str, type Content } from "../../content";
import { t } from "@/i18n/current";
import { blockValidationMessages } from "../../messages";
import { text, trimmed } from "../fields";

const optionalUrl = trimmed.refine((url) => url === "" || safeUrl(url) !== null, { error: () => t(blockValidationMessages).imageUrlInvalid });
const side = z.preprocess(
  (value) => (value && typeof value === "object" && !Array.isArray(value) ? value : {}),
  z.object({ text, imageUrl: optionalUrl.optional(), imageCaption: trimmed.optional() }),
);
const sideType = z.enum(["text", "image"], { error: () => t(blockValidationMessages).sideTypeInvalid });

export const schema = z.object({ leftType: sideType, rightType: sideType, leftContent: side, rightContent: side });

export const defaults = (): Content => ({ leftType: "text", rightType: "text", leftContent: { text: "" }, rightContent: { text: "" } });

export type ColumnSide = { type: "text" | "image"; html: string; imageUrl: string | null; imageCaption: string };
export type TwoColumnsContent = { left: ColumnSide; right: ColumnSide };

function readSide(type: unknown, value: unknown): ColumnSide {
  const side = obj(value);
  return {
    type: type === "image" ? "image" : "text",
    html: str(side.text),
    imageUrl: safeUrl(side.imageUrl),
    imageCaption: str(side.imageCaption),
  };
}

export function readTwoColumns(content: Content): TwoColumnsContent {
  return { left: readSide(content.leftType, content.leftContent), right: readSide(content.rightType, content.rightContent) };
}

/** A side shows nothing when its chosen kind has no content. */
export function isEmptySide(side: ColumnSide): boolean {
  return side.type === "image" ? !side.imageUrl : isEmptyHtml(side.html);
}
