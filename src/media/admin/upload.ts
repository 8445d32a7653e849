import type { UploadTarget } from "@/uploads/targets";
import { uploadFile as sendUpload, UploadRequestError, type UploadedFile } from "@/uploads/upload-client";

export type UploadAnswer = UploadedFile;

/**
 * The shared uploader with progress as a fraction (0–1); rejects with the server's Spanish
 * message, the network message, or `fallback`.
 */
export async function uploadFile(file: File, target: UploadTarget, onProgress: (fraction: number) => void, fallback: string): Promise<UploadAnswer> {
  try {
    return await sendUpload(file, target, (percent) => onProgress(percent / 100));
  } catch (err) {
    const failure = err instanceof UploadRequestError ? err : null;
    throw new Error(failure?.serverMessage ?? (failure?.status === 0 ? failure.message : fallback));
  }
}

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";
const IMAGE_MIME = new Set(["image/jpeg", "image/jpg", "image/png", "image/webp"]);
const IMAGE_EXT = /\.(jpe?g|png|webp)$/i;

/** The image manager's formats (spec §5): jpeg, jpg, png, webp. */
export function isManagerImage(file: File): boolean {
  return IMAGE_MIME.has(file.type) || (!file.type && IMAGE_EXT.test(file.name));
}
