import { eq, sql } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import { updateBlockAction } from "@/blocks/actions";
import type { Database } from "@/db/client";
import { heroImages, projectContentBlocks, projectImages, projectRevisions, projects, projectSlugRedirects } from "@/db/schema";
import { publishChangesAction } from "@/drafts/actions";
import { updateImageCaptionAction } from "@/media/actions";
import { unusedStoredFiles } from "@/media/stored-files";
import { createProjectAction, deleteProjectAction, updateProjectAction } from "@/projects/actions";
import { getPublishedProject } from "@/projects/queries";
import { runScheduledChanges } from "@/projects/schedule-job";
import { emptyProjectForm, type ProjectFormValues } from "@/projects/validation";
import { restoreProjectRevisionAction, restoreProjectRevisionFormAction } from "@/revisions/actions";
import { revisionAdminMessages } from "@/revisions/admin/messages";
import { listProjectRevisions, revisionListQuery, REVISIONS_PAGE_SIZE } from "@/revisions/queries";
import { PROJECT_HISTORY_LIMIT, recordRevision } from "@/revisions/service";
import { it, ok, redirectOf, test } from "./support/fixtures";
import { materialRows } from "./support/forms";
import { explainAnalyze, indexesRead, scannedRows } from "./support/query-plan";

/**
 * A project's history: every publish keeps a version (who, when, what changed), the last 50 per
 * project; a pruned version's files go only when nothing else shows them; "Restaurar" brings a
 * version back as the working copy of a project on the site (visitors keep theirs until
 * "Publicar cambios") or into a project off the site; a list page is one index read.
 */

vi.mock("next/headers", () => import("./support/next-headers"));

const m = revisionAdminMessages.es;
let database: Database;
let categoryId: string;
let adminId: string;

test.beforeAll(({ app, admin, category }) => {
  database = app.database;
  categoryId = category.id;
  adminId = admin.id;
});
test.beforeEach(async ({ admin }) => {
  admin.signIn();
  await admin.speaks("es");
});

let serial = 0;
const form = (values: Partial<ProjectFormValues> = {}): ProjectFormValues => ({
  ...emptyProjectForm,
  title: "Casa en Lugo",
  slug: `casa-en-lugo-${++serial}`,
  categoryId,
  published: false,
  ...values,
});

/** A project off the site with one gallery image and one text block, then put on the site by its form. */
async function publishedProject(values: Partial<ProjectFormValues> = {}) {
  const data = form(values);
  const [{ id }] = await database.db.insert(projects).values({ slug: data.slug, title: data.title, categoryId }).returning({ id: projects.id });
  const imageUrl = `/media/projects/${id}/gallery/salon.webp`;
  await database.db.insert(projectImages).values({ projectId: id, imageUrl, caption: "Salón", orderIndex: 0 });
  await database.db.insert(projectContentBlocks).values({ projectId: id, blockType: "text", content: { text: "<p>Texto primero</p>" }, orderIndex: 0 });
  ok(await updateProjectAction({ ...data, id, published: true }));
  return { id, data: { ...data, published: true }, imageUrl };
}

const history = async (projectId: string) =>
  database.db
    .select()
    .from(projectRevisions)
    .where(eq(projectRevisions.projectId, projectId))
    .orderBy(sql`${projectRevisions.createdAt} desc`);
const workingCopyOf = async (projectId: string) => (await database.db.select().from(projects).where(eq(projects.draftOf, projectId)))[0];
const imagesOf = async (rowId: string) => database.db.select().from(projectImages).where(eq(projectImages.projectId, rowId));
const blocksOf = async (rowId: string) => database.db.select().from(projectContentBlocks).where(eq(projectContentBlocks.projectId, rowId));

describe("every publish keeps a version", () => {
  it("put on the site by its form, then 'Publicar cambios': who, when and what changed, newest first", async () => {
    const { id, data } = await publishedProject();
    const [first] = await history(id);
    expect(first).toMatchObject({ createdBy: adminId });
    expect(first.changed).toEqual(expect.arrayContaining(["slug", "title", "category", "images", "blocks"]));
    expect(first.changed).not.toContain("videos");
    expect(first.mediaUrls).toEqual([`/media/projects/${id}/gallery/salon.webp`]);

    ok(await updateProjectAction({ ...data, id, title: "Casa en Lugo reformada" }));
    const [image] = await imagesOf((await workingCopyOf(id)).id);
    ok(await updateImageCaptionAction({ id: image.id, caption: "Salón nuevo" }));
    // Saved, not yet published: still one version.
    expect(await history(id)).toHaveLength(1);
    ok(await publishChangesAction({ projectId: id }));
    const [second] = await history(id);
    expect(second).toMatchObject({ createdBy: adminId, changed: ["title", "images"] });

    const page = await listProjectRevisions(database.db, id, 1);
    expect(page).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(page.rows.map((row) => [row.id, row.author, row.changed])).toEqual([
      [second.id, "Jefa", ["title", "images"]],
      [first.id, "Jefa", first.changed],
    ]);
  });

  it("created on the site, and published by the schedule (no person)", async () => {
    const created = ok(await createProjectAction(form({ published: true })));
    expect(await history(created.id)).toMatchObject([{ createdBy: adminId }]);

    const [{ id }] = await database.db
      .insert(projects)
      .values({ slug: `programada-${++serial}`, title: "Programada", categoryId, publishAt: new Date(Date.now() - 1000) })
      .returning({ id: projects.id });
    await runScheduledChanges(database.db);
    expect(await history(id)).toMatchObject([{ createdBy: null }]);
  });

  it("a publish that changed nothing still says when the project went back on the site", async () => {
    const { id } = await publishedProject();
    await recordRevision(database.db, id, null);
    expect((await history(id))[0].changed).toEqual([]);
  });
});

