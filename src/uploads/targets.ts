import type { Area } from "@/auth/permissions";
import { z } from "zod";
import { IMAGE_TYPES } from "@/db/schema";
import {
  aboutGalleryFolder,
  contentBlockImageFolder,
  contentBlockVideoKey,
  galleryBlockImageFolder,
  heroImageFolder,
  projectCoverFolder,
  projectImageFolder,
  projectVideoKey,
  tempCoverFolder,
  siteLogoFolder,
  tempImageFolder,
  tempVideoKey,
} from "@/platform/storage/keys";
import type { UploadMediaKind } from "./limits";

/** Where an upload goes (spec/admin.md §7 "File storage"), sent as JSON in the `target` field. */
export const uploadTargetSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("project-image"), projectId: z.uuid(), imageType: z.enum(IMAGE_TYPES) }),
  z.object({ kind: z.literal("project-cover"), projectId: z.uuid() }),
  z.object({ kind: z.literal("project-video"), projectId: z.uuid() }),
  z.object({ kind: z.literal("temp-image"), tempId: z.uuid(), imageType: z.enum(IMAGE_TYPES) }),
  z.object({ kind: z.literal("temp-video"), tempId: z.uuid() }),
  z.object({ kind: z.literal("temp-cover"), tempId: z.uuid() }),
  z.object({ kind: z.literal("block-image") }),
  z.object({ kind: z.literal("gallery-block-image") }),
  z.object({ kind: z.literal("block-video") }),
  z.object({ kind: z.literal("about-image") }),
  z.object({ kind: z.literal("hero-image") }),
  z.object({ kind: z.literal("site-logo") }),
]);

export type UploadTarget = z.infer<typeof uploadTargetSchema>;

/** The target from the raw `target` field (JSON text), or null when it is not a valid one. */
export function parseUploadTarget(raw: string): UploadTarget | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = uploadTargetSchema.safeParse(value);
  return result.success ? result.data : null;
}

export type ResolvedTarget = { media: "image"; folder: string; portrait?: boolean } | { media: "video"; key: (ext: string) => string };

/**
 * Images get a folder (processImage names the files); videos a key builder taking the sniffed
 * extension. `portrait`: the image may be drawn as a full-screen hero (a hero slide, or a
 * project image, any of which can be picked as the cover), so its portrait crop is stored too.
 */
export function resolveTarget(target: UploadTarget): ResolvedTarget {
  switch (target.kind) {
    case "project-image":
      return { media: "image", folder: projectImageFolder(target.projectId, target.imageType), portrait: true };
    case "project-cover":
      return { media: "image", folder: projectCoverFolder(target.projectId), portrait: true };
    case "temp-image":
      return { media: "image", folder: tempImageFolder(target.tempId, target.imageType), portrait: true };
    case "temp-cover":
      return { media: "image", folder: tempCoverFolder(target.tempId), portrait: true };
    case "block-image":
      return { media: "image", folder: contentBlockImageFolder() };
    case "gallery-block-image":
      return { media: "image", folder: galleryBlockImageFolder() };
    case "about-image":
      return { media: "image", folder: aboutGalleryFolder() };
    case "hero-image":
      return { media: "image", folder: heroImageFolder(), portrait: true };
    case "site-logo":
      return { media: "image", folder: siteLogoFolder() };
    case "project-video":
      return { media: "video", key: (ext) => projectVideoKey(target.projectId, ext) };
    case "temp-video":
      return { media: "video", key: (ext) => tempVideoKey(target.tempId, ext) };
    case "block-video":
      return { media: "video", key: (ext) => contentBlockVideoKey(ext) };
  }
}

/** The part of the back office an upload belongs to: the site's logo is a setting, everything else content. */
export function areaOfTarget(target: UploadTarget): Area {
  return target.kind === "site-logo" ? "settings" : "content";
}

/** The areas any upload belongs to: a person who may use none of them is refused before the body is read. */
export const UPLOAD_AREAS: readonly Area[] = ["content", "settings"];

export function mediaKindOf(target: UploadTarget): UploadMediaKind {
  return resolveTarget(target).media;
}
