import { AuthorizationError, requireRole, type SessionUser } from "@/auth/server";
import { crossSiteRequest } from "@/auth/same-origin";
import { getDb } from "@/db";
import { auditLog } from "@/db/schema";
import { t } from "@/i18n/current";
import { runInLocale } from "@/i18n/server";
import { leadExportEntries, readLeadExport } from "@/leads/export";
import { requestedEmail } from "@/leads/privacy-request";
import { zipResponseBody, zipStream } from "@/leads/zip";
import { logFailure } from "@/lib/failure-log";
import { leadPrivacyMessages } from "@/settings/admin/messages";
import { uploadMessages } from "@/uploads/messages";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** A person's data: never kept by a browser or a proxy. */
const PRIVATE = { "Cache-Control": "private, no-store" };

function refusal(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: PRIVATE });
}

/**
 * POST /api/admin/leads/export (form field `email`, never in the address): one ZIP with every
 * enquiry of that address (`datos.json`) and its photos, streamed as it is written. Admins only,
 * like the erasure beside it (the privacy screen); the export is in the audit log by its counts.
 */
export async function POST(request: Request): Promise<Response> {
  let user: SessionUser;
  try {
    user = await requireRole("settings");
  } catch (err) {
    if (err instanceof AuthorizationError) return refusal(err.reason === "unauthorized" ? 401 : 403, err.message);
    throw err;
  }
  return runInLocale(user.locale, async () => {
    if (crossSiteRequest(request)) return refusal(403, t(uploadMessages).crossSite);
    const form = await request.formData().catch(() => null);
    const email = requestedEmail(form);
    if (!email) return refusal(400, t(leadPrivacyMessages).emailInvalid);
    return exportOf(email, user);
  });
}

async function exportOf(email: string, user: SessionUser): Promise<Response> {
  const db = await getDb();
  const now = new Date();
  let found;
  try {
    found = await readLeadExport(db, email, now);
    // Counts only: the audit log is read by every admin and kept; the address is not in it.
    await db.insert(auditLog).values({
      userId: user.id,
      action: "lead.export",
      entity: "contact_message",
      entityId: null,
      details: { leads: found.data.leads.length, photos: found.photos.length },
    });
  } catch (err) {
    logFailure("error", "[leads] export failed", err, { user: user.id });
    return refusal(500, t(leadPrivacyMessages).exportError);
  }
  const body = zipResponseBody(zipStream(leadExportEntries(found.data, found.photos), now), (err) =>
    logFailure("error", "[leads] export stream failed", err, { user: user.id }),
  );
  return new Response(body, {
    headers: {
      ...PRIVATE,
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="consultas-${now.toISOString().slice(0, 10)}.zip"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
