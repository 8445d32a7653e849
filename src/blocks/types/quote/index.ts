import type { BlockDefinition } from "../definition";
import { defaults, readQuote, schema } from "./model";

/** A quotation with its author and role (spec §3 quote). */
export const quoteBlock: BlockDefinition = {
  schema,
  defaults,
  texts: { quote: "long", author: "text", role: "text" },
  isEmpty: (content) => !readQuote(content).quote,
};
