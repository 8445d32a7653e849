import "server-only";
import { adminLocale } from "@/auth/admin-locale";
import { getDb } from "@/db";
import { messagesFor } from "@/i18n/catalogue";
import { leadPhotoHref, listLeadPhotos } from "../photos";
import { quoteAdminMessages } from "../quote/admin/messages";

/**
 * A quote request's photos as thumbnails, each a link to the whole photo; nothing when the lead
 * has none (or is blocked). The images come from the staff-only photo route, which checks the
 * role again: the page that renders this must already have checked the "enquiries" area.
 */
export async function LeadPhotos({ messageId }: { messageId: string }) {
  const [photos, locale] = await Promise.all([getDb().then((db) => listLeadPhotos(db, messageId)), adminLocale()]);
  if (photos.length === 0) return null;
  const m = messagesFor(quoteAdminMessages, locale);
  const headingId = `lead-${messageId}-photos`;
  return (
    <section aria-labelledby={headingId} className="space-y-2" data-lead-photos>
      <h3 id={headingId} className="text-sm font-semibold">
        {m.photosTitle}
      </h3>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <a
              href={leadPhotoHref(messageId, photo.id)}
              target="_blank"
              rel="noopener"
              aria-label={m.openPhoto(i + 1)}
              className="block overflow-hidden rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {/* A private file: next/image would fetch it through the public optimiser. */}
              {/* eslint-disable-next-line @next/next/no-img-element -- a private file, served by its own staff-only route */}
              <img
                src={leadPhotoHref(messageId, photo.id)}
                alt={m.photoAlt(i + 1, photos.length)}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                decoding="async"
                className="aspect-square h-auto w-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
