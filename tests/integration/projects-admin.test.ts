import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Database } from "@/db/client";
import { categories, mediaAssets, projectContentBlocks, projectImages, projects, projectVideos } from "@/db/schema";
import { processImage } from "@/platform/images";
import { projectCoverFolder, projectImageFolder, projectVideoKey, type Storage } from "@/platform/storage";
import { normalizeLinkHref } from "@/editor/link";
import { readAdminProject, readAdminProjects } from "@/projects/admin-queries";
import { parseDisplayDate } from "@/projects/admin/dates";
import { parseProjectsQuery } from "@/projects/list";
import { createProject, deleteProject, isSlugTaken, ProjectFieldError, ProjectNotFoundError, updateProject } from "@/projects/service";
import { removeStoredFiles } from "@/media/stored-files";
import { emptyProjectForm, projectSchema, type ProjectFormValues } from "@/projects/validation";
import { projectValidationMessages } from "@/projects/messages";
import { it, plainJpeg, storedFiles, test, type Disk } from "./support/fixtures";

const v = projectValidationMessages.es;

let database: Database;
let disk: Disk;
let reformas: string;
let cocinas: string;

test.beforeAll(async ({ database: fileDatabase, disk: fileDisk }) => {
  [database, disk] = [fileDatabase, fileDisk];
  const rows = await database.db
    .insert(categories)
    .values([
      { name: "Reformas integrales", slug: "reformas-integrales" },
      { name: "Cocinas", slug: "cocinas" },
    ])
    .returning();
  reformas = rows.find((c) => c.slug === "reformas-integrales")!.id;
  cocinas = rows.find((c) => c.slug === "cocinas")!.id;
});

const form = (overrides: Partial<ProjectFormValues> = {}): ProjectFormValues => ({
  ...emptyProjectForm,
  title: "Proyecto",
  slug: `proyecto-${Math.random().toString(36).slice(2, 8)}`,
  categoryId: reformas,
  ...overrides,
});

/** What the action does: parse with the shared schema, then write in one transaction. */
const create = (values: ProjectFormValues) => database.db.transaction((tx) => createProject(tx, projectSchema.parse(values)));
const update = (id: string, values: ProjectFormValues) => database.db.transaction((tx) => updateProject(tx, id, projectSchema.parse(values)));
const row = async (id: string) => (await database.db.select().from(projects).where(eq(projects.id, id)))[0];

