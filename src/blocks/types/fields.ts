import { z } from "zod";

/** Schema pieces the types' content rules share: absent text reads as "", texts are trimmed. */
export const text = z.preprocess((value) => (typeof value === "string" ? value : value == null ? "" : value), z.string());
export const trimmed = text.transform((s) => s.trim());
