import { and, count, eq } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { auditLog, projects, reviewRequests, reviews } from "@/db/schema";
import { runInLocale } from "@/i18n/server";
import {
  createReviewRequestAction,
  createReviewRequestFormAction,
  revokeReviewRequestAction,
  updateReviewAction,
  type RequestFormState,
} from "@/reviews/actions";
import { reviewAdminMessages, reviewValidationMessages } from "@/reviews/admin/messages";
import { REVIEW_LIMITS, REVIEW_REQUESTS_PAGE_SIZE } from "@/reviews/list";
import { reviewFormMessages } from "@/reviews/messages";
import { hashLinkToken, newLinkToken } from "@/lib/link-token";
import { REVIEW_REQUEST_TTL_DAYS } from "@/reviews/request-token";
import {
  acceptCustomerReview,
  createReviewRequest,
  findRequestOfReview,
  findReviewRequestByToken,
  listReviewRequestsPage,
  revokeReviewRequest,
} from "@/reviews/service";
import { companyToday } from "@/reviews/validation";
import { it, ok, test } from "./support/fixtures";
import { requestAs } from "./support/next-headers";

vi.mock("next/headers", () => import("./support/next-headers"));
// The form action asks Next to draw the list again; there is no Next here.
vi.mock("next/cache", () => ({ refresh: () => {} }));

let database: Database;
const DAY = 24 * 60 * 60 * 1000;
const es = reviewFormMessages.es;

test.beforeAll(({ app, admin }) => {
  database = app.database;
  admin.signIn();
  process.env.REVIEW_RATE_LIMIT = "1000";
});
test.beforeEach(async ({ admin }) => {
  admin.signIn();
  await admin.speaks("es");
});

/** What a customer posts. */
const review = (fields: Record<string, string> = {}) => ({
  authorName: "Uxía Rivas",
  town: "Ourense",
  rating: "4",
  text: "Cambiaron las ventanas en dos días y lo dejaron todo limpio.",
  language: "gl",
  website: "",
  ...fields,
});

/** A link made through the admin action, with its token (the only time it is known). */
async function newLink(fields: Partial<{ customerName: string; projectId: string; language: string }> = {}) {
  return ok(await createReviewRequestAction({ customerName: "Uxía Rivas", projectId: "", language: "gl", ...fields }));
}

const reviewCount = async () => (await database.db.select({ n: count() }).from(reviews))[0].n;
let key = 0;
/** A client address of its own, so one test's posts never count against another's limit. */
const client = () => `198.51.100.${++key}`;