describe("the last 50 versions are kept", () => {
  it("the 51st publish drops the oldest; its file is returned for removal only when nothing else shows it", async () => {
    const { id } = await publishedProject();
    const first = `/media/projects/${id}/gallery/salon.webp`;
    const cover = `/media/projects/${id}/cover/portada.webp`;
    await database.db.delete(projectRevisions).where(eq(projectRevisions.projectId, id));
    await database.db.update(projects).set({ coverImage: cover }).where(eq(projects.id, id));
    expect(await recordRevision(database.db, id, adminId)).toEqual([]);

    // The project moves on: another image, and the cover now shown by a hero image only.
    const second = `/media/projects/${id}/gallery/cocina.webp`;
    await database.db.update(projectImages).set({ imageUrl: second }).where(eq(projectImages.projectId, id));
    await database.db.update(projects).set({ coverImage: null }).where(eq(projects.id, id));
    await database.db.insert(heroImages).values({ imageUrl: cover, title: "Portada reutilizada" });
    // The oldest version still shows the first image: it is not a file to remove.
    expect(await unusedStoredFiles(database.db, [first])).toEqual([]);

    for (let i = 2; i <= PROJECT_HISTORY_LIMIT; i++) expect(await recordRevision(database.db, id, adminId)).toEqual([]);
    expect(await history(id)).toHaveLength(PROJECT_HISTORY_LIMIT);
    expect(await recordRevision(database.db, id, adminId)).toEqual([first]);
    const kept = await history(id);
    expect(kept).toHaveLength(PROJECT_HISTORY_LIMIT);
    expect(kept.every((revision) => !revision.mediaUrls.includes(first))).toBe(true);
  });

  it("deleting the project returns the files only its history showed", async () => {
    const { id, data, imageUrl } = await publishedProject();
    ok(await updateProjectAction({ ...data, id, title: "Otra imagen" }));
    const copy = await workingCopyOf(id);
    await database.db
      .update(projectImages)
      .set({ imageUrl: `/media/projects/${id}/gallery/nueva.webp` })
      .where(eq(projectImages.projectId, copy.id));
    ok(await publishChangesAction({ projectId: id }));
    const deleted = ok(await deleteProjectAction({ id }));
    expect(deleted.fileUrls).toEqual(expect.arrayContaining([imageUrl, `/media/projects/${id}/gallery/nueva.webp`]));
  });
});

