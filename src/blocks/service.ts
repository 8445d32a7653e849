import "server-only";
import { projectContentBlocks } from "@/db/schema";
import type { Queryable } from "@/projects/service";
import { sanitizeBlockContent } from "./sanitize";
import type { NewBlock } from "./validation";

/** Inserts blocks in the given order (order_index from 0), sanitised; used when a project is created. */
export async function insertBlocks(db: Queryable, projectId: string, blocks: readonly NewBlock[]) {
  if (blocks.length === 0) return [];
  return db
    .insert(projectContentBlocks)
    .values(
      blocks.map((block, orderIndex) => ({
        projectId,
        blockType: block.blockType,
        content: sanitizeBlockContent(block.blockType, block.content),
        orderIndex,
      })),
    )
    .returning({ id: projectContentBlocks.id });
}
