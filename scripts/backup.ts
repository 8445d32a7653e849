// npm run backup [-- --out backups/site.tar.gz]
// One archive with every database row and every stored file. On the embedded database, stop
// the server first (PGlite accepts one process); on PostgreSQL it can run while the site serves.
import path from "node:path";
import { parseArgs } from "node:util";
import { getDatabase } from "@/db";
import { runCommand } from "@/db/command";
import { createBackup } from "@/platform/backup/archive";
import { storedKeys } from "@/platform/backup/stored-keys";
import { getStorage } from "@/platform/storage";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const stamp = new Date().toISOString().replace(/[:T]/g, "-").replace(/\..*/, "");
const outFile = path.resolve(values.out ?? path.join("backups", `backup-${stamp}.tar.gz`));

await runCommand("backup", async () => {
  const database = await getDatabase();
  const storage = getStorage();
  const manifest = await createBackup({ db: database.db, source: database.kind, storage, keys: await storedKeys(storage), outFile });
  const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
  console.info(`Backup written to ${outFile}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.files.length} files.`);
});
