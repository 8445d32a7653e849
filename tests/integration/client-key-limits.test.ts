/**
 * The page-view counter keeps its limits per client, an IPv6 client being its whole /64: the real
 * beacon route (src/app/api/analytics/view/route.ts) against a migrated test database. The
 * contact form's limit is proven the same way through the served form (tests/security/ipv6-limits.test.ts).
 */
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { POST as viewBeacon } from "@/app/api/analytics/view/route";
import type { Database } from "@/db/client";
import { pageViewsDaily } from "@/db/schema";
import { it, test } from "./support/fixtures";

let database: Database;

test.beforeAll(({ app }) => {
  database = app.database;
});

const view = (path: string, address: string) =>
  viewBeacon(
    new Request("http://localhost/api/analytics/view", {
      method: "POST",
      headers: { "content-type": "text/plain", "x-forwarded-for": address, "sec-fetch-site": "same-origin", "user-agent": "Mozilla/5.0 Firefox/140.0" },
      body: path,
    }),
  );

async function viewsOf(path: string): Promise<number> {
  const rows = await database.db.select({ views: pageViewsDaily.views }).from(pageViewsDaily).where(eq(pageViewsDaily.path, path));
  return rows.reduce((sum, row) => sum + row.views, 0);
}

describe("page views counted per client, IPv6 grouped by /64", () => {
  it("counts a page once for addresses rotating inside one /64, and again for another /64 or IPv4 client", async () => {
    for (const address of ["2001:db8:77:1::1", "2001:db8:77:1::2", "2001:db8:77:1::abcd", "2001:db8:77:1:ffff:ffff:ffff:fffe"])
      expect((await view("/politica-de-privacidade", address)).status).toBe(204);
    expect(await viewsOf("/politica-de-privacidade")).toBe(1);
    await view("/politica-de-privacidade", "2001:db8:77:2::1");
    await view("/politica-de-privacidade", "198.51.100.4");
    expect(await viewsOf("/politica-de-privacidade")).toBe(3);
  });
});
