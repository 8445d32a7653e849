import "server-only";
import { sanitizeBlockContent } from "./sanitize";
import { listBlocks, type AdminBlock } from "./service";
import type { Queryable } from "@/db/client";

/**
 * A project's blocks in order, for the edit page (the caller checks the admin role). The editor
 * renders their HTML: like the public page, it does not trust what is stored.
 */
export async function readEditorBlocks(db: Queryable, projectId: string): Promise<AdminBlock[]> {
  const blocks = await listBlocks(db, projectId);
  // listBlocks already reads each block's translations through sanitizeBlockTranslations.
  return blocks.map((b) => ({ ...b, content: sanitizeBlockContent(b.blockType, b.content) }));
}
