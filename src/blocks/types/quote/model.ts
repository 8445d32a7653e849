import { z } from "zod";
import { str, type Content } from "../../content";
import { blockValidationMessages as v } from "../../messages";
import { trimmed } from "../fields";

export const labels = { name: "Citação", heading: "Bloco de Citação", empty: "Citação vazia" };

export const schema = z.object({
  quote: trimmed.pipe(z.string().min(1, v.quoteRequired)),
  author: trimmed,
  role: trimmed,
});

export const defaults = (): Content => ({ quote: "", author: "", role: "" });

export type QuoteContent = { quote: string; author: string; role: string };

export function readQuote(content: Content): QuoteContent {
  return { quote: str(content.quote), author: str(content.author), role: str(content.role) };
}
