import { eq, sql } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { projects, reviews, siteSettings, SITE_SETTINGS_ID } from "@/db/schema";
import { cacheGeneration } from "@/platform/cache";
import { createReviewAction, deleteReviewAction, setReviewStatusAction, updateReviewAction } from "@/reviews/actions";
import {
  LANDING_REVIEWS_LIMIT,
  listLandingReviews,
  listProjectReviews,
  listReviewsPage,
  PROJECT_REVIEWS_LIMIT,
  publishedReviewsQuery,
  REVIEWS_PAGE_SIZE,
  structuredDataRating,
} from "@/reviews/queries";
import { SPEC_RATING } from "@/reviews/shown";
import { updateSettingsAction } from "@/settings/actions";
import { settingsValidationMessages } from "@/settings/messages";
import { getPublicSettings } from "@/settings/queries";
import { it, ok, test } from "./support/fixtures";
import { explainAnalyze, indexesRead, scannedRows } from "./support/query-plan";
import { settingsForm } from "./support/forms";

/**
 * What the public pages read of reviews: only published ones, newest first, bounded, through the
 * partial indexes; a project's own; the rating the structured data publishes. Every change made in
 * the back office reaches the next read (the cached lists are dropped and the generation the page
 * cache checks moves).
 */

// The actions read the session from the request headers: every call here is the admin's.
vi.mock("next/headers", () => import("./support/next-headers"));

let database: Database;
let kitchen: string;
let bathroom: string;
let terrace: string;

/** yyyy-MM-dd, `days` after 1 January 2012 (day 5000 is in 2025, not the future the form refuses): each review its own date, so "newest first" is one order. */
const day = (days: number) => new Date(Date.UTC(2012, 0, 1 + days)).toISOString().slice(0, 10);

const review = (n: number, fields: Partial<typeof reviews.$inferInsert> = {}): typeof reviews.$inferInsert => ({
  authorName: `Cliente${n} Apellido`,
  town: "Vigo",
  rating: 4,
  text: `Opinión ${n}`,
  language: "es",
  reviewDate: day(n),
  status: "published",
  ...fields,
});

const texts = (list: { text: string }[]) => list.map((r) => r.text);

test.beforeAll(async ({ app }) => {
  database = app.database;
  [{ id: kitchen }, { id: bathroom }, { id: terrace }] = await database.db
    .insert(projects)
    .values([
      { slug: "cocina-vigo", title: "Cocina en Vigo", published: true },
      { slug: "bano-lugo", title: "Baño en Lugo", published: true },
      { slug: "terraza-ourense", title: "Terraza en Ourense", published: true },
    ])
    .returning({ id: projects.id });
  // 3,000 reviews (the planner reads a table this size as it would at 5,000): every third
  // published; the newest ones pending and hidden, which must not show.
  const rows = Array.from({ length: 3000 }, (_, i) =>
    review(i, {
      status: i % 3 === 0 ? "published" : i % 3 === 1 ? "pending" : "hidden",
      projectId: i % 2 === 0 ? kitchen : null,
      rating: (i % 5) + 1,
    }),
  );
  // The terrace: 60 published reviews, older than all the others.
  rows.push(...Array.from({ length: 60 }, (_, i) => review(-100 + i, { projectId: terrace, text: `Terraza ${i}` })));
  rows.push(review(4000, { status: "pending", text: "Pendiente más nueva" }), review(4001, { status: "hidden", text: "Oculta más nueva", projectId: kitchen }));
  await database.db.insert(reviews).values(rows);
  await database.db.execute(sql`analyze reviews`);
});
test.beforeEach(({ admin }) => admin.speaks("es"));

