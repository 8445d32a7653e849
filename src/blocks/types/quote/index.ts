import type { BlockDefinition } from "../definition";
import { defaults, labels, readQuote, schema } from "./model";

/** A quotation with its author and role (spec §3 quote). */
export const quoteBlock: BlockDefinition = {
  labels,
  schema,
  defaults,
  isEmpty: (content) => !readQuote(content).quote,
};
