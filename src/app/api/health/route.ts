import { getDatabase } from "@/db";
import { dataDir } from "@/platform/data-dir";
import { checkHealth } from "@/platform/health";
import { getStorage } from "@/platform/storage";

export const dynamic = "force-dynamic";

/**
 * 200 when the database and the storage both work, else 503 saying which one failed; a nearly
 * full disk under DATA_DIR is a warning (`warnings: ["low-disk-space"]`), not a failure yet.
 */
export async function GET() {
  const report = await checkHealth(getDatabase, getStorage, dataDir());
  return Response.json(report, { status: report.status === "ok" ? 200 : 503, headers: { "cache-control": "no-store" } });
}