describe("'Restaurar'", () => {
  it("of a project on the site fills its working copy; visitors keep their version until 'Publicar cambios'", async () => {
    const { id, data, imageUrl } = await publishedProject();
    const [older] = await history(id);
    ok(await updateProjectAction({ ...data, id, title: "Casa nueva" }));
    const copy = await workingCopyOf(id);
    const [block] = await blocksOf(copy.id);
    ok(await updateBlockAction({ id: block.id, content: { text: "<p>Texto segundo</p>" } }));
    await database.db.insert(projectImages).values({ projectId: copy.id, imageUrl: `/media/projects/${id}/gallery/solo-nueva.webp`, orderIndex: 1 });
    ok(await publishChangesAction({ projectId: id }));
    expect(await getPublishedProject(data.slug)).toMatchObject({ title: "Casa nueva" });

    const restored = ok(await restoreProjectRevisionAction({ projectId: id, revisionId: older.id }));
    expect(restored).toMatchObject({ id, published: true, title: "Casa en Lugo", keptSlug: false, fileUrls: [] });
    const restoredCopy = await workingCopyOf(id);
    expect(restoredCopy).toMatchObject({ title: "Casa en Lugo", slug: data.slug, published: false });
    expect((await imagesOf(restoredCopy.id)).map((i) => [i.imageUrl, i.caption])).toEqual([[imageUrl, "Salón"]]);
    expect((await blocksOf(restoredCopy.id)).map((b) => b.content)).toEqual([{ text: "<p>Texto primero</p>" }]);
    // Visitors still see what was published.
    const seen = await getPublishedProject(data.slug);
    expect(seen).toMatchObject({ id, title: "Casa nueva" });
    expect(seen!.galleryImages).toHaveLength(2);

    ok(await publishChangesAction({ projectId: id }));
    const back = await getPublishedProject(data.slug);
    expect(back).toMatchObject({ id, title: "Casa en Lugo" });
    expect(back!.galleryImages.map((i) => i.caption)).toEqual(["Salón"]);
    expect(JSON.stringify(back!.blocks)).toContain("Texto primero");
    const [newest] = await history(id);
    expect(newest.changed).toEqual(expect.arrayContaining(["title", "images", "blocks"]));
  });

  it("of a project off the site rewrites the project itself; a slug another project has taken since stays as it is", async () => {
    const { id, data } = await publishedProject({ materials: materialRows(["Suelo", "Roble"], ["Baño", "Gres"]) });
    const [older] = await history(id);
    ok(await updateProjectAction({ ...data, id, title: "Retirada", slug: `${data.slug}-nueva`, materials: [], published: false }));
    expect(await workingCopyOf(id)).toBeUndefined();
    // Another project takes the old address meanwhile.
    await database.db.delete(projectSlugRedirects).where(eq(projectSlugRedirects.slug, data.slug));
    await database.db.insert(projects).values({ slug: data.slug, title: "La otra", categoryId });

    const restored = ok(await restoreProjectRevisionAction({ projectId: id, revisionId: older.id }));
    expect(restored).toMatchObject({ id, published: false, keptSlug: true, slug: `${data.slug}-nueva` });
    expect(await workingCopyOf(id)).toBeUndefined();
    const [row] = await database.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ title: "Casa en Lugo", slug: `${data.slug}-nueva`, published: false, categoryId });
    // The materials come back in the order the admin gave them.
    expect(Object.keys(row.materials)).toEqual(["Suelo", "Baño"]);
  });

  it("of another project's version is refused, and changes nothing", async () => {
    const mine = await publishedProject();
    const theirs = await publishedProject({ title: "Casa ajena" });
    const [theirVersion] = await history(theirs.id);
    const refused = await restoreProjectRevisionAction({ projectId: mine.id, revisionId: theirVersion.id });
    expect(refused).toMatchObject({ ok: false, code: "invalid", error: m.revisionGone });
    expect(await workingCopyOf(mine.id)).toBeUndefined();
    const [row] = await database.db.select({ title: projects.title }).from(projects).where(eq(projects.id, mine.id));
    expect(row.title).toBe("Casa en Lugo");
  });

  it("posted without JavaScript: back to the project's form with the outcome and a new key", async () => {
    const { id } = await publishedProject();
    const [version] = await history(id);
    const post = new FormData();
    post.append("projectId", id);
    post.append("revisionId", version.id);
    expect(await redirectOf(restoreProjectRevisionFormAction(post))).toMatch(
      new RegExp(`^/admin/projects/${id}/edit\\?historial=restaurada&version=[0-9a-f-]{36}$`),
    );
    post.set("revisionId", "00000000-0000-4000-8000-000000000000");
    expect(await redirectOf(restoreProjectRevisionFormAction(post))).toBe(`/admin/projects/${id}/edit?historial=error#project-history`);
  });
});

describe("the history list", () => {
  it("reads one page of one project's versions through its index, however many the other projects have", async () => {
    const { id } = await publishedProject();
    for (let i = 0; i < 24; i++) await recordRevision(database.db, id, adminId);
    await database.db.execute(sql`
      insert into projects (slug, title, category_id)
      select 'historial-' || g, 'Historial ' || g, ${categoryId}::uuid from generate_series(1, 300) g`);
    await database.db.execute(sql`
      insert into project_revisions (project_id, snapshot, changed, media_urls, created_at)
      select p.id, '{}'::jsonb, '{title}', array(select '/media/projects/' || p.id || '/gallery/' || i || '.webp' from generate_series(1, 12) i),
        now() - make_interval(mins => g)
      from projects p, generate_series(1, 20) g where p.slug like 'historial-%'`);
    // As autovacuum leaves it: the GIN index's pending entries merged, the statistics read.
    await database.db.execute(sql`vacuum analyze project_revisions`);

    const page = await listProjectRevisions(database.db, id, 2);
    expect(page).toMatchObject({ total: 25, page: 2, pages: 2 });
    expect(page.rows).toHaveLength(25 - REVISIONS_PAGE_SIZE);

    const plan = await explainAnalyze(database.db, revisionListQuery(database.db, id, REVISIONS_PAGE_SIZE, 0).toSQL());
    expect(indexesRead(plan)).toContain("project_revisions_project_created_idx");
    expect(plan).not.toContain('"Node Type":"Seq Scan"');
    // Only this project's versions are read (the planner may sort those few itself): never more than the history keeps.
    for (const rows of scannedRows(plan)) expect(rows).toBeLessThanOrEqual(PROJECT_HISTORY_LIMIT);

    // Whether a file is still shown by a kept version is read through the GIN index too.
    const [other] = await database.db.select({ id: projects.id }).from(projects).where(eq(projects.slug, "historial-7"));
    const url = `/media/projects/${other.id}/gallery/5.webp`;
    const used = await explainAnalyze(database.db, {
      sql: "select 1 from project_revisions where media_urls && array[$1]::text[]",
      params: [url],
    });
    expect(indexesRead(used)).toContain("project_revisions_media_urls_idx");
    expect(await unusedStoredFiles(database.db, [url])).toEqual([]);
  });
});
