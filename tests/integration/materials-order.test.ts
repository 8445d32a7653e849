import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { projects } from "@/db/schema";
import { it } from "./support/fixtures";

describe("project materials", () => {
  it("keep the order the admin entered them in (jsonb would sort the keys)", async ({ database }) => {
    const materials = { "Suelo de salón": "Roble natural", Baño: "Porcelánico 60x60", Encimera: "Cuarzo blanco", Ventanas: "PVC oscilobatientes" };
    const [row] = await database.db.insert(projects).values({ slug: "orden", title: "Orden", materials }).returning();
    const [back] = await database.db.select({ materials: projects.materials }).from(projects).where(eq(projects.id, row.id));
    expect(Object.keys(back.materials)).toEqual(Object.keys(materials));
    expect(back.materials).toEqual(materials);
  });
});
