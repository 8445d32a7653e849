/**
 * Child process of the benchmark, run after the server has stopped: prints how many page views
 * the data dir's database counted ({"counted": N}). Every request of the benchmark is either
 * Lighthouse (a bot by its user agent) or a script that runs no JavaScript, so N must be 0.
 *
 *   node --import tsx bench/page-views.ts <data-dir>
 */
import { sum } from "drizzle-orm";
import { openDatabase } from "@/db/client";
import { pageViewsDaily } from "@/db/schema";

async function main() {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error("usage: page-views.ts <data-dir>");
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.db.select({ total: sum(pageViewsDaily.views) }).from(pageViewsDaily);
    console.log(JSON.stringify({ counted: Number(row?.total ?? 0) }));
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
