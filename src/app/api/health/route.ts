import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    const database = await getDatabase();
    await database.db.execute(sql`select 1`);
    return Response.json({ status: "ok", database: { status: "ok", kind: database.kind } });
  } catch (err) {
    console.error("[health] database check failed", err);
    return Response.json({ status: "error", database: { status: "error" } }, { status: 503 });
  }
}
