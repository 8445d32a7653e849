/**
 * `npm run media:portraits`: adds the portrait crop (docs/decisions/0014-portrait-crops-for-hero-images.md)
 * to hero and project images uploaded before it existed. Safe to run again: images that have it,
 * or get none, are left alone. On PGlite stop the server first (one process at a time);
 * on PostgreSQL it may run beside the servers, which are told to drop their cached pages.
 */
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";
import { runCommand } from "@/db/command";
import { backfillPortraits } from "@/media/portrait-backfill";
import { cacheTags } from "@/platform/cache";
import { INVALIDATION_CHANNEL, invalidationPayload } from "@/platform/cache-sync";

async function main() {
  const database = await getDatabase();
  console.log(`Database: ${database.kind}`);
  const result = await backfillPortraits(database.db, { log: (message) => console.log(`- ${message}`) });
  console.log(`${result.cropped} images cropped, ${result.skipped} left as they are, ${result.failed} failed (of ${result.examined}).`);
  if (result.cropped > 0 && database.kind === "postgres") {
    const payload = invalidationPayload("media-portraits", [cacheTags.hero, cacheTags.projects, cacheTags.media]);
    await database.db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${payload})`);
  }
  if (result.failed > 0) process.exitCode = 1;
}

await runCommand("media:portraits", main);