describe("the public reads", () => {
  it("the landing page: only published reviews, newest first, at most its limit, the author's first name only", async () => {
    const shown = await listLandingReviews();
    expect(shown).toHaveLength(LANDING_REVIEWS_LIMIT);
    // Published: every third; the newest is 2997, then 2994…
    expect(texts(shown)).toEqual([2997, 2994, 2991].map((n) => `Opinión ${n}`));
    expect(shown[0]).toEqual({
      id: expect.any(String),
      author: "Cliente2997",
      town: "Vigo",
      rating: 3,
      text: "Opinión 2997",
      language: "es",
      date: day(2997),
      reply: null,
    });
  });

  it("a project page: only that project's published reviews, newest first, at most its limit", async () => {
    // Published and on the kitchen: multiples of 6.
    expect(texts(await listProjectReviews(kitchen))).toEqual([2994, 2988, 2982, 2976, 2970, 2964].slice(0, PROJECT_REVIEWS_LIMIT).map((n) => `Opinión ${n}`));
    expect(await listProjectReviews(bathroom)).toEqual([]);
  });

  it.each([
    ["the landing page's", (): string | undefined => undefined],
    // Half the published reviews are the kitchen's: the planner may as well walk the date index.
    ["a project with many reviews", (): string | undefined => kitchen],
  ] as const)("%s read walks a partial index from the newest and stops at the limit", async (_name, project) => {
    const query = publishedReviewsQuery(database.db, LANDING_REVIEWS_LIMIT, project()).toSQL();
    const plan = await explainAnalyze(database.db, query);
    const used = indexesRead(plan);
    expect(used.length).toBeGreaterThan(0);
    for (const index of used) expect(["reviews_published_date_idx", "reviews_published_project_idx"]).toContain(index);
    expect(plan).not.toContain("Seq Scan");
    expect(plan).not.toContain('"Node Type":"Sort"');
    // An incremental sort reads one row past the limit to know the last day is complete.
    for (const rows of scannedRows(plan)) expect(rows).toBeLessThanOrEqual(LANDING_REVIEWS_LIMIT + 1);
  });

  it("the reviews page: every published review, newest first, a page at a time; a page past the last is the last", async () => {
    // 1,000 published (every third of 3,000) and the terrace's 60, older than all: 89 pages of 12.
    const first = await listReviewsPage(1);
    expect(first).toMatchObject({ page: 1, pageCount: 89, summary: { reviewCount: 1060 } });
    expect(texts(first.reviews)).toEqual(Array.from({ length: REVIEWS_PAGE_SIZE }, (_, i) => `Opinión ${2997 - 3 * i}`));
    const second = await listReviewsPage(2);
    expect(texts(second.reviews)[0]).toBe(`Opinión ${2997 - 3 * REVIEWS_PAGE_SIZE}`);
    // The last page: 1,060 − 88 × 12 = 4 reviews, the terrace's oldest.
    const last = await listReviewsPage(89);
    expect(texts(last.reviews)).toEqual(["Terraza 3", "Terraza 2", "Terraza 1", "Terraza 0"]);
    expect(await listReviewsPage(900_000)).toEqual(last);
    expect((await listReviewsPage(0)).page).toBe(1);
  });

  it("a page of the reviews page walks the date index past the pages before it, and sorts nothing", async () => {
    const offset = 5 * REVIEWS_PAGE_SIZE;
    const query = publishedReviewsQuery(database.db, REVIEWS_PAGE_SIZE, undefined, offset).toSQL();
    const plan = await explainAnalyze(database.db, query);
    expect(plan).toContain('"Index Name":"reviews_published_date_idx"');
    expect(plan).not.toContain("Seq Scan");
    expect(plan).not.toContain('"Node Type":"Sort"');
    for (const rows of scannedRows(plan)) expect(rows).toBeLessThanOrEqual(offset + REVIEWS_PAGE_SIZE + 1);
  });

  it("a project with a few dozen reviews is read from its own (the planner's choice of index), never the table", async () => {
    const query = publishedReviewsQuery(database.db, PROJECT_REVIEWS_LIMIT, terrace).toSQL();
    const plan = await explainAnalyze(database.db, query);
    expect(plan).toMatch(/"Index Name":"reviews_(published_)?project_idx"/);
    expect(plan).not.toContain("Seq Scan");
    for (const rows of scannedRows(plan)) expect(rows).toBeLessThanOrEqual(60);
  });
});