describe("review request links: made and listed by staff", () => {
  it("stores the token's hash only, 30 days of life, who made it; audited without the token", async ({ admin }) => {
    const { request, token } = await newLink();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await database.db.select().from(reviewRequests).where(eq(reviewRequests.id, request.id));
    expect(row.tokenHash).toBe(hashLinkToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row).toMatchObject({ customerName: "Uxía Rivas", language: "gl", createdBy: admin.id, usedAt: null, revokedAt: null, reviewId: null });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(REVIEW_REQUEST_TTL_DAYS * DAY);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "review-request.create"), eq(auditLog.entityId, request.id)));
    expect(audit.userId).toBe(admin.id);
    expect(JSON.stringify(audit.details)).not.toContain(token);
  });

  it("refuses a missing name, a language outside es/gl/en and a project that does not exist", async () => {
    expect(await createReviewRequestAction({ customerName: "  ", projectId: "", language: "es" })).toMatchObject({
      ok: false,
      fieldErrors: { customerName: reviewAdminMessages.es.requests.nameRequired },
    });
    expect(await createReviewRequestAction({ customerName: "Ana", projectId: "", language: "pt" })).toMatchObject({
      ok: false,
      fieldErrors: { language: expect.any(String) },
    });
    expect(await createReviewRequestAction({ customerName: "Ana", projectId: crypto.randomUUID(), language: "es" })).toMatchObject({
      ok: false,
      fieldErrors: { projectId: expect.any(String) },
    });
    expect(await createReviewRequestAction({ customerName: "x".repeat(REVIEW_LIMITS.authorName + 1), projectId: "", language: "es" })).toMatchObject({
      ok: false,
    });
  });

  it("refuses visitors: only staff make links", async () => {
    requestAs(null);
    expect(await createReviewRequestAction({ customerName: "Ana", projectId: "", language: "es" })).toMatchObject({ ok: false, code: "unauthorized" });
  });

  it("the form's post answers with the link once, and e-mail and WhatsApp messages in the link's language", async () => {
    const initial: RequestFormState = {
      seq: 0,
      values: { customerName: "", projectId: "", language: "es" },
      error: null,
      fieldErrors: {},
      projectQuery: "",
      projectOptions: [],
      created: null,
    };
    const form = new FormData();
    form.set("customerName", "Brais Lema");
    form.set("projectId", "");
    form.set("language", "en");
    form.set("intent", "create");
    const answer = await createReviewRequestFormAction(initial, form);
    expect(answer.error).toBeNull();
    const link = answer.created!;
    expect(link.customerName).toBe("Brais Lema");
    expect(link.url).toMatch(/\/en\/resena\/[A-Za-z0-9_-]{43}$/);
    const token = link.url.split("/").at(-1)!;
    expect(await findReviewRequestByToken(database.db, token)).toMatchObject({ customerName: "Brais Lema", language: "en", state: "waiting" });
    expect(decodeURIComponent(link.mailto)).toContain(reviewFormMessages.en.share.subject);
    expect(decodeURIComponent(link.mailto)).toContain(link.url);
    expect(link.whatsapp.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(link.whatsapp)).toContain("Hello Brais Lema");
    // The form is empty again, ready for the next customer.
    expect(answer.values.customerName).toBe("");
  });

  it("lists the links a page at a time in SQL, newest first, with their state", async () => {
    await database.db.delete(reviewRequests);
    const now = new Date();
    for (let i = 0; i < REVIEW_REQUESTS_PAGE_SIZE + 3; i++) {
      await createReviewRequest(database.db, { customerName: `Cliente ${i}`, projectId: null, language: "es" }, null, new Date(now.getTime() - i * 60_000));
    }
    const first = await listReviewRequestsPage(database.db, 1);
    expect(first.total).toBe(REVIEW_REQUESTS_PAGE_SIZE + 3);
    expect(first.pages).toBe(2);
    expect(first.rows).toHaveLength(REVIEW_REQUESTS_PAGE_SIZE);
    expect(first.rows[0]).toMatchObject({ customerName: "Cliente 0", state: "waiting" });
    expect(first.rows[0]).not.toHaveProperty("tokenHash");
    const second = await listReviewRequestsPage(database.db, 2);
    expect(second.rows.map((r) => r.customerName)).toEqual(["Cliente 20", "Cliente 21", "Cliente 22"]);
  });

  it("revokes a waiting link once; a revoked or used link cannot be revoked", async () => {
    const { request, token } = await newLink();
    ok(await revokeReviewRequestAction({ id: request.id }));
    expect((await findReviewRequestByToken(database.db, token))?.state).toBe("revoked");
    expect(await revokeReviewRequestAction({ id: request.id })).toMatchObject({ ok: false, error: reviewAdminMessages.es.requests.closed });
    expect(await revokeReviewRequestAction({ id: crypto.randomUUID() })).toMatchObject({ ok: false, error: reviewAdminMessages.es.requests.notFound });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "review-request.revoke"), eq(auditLog.entityId, request.id)));
    expect(audits).toHaveLength(1);
  });
});

