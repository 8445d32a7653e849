// npm run create-admin -- --email X --password Y
import { parseArgs } from "node:util";
import { getDatabase } from "@/db";
import { runCommand } from "@/db/command";
import { ensureAdmin } from "@/users/admin-account";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
if (!values.email) {
  console.error("Usage: npm run create-admin -- --email admin@example.com --password 'a strong password'");
  process.exit(2);
}
const email = values.email;

await runCommand("create-admin", async () => {
  const database = await getDatabase();
  const outcome = await ensureAdmin(database.db, email, values.password ?? "");
  const said = {
    created: `Created admin ${email}.`,
    granted: `${email} already existed: admin role granted (password unchanged).`,
    "already-admin": `${email} is already an admin.`,
  };
  console.info(said[outcome]);
});
