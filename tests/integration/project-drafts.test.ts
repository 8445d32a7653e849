import { eq } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import { createBlockAction, updateBlockAction } from "@/blocks/actions";
import type { Database } from "@/db/client";
import { projectContentBlocks, projectImages, projects, projectSlugRedirects } from "@/db/schema";
import { discardChangesAction, discardChangesFormAction, publishChangesAction, publishChangesFormAction } from "@/drafts/actions";
import { draftAdminMessages } from "@/drafts/admin/messages";
import { deleteProjectImageAction, updateImageCaptionAction } from "@/media/actions";
import { createPreviewLinkAction } from "@/previews/actions";
import { deleteProjectAction, updateProjectAction } from "@/projects/actions";
import { readAdminProject, readAdminProjects } from "@/projects/admin-queries";
import { parseProjectsQuery } from "@/projects/list";
import { getPublishedProject, readProjectForPreview } from "@/projects/queries";
import { scheduleInput } from "@/projects/schedule";
import { findProjectOptions } from "@/reviews/service";
import { runScheduledChanges } from "@/projects/schedule-job";
import { emptyProjectForm, type ProjectFormValues } from "@/projects/validation";
import { it, ok, redirectOf, test } from "./support/fixtures";

/**
 * A project on the site is edited in a working copy: visitors keep the published version until
 * "Publicar cambios"; "Descartar cambios" drops the copy; withdrawing the project takes the
 * changes back into it. The form's ids of images and blocks stay valid throughout.
 */

vi.mock("next/headers", () => import("./support/next-headers"));

const m = draftAdminMessages.es;
let database: Database;
let categoryId: string;

test.beforeAll(({ app, category }) => {
  database = app.database;
  categoryId = category.id;
});
test.beforeEach(async ({ admin }) => {
  admin.signIn();
  await admin.speaks("es");
});

let serial = 0;
const form = (values: Partial<ProjectFormValues> = {}): ProjectFormValues => ({
  ...emptyProjectForm,
  title: "Casa en Vigo",
  slug: `casa-en-vigo-${++serial}`,
  categoryId,
  published: true,
  ...values,
});

/** A published project with one gallery image and one text block, as the form shows them. */
async function liveProject(values: Partial<ProjectFormValues> = {}) {
  const data = form(values);
  const [{ id }] = await database.db
    .insert(projects)
    .values({ slug: data.slug, title: data.title, categoryId, published: true })
    .returning({ id: projects.id });
  const [image] = await database.db
    .insert(projectImages)
    .values({ projectId: id, imageUrl: `/media/projects/${id}/gallery/salon.webp`, caption: "Salón", orderIndex: 0 })
    .returning();
  const [block] = await database.db
    .insert(projectContentBlocks)
    .values({ projectId: id, blockType: "text", content: { text: "<p>Texto publicado</p>" }, orderIndex: 0 })
    .returning();
  return { id, data, imageId: image.id, blockId: block.id };
}

const rowsOf = async (slugOrId: string) => database.db.select().from(projects).where(eq(projects.draftOf, slugOrId));
const visitorSees = async (slug: string) => getPublishedProject(slug);

