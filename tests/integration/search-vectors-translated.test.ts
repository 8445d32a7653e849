/**
 * The per-language search documents of migration 0009: generated from each field's
 * translation, or the Spanish when a field has none, on PGlite and on PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Database } from "@/db/client";
import { projects } from "@/db/schema";
import { it, test } from "./support/fixtures";

let database: Database;

test.beforeAll(async ({ database: fileDatabase }) => {
  database = fileDatabase;
  await database.db.insert(projects).values({
    slug: "reforma-cocina",
    title: "Reforma de cocina",
    shortDescription: "Cocina abierta al salón",
    features: ["Isla central"],
    longDescription: "<p>Encimera de <strong>granito</strong></p>",
    location: "Vigo",
    published: true,
    translations: {
      gl: { title: "Reforma de cociña", features: ["Illa central"] },
      en: { title: "Kitchen renovation", shortDescription: "  ", longDescription: "<p>Granite <em>worktops</em></p>" },
    },
  });
});

async function matches(column: "search_vector" | "search_vector_gl" | "search_vector_en", config: string, words: string): Promise<boolean> {
  const result = await database.db.execute<{ found: boolean }>(
    sql`select exists (select 1 from projects where ${sql.raw(column)} @@ websearch_to_tsquery(${config}::regconfig, unaccent_es(${words}))) as found`,
  );
  return result.rows[0].found;
}

describe("search documents per language", () => {
  it("reads each translated field, accent-insensitively", async () => {
    expect(await matches("search_vector_gl", "simple", "cociña")).toBe(true);
    expect(await matches("search_vector_gl", "simple", "illa")).toBe(true);
    // English stemming: "renovations" finds "renovation", "worktop" finds "worktops".
    expect(await matches("search_vector_en", "english", "kitchen renovations")).toBe(true);
    expect(await matches("search_vector_en", "english", "worktop")).toBe(true);
  });

  it("falls back to the Spanish field where a language has none", async () => {
    // A blank translation is no translation: the Spanish short description stays searchable.
    expect(await matches("search_vector_en", "english", "salón")).toBe(true);
    expect(await matches("search_vector_gl", "simple", "granito")).toBe(true);
    expect(await matches("search_vector_gl", "simple", "vigo")).toBe(true);
    // A translated field replaces its Spanish words.
    expect(await matches("search_vector_gl", "simple", "isla")).toBe(false);
    expect(await matches("search_vector_en", "english", "granito")).toBe(false);
  });

  it("leaves the Spanish document as it was", async () => {
    expect(await matches("search_vector", "spanish", "cocinas")).toBe(true);
    expect(await matches("search_vector", "spanish", "kitchen")).toBe(false);
  });
});
