import { t } from "@/i18n/current";
import { uiMessages } from "@/messages/ui";
import { uploadMessages } from "./messages";
import type { UploadTarget } from "./targets";

/** What `POST /api/admin/uploads` answers with 201. */
export type UploadedFile = { url: string; kind: "image" | "video"; width?: number; height?: number };

/** A refused or failed upload; `serverMessage` is the server's message (in the person's language) when it sent one. */
export class UploadRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly serverMessage: string | null = null,
  ) {
    super(message);
    this.name = "UploadRequestError";
  }
}

/**
 * Sends one file to the upload endpoint (browser only). XMLHttpRequest, not fetch, because
 * only it reports upload progress; `onProgress` gets 0-100. The `target` field goes before
 * the file, as the endpoint requires.
 */
export function uploadFile(file: File, target: UploadTarget, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append("target", JSON.stringify(target));
    body.append("file", file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/admin/uploads");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const response = xhr.response as (Partial<UploadedFile> & { error?: string }) | null;
      if (xhr.status === 201 && response?.url) {
        onProgress?.(100);
        resolve(response as UploadedFile);
      } else {
        const serverMessage = typeof response?.error === "string" && response.error ? response.error : null;
        reject(new UploadRequestError(serverMessage ?? `HTTP ${xhr.status}`, xhr.status, serverMessage));
      }
    };
    xhr.onerror = () => reject(new UploadRequestError(t(uiMessages).network, 0));
    xhr.onabort = () => reject(new UploadRequestError(t(uploadMessages).cancelled, 0));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
