import { describe, expect } from "vitest";
import { selfReferences, tablesInDependencyOrder } from "@/platform/backup/tables";
import { it } from "./support/fixtures";

/**
 * The backup's order: a table after the tables it references, and inside a table that references
 * itself (a project's working copy names its project) the referenced rows first, so a restore's
 * batches never insert a row before the one it names.
 */
describe("backup order", () => {
  it("knows each table's columns that reference the table itself", async ({ database }) => {
    const columns = await selfReferences(database.db);
    expect(Object.fromEntries(columns)).toEqual({ projects: ["draft_of"] });
    const tables = await tablesInDependencyOrder(database.db);
    expect(tables.indexOf("projects")).toBeLessThan(tables.indexOf("project_images"));
  });
});
