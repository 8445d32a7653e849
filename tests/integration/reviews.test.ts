import { and, count, eq } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { PG } from "@/db/errors";
import { auditLog, projects, reviews } from "@/db/schema";
import { issueMessages } from "@/i18n/messages";
import {
  createReviewAction,
  deleteReviewAction,
  replyToReviewAction,
  saveReviewFormAction,
  setReviewStatusAction,
  setReviewStatusFormAction,
  updateReviewAction,
  type ReviewFormState,
} from "@/reviews/actions";
import { reviewAdminMessages, reviewValidationMessages } from "@/reviews/admin/messages";
import { REVIEWS_PAGE_SIZE, type ReviewFormValues } from "@/reviews/list";
import { countReviewsByStatus, findProjectOptions, listReviewsPage, PROJECT_OPTIONS_LIMIT } from "@/reviews/service";
import { companyToday } from "@/reviews/validation";
import { signUp } from "./support/app-session";
import { it, ok, redirectOf, test } from "./support/fixtures";
import { requestAs } from "./support/next-headers";

// The actions read the session from the request headers: each test says whose request it is.
vi.mock("next/headers", () => import("./support/next-headers"));

let database: Database;
let visitorCookie: string;

test.beforeAll(async ({ app }) => {
  database = app.database;
  visitorCookie = (await signUp(database, { email: "vecino@obras.test" })).cookie;
});
test.beforeEach(async ({ admin }) => {
  admin.signIn();
  await admin.speaks("es");
});

/** What the add form posts: every field as text. */
const form = (fields: Partial<ReviewFormValues> = {}): ReviewFormValues => ({
  authorName: "Lucía Pereira",
  town: "A Coruña",
  projectId: "",
  rating: "5",
  text: "Reformaron la cocina en tres semanas, limpios y puntuales.",
  language: "es",
  reviewDate: "2026-10-02",
  source: "google",
  sourceUrl: "https://maps.google.com/review/1",
  status: "pending",
  ...fields,
});

const reviewCount = async () => (await database.db.select({ n: count() }).from(reviews))[0].n;
const auditOf = async (id: string) =>
  (
    await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "review"), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id)
  ).map((r) => r.action);

