import { getDatabase } from "@/db";
import { checkHealth } from "@/platform/health";
import { getStorage } from "@/platform/storage";

export const dynamic = "force-dynamic";

/** 200 when the database and the storage both work, else 503 saying which one failed. */
export async function GET() {
  const report = await checkHealth(getDatabase, getStorage);
  return Response.json(report, { status: report.status === "ok" ? 200 : 503, headers: { "cache-control": "no-store" } });
}
