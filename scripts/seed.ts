/**
 * `npm run seed`: fills an empty database (DATA_DIR or DATABASE_URL, like the server) with
 * the demo company. Does nothing when content exists. Stop the server first on PGlite:
 * the embedded database accepts one process at a time.
 */
import { count } from "drizzle-orm";
import { getDatabase } from "@/db";
import { runCommand } from "@/db/command";
import { aboutGallery, categories, heroImages, mediaAssets, projectContentBlocks, projectImages, projects, projectVideos } from "@/db/schema";
import { seedDemo } from "@/seed/demo";

async function main() {
  const database = await getDatabase();
  const { db } = database;
  console.log(`Database: ${database.kind}`);
  const seeded = await seedDemo(db, { log: (message) => console.log(`- ${message}`) });
  if (!seeded) {
    console.log("The database already has content (projects or site settings): nothing seeded.");
    return;
  }
  const tables = { projects, categories, projectImages, projectVideos, projectContentBlocks, heroImages, aboutGallery, mediaAssets };
  for (const [name, table] of Object.entries(tables)) {
    const [{ n }] = await db.select({ n: count() }).from(table);
    console.log(`  ${name}: ${n}`);
  }
}

await runCommand("seed", main);
