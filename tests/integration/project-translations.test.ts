import { eq } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { projects } from "@/db/schema";
import { createProjectAction, updateProjectAction } from "@/projects/actions";
import { listAdminProjects, readAdminProject } from "@/projects/admin-queries";
import { parseProjectsQuery } from "@/projects/list";
import { emptyProjectForm, PROJECT_LIMITS, type ProjectFormValues } from "@/projects/validation";
import { projectValidationMessages } from "@/projects/messages";
import { it, test } from "./support/fixtures";
import { materialRows, projectTranslation as translation } from "./support/forms";

// The actions read the session from the request headers: every call here is the admin's.
vi.mock("next/headers", () => import("./support/next-headers"));

let database: Database;
let categoryId: string;

test.beforeAll(({ app, category }) => {
  database = app.database;
  categoryId = category.id;
});
test.beforeEach(({ admin }) => admin.speaks("es"));

const SPANISH: Partial<ProjectFormValues> = {
  shortDescription: "Cocina abierta al salón",
  longDescription: "<p>Una cocina <strong>luminosa</strong>.</p>",
  features: ["Isla central", "Suelo radiante"],
  materials: materialRows(["Encimera", "Granito"], ["Suelo", "Roble"]),
  metaTitle: "Cocina en Vigo",
  keywords: ["cocina"],
};

const form = (title: string, slug: string, translations: Partial<ProjectFormValues["translations"]> = {}): ProjectFormValues => ({
  ...emptyProjectForm,
  ...SPANISH,
  title,
  slug,
  categoryId,
  translations: { gl: translation({}), en: translation({}), ...translations },
});

const stored = async (id: string) =>
  (
    await database.db
      .select({ title: projects.title, metaTitle: projects.metaTitle, translations: projects.translations, features: projects.features })
      .from(projects)
      .where(eq(projects.id, id))
  )[0];

async function created(values: ProjectFormValues): Promise<string> {
  const result = await createProjectAction(values);
  if (!result.ok) throw new Error(`not created: ${result.error}`);
  return result.data.id;
}