describe("project schema (shared by the form and the actions)", () => {
  it("gives the spec's messages for the required fields and the slug pattern", () => {
    const result = projectSchema.safeParse({ ...emptyProjectForm, title: "   ", slug: "", categoryId: "" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toMatchObject({ title: v.titleRequired, slug: v.slugRequired, categoryId: v.categoryRequired });
    expect(v.titleRequired).toBe("El título es obligatorio");
    expect(v.slugRequired).toBe("El slug es obligatorio");
    expect(v.categoryRequired).toBe("La categoría es obligatoria");
    for (const slug of ["Con Mayúsculas", "doble--guion", "-borde", "acentuación"]) {
      const bad = projectSchema.safeParse(form({ slug }));
      expect(bad.error?.issues[0]).toMatchObject({ path: ["slug"], message: v.slugPattern });
    }
  });

  it("treats empty or NaN numbers as absent, accepts a decimal comma and refuses bad counts and dates", () => {
    const ok = projectSchema.parse(form({ areaSqm: "abc", bedrooms: "", bathrooms: "  " }));
    expect(ok).toMatchObject({ areaSqm: null, bedrooms: null, bathrooms: null });
    expect(projectSchema.parse(form({ areaSqm: "95,5", bedrooms: "3" }))).toMatchObject({ areaSqm: 95.5, bedrooms: 3 });
    expect(projectSchema.safeParse(form({ bedrooms: "2.5" })).error?.issues[0].message).toBe(v.countInvalid);
    expect(projectSchema.safeParse(form({ areaSqm: "-4" })).error?.issues[0].message).toBe(v.areaInvalid);
    expect(projectSchema.safeParse(form({ startDate: "2024-02-30" })).error?.issues[0].message).toBe(v.dateInvalid);
  });

  it("requires both parts of a material and refuses a repeated name", () => {
    expect(projectSchema.safeParse(form({ materials: [{ name: "Piso", specification: " " }] })).error?.issues[0].message).toBe(v.materialIncomplete);
    const dup = projectSchema.safeParse(
      form({
        materials: [
          { name: "Piso", specification: "a" },
          { name: "piso ", specification: "b" },
        ],
      }),
    );
    expect(dup.error?.issues[0].message).toBe(v.materialDuplicate);
    // A row left entirely empty is not an error: it is ignored.
    expect(projectSchema.parse(form({ materials: [{ name: " ", specification: "" }] })).materials).toEqual([]);
  });

  it("produces output that parses to itself (what the form validated is what the server gets)", () => {
    const once = projectSchema.parse(form({ areaSqm: "80", features: [" a ", "a", ""], startDate: "2024-03-01", location: " Vigo " }));
    expect(projectSchema.parse(once)).toEqual(once);
  });
});

describe("form helpers", () => {
  it("reads dates typed as dd/MM/yyyy and refuses impossible ones", () => {
    expect(parseDisplayDate("15/01/2024")).toBe("2024-01-15");
    expect(parseDisplayDate(" 5/3/2024 ")).toBe("2024-03-05");
    expect(parseDisplayDate("29/02/2024")).toBe("2024-02-29");
    for (const bad of ["31/02/2024", "29/02/2023", "2024-01-15", "15/13/2024", "1/1/24", ""]) expect(parseDisplayDate(bad)).toBeNull();
  });

  it("reads the list's URL: search, status filter and page, with unknown values falling back", () => {
    expect(parseProjectsQuery({ q: "  Baño   Vigo ", estado: "borradores", page: "3" })).toEqual({
      q: "Baño Vigo",
      filter: "borradores",
      review: false,
      page: 3,
    });
    expect(parseProjectsQuery({ estado: "toString", page: "abc" })).toEqual({ q: "", filter: "todos", review: false, page: 1 });
    expect(parseProjectsQuery({ q: ["cocina", "baño"], page: ["0"] })).toEqual({ q: "cocina", filter: "todos", review: false, page: 1 });
    // `?revisar=1`: only the projects with a translation to review.
    expect(parseProjectsQuery({ revisar: "1" })).toMatchObject({ review: true });
    expect(parseProjectsQuery({ revisar: "si" })).toMatchObject({ review: false });
  });

  it("turns what is typed in the link dialog into an href the sanitiser keeps, or refuses it", () => {
    // Kept as typed.
    for (const href of ["https://example.com/a?b=1", "mailto:info@example.com", "tel:+34600000000", "/projeto/casa", "#contacto"]) {
      expect(normalizeLinkHref(href), href).toBe(href);
    }
    // Completed.
    expect(normalizeLinkHref("example.com/obra")).toBe("https://example.com/obra");
    expect(normalizeLinkHref("www.example.es")).toBe("https://www.example.es");
    expect(normalizeLinkHref("info@example.com")).toBe("mailto:info@example.com");
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "vbscript:x",
      "",
      "   ",
      "no es una url",
      "https://",
    ]) {
      expect(normalizeLinkHref(bad), bad).toBeNull();
    }
  });
});

