// npm run create-admin -- --email X --password Y
import { parseArgs } from "node:util";
import { closeDatabase, getDatabase } from "@/db";
import { ensureAdmin } from "@/users/admin-account";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
if (!values.email) {
  console.error("Usage: npm run create-admin -- --email admin@example.com --password 'a strong password'");
  process.exit(2);
}

try {
  const database = await getDatabase();
  const outcome = await ensureAdmin(database.db, values.email, values.password ?? "");
  const said = {
    created: `Created admin ${values.email}.`,
    granted: `${values.email} already existed: admin role granted (password unchanged).`,
    "already-admin": `${values.email} is already an admin.`,
  };
  console.info(said[outcome]);
} catch (err) {
  console.error(`create-admin failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
