import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Database } from "@/db/client";
import { projects, projectSlugRedirects } from "@/db/schema";
import { invalidateTags, cacheTags } from "@/platform/cache";
import { publishChanges } from "@/drafts/publish";
import { findProjectRedirect } from "@/projects/queries";
import { createProject, deleteProject, ProjectFieldError, updateProject } from "@/projects/service";
import { emptyProjectForm, projectSchema, type ProjectFormValues } from "@/projects/validation";
import { projectValidationMessages } from "@/projects/messages";
import { sitemapFile, sitemapXml } from "@/seo/sitemap-files";
import { it, test } from "./support/fixtures";

const v = projectValidationMessages.es;

let database: Database;
let categoryId: string;

// The public reads (getDb) answer with the file's database.
test.beforeAll(({ app, category }) => {
  database = app.database;
  categoryId = category.id;
});

const form = (slug: string, overrides: Partial<ProjectFormValues & { takeFormerSlug: boolean }> = {}) => ({
  ...emptyProjectForm,
  title: `Proyecto ${slug}`,
  slug,
  categoryId,
  published: true,
  ...overrides,
});
const create = (values: ReturnType<typeof form>) => database.db.transaction((tx) => createProject(tx, projectSchema.parse(values)));
/** A save, and for a project on the site its "Publicar cambios" (the save went to its working copy). */
const update = (id: string, values: ReturnType<typeof form>) =>
  database.db.transaction(async (tx) => {
    const saved = await updateProject(tx, id, projectSchema.parse(values));
    if (saved.unpublishedChanges) await publishChanges(tx, id);
    return saved;
  });
const redirects = async () => (await database.db.select().from(projectSlugRedirects)).map((r) => [r.slug, r.projectId]).sort();
/** What the admin actions do after a write: the public reads see the change. */
const fresh = () => invalidateTags(cacheTags.projects);

describe("former project slugs", () => {
  it("a slug change keeps the old slug, which leads to the current one; a second change keeps both", async () => {
    const { id } = await create(form("casa-en-vigo"));
    await update(id, form("casa-en-nigran"));
    fresh();
    expect(await redirects()).toEqual([["casa-en-vigo", id]]);
    expect(await findProjectRedirect("casa-en-vigo")).toBe("casa-en-nigran");

    await update(id, form("casa-en-baiona"));
    fresh();
    expect(await findProjectRedirect("casa-en-vigo")).toBe("casa-en-baiona");
    expect(await findProjectRedirect("casa-en-nigran")).toBe("casa-en-baiona");
    // Saving without a slug change writes no redirect.
    await update(id, form("casa-en-baiona", { location: "Baiona" }));
    expect((await redirects()).length).toBe(2);
  });

  it("taking back one's own former slug just removes its redirect", async () => {
    const { id } = await create(form("bano-accesible"));
    await update(id, form("bano-adaptado"));
    await update(id, form("bano-accesible"));
    fresh();
    const own = (await redirects()).filter(([, p]) => p === id).map(([s]) => s);
    expect(own).toEqual(["bano-adaptado"]);
    expect(await findProjectRedirect("bano-accesible")).toBeNull();
  });

  it("another project's former slug is taken only after the warning was confirmed", async () => {
    const a = await create(form("cocina-abierta"));
    await update(a.id, form("cocina-con-isla"));
    const b = await create(form("cocina-pequena"));

    const refused = await update(b.id, form("cocina-abierta")).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProjectFieldError);
    expect(refused).toMatchObject({ field: "slug", message: v.slugFormer, needsConfirmation: true });
    expect((await database.db.select({ slug: projects.slug }).from(projects).where(eq(projects.id, b.id)))[0].slug).toBe("cocina-pequena");
    // A new project is warned the same way.
    await expect(create(form("cocina-abierta"))).rejects.toMatchObject({ needsConfirmation: true });

    await update(b.id, form("cocina-abierta", { takeFormerSlug: true }));
    fresh();
    expect(await findProjectRedirect("cocina-abierta")).toBeNull();
    expect((await redirects()).find(([s]) => s === "cocina-abierta")).toBeUndefined();
    expect(await findProjectRedirect("cocina-pequena")).toBe("cocina-abierta");
  });

  it("a draft's old slug leads nowhere; deleting a project drops its former slugs", async () => {
    const { id } = await create(form("fachada-borrador", { published: false }));
    await update(id, form("fachada-rehabilitada", { published: false }));
    fresh();
    expect(await findProjectRedirect("fachada-borrador")).toBeNull();
    await update(id, form("fachada-rehabilitada", { published: true }));
    fresh();
    expect(await findProjectRedirect("fachada-borrador")).toBe("fachada-rehabilitada");
    await database.db.transaction((tx) => deleteProject(tx, id));
    expect((await redirects()).find(([s]) => s === "fachada-borrador")).toBeUndefined();
  });

  it("the sitemap lists only current slugs", async () => {
    fresh();
    // A few projects: all in the first file.
    const xml = await sitemapXml((await sitemapFile(1))!);
    expect(xml).toContain("/projeto/casa-en-baiona<");
    expect(xml).not.toContain("/projeto/casa-en-vigo<");
    expect(xml).not.toContain("/projeto/casa-en-nigran<");
  });
});
