import type { Db } from "@/db/client";
import { contactMessages as rows } from "@/db/schema";
import { consumeRateLimit } from "@/platform/rate-limit";
import { contactMessages as m, contactSchema } from "./validation";

export type ContactResult = { ok: true } | { ok: false; error: string; fieldErrors?: Record<string, string> };

const limit = () => Number(process.env.CONTACT_RATE_LIMIT) || 5;
const WINDOW_MS = 10 * 60 * 1000;

/** Honeypot, validation, per-IP rate limit, then the row is stored with status 'new'. */
export async function acceptContactMessage(db: Db, input: unknown, ip: string): Promise<ContactResult> {
  const raw = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  // Bots fill every field; people never see this one. Pretend success, store nothing.
  if (typeof raw.website === "string" && raw.website.trim() !== "") return { ok: true };

  const parsed = contactSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { ok: false, error: Object.values(fieldErrors)[0] ?? m.requiredText, fieldErrors };
  }

  if (!consumeRateLimit(`contact:${ip}`, limit(), WINDOW_MS).allowed) return { ok: false, error: m.rateLimited };

  const { phone, ...fields } = parsed.data;
  try {
    await db.insert(rows).values({ ...fields, phone: phone || null, status: "new" });
  } catch (err) {
    console.error("[contact] could not store message", err);
    return { ok: false, error: m.errorRetry };
  }
  return { ok: true };
}
