import type { Readable } from "node:stream";
import type { Queryable } from "@/db/client";
import { getStorage } from "@/platform/storage";
import { receiveUpload } from "./receive";
import { readImage, storeImageUpload, storeVideoUpload, type UploadResult } from "./store";
import type { ResolvedTarget, UploadTarget } from "./targets";

type Streamed = { kind: "image"; data: Buffer } | { kind: "video"; result: UploadResult; key: string };

/**
 * One upload request, end to end: images are read (≤ 10 MB) and then converted by
 * processImage; videos stream straight to storage (≤ 100 MB) once their container is known.
 */
export async function handleUpload(request: Request, db: Queryable, allowed: (target: UploadTarget) => boolean): Promise<UploadResult> {
  const storage = getStorage();
  const onFile = async (target: ResolvedTarget, file: Readable): Promise<Streamed> => {
    if (target.media === "image") return { kind: "image", data: await readImage(file) };
    const { key, ...result } = await storeVideoUpload(file, target.key, storage);
    return { kind: "video", result, key };
  };
  const cleanup = async (value: Streamed) => {
    if (value.kind === "video") await storage.delete(value.key).catch(() => {});
  };
  const { target, value } = await receiveUpload(request, onFile, cleanup, allowed);
  if (value.kind === "video") return value.result;
  if (target.media !== "image") throw new Error("unreachable: an image body for a video target");
  return storeImageUpload(value.data, target.folder, db, storage, { portrait: target.portrait });
}