describe("project service", () => {
  it("creates a project with every field, trimmed lists, null numbers, sanitised HTML and the category name", async () => {
    const created = await create(
      form({
        title: "  Reforma integral en Vigo ",
        slug: "reforma-integral-vigo",
        categoryId: cocinas,
        location: " Vigo ",
        shortDescription: "Corta",
        description: "Resumen del proyecto",
        longDescription: '<h2>Obra</h2><p>Texto <strong>negrita</strong><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
        client: "Familia Pérez",
        constructionType: "Reforma integral",
        startDate: "2024-01-15",
        completionDate: "2024-06-30",
        areaSqm: "120.5",
        bedrooms: "",
        bathrooms: "NaN",
        budgetRange: "60.000 € - 80.000 €",
        features: [" Suelo radiante ", "", "Aerotermia", "Suelo radiante", "   "],
        materials: [
          { name: " Piso ", specification: " Porcelanato 60x60cm " },
          { name: "Carpintería", specification: "PVC" },
        ],
        metaTitle: "Reforma en Vigo",
        metaDescription: "Meta descripción",
        keywords: [" reforma ", "vigo", "reforma"],
        published: true,
      }),
    );
    expect(created.slug).toBe("reforma-integral-vigo");
    const saved = await row(created.id);
    expect(saved).toMatchObject({
      title: "Reforma integral en Vigo",
      slug: "reforma-integral-vigo",
      categoryId: cocinas,
      category: "Cocinas",
      location: "Vigo",
      shortDescription: "Corta",
      description: "Resumen del proyecto",
      client: "Familia Pérez",
      constructionType: "Reforma integral",
      startDate: "2024-01-15",
      completionDate: "2024-06-30",
      areaSqm: 120.5,
      bedrooms: null,
      bathrooms: null,
      budgetRange: "60.000 € - 80.000 €",
      features: ["Suelo radiante", "Aerotermia"],
      materials: { Piso: "Porcelanato 60x60cm", Carpintería: "PVC" },
      metaTitle: "Reforma en Vigo",
      metaDescription: "Meta descripción",
      keywords: ["reforma", "vigo"],
      published: true,
      coverImage: null,
    });
    expect(saved.longDescription).toContain("<h2>Obra</h2>");
    expect(saved.longDescription).toContain("<strong>negrita</strong>");
    expect(saved.longDescription).not.toMatch(/script|javascript/);
  });

  it("stores blanks as null, an empty editor as no description, and drafts by default", async () => {
    const created = await create(form({ location: "   ", longDescription: "<p></p>", metaTitle: "" }));
    const saved = await row(created.id);
    expect(saved).toMatchObject({ location: null, longDescription: null, metaTitle: null, published: false, features: [], keywords: [], materials: {} });
  });

  it("refuses a slug another project has, with the spec's message under the slug field", async () => {
    await create(form({ slug: "casa-unica" }));
    const attempt = create(form({ slug: "casa-unica" }));
    await expect(attempt).rejects.toBeInstanceOf(ProjectFieldError);
    await expect(attempt).rejects.toMatchObject({ field: "slug", message: v.slugTaken });
    expect(await database.db.select().from(projects).where(eq(projects.slug, "casa-unica"))).toHaveLength(1);
  });

  it("lets only one of two concurrent creates have a slug (the unique index has the last word)", async () => {
    const results = await Promise.allSettled([create(form({ slug: "carrera" })), create(form({ slug: "carrera" }))]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ field: "slug", message: v.slugTaken });
  });

  it("checks slug availability excluding the project being edited", async () => {
    const { id } = await create(form({ slug: "libre-o-no" }));
    expect(await isSlugTaken(database.db, "libre-o-no")).toBe(true);
    expect(await isSlugTaken(database.db, "libre-o-no", id)).toBe(false);
    expect(await isSlugTaken(database.db, "nadie-lo-usa")).toBe(false);
  });

  it("updates a project, renaming its slug and re-reading the category name from the id", async () => {
    const { id } = await create(form({ title: "Antes", slug: "nombre-viejo", categoryId: reformas }));
    const result = await update(id, form({ title: "Después", slug: "nombre-nuevo", categoryId: cocinas, published: true }));
    expect(result).toMatchObject({ id, slug: "nombre-nuevo", previousSlug: "nombre-viejo" });
    expect(await row(id)).toMatchObject({ title: "Después", slug: "nombre-nuevo", categoryId: cocinas, category: "Cocinas", published: true });
    // Keeping its own slug is not a conflict.
    await expect(update(id, form({ title: "Otra vez", slug: "nombre-nuevo" }))).resolves.toMatchObject({ previousSlug: "nombre-nuevo" });
  });

  it("refuses an update to another project's slug, an unknown project and a missing category", async () => {
    await create(form({ slug: "ocupado" }));
    const { id } = await create(form({ slug: "mio" }));
    await expect(update(id, form({ slug: "ocupado" }))).rejects.toMatchObject({ field: "slug", message: v.slugTaken });
    expect((await row(id)).slug).toBe("mio");
    await expect(update("00000000-0000-4000-8000-000000000000", form())).rejects.toBeInstanceOf(ProjectNotFoundError);
    await expect(create(form({ categoryId: "00000000-0000-4000-8000-000000000000" }))).rejects.toMatchObject({
      field: "categoryId",
      message: v.categoryMissing,
    });
  });

  it("reads projects for the admin list (newest first) and the edit form (as the inputs hold them)", async () => {
    const { id } = await create(
      form({ title: "Para editar", slug: "para-editar", areaSqm: "80", bedrooms: "2", materials: [{ name: "Piso", specification: "Roble" }], client: "Ana" }),
    );
    const list = (await readAdminProjects(database.db, { q: "", filter: "todos", page: 1 })).rows;
    expect(list[0]).toMatchObject({ id, title: "Para editar", client: "Ana", category: "Reformas integrales", published: false });
    expect(list[0].created).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const detail = await readAdminProject(database.db, id);
    expect(detail?.values).toMatchObject({
      title: "Para editar",
      slug: "para-editar",
      areaSqm: "80",
      bedrooms: "2",
      bathrooms: "",
      startDate: "",
      location: "",
      materials: [{ name: "Piso", specification: "Roble" }],
    });
    expect(detail?.blocks).toEqual([]);
    expect(await readAdminProject(database.db, "no-es-un-uuid")).toBeNull();
    expect(await readAdminProject(database.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});

describe("deleting a project", () => {
  const picture = (color: string) => plainJpeg(color, 900, 600);

  it("removes its rows (images, videos, blocks by cascade) and then its stored files, keeping files others use", async () => {
    const { id } = await create(form({ title: "A borrar", slug: "a-borrar", published: true }));
    const { id: otherId } = await create(form({ title: "Vecino", slug: "vecino" }));
    const db = database.db;
    const { storage } = disk;

    const cover = await processImage(await picture("#b45309"), { keyPrefix: projectCoverFolder(id), storage, db });
    const gallery = await processImage(await picture("#1c1917"), { keyPrefix: projectImageFolder(id, "gallery"), storage, db });
    const before = await processImage(await picture("#57534e"), { keyPrefix: projectImageFolder(id, "before"), storage, db });
    const shared = await processImage(await picture("#e7e5e4"), { keyPrefix: projectImageFolder(id, "after"), storage, db });
    const blockImage = await processImage(await picture("#f59e0b"), { keyPrefix: "projects/content-blocks", storage, db });
    const video = await storage.put(projectVideoKey(id, "mp4"), Buffer.from("not really a video"), { contentType: "video/mp4" });

    await db.update(projects).set({ coverImage: cover.url }).where(eq(projects.id, id));
    await db.insert(projectImages).values([
      { projectId: id, imageUrl: gallery.url, imageType: "gallery", orderIndex: 1 },
      { projectId: id, imageUrl: cover.url, imageType: "gallery", orderIndex: 2 },
      { projectId: id, imageUrl: before.url, imageType: "before", orderIndex: 1 },
      { projectId: id, imageUrl: shared.url, imageType: "after", orderIndex: 1 },
      // The neighbour shows the same file: it must survive.
      { projectId: otherId, imageUrl: shared.url, imageType: "gallery", orderIndex: 1 },
    ]);
    await db.insert(projectVideos).values([
      { projectId: id, videoUrl: video.url, videoType: "upload", orderIndex: 0 },
      { projectId: id, videoUrl: "https://www.youtube.com/embed/abc", videoType: "youtube", orderIndex: 1 },
    ]);
    await db.insert(projectContentBlocks).values({ projectId: id, blockType: "image", content: { url: blockImage.url, caption: "", alt: "" }, orderIndex: 0 });

    const ownFiles = [
      ...(await storedFiles(database, cover.url)),
      ...(await storedFiles(database, gallery.url)),
      ...(await storedFiles(database, before.url)),
      ...(await storedFiles(database, blockImage.url)),
      video.url,
    ];
    const sharedFiles = await storedFiles(database, shared.url);
    expect(ownFiles.length).toBeGreaterThan(20); // originals plus AVIF/WebP variants
    for (const url of [...ownFiles, ...sharedFiles]) expect(disk.exists(url)).toBe(true);

    const deletion = await db.transaction((tx) => deleteProject(tx, id));
    expect(deletion).toMatchObject({ id, slug: "a-borrar" });
    expect(new Set(deletion.fileUrls)).toEqual(new Set([cover.url, gallery.url, before.url, blockImage.url, video.url]));

    // The rows are gone with the transaction; the files only after it.
    expect(await row(id)).toBeUndefined();
    for (const table of [projectImages, projectVideos, projectContentBlocks]) {
      expect(await db.select().from(table).where(eq(table.projectId, id))).toEqual([]);
    }
    expect(disk.exists(cover.url)).toBe(true);

    await removeStoredFiles(db, deletion.fileUrls, storage);
    for (const url of ownFiles) expect(disk.exists(url), url).toBe(false);
    for (const url of sharedFiles) expect(disk.exists(url), url).toBe(true);
    const assets = await db.select({ url: mediaAssets.url }).from(mediaAssets);
    expect(assets.map((a) => a.url).sort()).toEqual([shared.url]);
    expect(await row(otherId)).toBeDefined();
  });

  it("logs, and does not fail, when storage refuses a delete", async () => {
    const failing: Storage = { ...disk.storage, delete: async () => Promise.reject(new Error("disk on fire")) };
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      await expect(removeStoredFiles(database.db, ["/media/projects/x/cover/a.jpg"], failing)).resolves.toBeUndefined();
    } finally {
      console.warn = original;
    }
    expect(warnings.length).toBeGreaterThan(0);
  });

  it("refuses an unknown project", async () => {
    await expect(database.db.transaction((tx) => deleteProject(tx, "00000000-0000-4000-8000-000000000000"))).rejects.toBeInstanceOf(ProjectNotFoundError);
  });
});