describe("reviews: the admin's actions", () => {
  it("create, update, publish, hide, reply and delete: each written, audited", async () => {
    const created = ok(await createReviewAction(form()));
    expect(created).toMatchObject({
      authorName: "Lucía Pereira",
      town: "A Coruña",
      rating: 5,
      status: "pending",
      language: "es",
      source: "google",
      reply: null,
    });

    const updated = ok(await updateReviewAction({ ...form({ rating: "4", sourceUrl: "", text: "  Muy bien.  " }), id: created.id }));
    expect(updated.review).toMatchObject({ rating: 4, sourceUrl: null, text: "Muy bien." });

    expect(ok(await setReviewStatusAction({ id: created.id, status: "published" })).review.status).toBe("published");
    expect(ok(await setReviewStatusAction({ id: created.id, status: "hidden" })).review.status).toBe("hidden");

    const replied = ok(await replyToReviewAction({ id: created.id, reply: "¡Gracias, Lucía!" }));
    expect(replied.reply).toBe("¡Gracias, Lucía!");
    expect(replied.repliedAt).toBeInstanceOf(Date);
    const unreplied = ok(await replyToReviewAction({ id: created.id, reply: "  " }));
    expect(unreplied).toMatchObject({ reply: null, repliedAt: null });

    ok(await deleteReviewAction({ id: created.id }));
    expect(await database.db.select().from(reviews).where(eq(reviews.id, created.id))).toEqual([]);
    expect(await auditOf(created.id)).toEqual([
      "review.create",
      "review.update",
      "review.set-status",
      "review.set-status",
      "review.reply",
      "review.reply",
      "review.delete",
    ]);

    // Gone: said in words, not as a fault.
    expect(await setReviewStatusAction({ id: created.id, status: "published" })).toMatchObject({
      ok: false,
      code: "invalid",
      error: reviewAdminMessages.es.notFound,
    });
    expect(await deleteReviewAction({ id: created.id })).toMatchObject({ ok: false, error: reviewAdminMessages.es.notFound });
  });

  it("refuses bad input under each field, in the person's language", async ({ admin }) => {
    const bad = form({
      authorName: " ",
      town: "",
      rating: "6",
      language: "pt",
      reviewDate: "2026-02-30",
      source: "yelp",
      sourceUrl: "javascript:alert(1)",
      text: "x".repeat(4001),
    });
    const es = await createReviewAction(bad);
    expect(es.ok).toBe(false);
    const v = reviewValidationMessages.es;
    expect(!es.ok && es.fieldErrors).toEqual({
      authorName: v.authorRequired,
      town: v.townRequired,
      rating: v.ratingInvalid,
      language: v.languageInvalid,
      reviewDate: v.dateInvalid,
      source: v.sourceInvalid,
      sourceUrl: v.sourceUrlInvalid,
      text: issueMessages.es.maxChars(4000),
    });

    await admin.speaks("en");
    const en = await createReviewAction(form({ authorName: "", reviewDate: "2999-01-01" }));
    expect(!en.ok && en.fieldErrors).toEqual({ authorName: reviewValidationMessages.en.authorRequired, reviewDate: reviewValidationMessages.en.dateFuture });
    await admin.speaks("gl");
    const gl = await setReviewStatusAction({ id: "00000000-0000-4000-8000-000000000000", status: "published" });
    expect(gl).toMatchObject({ ok: false, error: reviewAdminMessages.gl.notFound });
    expect(await reviewCount()).toBe(0);
    // Today (Madrid's calendar) is a valid date.
    expect(ok(await createReviewAction(form({ reviewDate: companyToday() }))).reviewDate).toBe(companyToday());
    await database.db.delete(reviews);
  });

  it("refuses a visitor and a signed-in non-admin; nothing is written", async () => {
    const [existing] = await database.db
      .insert(reviews)
      .values({ authorName: "Ana", town: "Vigo", rating: 3, text: "Bien", language: "gl", reviewDate: "2026-01-01" })
      .returning();
    for (const cookie of [visitorCookie, null]) {
      requestAs(cookie);
      const code = cookie ? "forbidden" : "unauthorized";
      expect(await createReviewAction(form())).toMatchObject({ ok: false, code });
      expect(await updateReviewAction({ ...form(), id: existing.id })).toMatchObject({ ok: false, code });
      expect(await setReviewStatusAction({ id: existing.id, status: "published" })).toMatchObject({ ok: false, code });
      expect(await replyToReviewAction({ id: existing.id, reply: "Hola" })).toMatchObject({ ok: false, code });
      expect(await deleteReviewAction({ id: existing.id })).toMatchObject({ ok: false, code });
    }
    // The forms' posts: a non-admin is sent to Access Denied, a signed-out person to sign in.
    requestAs(visitorCookie);
    const post = new FormData();
    post.set("id", existing.id);
    post.set("status", "published");
    expect(await redirectOf(setReviewStatusFormAction(post))).toBe("/admin");
    requestAs(null);
    expect(await redirectOf(setReviewStatusFormAction(post))).toMatch(/^\/auth\?redirect=/);
    const [after] = await database.db.select().from(reviews).where(eq(reviews.id, existing.id));
    expect(after).toEqual(existing);
    await database.db.delete(reviews);
  });

  it("a project's deletion leaves its reviews, without the project", async () => {
    const [project] = await database.db.insert(projects).values({ slug: "cocina-en-lugo", title: "Cocina en Lugo" }).returning();
    const review = ok(await createReviewAction(form({ projectId: project.id })));
    expect(review.projectId).toBe(project.id);
    await database.db.delete(projects).where(eq(projects.id, project.id));
    const [after] = await database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(after.projectId).toBeNull();
    // A project that no longer exists is refused under the project field.
    const refused = await createReviewAction(form({ projectId: project.id }));
    expect(refused).toMatchObject({ ok: false, fieldErrors: { projectId: reviewValidationMessages.es.projectGone } });
    await database.db.delete(reviews);
  });

  it("the database holds the rules too: rating 1–5, known status, source and language", async () => {
    const base = { authorName: "Ana", town: "Vigo", rating: 3, text: "Bien", language: "es" as const, reviewDate: "2026-01-01" };
    const code = async (values: Record<string, unknown>) =>
      database.db
        .insert(reviews)
        .values({ ...base, ...values } as typeof base)
        .then(
          () => null,
          (e: { cause?: { code?: string } }) => e.cause?.code,
        );
    expect(await code({ rating: 0 })).toBe(PG.checkViolation);
    expect(await code({ rating: 6 })).toBe(PG.checkViolation);
    expect(await code({ status: "deleted" })).toBe(PG.checkViolation);
    expect(await code({ source: "yelp" })).toBe(PG.checkViolation);
    expect(await code({ language: "fr" })).toBe(PG.checkViolation);
    expect(await reviewCount()).toBe(0);
  });
});

