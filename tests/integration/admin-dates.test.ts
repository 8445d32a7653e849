import { describe, expect } from "vitest";
import { projects } from "@/db/schema";
import { readAdminProjects } from "@/projects/admin-queries";
import { it } from "./support/fixtures";

describe("dates on the admin lists", () => {
  it("shows a project created at 23:30 UTC in winter on Madrid's next day", async ({ database }) => {
    // 00:30 on 9 January in Madrid (UTC+1); a list formatted in the server's UTC would say 08/01.
    await database.db.insert(projects).values({ slug: "medianoche", title: "Medianoche", createdAt: new Date("2025-01-08T23:30:00Z") });
    const page = await readAdminProjects(database.db, { q: "Medianoche", filter: "todos", page: 1 });
    expect(page.rows.map((r) => [r.slug, r.created])).toEqual([["medianoche", "09/01/2025"]]);
  });
});