describe("a project on the site keeps what visitors see until its changes are published", () => {
  it("a save, a caption and a block go to one working copy; the form's ids stay; visitors see the published version", async () => {
    const { id, data, imageId, blockId } = await liveProject();
    const saved = ok(await updateProjectAction({ ...data, id, title: "Casa en Vigo reformada" }));
    expect(saved.unpublishedChanges).toBe(true);
    ok(await updateImageCaptionAction({ id: imageId, caption: "Salón nuevo" }));
    ok(await updateBlockAction({ id: blockId, content: { text: "<p>Texto nuevo</p>" } }));

    const copies = await rowsOf(id);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ published: false, title: "Casa en Vigo reformada", slug: data.slug });

    const seen = await visitorSees(data.slug);
    expect(seen).toMatchObject({ id, title: "Casa en Vigo" });
    expect(seen!.galleryImages.map((i) => i.caption)).toEqual(["Salón"]);
    expect(JSON.stringify(seen!.blocks)).toContain("Texto publicado");

    const edited = await readAdminProject(database.db, id);
    expect(edited).toMatchObject({ id, published: true, workingCopy: copies[0].id, values: { title: "Casa en Vigo reformada", published: true } });
    expect(edited!.media.images.map((i) => [i.id, i.caption])).toEqual([[imageId, "Salón nuevo"]]);
    expect(edited!.blocks!.map((b) => b.id)).toEqual([blockId]);

    // The review forms' project search offers it once.
    expect((await findProjectOptions(database.db, "Casa en Vigo")).filter((o) => o.id === copies[0].id)).toEqual([]);
    // The list shows the project once, flagged.
    const list = await readAdminProjects(database.db, parseProjectsQuery({ q: "Casa en Vigo" }));
    expect(list.rows.filter((r) => r.id === id || r.id === copies[0].id)).toEqual([expect.objectContaining({ id, hasChanges: true, title: "Casa en Vigo" })]);
  });

  it("a block added to a project on the site waits in the working copy", async () => {
    const { id, data } = await liveProject();
    const { block } = ok(await createBlockAction({ projectId: id, blockType: "text", content: { text: "<p>Bloque nuevo</p>" } }));
    expect(JSON.stringify((await visitorSees(data.slug))!.blocks)).not.toContain("Bloque nuevo");
    expect((await readAdminProject(database.db, id))!.blocks!.map((b) => b.id)).toContain(block.id);
  });

  it("'Publicar cambios' shows the changes, keeps the form's ids, leaves the old slug redirecting and the copy gone", async () => {
    const { id, data, imageId, blockId } = await liveProject();
    ok(await updateProjectAction({ ...data, id, title: "Casa nueva", slug: `${data.slug}-nueva` }));
    ok(await updateImageCaptionAction({ id: imageId, caption: "Salón nuevo" }));
    expect(await visitorSees(`${data.slug}-nueva`)).toBeNull();

    const published = ok(await publishChangesAction({ projectId: id }));
    expect(published).toMatchObject({ id, slug: `${data.slug}-nueva`, previousSlug: data.slug });
    expect(await rowsOf(id)).toEqual([]);
    const seen = await visitorSees(`${data.slug}-nueva`);
    expect(seen).toMatchObject({ id, title: "Casa nueva" });
    expect(seen!.galleryImages.map((i) => [i.id, i.caption])).toEqual([[imageId, "Salón nuevo"]]);
    expect(seen!.blocks.map((b) => b.id)).toEqual([blockId]);
    const [redirect] = await database.db.select().from(projectSlugRedirects).where(eq(projectSlugRedirects.slug, data.slug));
    expect(redirect.projectId).toBe(id);
    // Nothing left to publish: said so.
    expect(await publishChangesAction({ projectId: id })).toMatchObject({ ok: false, error: m.nothingToPublish });
  });

  it("'Descartar cambios' brings the form back to the published version and returns the files only the copy showed", async () => {
    const { id, data, blockId } = await liveProject();
    ok(await updateProjectAction({ ...data, id, title: "Título descartado" }));
    const [copy] = await rowsOf(id);
    const onlyInCopy = `/media/projects/${id}/gallery/solo-borrador.webp`;
    await database.db.insert(projectImages).values({ projectId: copy.id, imageUrl: onlyInCopy, orderIndex: 1 });

    const discarded = ok(await discardChangesAction({ projectId: id }));
    expect(discarded.fileUrls).toEqual([onlyInCopy]);
    expect(await rowsOf(id)).toEqual([]);
    const edited = await readAdminProject(database.db, id);
    expect(edited).toMatchObject({ workingCopy: null, values: { title: "Casa en Vigo" } });
    // The visitors' copies are the project's own again; the discarded ids are gone.
    expect(edited!.blocks!.map((b) => b.id)).not.toContain(blockId);
    expect(await discardChangesAction({ projectId: id })).toMatchObject({ ok: false, error: m.nothingToDiscard });
  });

  it("the buttons' forms work without JavaScript: back to the form with the outcome and the copy's id", async () => {
    const { id, data } = await liveProject();
    ok(await updateProjectAction({ ...data, id, title: "Otra vez" }));
    const [copy] = await rowsOf(id);
    const post = new FormData();
    post.append("projectId", id);
    expect(await redirectOf(publishChangesFormAction({ seq: 0, error: null }, post))).toBe(`/admin/projects/${id}/edit?cambios=publicados&copia=${copy.id}`);
    // Refused: the answer carries the reason.
    expect(await discardChangesFormAction({ seq: 0, error: null }, post)).toEqual({ seq: 1, error: m.nothingToDiscard });
  });

  it("a visitor's copy of an image cannot be edited or deleted by its id", async () => {
    const { id, data } = await liveProject();
    ok(await updateProjectAction({ ...data, id, title: "Con copia" }));
    const [shown] = await database.db.select().from(projectImages).where(eq(projectImages.projectId, id));
    expect(await updateImageCaptionAction({ id: shown.id, caption: "forzado" })).toMatchObject({ ok: false });
    expect(await deleteProjectImageAction({ id: shown.id })).toMatchObject({ ok: false });
    expect((await visitorSees(data.slug))!.galleryImages.map((i) => i.caption)).toEqual(["Salón"]);
  });

  it("withdrawing the project, by its form or its schedule, takes the changes back into it", async () => {
    const byForm = await liveProject();
    ok(await updateProjectAction({ ...byForm.data, id: byForm.id, title: "Retirada con cambios" }));
    ok(await updateBlockAction({ id: byForm.blockId, content: { text: "<p>Bloque cambiado</p>" } }));
    ok(await updateProjectAction({ ...byForm.data, id: byForm.id, title: "Retirada con cambios", published: false }));
    expect(await rowsOf(byForm.id)).toEqual([]);
    const [row] = await database.db.select().from(projects).where(eq(projects.id, byForm.id));
    expect(row).toMatchObject({ published: false, title: "Retirada con cambios" });
    const [block] = await database.db.select().from(projectContentBlocks).where(eq(projectContentBlocks.projectId, byForm.id));
    expect(block).toMatchObject({ id: byForm.blockId, content: { text: "<p>Bloque cambiado</p>" } });

    const bySchedule = await liveProject();
    ok(await updateProjectAction({ ...bySchedule.data, id: bySchedule.id, title: "Retirada programada" }));
    await database.db
      .update(projects)
      .set({ unpublishAt: new Date(Date.now() - 1000) })
      .where(eq(projects.id, bySchedule.id));
    const changes = await runScheduledChanges(database.db);
    expect(changes).toContainEqual(expect.objectContaining({ id: bySchedule.id, action: "project.scheduled-unpublish", title: "Retirada programada" }));
    expect(await rowsOf(bySchedule.id)).toEqual([]);
  });

  it("the schedule of a project on the site is its own, not its working copy's", async () => {
    const { id, data } = await liveProject();
    const unpublishAt = new Date(Math.floor((Date.now() + 3 * 86_400_000) / 60_000) * 60_000);
    ok(await updateProjectAction({ ...data, id, title: "Con fecha", unpublishAt: scheduleInput(unpublishAt) }));
    const [row] = await database.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ title: "Casa en Vigo", unpublishAt });
    expect((await rowsOf(id))[0]).toMatchObject({ title: "Con fecha", unpublishAt: null, publishAt: null });
  });

  it("a preview link shows the unpublished changes; without changes, the public page is the preview", async () => {
    const { id, data } = await liveProject();
    expect(await createPreviewLinkAction({ projectId: id })).toMatchObject({ ok: false });
    ok(await updateProjectAction({ ...data, id, title: "Casa vista previa" }));
    ok(await createPreviewLinkAction({ projectId: id }));
    expect(await readProjectForPreview(id)).toMatchObject({ shows: "changes", record: { id, title: "Casa vista previa" } });
  });

  it("deleting the project removes its working copy with it", async () => {
    const { id, data } = await liveProject();
    ok(await updateProjectAction({ ...data, id, title: "Para borrar" }));
    const [copy] = await rowsOf(id);
    ok(await deleteProjectAction({ id }));
    expect(await database.db.select().from(projects).where(eq(projects.id, copy.id))).toEqual([]);
  });

  it("a new slug is checked against the other projects, not against the project's own working copy", async () => {
    const first = await liveProject();
    const second = await liveProject();
    ok(await updateProjectAction({ ...first.data, id: first.id, title: "Primera cambiada" }));
    // The second project may not take the first's address, which its working copy also holds.
    expect(await updateProjectAction({ ...second.data, id: second.id, slug: first.data.slug })).toMatchObject({ ok: false });
    // The first saves again under its own slug.
    ok(await updateProjectAction({ ...first.data, id: first.id, title: "Primera otra vez" }));
  });
});
