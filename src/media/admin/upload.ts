import type { UploadTarget } from "@/uploads/targets";

export type UploadAnswer = { url: string; kind: "image" | "video"; width?: number; height?: number };

/**
 * POST /api/admin/uploads with XMLHttpRequest, for its upload progress (fetch has none).
 * Resolves with the stored file's URL; rejects with the server's Spanish message or `fallback`.
 */
export function uploadFile(file: File, target: UploadTarget, onProgress: (fraction: number) => void, fallback: string): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append("target", JSON.stringify(target)); // before the file: the server reads it first
    body.append("file", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/admin/uploads");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const answer = xhr.response as Partial<UploadAnswer> & { error?: string };
      if (xhr.status === 201 && answer?.url) {
        onProgress(1);
        resolve(answer as UploadAnswer);
      } else reject(new Error(answer?.error || fallback));
    };
    xhr.onerror = () => reject(new Error("Network connection failed. Please check your internet connection."));
    xhr.send(body);
  });
}

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";
const IMAGE_MIME = new Set(["image/jpeg", "image/jpg", "image/png", "image/webp"]);
const IMAGE_EXT = /\.(jpe?g|png|webp)$/i;

/** The image manager's formats (spec §5): jpeg, jpg, png, webp. */
export function isManagerImage(file: File): boolean {
  return IMAGE_MIME.has(file.type) || (!file.type && IMAGE_EXT.test(file.name));
}