describe("changes in the back office reach the next read", () => {
  it("publishing, editing, moving, hiding and deleting a review: the landing page's and both projects' lists follow, and the page cache's generation moves", async () => {
    const created = ok(
      await createReviewAction({
        authorName: "Uxía Castro",
        town: "Lugo",
        projectId: kitchen,
        rating: 5,
        text: "Quedou moi ben.",
        language: "gl",
        reviewDate: day(5000),
        source: "direct",
        sourceUrl: "",
        status: "pending",
      }),
    );
    // Pending: nowhere.
    expect(texts(await listLandingReviews())).not.toContain("Quedou moi ben.");

    let generation = cacheGeneration();
    ok(await setReviewStatusAction({ id: created.id, status: "published" }));
    expect(cacheGeneration()).toBeGreaterThan(generation);
    expect((await listLandingReviews())[0]).toMatchObject({ author: "Uxía", town: "Lugo", text: "Quedou moi ben.", language: "gl" });
    expect(texts(await listProjectReviews(kitchen))[0]).toBe("Quedou moi ben.");

    // Edited and moved to the other project: the kitchen no longer shows it, the bathroom does.
    generation = cacheGeneration();
    const { id: _id, createdAt: _c, updatedAt: _u, adminSearch: _s, repliedAt: _r, reply: _reply, ...fields } = created;
    ok(await updateReviewAction({ ...fields, id: created.id, projectId: bathroom, text: "Quedou moi ben, grazas.", status: "published" }));
    expect(cacheGeneration()).toBeGreaterThan(generation);
    expect(texts(await listProjectReviews(kitchen))).not.toContain("Quedou moi ben, grazas.");
    expect(texts(await listProjectReviews(kitchen))).not.toContain("Quedou moi ben.");
    expect(texts(await listProjectReviews(bathroom))).toEqual(["Quedou moi ben, grazas."]);
    expect(texts(await listLandingReviews())[0]).toBe("Quedou moi ben, grazas.");

    // Hidden: gone from both.
    generation = cacheGeneration();
    ok(await setReviewStatusAction({ id: created.id, status: "hidden" }));
    expect(cacheGeneration()).toBeGreaterThan(generation);
    expect(texts(await listLandingReviews())).not.toContain("Quedou moi ben, grazas.");
    expect(await listProjectReviews(bathroom)).toEqual([]);

    // Published again, then deleted: gone.
    ok(await setReviewStatusAction({ id: created.id, status: "published" }));
    expect(texts(await listProjectReviews(bathroom))).toEqual(["Quedou moi ben, grazas."]);
    generation = cacheGeneration();
    ok(await deleteReviewAction({ id: created.id }));
    expect(cacheGeneration()).toBeGreaterThan(generation);
    expect(await listProjectReviews(bathroom)).toEqual([]);
    expect(texts(await listLandingReviews())[0]).toBe("Opinión 2997");
  });
});

describe("the rating the structured data publishes", () => {
  /** Sum and count of the published ratings, straight from the table. */
  const expected = async () => {
    const [row] = await database.db
      .select({ sum: sql<number>`sum(${reviews.rating})::int`, n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.status, "published"));
    return { ratingValue: Math.round((row.sum * 10) / row.n) / 10, reviewCount: row.n };
  };

  it("is the spec's fixed 4.8 from 127 by default, whatever the reviews say", async () => {
    expect((await getPublicSettings()).ratingSource).toBe("fixed");
    expect(await structuredDataRating("fixed")).toEqual(SPEC_RATING);
  });

  it("chosen in the settings, is the published reviews' average to one decimal and their count, and follows a new publication", async () => {
    ok(await updateSettingsAction(settingsForm({ companyDescription: "Reformas.", workingHoursWeekdays: "L-V 9-18", ratingSource: "reviews" })));
    const [row] = await database.db.select({ source: siteSettings.ratingSource }).from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
    expect(row.source).toBe("reviews");
    const settings = await getPublicSettings();
    expect(settings.ratingSource).toBe("reviews");

    const before = await structuredDataRating(settings.ratingSource);
    expect(before).toEqual(await expected());
    // 1,000 published with ratings 1..5 by i % 5 over i = 0, 3, 6… (sum 3,000) and the terrace's 60 4s: 3,240 / 1,060 = 3.06.
    expect(before).toEqual({ ratingValue: 3.1, reviewCount: 1060 });

    const [pending] = await database.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.text, "Pendiente más nueva"));
    ok(await setReviewStatusAction({ id: pending.id, status: "published" }));
    // A 4 more: 3,244 / 1,061 = 3.057…
    expect(await structuredDataRating("reviews")).toEqual({ ratingValue: 3.1, reviewCount: 1061 });
    expect(await structuredDataRating("reviews")).toEqual(await expected());
  });

  it("with no published review is no rating at all, not a rating of 0", async () => {
    const published = await database.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.status, "published"));
    // Hidden in one statement, then the cache told, as the actions do.
    await database.db.update(reviews).set({ status: "hidden" }).where(eq(reviews.status, "published"));
    const { invalidateLocalTags, cacheTags } = await import("@/platform/cache");
    invalidateLocalTags(cacheTags.reviews);
    expect(await structuredDataRating("reviews")).toBeNull();
    expect(await listLandingReviews()).toEqual([]);
    expect(await structuredDataRating("fixed")).toEqual(SPEC_RATING);

    // One published again: its own rating.
    ok(await setReviewStatusAction({ id: published[0].id, status: "published" }));
    expect(await structuredDataRating("reviews")).toMatchObject({ reviewCount: 1 });
  });

  it("the settings refuse any other source, in the person's language", async () => {
    const refused = await updateSettingsAction({
      ...settingsForm({ companyDescription: "Reformas.", workingHoursWeekdays: "L-V 9-18" }),
      ratingSource: "inventada" as "fixed",
    });
    expect(refused).toMatchObject({ ok: false, fieldErrors: { ratingSource: settingsValidationMessages.es.ratingSourceInvalid } });
  });
});
