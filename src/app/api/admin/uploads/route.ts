import { getDb } from "@/db";
import { crossSiteRequest } from "@/auth/same-origin";
import { getSessionUser, type SessionUser } from "@/auth/server";
import { accessMessages } from "@/auth/admin/messages";
import { can } from "@/auth/permissions";
import { messagesFor } from "@/i18n/catalogue";
import { InvalidImageError } from "@/platform/images";
import { t } from "@/i18n/current";
import { runInLocale } from "@/i18n/server";
import { isOutOfSpace, UploadError } from "@/uploads/errors";
import { uploadMessages } from "@/uploads/messages";
import { areaOfTarget, UPLOAD_AREAS } from "@/uploads/targets";
import { handleUpload } from "@/uploads/upload";

// Streams the request body with Node streams (busboy, disk storage, sharp).
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

function error(status: number, message: string): Response {
  return Response.json({ error: message }, { status, headers: NO_STORE });
}

/**
 * POST multipart/form-data: `target` (JSON, see src/uploads/targets.ts) then `file`.
 * 201 { url, width?, height?, kind }.
 */
export async function POST(request: Request): Promise<Response> {
  // Who is asking comes before anything in the body is read: a role that may upload to no target
  // is refused here, and each target's own area once the `target` field arrives.
  let user: SessionUser | null;
  try {
    user = await getSessionUser();
  } catch (err) {
    console.error("[uploads] session check failed:", err);
    return error(500, t(uploadMessages).failed);
  }
  if (!user) return error(401, t(accessMessages).unauthorized);
  if (!UPLOAD_AREAS.some((area) => can(user, area))) return error(403, messagesFor(accessMessages, user.locale).forbidden);
  const current = user;
  // Refusals are worded in the person's admin language.
  return runInLocale(current.locale, () => receive(request, current));
}

async function receive(request: Request, user: SessionUser): Promise<Response> {
  const m = t(uploadMessages);
  if (crossSiteRequest(request)) return error(403, m.crossSite);

  try {
    // Nothing cached to drop: a new file gets a new URL, no cached page can show it until the
    // row that uses it is saved (that write invalidates its own tags), and image lookups never
    // keep a URL they did not find (src/media/queries.ts).
    const result = await handleUpload(request, await getDb(), (target) => can(user, areaOfTarget(target)));
    return Response.json(result, { status: 201, headers: NO_STORE });
  } catch (err) {
    if (err instanceof UploadError) return error(err.status, err.message);
    if (err instanceof InvalidImageError) return error(415, m.invalidImage);
    if (isOutOfSpace(err)) {
      console.error("[uploads] the storage is out of space:", err);
      return error(507, m.noSpace);
    }
    console.error("[uploads] upload failed:", err);
    return error(500, m.failed);
  }
}
