"use server";
import { and, count, eq } from "drizzle-orm";
import { registerAction } from "@/admin/action";
import { leaveWhenRefused } from "@/admin/form-refusal";
import { AuthorizationError, requireRole, type SessionUser } from "@/auth/server";
import { getDb } from "@/db";
import { auditLog, contactMessages } from "@/db/schema";
import { t } from "@/i18n/current";
import { runInLocale } from "@/i18n/server";
import { logFailure } from "@/lib/failure-log";
import { leadPrivacyMessages } from "@/settings/admin/messages";
import { eraseLeadsOfEmail, leadsOfEmail } from "./erase";
import { deletePhotoFiles } from "./photo-files";
import { LEAD_PRIVACY_PAGE } from "./privacy-paths";
import { requestedEmail } from "./privacy-request";

/**
 * The privacy screen's two posts, with or without JavaScript (their answer is drawn on the server
 * too): find one address's enquiries, then erase them after a second, confirmed post. The address
 * travels in the posts' bodies and the answer, never in an address bar. Admin-only: the export
 * and the erasure reach every enquiry of a person at once, blocked ones included.
 */

export type LeadPrivacyState = {
  seq: number;
  /** The address looked up, as typed (empty: none yet). */
  email: string;
  /** Its enquiries now, and how many of them were won; null before a lookup. */
  found: { total: number; won: number } | null;
  /** How many were erased by the last post; null when it erased nothing. */
  erased: number | null;
  error: string | null;
  /** What the answer says (found, none, erased), and the erasure's box, in the person's language. */
  notice: string | null;
  confirmLabel: string | null;
};

/** The answer as shown: the counts put into words. */
function answer(seq: number, email: string, found: LeadPrivacyState["found"], erased: number | null, error: string | null): LeadPrivacyState {
  const m = t(leadPrivacyMessages);
  let notice: string | null = null;
  if (erased !== null) notice = m.erased(erased);
  else if (found) notice = found.total === 0 ? m.none(email) : m.found(found.total, found.won, email);
  return { seq, email, found, erased, error, notice, confirmLabel: found && found.total > 0 ? m.eraseConfirm(found.total) : null };
}

const nextSeq = (previous: unknown) => {
  const seq = (previous as { seq?: unknown } | null)?.seq;
  return (typeof seq === "number" && Number.isSafeInteger(seq) ? seq : 0) + 1;
};

/** The admin posting, or off to sign in / Access Denied (a form post cannot show a refusal code). */
async function admin(): Promise<SessionUser> {
  try {
    return await requireRole("settings");
  } catch (err) {
    if (err instanceof AuthorizationError) leaveWhenRefused({ ok: false, error: err.message, code: err.reason }, LEAD_PRIVACY_PAGE);
    throw err;
  }
}

async function countsOf(email: string): Promise<{ total: number; won: number }> {
  const db = await getDb();
  const [all, won] = await Promise.all([
    db.select({ n: count() }).from(contactMessages).where(leadsOfEmail(email)),
    db
      .select({ n: count() })
      .from(contactMessages)
      .where(and(leadsOfEmail(email), eq(contactMessages.stage, "ganado"))),
  ]);
  return { total: all[0]?.n ?? 0, won: won[0]?.n ?? 0 };
}

/**
 * The screen's one action, for both of its forms: `intent` "erase" is "Borrar definitivamente",
 * anything else "Buscar consultas".
 */
export async function leadPrivacyAction(previous: LeadPrivacyState, form: unknown): Promise<LeadPrivacyState> {
  const user = await admin();
  const seq = nextSeq(previous);
  const intent = form instanceof FormData ? form.get("intent") : null;
  return runInLocale(user.locale, () => (intent === "erase" ? erase(user, seq, form) : find(user, seq, form)));
}
registerAction(leadPrivacyAction, "settings");

/** How many enquiries an address has (a read: nothing is logged). */
async function find(user: SessionUser, seq: number, form: unknown): Promise<LeadPrivacyState> {
  const m = t(leadPrivacyMessages);
  const email = requestedEmail(form);
  if (!email) return answer(seq, "", null, null, m.emailInvalid);
  try {
    return answer(seq, email, await countsOf(email), null, null);
  } catch (err) {
    logFailure("error", "[leads] privacy lookup failed", err, { user: user.id });
    return answer(seq, email, null, null, m.lookupError);
  }
}

/**
 * With the box ticked and the count the admin saw still right, every enquiry of the address goes,
 * with its timeline and photo rows, and one audit entry (counts only, never the address); the
 * files go once that has committed.
 */
async function erase(user: SessionUser, seq: number, form: unknown): Promise<LeadPrivacyState> {
  const m = t(leadPrivacyMessages);
  const email = requestedEmail(form);
  if (!email) return answer(seq, "", null, null, m.emailInvalid);
  const field = (name: string) => (form instanceof FormData ? form.get(name) : null);
  const seen = Number(field("seen"));
  try {
    if (field("confirm") !== "yes") return answer(seq, email, await countsOf(email), null, m.confirmRequired);
    const db = await getDb();
    const outcome = await db.transaction(async (tx) => {
      const erased = await eraseLeadsOfEmail(tx, email);
      // An enquiry that arrived (or went) since the admin looked: they confirm what they see.
      if (erased.erased !== seen) throw new CountChanged();
      await tx.insert(auditLog).values({
        userId: user.id,
        action: "lead.erase",
        entity: "contact_message",
        entityId: null,
        details: { erased: erased.erased, files: erased.keys.length },
      });
      return erased;
    });
    await deletePhotoFiles(outcome.keys);
    return answer(seq, "", null, outcome.erased, null);
  } catch (err) {
    if (err instanceof CountChanged) {
      const found = await countsOf(email);
      return answer(seq, email, found, null, m.changed(found.total));
    }
    logFailure("error", "[leads] privacy erasure failed", err, { user: user.id });
    return answer(seq, email, null, null, m.eraseError);
  }
}

/** Rolls the erasure back: the enquiries are no longer the ones the admin confirmed. */
class CountChanged extends Error {}
