import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { projects } from "@/db/schema";
import { createTestDatabase } from "./support/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("project materials", () => {
  it("keep the order the admin entered them in (jsonb would sort the keys)", async () => {
    const materials = { "Suelo de salón": "Roble natural", Baño: "Porcelánico 60x60", Encimera: "Cuarzo blanco", Ventanas: "PVC oscilobatientes" };
    const [row] = await database.db.insert(projects).values({ slug: "orden", title: "Orden", materials }).returning();
    const [back] = await database.db.select({ materials: projects.materials }).from(projects).where(eq(projects.id, row.id));
    expect(Object.keys(back.materials)).toEqual(Object.keys(materials));
    expect(back.materials).toEqual(materials);
  });
});
