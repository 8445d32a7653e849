import { closeDatabase } from "@/db";

/**
 * Runs the work of a command-line tool (`npm run seed`, `backup`, …): on failure one line, the
 * reason in words (such as a database another process holds), never a stack trace; exit code 1.
 * The database is closed either way. `DEBUG=1` adds the stack for whoever is fixing the tool.
 */
export async function runCommand(name: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    console.error(`${name} failed: ${error.message}`);
    if (process.env.DEBUG) console.error(error.stack);
    process.exitCode = 1;
  } finally {
    await closeDatabase();
  }
}
