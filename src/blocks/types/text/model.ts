import { z } from "zod";
import { str, type Content } from "../../content";
import { text } from "../fields";

export const schema = z.object({ text });

export const defaults = (): Content => ({ text: "" });

export type TextContent = { html: string };

export function readText(content: Content): TextContent {
  return { html: str(content.text) };
}
