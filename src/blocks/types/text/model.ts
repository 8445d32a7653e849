import { z } from "zod";
import { str, type Content } from "../../content";
import { text } from "../fields";

/** The public renderer\'s empty text (the site is translated apart; the editor\'s wording is in editor/messages.ts). */
export const labels = { empty: "Texto vazio" };

export const schema = z.object({ text });

export const defaults = (): Content => ({ text: "" });

export type TextContent = { html: string };

export function readText(content: Content): TextContent {
  return { html: str(content.text) };
}
