// npm run restore -- backups/site.tar.gz [--force]
// Restores an archive written by `npm run backup` into DATA_DIR (or DATABASE_URL) and the
// configured storage. Refuses a database that already has content unless --force is given.
import path from "node:path";
import { parseArgs } from "node:util";
import { getDatabase } from "@/db";
import { runCommand } from "@/db/command";
import { restoreBackup } from "@/platform/backup/archive";
import { getStorage } from "@/platform/storage";

const { values, positionals } = parseArgs({ options: { force: { type: "boolean", default: false } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error("Usage: npm run restore -- path/to/backup.tar.gz [--force]");
  process.exit(2);
}

await runCommand("restore", async () => {
  const database = await getDatabase();
  const manifest = await restoreBackup({ db: database.db, storage: getStorage(), archive: path.resolve(positionals[0]), force: values.force });
  await database.checkpoint();
  const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
  console.info(`Restored the backup of ${manifest.createdAt}: ${rows} rows, ${manifest.files.length} files.`);
});
