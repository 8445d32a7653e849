import { uploadFile } from "@/uploads/upload-client";

/** The upload targets a block may use (src/uploads/targets.ts). */
export type BlockUploadTarget = { kind: "block-image" } | { kind: "gallery-block-image" } | { kind: "block-video" };

/** Sends one file to the upload endpoint and resolves with its stored URL (progress 0–1). */
export async function uploadBlockFile(file: File, target: BlockUploadTarget, onProgress?: (fraction: number) => void): Promise<string> {
  return (await uploadFile(file, target, onProgress && ((percent) => onProgress(percent / 100)))).url;
}

const extension = (name: string) => name.slice(name.lastIndexOf(".") + 1).toLowerCase();

/** spec §5: image block and two-column images take jpeg/jpg/png/webp; the gallery also gif. */
export const IMAGE_EXTENSIONS = ["jpeg", "jpg", "png", "webp"] as const;
export const GALLERY_EXTENSIONS = [...IMAGE_EXTENSIONS, "gif"] as const;
export const VIDEO_EXTENSIONS = ["mp4", "mov", "avi", "mkv", "webm"] as const;
export const MAX_BLOCK_VIDEO_BYTES = 100 * 1024 * 1024;

export const hasExtension = (file: File, allowed: readonly string[]) => allowed.includes(extension(file.name));
export const acceptOf = (allowed: readonly string[]) => allowed.map((e) => `.${e}`).join(",");
