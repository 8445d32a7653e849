import type { Storage } from "@/platform/storage";

/** Every key of the storage, in a stable order (so two backups of the same state match). */
export async function storedKeys(storage: Storage): Promise<string[]> {
  return (await storage.list("")).map((object) => object.key).sort();
}
