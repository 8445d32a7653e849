import { Readable } from "node:stream";
import { accessMessages } from "@/auth/admin/messages";
import { can } from "@/auth/permissions";
import { getSessionUser } from "@/auth/server";
import { getDb } from "@/db";
import { messagesFor } from "@/i18n/catalogue";
import { uiMessages } from "@/messages/ui";
import { findLeadPhoto } from "@/leads/photos";
import { getStorage } from "@/platform/storage";

// Files are read from disk (or S3) with Node streams.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string; photoId: string }> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Never kept by a browser or a proxy, never read as anything but what it says, never run as a document. */
const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
};

function refusal(status: 401 | 403 | 404, text: string): Response {
  return new Response(text, { status, headers: { ...PRIVATE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * A quote request's photo (src/leads/photos.ts), for staff who may read enquiries: the photo must
 * belong to the lead named in the address and the lead must not be blocked. Every other case
 * answers as if there were no such photo.
 */
export async function GET(_request: Request, context: Context): Promise<Response> {
  const user = await getSessionUser();
  if (!user) return refusal(401, messagesFor(accessMessages, "es").unauthorized);
  if (!can(user, "enquiries")) return refusal(403, messagesFor(accessMessages, user.locale).forbidden);
  const notFound = () => refusal(404, messagesFor(uiMessages, user.locale).notFound);
  const { id, photoId } = await context.params;
  if (!UUID.test(id) || !UUID.test(photoId)) return notFound();
  const photo = await findLeadPhoto(await getDb(), id, photoId);
  if (!photo) return notFound();
  const object = await getStorage().get(photo.key);
  if (!object) return notFound();
  return new Response(Readable.toWeb(object.stream) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: { ...PRIVATE_HEADERS, "Content-Type": photo.contentType, "Content-Length": String(object.size) },
  });
}