describe("project translations through the admin actions", () => {
  it("saves every language at once, sanitised and compacted, and the edit form reads them back", async () => {
    const id = await created(
      form("Cocina en Vigo", "cocina-en-vigo", {
        gl: translation({
          title: "  Cociña en Vigo  ",
          longDescription: '<p>Unha cociña <strong>luminosa</strong>.</p><script>alert("x")</script>',
          features: ["Illa central", " ", "Illa central"],
          materials: materialRows(["Encimera", "Granito"], ["Chan", "Carballo"], ["", ""]),
          metaTitle: "",
        }),
        // Blank all through: no English is stored.
        en: translation({ title: "   ", longDescription: "<p></p>", materials: [{ name: " ", specification: "" }] }),
      }),
    );

    const row = await stored(id);
    expect(row.title).toBe("Cocina en Vigo");
    expect(row.translations).toEqual({
      gl: {
        title: "Cociña en Vigo",
        longDescription: "<p>Unha cociña <strong>luminosa</strong>.</p>",
        features: ["Illa central"],
        materials: [
          ["Encimera", "Granito"],
          ["Chan", "Carballo"],
        ],
      },
    });

    const detail = await readAdminProject(database.db, id);
    expect(detail?.values.title).toBe("Cocina en Vigo");
    expect(detail?.values.translations).toEqual({
      gl: translation({
        title: "Cociña en Vigo",
        longDescription: "<p>Unha cociña <strong>luminosa</strong>.</p>",
        features: ["Illa central"],
        materials: materialRows(["Encimera", "Granito"], ["Chan", "Carballo"]),
      }),
      en: translation({}),
    });

    // An update sends every language: emptied fields go back to showing Spanish, English arrives.
    const updated = await updateProjectAction({
      ...detail!.values,
      id,
      translations: {
        gl: { ...detail!.values.translations.gl, title: "", longDescription: "<p> </p>" },
        en: translation({ title: "Kitchen in Vigo", metaDescription: "An open kitchen", keywords: ["kitchen"] }),
      },
    });
    expect(updated).toMatchObject({ ok: true });
    const after = await stored(id);
    expect(after.translations).toEqual({
      gl: {
        features: ["Illa central"],
        materials: [
          ["Encimera", "Granito"],
          ["Chan", "Carballo"],
        ],
      },
      en: { title: "Kitchen in Vigo", metaDescription: "An open kitchen", keywords: ["kitchen"] },
    });
    // Spanish is untouched by the translations.
    expect(after).toMatchObject({ title: "Cocina en Vigo", metaTitle: "Cocina en Vigo", features: ["Isla central", "Suelo radiante"] });

    // A client that edits the Spanish only (sends no translations) keeps them as they are.
    const { translations: _sent, ...spanishOnly } = form("Cocina en Vigo", "cocina-en-vigo");
    expect(await updateProjectAction({ ...spanishOnly, id, metaTitle: "Cocina abierta en Vigo" })).toMatchObject({ ok: true });
    expect((await stored(id)).translations).toEqual(after.translations);

    // Emptying every language stores nothing at all.
    expect(await updateProjectAction({ ...form("Cocina en Vigo", "cocina-en-vigo"), id })).toMatchObject({ ok: true });
    expect((await stored(id)).translations).toEqual({});
  });

  it("refuses a too-long or half-filled translation with the Spanish field's message, in the person's language, and keeps what was saved", async ({
    admin,
  }) => {
    const id = await created(form("Baño en Lugo", "bano-en-lugo", { gl: translation({ metaTitle: "Baño en Lugo (gl)" }) }));
    const tooLong = "x".repeat(PROJECT_LIMITS.metaTitle + 1);

    // The Spanish field's own refusal, for comparison.
    const spanish = await updateProjectAction({ ...form("Baño en Lugo", "bano-en-lugo"), id, metaTitle: tooLong });
    expect(spanish).toMatchObject({ ok: false, code: "invalid", fieldErrors: { metaTitle: projectValidationMessages.es.tooLong(PROJECT_LIMITS.metaTitle) } });

    const refused = await updateProjectAction({ ...form("Baño en Lugo", "bano-en-lugo", { gl: translation({ metaTitle: tooLong }) }), id });
    expect(refused).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: { "translations.gl.metaTitle": projectValidationMessages.es.tooLong(PROJECT_LIMITS.metaTitle) },
    });

    const halfMaterial = await updateProjectAction({
      ...form("Baño en Lugo", "bano-en-lugo", { en: translation({ materials: [{ name: "Floor", specification: "" }] }) }),
      id,
    });
    expect(halfMaterial).toMatchObject({
      ok: false,
      fieldErrors: { "translations.en.materials.0.specification": projectValidationMessages.es.materialIncomplete },
    });

    try {
      await admin.speaks("en");
      const inEnglish = await updateProjectAction({ ...form("Baño en Lugo", "bano-en-lugo", { gl: translation({ metaTitle: tooLong }) }), id });
      expect(inEnglish).toMatchObject({
        ok: false,
        fieldErrors: { "translations.gl.metaTitle": projectValidationMessages.en.tooLong(PROJECT_LIMITS.metaTitle) },
      });
      expect(projectValidationMessages.en.tooLong(1)).not.toBe(projectValidationMessages.es.tooLong(1));

      await admin.speaks("gl");
      const inGalician = await updateProjectAction({
        ...form("Baño en Lugo", "bano-en-lugo", { en: translation({ materials: [{ name: "", specification: "Oak" }] }) }),
        id,
      });
      expect(inGalician).toMatchObject({ ok: false, fieldErrors: { "translations.en.materials.0.name": projectValidationMessages.gl.materialIncomplete } });
      expect(projectValidationMessages.gl.materialIncomplete).not.toBe(projectValidationMessages.es.materialIncomplete);
    } finally {
      await admin.speaks("es");
    }

    // Nothing refused reached the row.
    expect(await stored(id)).toMatchObject({ metaTitle: "Cocina en Vigo", translations: { gl: { metaTitle: "Baño en Lugo (gl)" } } });
  });

  it("lists, per row of the page, the public languages whose title is not translated", async () => {
    const both = await created(form("Casa lista", "casa-lista", { gl: translation({ title: "Casa lista (gl)" }), en: translation({ title: "Ready house" }) }));
    const galicianOnly = await created(form("Casa lista a medias", "casa-lista-a-medias", { gl: translation({ title: "Casa a medias" }) }));
    // A translation of other fields, or a blank title stored by hand, leaves the title untranslated.
    const none = await created(form("Casa lista sin traducir", "casa-lista-sin-traducir", { en: translation({ shortDescription: "Only this" }) }));
    await database.db
      .update(projects)
      .set({ translations: { en: { title: "  ", shortDescription: "Only this" } } })
      .where(eq(projects.id, none));

    const page = await listAdminProjects(parseProjectsQuery({ q: "casa lista" }));
    const untranslated = Object.fromEntries(page.rows.map((row) => [row.id, row.untranslated]));
    expect(untranslated).toEqual({ [both]: [], [galicianOnly]: ["en"], [none]: ["gl", "en"] });
  });
});
