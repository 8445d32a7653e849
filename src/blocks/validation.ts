import { z } from "zod";
import { BLOCK_TYPES, type BlockType } from "@/db/schema";

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
