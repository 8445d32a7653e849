import { z } from "zod";
import { normalizeInput } from "@/lib/normalize-text";

/**
 * The address a privacy request names, as the screen and the export route read it: text
 * normalised like every admin input, trimmed, a real address (the search is case-insensitive).
 */
const requestSchema = z.object({ email: z.string().trim().max(254).pipe(z.email()) });

/** The address posted in a form (or null when it is missing or not an address). */
export function requestedEmail(form: unknown): string | null {
  const value = form instanceof FormData ? form.get("email") : null;
  const parsed = requestSchema.safeParse(normalizeInput({ email: typeof value === "string" ? value : "" }));
  return parsed.success ? parsed.data.email : null;
}
