/**
 * The photo field's name and limits, with no imports: the form's script reads them from here
 * (anything it shared with the landing page's script would become a chunk that page fetches too).
 */
export const PHOTOS_FIELD = "photos";
export const MAX_PHOTOS = 6;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
