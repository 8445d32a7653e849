import fc from "fast-check";
import "./seed";
import { describe, expect, it } from "vitest";
import { z } from "zod";

/**
 * Every zod schema the forms and actions share, found by convention (exports ending in
 * `Schema` from `src/<domain>/validation.ts` and the upload targets): a schema added later is
 * covered without being listed here.
 */
const modules = import.meta.glob<Record<string, unknown>>(["../../../src/*/validation.ts", "../../../src/uploads/targets.ts"], { eager: true });

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => name.endsWith("Schema") && value instanceof z.ZodType)
    .map(([name, value]) => ({ name: `${file.replace(/^.*\/src\//, "")} ${name}`, schema: value as z.ZodType })),
);

/** Hostile values: wrong types, huge and odd strings, null bytes, prototype keys, deep nesting. */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constantFrom("", " ", "\u0000", "a\u0000b", "<script>alert(1)</script>", "' or 1=1 --", "../../etc/passwd", "𝕏".repeat(300), "x".repeat(100_001)),
);
const hostileValue = fc.oneof(
  { depthSize: "small" },
  fc.anything({ maxDepth: 3 }),
  hostileString,
  fc.dictionary(hostileString, fc.oneof(hostileString, fc.integer(), fc.constant(null), fc.double())),
  fc.constantFrom({ __proto__: { admin: true } }, { constructor: { prototype: {} } }, [], null, undefined, Number.NaN, -0, 1e308),
);

/** A record with the schema's own keys filled with hostile values: reaches deeper than random objects. */
function shapedHostile(schema: z.ZodType) {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (!shape) return hostileValue;
  return fc.record(Object.fromEntries(Object.keys(shape).map((key) => [key, hostileValue])), { requiredKeys: [] });
}

describe("every shared zod schema, fed hostile input", () => {
  it("finds the schemas", () => {
    expect(schemas.length).toBeGreaterThanOrEqual(10);
  });

  for (const { name, schema } of schemas) {
    it(`${name}: never throws; refusals carry a readable message; accepted output is accepted again`, () => {
      fc.assert(
        fc.property(fc.oneof(hostileValue, shapedHostile(schema)), (input) => {
          const result = schema.safeParse(input);
          if (!result.success) {
            for (const issue of result.error.issues) {
              expect(typeof issue.message).toBe("string");
              expect(issue.message.trim().length).toBeGreaterThan(0);
            }
            return;
          }
          // What the form validated is what the server parses again: it must still pass.
          expect(schema.safeParse(result.data).success).toBe(true);
        }),
        { numRuns: 200 },
      );
    });
  }
});
