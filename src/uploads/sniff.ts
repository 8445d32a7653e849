/**
 * Video container sniffing from the first bytes of a file: the extension we store it with
 * comes from its content, never from the name or type the browser sent.
 */

export type VideoContainer = { ext: "mp4" | "mov" | "webm" | "mkv" | "avi"; contentType: string };

/** Bytes needed to recognise every container (the EBML DocType sits in the first few dozen). */
export const SNIFF_BYTES = 64;

const ascii = (head: Uint8Array, start: number, end: number) => Buffer.from(head.subarray(start, end)).toString("latin1");

/** The container of a video from its first bytes, or null for anything else. */
export function sniffVideo(head: Uint8Array): VideoContainer | null {
  // ISO base media (MP4, MOV, M4V): a box of at least 8 bytes whose type is `ftyp`.
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp") {
    const size = Buffer.from(head.subarray(0, 4)).readUInt32BE(0);
    if (size !== 0 && size < 8) return null;
    const brand = ascii(head, 8, 12);
    return brand === "qt  " ? { ext: "mov", contentType: "video/quicktime" } : { ext: "mp4", contentType: "video/mp4" };
  }
  // Matroska and WebM: EBML header 1A 45 DF A3; WebM declares the DocType "webm".
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    return ascii(head, 4, Math.min(head.length, SNIFF_BYTES)).includes("webm")
      ? { ext: "webm", contentType: "video/webm" }
      : { ext: "mkv", contentType: "video/x-matroska" };
  }
  // AVI: RIFF <size> "AVI ".
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "AVI ") {
    return { ext: "avi", contentType: "video/x-msvideo" };
  }
  return null;
}

/** A photo's format as its bytes say: the formats a quote request accepts (src/leads/photos.ts). */
export type PhotoFormat = "jpeg" | "png" | "webp" | "heif";

/** HEIF brands: Apple's HEIC stills and sequences, and the generic HEIF ones (AVIF is not among them). */
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

/** The format of a photo from its first bytes (at least 12), or null for anything else. */
export function sniffPhoto(head: Uint8Array): PhotoFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (head.length >= 8 && Buffer.from(head.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "webp";
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(head, 8, 12))) return "heif";
  return null;
}
