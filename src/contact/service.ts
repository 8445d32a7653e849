import type { Db } from "@/db/client";
import { contactMessages as rows } from "@/db/schema";
import { spanishIssues } from "@/lib/zod-es";
import { consumeRateLimit } from "@/platform/rate-limit";
import { contactMessages as m, contactSchema } from "./validation";
import { readEnv } from "@/env";

export type ContactResult = { ok: true } | { ok: false; error: string; fieldErrors?: Record<string, string> };

const limit = () => readEnv("CONTACT_RATE_LIMIT");
const WINDOW_MS = 10 * 60 * 1000;

export type AcceptOptions = {
  /** Called with the new row's id once it is stored (the action schedules the email from here). */
  onStored?: (id: string) => void;
};

/**
 * Honeypot, validation, per-IP rate limit, then the row is stored with status 'new' and its
 * notification email pending: the email is sent later and can never cost the visitor a message.
 */
export async function acceptContactMessage(db: Db, input: unknown, ip: string, options: AcceptOptions = {}): Promise<ContactResult> {
  const raw = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  // Bots fill every field; people never see this one. Pretend success, store nothing.
  if (typeof raw.website === "string" && raw.website.trim() !== "") return { ok: true };

  const parsed = contactSchema.safeParse(raw, { error: spanishIssues });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { ok: false, error: Object.values(fieldErrors)[0] ?? m.requiredText, fieldErrors };
  }

  let allowed: boolean;
  try {
    ({ allowed } = await consumeRateLimit(`contact:${ip}`, limit(), WINDOW_MS, db));
  } catch (err) {
    console.error("[contact] could not check the rate limit", err);
    return { ok: false, error: m.errorRetry };
  }
  if (!allowed) return { ok: false, error: m.rateLimited };

  const { phone, ...fields } = parsed.data;
  let id: string;
  try {
    [{ id }] = await db
      .insert(rows)
      .values({ ...fields, phone: phone || null, status: "new", notificationStatus: "pending", notificationNextAttemptAt: new Date() })
      .returning({ id: rows.id });
  } catch (err) {
    // Not the error itself: a failed query's text carries the visitor's whole message.
    const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
    console.error("[contact] could not store message", { code: cause?.code, reason: cause?.message?.slice(0, 200) });
    return { ok: false, error: m.errorRetry };
  }
  options.onStored?.(id);
  return { ok: true };
}
