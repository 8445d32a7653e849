/** Upload size limits (DESIGN §4 "Uploads"; spec/admin.md §5 and §9: images 10 MB, videos 100 MB). */
import { t } from "@/i18n/current";
import { uploadMessages } from "./messages";

export type UploadMediaKind = "image" | "video";

const MB = 1024 * 1024;

export const MAX_UPLOAD_BYTES: Record<UploadMediaKind, number> = { image: 10 * MB, video: 100 * MB };

/** Room for the multipart framing and the small `target` field around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The refusal of a file over the limit of `kind`, in the person's language. */
export function tooLargeMessage(kind: UploadMediaKind): string {
  const m = t(uploadMessages);
  return kind === "image" ? m.imageTooLarge : m.videoTooLarge;
}

/** The largest request body any upload may have: the video limit plus framing. */
export const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES.video + MULTIPART_OVERHEAD_BYTES;

/** Parsed Content-Length, or null when absent or malformed (then only the streamed count applies). */
export function declaredLength(header: string | null | undefined): number | null {
  if (!header || !/^\d+$/.test(header.trim())) return null;
  const value = Number(header.trim());
  return Number.isSafeInteger(value) ? value : null;
}

/** True when a request of `length` bytes cannot hold a file within the limit of `kind`. */
export function requestTooLarge(length: number | null, kind: UploadMediaKind): boolean {
  return length !== null && length > MAX_UPLOAD_BYTES[kind] + MULTIPART_OVERHEAD_BYTES;
}

/** True when a file of `bytes` bytes exceeds the limit of `kind`. */
export function fileTooLarge(bytes: number, kind: UploadMediaKind): boolean {
  return bytes > MAX_UPLOAD_BYTES[kind];
}