describe("review request links: the customer's review", () => {
  it("is stored pending, direct, with the link's project and today's date; a replay is refused", async () => {
    const [project] = await database.db.insert(projects).values({ slug: "ventanas-en-ourense", title: "Ventanas en Ourense" }).returning();
    const { request, token } = await newLink({ projectId: project.id });
    const before = await reviewCount();
    expect(await acceptCustomerReview(database.db, token, review(), client())).toEqual({ ok: true });
    expect(await reviewCount()).toBe(before + 1);
    const [spent] = await database.db.select().from(reviewRequests).where(eq(reviewRequests.id, request.id));
    expect(spent.usedAt).not.toBeNull();
    const [stored] = await database.db.select().from(reviews).where(eq(reviews.id, spent.reviewId!));
    expect(stored).toMatchObject({
      authorName: "Uxía Rivas",
      town: "Ourense",
      rating: 4,
      language: "gl",
      status: "pending",
      source: "direct",
      projectId: project.id,
      reviewDate: companyToday(),
    });
    // Staff see which link it came through.
    expect(await findRequestOfReview(database.db, stored.id)).toMatchObject({ id: request.id, customerName: "Uxía Rivas" });
    // The activity feed lists it as a new review, made by no one on the staff.
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "review.create"), eq(auditLog.entityId, stored.id)));
    expect(audit).toMatchObject({ userId: null, details: { request: request.id, status: "pending", source: "direct" } });

    expect(await acceptCustomerReview(database.db, token, review({ text: "Otra vez" }), client())).toMatchObject({ ok: false, closed: "used" });
    expect(await reviewCount()).toBe(before + 1);
  });

  it("keeps the customer's words: staff may fix the town or publish it, never change its text or rating", async () => {
    const { token, request } = await newLink();
    expect(await acceptCustomerReview(database.db, token, review({ text: "Muy buen trabajo, sin retrasos." }), client())).toEqual({ ok: true });
    const [{ reviewId }] = await database.db.select().from(reviewRequests).where(eq(reviewRequests.id, request.id));
    const [stored] = await database.db.select().from(reviews).where(eq(reviews.id, reviewId!));
    const form = {
      authorName: stored.authorName,
      town: stored.town,
      projectId: "",
      rating: String(stored.rating),
      text: stored.text,
      language: stored.language,
      reviewDate: stored.reviewDate,
      source: stored.source,
      sourceUrl: "",
      status: "published",
    };
    for (const change of [{ text: "Excelente trabajo." }, { rating: "5" }]) {
      const refused = await updateReviewAction({ ...form, ...change, id: stored.id });
      expect(refused, JSON.stringify(change)).toMatchObject({ ok: false, fieldErrors: { text: reviewValidationMessages.es.customerWords } });
    }
    expect(ok(await updateReviewAction({ ...form, town: "Ourense (Barbadás)", id: stored.id })).review).toMatchObject({
      town: "Ourense (Barbadás)",
      status: "published",
      text: "Muy buen trabajo, sin retrasos.",
      rating: 4,
    });
  });

  it("two posts of one link at once: one review, the other refused", async () => {
    const { token } = await newLink();
    const before = await reviewCount();
    const results = await Promise.all([
      acceptCustomerReview(database.db, token, review(), client()),
      acceptCustomerReview(database.db, token, review(), client()),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, closed: "used", error: es.states.used.title }]);
    expect(await reviewCount()).toBe(before + 1);
  });

  it("refuses expired, revoked, unknown and forged links, storing nothing", async () => {
    const before = await reviewCount();
    const old = newLinkToken();
    const past = new Date(Date.now() - (REVIEW_REQUEST_TTL_DAYS + 1) * DAY);
    const { token: expired } = await createReviewRequest(database.db, { customerName: "Antes", projectId: null, language: "es" }, null, past);
    expect(await acceptCustomerReview(database.db, expired, review(), client())).toMatchObject({ ok: false, closed: "expired" });

    const { request, token: revoked } = await newLink();
    await revokeReviewRequest(database.db, request.id);
    expect(await acceptCustomerReview(database.db, revoked, review(), client())).toMatchObject({ ok: false, closed: "revoked" });

    // Unknown (well formed, never made) and forged (malformed) read the same.
    expect(await acceptCustomerReview(database.db, old.token, review(), client())).toMatchObject({ ok: false, closed: "invalid" });
    expect(await acceptCustomerReview(database.db, "../../etc/passwd", review(), client())).toMatchObject({ ok: false, closed: "invalid" });
    expect(await acceptCustomerReview(database.db, undefined, review(), client())).toMatchObject({ ok: false, closed: "invalid" });
    expect(await reviewCount()).toBe(before);
  });

  it("bounds every field, says what is missing in the visitor's language, and keeps the link open", async () => {
    const { token } = await newLink();
    const before = await reviewCount();
    const refused = await acceptCustomerReview(database.db, token, review({ text: "x".repeat(REVIEW_LIMITS.text + 1), town: "", rating: "6" }), client());
    expect(refused).toMatchObject({ ok: false, fieldErrors: { text: es.tooLong, town: es.townRequired, rating: es.ratingRequired } });
    expect(await acceptCustomerReview(database.db, token, review({ authorName: "y".repeat(REVIEW_LIMITS.authorName + 1) }), client())).toMatchObject({
      ok: false,
      fieldErrors: { authorName: es.tooLong },
    });
    expect(await acceptCustomerReview(database.db, token, review({ language: "fr" }), client())).toMatchObject({
      ok: false,
      fieldErrors: { language: es.languageInvalid },
    });
    const english = await runInLocale("en", () => acceptCustomerReview(database.db, token, review({ rating: "" }), client()));
    expect(english).toMatchObject({ ok: false, fieldErrors: { rating: reviewFormMessages.en.ratingRequired } });
    expect(await acceptCustomerReview(database.db, token, null, client())).toMatchObject({ ok: false });
    expect(await reviewCount()).toBe(before);
    expect((await findReviewRequestByToken(database.db, token))?.state).toBe("waiting");
  });

  it("stores text normalised: no control character or lone surrogate reaches the database", async () => {
    const { token } = await newLink();
    expect(await acceptCustomerReview(database.db, token, review({ text: "Bien\u0000 hecho\uD800", town: "Lugo\u0007" }), client())).toEqual({ ok: true });
    const [row] = await database.db.select().from(reviews).where(eq(reviews.town, "Lugo"));
    // A lone surrogate becomes the replacement character, as everywhere (src/lib/normalize-text.ts).
    expect(row.text).toBe("Bien hecho\uFFFD");
  });

  it("takes the honeypot's word: success said, nothing stored, the link still open", async () => {
    const { token } = await newLink();
    const before = await reviewCount();
    expect(await acceptCustomerReview(database.db, token, review({ website: "http://spam.example" }), client())).toEqual({ ok: true });
    expect(await reviewCount()).toBe(before);
    expect((await findReviewRequestByToken(database.db, token))?.state).toBe("waiting");
  });

  it("limits posts per client, an IPv6 client as its /64, in the shared table", async () => {
    process.env.REVIEW_RATE_LIMIT = "2";
    try {
      const { token } = await newLink();
      const bad = review({ text: "" });
      // Refused by validation: not counted.
      await acceptCustomerReview(database.db, token, bad, "2001:db8:1:2::/64");
      const forged = newLinkToken().token;
      expect(await acceptCustomerReview(database.db, forged, review(), "2001:db8:1:2::/64")).toMatchObject({ ok: false, closed: "invalid" });
      expect(await acceptCustomerReview(database.db, forged, review(), "2001:db8:1:2::/64")).toMatchObject({ ok: false, closed: "invalid" });
      expect(await acceptCustomerReview(database.db, token, review(), "2001:db8:1:2::/64")).toEqual({ ok: false, error: es.rateLimited });
      expect((await findReviewRequestByToken(database.db, token))?.state).toBe("waiting");
      // Another client is not held back.
      expect(await acceptCustomerReview(database.db, token, review(), client())).toEqual({ ok: true });
    } finally {
      process.env.REVIEW_RATE_LIMIT = "1000";
    }
  });

  it("a deleted project or review leaves the link standing, spent", async () => {
    const [project] = await database.db.insert(projects).values({ slug: "tejado-en-vigo", title: "Tejado en Vigo" }).returning();
    const { request, token } = await newLink({ projectId: project.id });
    ok({ ok: true, data: await acceptCustomerReview(database.db, token, review(), client()) });
    await database.db.delete(projects).where(eq(projects.id, project.id));
    const [spent] = await database.db.select().from(reviewRequests).where(eq(reviewRequests.id, request.id));
    expect(spent.projectId).toBeNull();
    await database.db.delete(reviews).where(eq(reviews.id, spent.reviewId!));
    const [after] = await database.db.select().from(reviewRequests).where(eq(reviewRequests.id, request.id));
    expect(after).toMatchObject({ reviewId: null });
    expect(after.usedAt).not.toBeNull();
    expect(await acceptCustomerReview(database.db, token, review(), client())).toMatchObject({ ok: false, closed: "used" });
  });
});
