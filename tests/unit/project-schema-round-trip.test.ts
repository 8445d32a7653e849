import { describe, expect, it } from "vitest";
import { emptyProjectForm, emptyProjectTranslation, projectSchema, type ProjectFormValues } from "@/projects/validation";

/**
 * The project form sends the values it checked, and the server checks them again with the same
 * schema (src/projects/admin/project-form.client.tsx, src/projects/actions.ts): what the schema
 * outputs must be an input it accepts, and read the same.
 */
const values: ProjectFormValues = {
  ...emptyProjectForm,
  title: "Cocina en Vigo",
  slug: "cocina-en-vigo",
  categoryId: "6f1c2a52-8a53-4a51-9f0e-0c6a4d1b2e3f",
  features: ["Isla central"],
  materials: [
    { name: "Encimera", specification: "Cuarzo blanco" },
    { name: "Suelo", specification: "Roble" },
  ],
  translations: {
    gl: {
      ...emptyProjectTranslation,
      title: "Cociña en Vigo",
      materials: [
        { name: "Encimeira", specification: "Cuarzo branco" },
        { name: "Chan", specification: "Carballo" },
      ],
    },
    en: { ...emptyProjectTranslation, title: "Kitchen in Vigo", materials: [{ name: "Worktop", specification: "White quartz" }] },
  },
};

describe("the project schema", () => {
  it("accepts its own output again, translated materials included, and reads it the same", () => {
    const checked = projectSchema.parse(values);
    expect(checked.translations?.gl?.materials).toEqual([
      ["Encimeira", "Cuarzo branco"],
      ["Chan", "Carballo"],
    ]);
    const again = projectSchema.safeParse(checked);
    expect(again.error?.issues ?? []).toEqual([]);
    expect(again.data).toEqual(checked);
  });

  it("still refuses a half-filled translated material, as a row or as a pair", () => {
    for (const materials of [[{ name: "Chan", specification: " " }], [["Chan", ""]]]) {
      const result = projectSchema.safeParse({ ...values, translations: { gl: { ...values.translations!.gl, materials } } });
      expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["translations.gl.materials.0.specification"]);
    }
  });
});