describe("reviews: the back-office list", () => {
  it("pages in SQL, newest first, filtered by status and searched on author, town and text", async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      authorName: i === 7 ? "Ramón Núñez" : `Cliente ${i}`,
      town: i % 2 ? "Ourense" : "A Coruña",
      rating: (i % 5) + 1,
      text: i === 12 ? "El tejado quedó perfecto" : `Opinión ${i}`,
      language: "es" as const,
      reviewDate: `2026-0${1 + Math.floor(i / 10)}-${String(10 + (i % 10)).padStart(2, "0")}`,
      status: (["pending", "published", "hidden"] as const)[i % 3],
    }));
    await database.db.insert(reviews).values(rows);

    const first = await listReviewsPage(database.db, { q: "", filter: "todas", page: 1 });
    expect(first).toMatchObject({ total: 60, page: 1, pages: 3, pageSize: REVIEWS_PAGE_SIZE });
    expect(first.rows).toHaveLength(REVIEWS_PAGE_SIZE);
    const dates = first.rows.map((r) => r.reviewDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.rows[0].reviewDate).toBe("2026-06-19");
    const last = await listReviewsPage(database.db, { q: "", filter: "todas", page: 99 });
    expect(last).toMatchObject({ page: 3 });
    expect(last.rows).toHaveLength(60 - 2 * REVIEWS_PAGE_SIZE);

    const published = await listReviewsPage(database.db, { q: "", filter: "publicadas", page: 1 });
    expect(published.total).toBe(20);
    expect(published.rows.every((r) => r.status === "published")).toBe(true);

    // Case and accents ignored, on each of the three columns; with a filter too.
    expect((await listReviewsPage(database.db, { q: "ramon nunez", filter: "todas", page: 1 })).rows.map((r) => r.authorName)).toEqual(["Ramón Núñez"]);
    expect((await listReviewsPage(database.db, { q: "TEJADO", filter: "todas", page: 1 })).total).toBe(1);
    expect((await listReviewsPage(database.db, { q: "coruna", filter: "todas", page: 1 })).total).toBe(30);
    expect((await listReviewsPage(database.db, { q: "coruna", filter: "pendientes", page: 1 })).total).toBe(10);
    expect(await countReviewsByStatus(database.db, "ourense")).toEqual({ pending: 10, published: 10, hidden: 10 });
    // A LIKE wildcard typed is a character searched.
    expect((await listReviewsPage(database.db, { q: "%", filter: "todas", page: 1 })).total).toBe(0);
    await database.db.delete(reviews);
  });

  it("offers at most 50 projects to choose from, narrowed by a search", async () => {
    await database.db
      .insert(projects)
      .values(Array.from({ length: 70 }, (_, i) => ({ slug: `obra-${i}`, title: i === 3 ? "Fachada en Betanzos" : `Obra ${i}` })));
    expect(await findProjectOptions(database.db, "")).toHaveLength(PROJECT_OPTIONS_LIMIT);
    expect((await findProjectOptions(database.db, "betanzos")).map((p) => p.title)).toEqual(["Fachada en Betanzos"]);
  });
});

describe("reviews: the add form's post (as without JavaScript)", () => {
  const initial: ReviewFormState = { seq: 0, values: form(), error: null, fieldErrors: {}, projectQuery: "", projectOptions: [] };
  const posted = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    return data;
  };

  it("a refused save comes back with what was typed and the reasons; a good one goes to the list", async () => {
    const refused = await saveReviewFormAction(initial, posted({ ...form({ authorName: "" }), intent: "save" }));
    expect(refused).toMatchObject({
      seq: 1,
      values: { town: "A Coruña", authorName: "" },
      fieldErrors: { authorName: reviewValidationMessages.es.authorRequired },
    });
    expect(await reviewCount()).toBe(0);
    expect(await redirectOf(saveReviewFormAction(initial, posted({ ...form(), intent: "save" })))).toBe("/admin/reviews?aviso=created");
    expect(await reviewCount()).toBe(1);
    await database.db.delete(reviews);
  });

  it("'Buscar proyectos' narrows the project list, keeps what was typed and writes nothing", async () => {
    const answer = await saveReviewFormAction(initial, posted({ ...form({ authorName: "Xosé" }), projectQuery: "betanzos", intent: "projects" }));
    expect(answer).toMatchObject({ values: { authorName: "Xosé" }, projectQuery: "betanzos", error: null });
    expect(answer.projectOptions.map((p) => p.title)).toEqual(["Fachada en Betanzos"]);
    expect(await reviewCount()).toBe(0);
  });
});
