/** The upload targets a block may use (src/uploads/targets.ts). */
export type BlockUploadTarget = { kind: "block-image" } | { kind: "gallery-block-image" } | { kind: "block-video" };

export class UploadFailure extends Error {
  /** The server's Spanish message, when it sent one. */
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? "upload failed");
    this.name = "UploadFailure";
  }
}

/**
 * Sends one file to POST /api/admin/uploads (target field first, so a video streams straight
 * to storage) and resolves with its stored URL. XMLHttpRequest, for the progress events.
 */
export function uploadBlockFile(file: File, target: BlockUploadTarget, onProgress?: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append("target", JSON.stringify(target));
    body.append("file", file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/admin/uploads");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const answer = xhr.response as { url?: string; error?: string } | null;
      if (xhr.status === 201 && typeof answer?.url === "string") resolve(answer.url);
      else reject(new UploadFailure(typeof answer?.error === "string" ? answer.error : null));
    };
    xhr.onerror = () => reject(new UploadFailure(null));
    xhr.send(body);
  });
}

const extension = (name: string) => name.slice(name.lastIndexOf(".") + 1).toLowerCase();

/** spec §5: image block and two-column images take jpeg/jpg/png/webp; the gallery also gif. */
export const IMAGE_EXTENSIONS = ["jpeg", "jpg", "png", "webp"] as const;
export const GALLERY_EXTENSIONS = [...IMAGE_EXTENSIONS, "gif"] as const;
export const VIDEO_EXTENSIONS = ["mp4", "mov", "avi", "mkv", "webm"] as const;
export const MAX_BLOCK_VIDEO_BYTES = 100 * 1024 * 1024;

export const hasExtension = (file: File, allowed: readonly string[]) => allowed.includes(extension(file.name));
export const acceptOf = (allowed: readonly string[]) => allowed.map((e) => `.${e}`).join(",");
