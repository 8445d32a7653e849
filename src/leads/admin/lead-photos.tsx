import { messagesFor } from "@/i18n/catalogue";
import type { Locale } from "@/i18n/locales";
import { leadPhotoHref, type LeadPhoto } from "../photo-files";
import { quoteAdminMessages } from "../quote/admin/messages";

/**
 * A quote request's photos as thumbnails, each a link to the whole photo; nothing when the lead
 * has none (or is blocked). The page's loader read them (`photosOfLeads`, once for all its leads,
 * under its role check); the images come from the staff-only photo route, which checks the role again.
 */
export function LeadPhotos({ messageId, photos, locale }: { messageId: string; photos: readonly LeadPhoto[]; locale: Locale }) {
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
