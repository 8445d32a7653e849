import { randomUUID } from "node:crypto";
import type { ImageType } from "@/db/schema";
import { readEnv } from "@/env";

/**
 * Storage keys. The spec's buckets (spec/admin.md §7 "File storage") become top-level
 * folders of one namespace: `projects/…`, `about-gallery/…`, plus `hero/…` which the spec
 * leaves unspecified. A key is also the tail of its public URL: `/media/${key}`.
 */

export const MEDIA_URL_PREFIX = "/media/";
const MAX_KEY_LENGTH = 1024;

export class InvalidStorageKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key.slice(0, 200))}: ${reason}`);
    this.name = "InvalidStorageKeyError";
  }
}

function keyProblem(key: string): string | null {
  if (typeof key !== "string" || key.length === 0) return "it is empty";
  if (key.length > MAX_KEY_LENGTH) return `it is longer than ${MAX_KEY_LENGTH} characters`;
  if (key.includes("\0")) return "it contains a NUL byte";
  // Control characters have no business in a file name and break headers and logs.
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return "it contains control characters";
  }
  if (key.includes("\\")) return "it contains a backslash";
  if (key.startsWith("/")) return "it is an absolute path";
  if (/^[a-zA-Z]:/.test(key)) return "it is an absolute path";
  for (const segment of key.split("/")) {
    if (segment === "") return "it has an empty path segment";
    if (segment === "." || segment === "..") return "it contains a '.' or '..' segment";
    // Dot-names are reserved for the drivers' own files (e.g. the disk driver's .tmp).
    if (segment.startsWith(".")) return "a path segment starts with '.'";
  }
  return null;
}

export function isValidKey(key: string): boolean {
  return keyProblem(key) === null;
}

/** Throws InvalidStorageKeyError unless the key is a safe relative path. */
export function assertValidKey(key: string): string {
  const problem = keyProblem(key);
  if (problem) throw new InvalidStorageKeyError(key, problem);
  return key;
}

/**
 * Folders never served at `/media/*` (nor meant for a public bucket): a quote request's photos
 * (`leads/<messageId>/…`, src/leads/photos.ts), served only to staff by their own route.
 * Compared without case: a case-insensitive disk would find `LEADS/…` too.
 */
export const PRIVATE_PREFIXES = ["leads/"] as const;

export function isPrivateKey(key: string): boolean {
  const lower = key.toLowerCase();
  return PRIVATE_PREFIXES.some((prefix) => lower === prefix.slice(0, -1) || lower.startsWith(prefix));
}

export function mediaUrl(key: string): string {
  return MEDIA_URL_PREFIX + assertValidKey(key).split("/").map(encodeURIComponent).join("/");
}

/**
 * The key behind a `/media/…` URL (absolute URLs on any host accepted), or behind a URL under
 * S3_PUBLIC_BASE_URL when files are served from a CDN; null for anything else.
 */
export function keyFromMediaUrl(url: string): string | null {
  const publicBase = readEnv("S3_PUBLIC_BASE_URL")?.replace(/\/+$/, "");
  if (publicBase && url.startsWith(`${publicBase}/`)) {
    const key = safeDecode(url.slice(publicBase.length + 1));
    return key && isValidKey(key) ? key : null;
  }
  let pathname = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      pathname = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  if (!pathname.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = safeDecode(pathname.slice(MEDIA_URL_PREFIX.length));
  return key && isValidKey(key) ? key : null;
}

function safeDecode(path: string): string | null {
  try {
    return path.split("/").map(decodeURIComponent).join("/");
  } catch {
    return null;
  }
}

export function randomId(): string {
  return randomUUID();
}

function extension(ext: string): string {
  const clean = ext.replace(/^\./, "").toLowerCase();
  if (!/^[a-z0-9]{1,8}$/.test(clean)) throw new InvalidStorageKeyError(ext, "bad file extension");
  return clean;
}

function inFolder(folder: string, ext: string): string {
  return assertValidKey(`${folder}/${randomId()}.${extension(ext)}`);
}

/* Folders (what processImage takes as keyPrefix) and full keys, per use. */

export const projectImageFolder = (projectId: string, imageType: ImageType) => assertValidKey(`projects/${projectId}/${imageType}`);
export const projectImageKey = (projectId: string, imageType: ImageType, ext: string) => inFolder(projectImageFolder(projectId, imageType), ext);

export const projectCoverFolder = (projectId: string) => assertValidKey(`projects/${projectId}/cover`);
export const projectCoverKey = (projectId: string, ext: string) => inFolder(projectCoverFolder(projectId), ext);

export const projectVideoFolder = (projectId: string) => assertValidKey(`projects/${projectId}/videos`);
export const projectVideoKey = (projectId: string, ext: string) => inFolder(projectVideoFolder(projectId), ext);

/** Uploads made in the create form before the project exists (re-pointed on save). */
export const tempImageFolder = (tempId: string, imageType: ImageType) => assertValidKey(`projects/temp/${tempId}/${imageType}`);
export const tempImageKey = (tempId: string, imageType: ImageType, ext: string) => inFolder(tempImageFolder(tempId, imageType), ext);
/** A cover uploaded in the create form (our choice: the spec shows no temp cover path). */
export const tempCoverFolder = (tempId: string) => assertValidKey(`projects/temp/${tempId}/cover`);
export const tempFolder = (tempId: string) => assertValidKey(`projects/temp/${tempId}`);
/** Where every temporary upload lives; the orphan cleanup sweeps it. */
export const TEMP_ROOT = "projects/temp/";
export const tempVideoFolder = (tempId: string) => assertValidKey(`projects/temp/${tempId}/videos`);
export const tempVideoKey = (tempId: string, ext: string) => inFolder(tempVideoFolder(tempId), ext);

/** Image blocks and two-column images. */
export const contentBlockImageFolder = () => "projects/content-blocks";
export const contentBlockImageKey = (ext: string) => inFolder(contentBlockImageFolder(), ext);
/** Gallery-block images: the spec does not show their path. */
export const galleryBlockImageFolder = () => "projects/content-blocks/gallery";
export const galleryBlockImageKey = (ext: string) => inFolder(galleryBlockImageFolder(), ext);
export const contentBlockVideoFolder = () => "projects/content-blocks/videos";
export const contentBlockVideoKey = (ext: string) => inFolder(contentBlockVideoFolder(), ext);

export const aboutGalleryFolder = () => "about-gallery";
export const aboutGalleryKey = (ext: string) => inFolder(aboutGalleryFolder(), ext);

export const heroImageFolder = () => "hero";
export const heroImageKey = (ext: string) => inFolder(heroImageFolder(), ext);

/** The company logo of the site settings (not in the spec's buckets). */
export const siteLogoFolder = () => "site";

/** `folder/random.ext` under any validated folder (processImage names its files this way). */
export const keyInFolder = (folder: string, ext: string) => inFolder(assertValidKey(folder), ext);

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  mp4: "video/mp4",
  m4v: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
  mkv: "video/x-matroska",
  avi: "video/x-msvideo",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml",
  pdf: "application/pdf",
};

/**
 * The type a key is served with, from its extension. Deliberately no SVG or HTML: stored
 * files are user uploads served from our origin, and those types could run script.
 */
export function contentTypeForKey(key: string): string {
  const dot = key.lastIndexOf(".");
  const ext = dot > key.lastIndexOf("/") ? key.slice(dot + 1).toLowerCase() : "";
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}
