import { and, eq } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { auditLog, projects } from "@/db/schema";
import { cacheGeneration, cached, cacheTags } from "@/platform/cache";
import { createProjectAction, scheduleProjectAction, scheduleProjectFormAction, updateProjectAction } from "@/projects/actions";
import { readAdminProjects } from "@/projects/admin-queries";
import { parseProjectsQuery } from "@/projects/list";
import { projectValidationMessages } from "@/projects/messages";
import { noSchedule, scheduleInput } from "@/projects/schedule";
import { runScheduledChanges } from "@/projects/schedule-job";
import { emptyProjectForm, type ProjectFormValues } from "@/projects/validation";
import { it, ok, test } from "./support/fixtures";

// The actions read the session from the request headers: every call here is the admin's.
vi.mock("next/headers", () => import("./support/next-headers"));

const v = projectValidationMessages.es;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let database: Database;
let categoryId: string;

test.beforeAll(({ app, category }) => {
  database = app.database;
  categoryId = category.id;
});
test.beforeEach(({ admin }) => admin.speaks("es"));

/** A whole minute `ms` from now (the form has no seconds). */
const fromNow = (ms: number) => new Date(Math.floor((Date.now() + ms) / MINUTE) * MINUTE);

let serial = 0;
const form = (values: Partial<ProjectFormValues> = {}): ProjectFormValues => ({
  ...emptyProjectForm,
  title: "Casa en Lugo",
  slug: `casa-programada-${++serial}-${Math.random().toString(36).slice(2, 6)}`,
  categoryId,
  ...values,
});

const row = async (id: string) => (await database.db.select().from(projects).where(eq(projects.id, id)))[0];
const auditOf = (id: string, action: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

/** Counts the reads of a cached value kept under `tags`: a re-read means they were invalidated. */
function watched(tags: string[]) {
  let reads = 0;
  const read = cached(`schedule-test-${tags.join(",")}`, tags, async () => ++reads);
  return { read, reads: () => reads };
}

describe("scheduling through the project form's save", () => {
  it("stores the Madrid times as instants and refuses what breaks a rule, in the person's language", async ({ admin }) => {
    const publishAt = fromNow(DAY);
    const unpublishAt = fromNow(3 * DAY);
    const { id } = ok(await createProjectAction(form({ publishAt: scheduleInput(publishAt), unpublishAt: scheduleInput(unpublishAt) })));
    expect(await row(id)).toMatchObject({ published: false, publishAt, unpublishAt });

    const refused = async (values: Partial<ProjectFormValues>) => {
      const result = await createProjectAction(form(values));
      if (result.ok) throw new Error("accepted");
      return result.fieldErrors;
    };
    expect(await refused({ publishAt: scheduleInput(fromNow(-DAY)) })).toMatchObject({ publishAt: v.schedulePast });
    expect(await refused({ publishAt: scheduleInput(fromNow(2 * DAY)), unpublishAt: scheduleInput(fromNow(DAY)) })).toMatchObject({
      unpublishAt: v.scheduleOrder,
    });
    expect(await refused({ published: true, publishAt: scheduleInput(fromNow(DAY)) })).toMatchObject({ publishAt: v.scheduleAlreadyPublished });
    expect(await refused({ unpublishAt: scheduleInput(fromNow(DAY)) })).toMatchObject({ unpublishAt: v.scheduleNothingToWithdraw });
    expect(await refused({ publishAt: { date: "05/12/2030", time: "" } })).toMatchObject({ publishAt: v.scheduleIncomplete });
    expect(await refused({ publishAt: { date: "29/03/2026", time: "02:30" } })).toMatchObject({ publishAt: v.scheduleInvalid });

    await admin.speaks("gl");
    expect(await refused({ publishAt: scheduleInput(fromNow(-DAY)) })).toMatchObject({ publishAt: projectValidationMessages.gl.schedulePast });
  });

  it("publishing by hand drops a pending publication; a client that sends no schedule keeps it", async () => {
    const publishAt = fromNow(DAY);
    const values = form({ publishAt: scheduleInput(publishAt) });
    const { id } = ok(await createProjectAction(values));
    // Without the schedule fields (a client that edits other fields only): the stored one stays.
    const { publishAt: _p, unpublishAt: _u, ...rest } = values;
    ok(await updateProjectAction({ ...rest, id, title: "Casa en Lugo (reformada)" }));
    expect((await row(id)).publishAt).toEqual(publishAt);
    // The form sends the instants it checked (Dates), which the server checks again.
    const later = fromNow(2 * DAY);
    ok(await updateProjectAction({ ...rest, id, publishAt: later, unpublishAt: null }));
    expect((await row(id)).publishAt).toEqual(later);
    // Ticking "Publicado" without the fields publishes now and forgets the time.
    ok(await updateProjectAction({ ...rest, id, published: true }));
    expect(await row(id)).toMatchObject({ published: true, publishAt: null });
  });
});

describe("the schedule job", () => {
  it("publishes once the time has come: audit entry without a user, caches and page generation moved", async () => {
    const publishAt = fromNow(DAY);
    const values = form({ publishAt: scheduleInput(publishAt) });
    const { id } = ok(await createProjectAction(values));

    // Before the time: nothing (other tests' projects may be due; only this one is looked at).
    const mine = (changes: { id: string }[]) => changes.filter((c) => c.id === id);
    expect(mine(await runScheduledChanges(database.db, new Date(publishAt.getTime() - MINUTE)))).toEqual([]);
    expect((await row(id)).published).toBe(false);

    const list = watched([cacheTags.projects]);
    const page = watched([cacheTags.project(values.slug)]);
    await list.read();
    await page.read();
    const generation = cacheGeneration();

    const changes = await runScheduledChanges(database.db, new Date(publishAt.getTime() + MINUTE));
    expect(mine(changes)).toEqual([{ id, slug: values.slug, title: values.title, action: "project.scheduled-publish" }]);
    expect(await row(id)).toMatchObject({ published: true, publishAt: null });
    expect(await auditOf(id, "project.scheduled-publish")).toMatchObject([{ userId: null, entity: "project", details: { slug: values.slug } }]);
    expect(cacheGeneration()).toBeGreaterThan(generation);
    await list.read();
    await page.read();
    expect([list.reads(), page.reads()]).toEqual([2, 2]);
  });

  it("withdraws likewise, and a window whose two times have both passed ends withdrawn", async () => {
    const unpublishAt = fromNow(DAY);
    const published = form({ published: true, unpublishAt: scheduleInput(unpublishAt) });
    const { id } = ok(await createProjectAction(published));
    const window = form({ publishAt: scheduleInput(fromNow(DAY)), unpublishAt: scheduleInput(fromNow(2 * DAY)) });
    const { id: windowId } = ok(await createProjectAction(window));

    const mine = (changes: { id: string }[]) => changes.filter((c) => c.id === id || c.id === windowId);
    expect(mine(await runScheduledChanges(database.db, new Date(unpublishAt.getTime() - MINUTE)))).toEqual([]);
    const changes = mine(await runScheduledChanges(database.db, new Date(Date.now() + 3 * DAY))) as { id: string; action: string }[];
    expect(changes.map((c) => [c.id, c.action]).sort()).toEqual(
      [
        [id, "project.scheduled-unpublish"],
        [windowId, "project.scheduled-publish"],
        [windowId, "project.scheduled-unpublish"],
      ].sort(),
    );
    expect(await row(id)).toMatchObject({ published: false, unpublishAt: null });
    expect(await row(windowId)).toMatchObject({ published: false, publishAt: null, unpublishAt: null });
    expect(await auditOf(id, "project.scheduled-unpublish")).toHaveLength(1);
  });

  it("two passes racing perform each change once", async () => {
    const publishAt = fromNow(DAY);
    const { id } = ok(await createProjectAction(form({ publishAt: scheduleInput(publishAt) })));
    const later = new Date(publishAt.getTime() + MINUTE);
    const [a, b] = await Promise.all([runScheduledChanges(database.db, later), runScheduledChanges(database.db, later)]);
    expect([...a, ...b].filter((c) => c.id === id)).toHaveLength(1);
    expect(await auditOf(id, "project.scheduled-publish")).toHaveLength(1);
  });
});

describe("the schedule form (edit page, without JavaScript) and the list", () => {
  const posted = (id: string, publishAt: { date: string; time: string }, unpublishAt = noSchedule) => {
    const body = new FormData();
    body.append("id", id);
    body.append("publishAt.date", publishAt.date);
    body.append("publishAt.time", publishAt.time);
    body.append("unpublishAt.date", unpublishAt.date);
    body.append("unpublishAt.time", unpublishAt.time);
    return scheduleProjectFormAction({ posted: false }, body);
  };

  it("checks against the stored state, answers on the page, and the list shows the schedule", async () => {
    const { id: draft } = ok(await createProjectAction(form({ title: "Borrador programado" })));
    const { id: live } = ok(await createProjectAction(form({ title: "Ya publicado", published: true })));

    expect(await posted(live, { date: "05/12/2099", time: "09:00" })).toMatchObject({
      ok: false,
      fieldErrors: { publishAt: v.scheduleAlreadyPublished },
      values: { publishAt: { date: "05/12/2099", time: "09:00" } },
    });
    expect(await posted(draft, noSchedule, { date: "06/12/2099", time: "09:00" })).toMatchObject({
      ok: false,
      fieldErrors: { unpublishAt: v.scheduleNothingToWithdraw },
    });
    expect(await posted(draft, { date: "05/12/2099", time: "09:00" }, { date: "06/12/2099", time: "18:30" })).toEqual({ posted: true, ok: true });
    // 09:00 in Madrid in December is 08:00 UTC.
    expect(await row(draft)).toMatchObject({ publishAt: new Date("2099-12-05T08:00:00Z"), unpublishAt: new Date("2099-12-06T17:30:00Z") });
    expect(await auditOf(draft, "project.schedule")).toHaveLength(1);

    const page = await readAdminProjects(database.db, { ...parseProjectsQuery({ q: "Borrador programado" }) });
    expect(page.rows).toMatchObject([{ id: draft, publishAt: "05/12/2099 09:00", unpublishAt: "06/12/2099 18:30" }]);
  });

  it("refuses a malformed id like any refused input", async () => {
    const result = await scheduleProjectAction({ id: "no", publishAt: noSchedule, unpublishAt: noSchedule });
    expect(result).toMatchObject({ ok: false, code: "invalid" });
  });
});
