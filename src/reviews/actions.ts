"use server";
import { refresh } from "next/cache";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { adminAction, registerAction, adminQuery, type ActionResult } from "@/admin/action";
import { leaveWhenRefused } from "@/admin/form-refusal";
import { linkOrigin } from "@/admin/link-origin";
import { AuthorizationError } from "@/auth/server";
import { getDb } from "@/db";
import { messagesFor } from "@/i18n/catalogue";
import { runInLocale, visitorLocale } from "@/i18n/server";
import { whatsappLink } from "@/lib/whatsapp";
import { clientKey } from "@/platform/client-key";
import { getPublicSettings } from "@/settings/queries";
import { normalizeText } from "@/lib/normalize-text";
import { cacheTags } from "@/platform/cache";
import { t } from "@/i18n/current";
import { reviewAdminMessages } from "./admin/messages";
import {
  CUSTOMER_REVIEW_FIELDS,
  REVIEW_FORM_FIELDS,
  REVIEW_REQUEST_FORM_FIELDS,
  REVIEW_REQUESTS_LIST,
  REVIEWS_LIST,
  type ReviewFormValues,
  type ReviewRequestFormValues,
} from "./list";
import { reviewFormMessages } from "./messages";
import { backToList, backToRequests, formNotice, requestNotice, type ReviewFailure, type ReviewNotice } from "./notices";
import { REVIEW_LINK_COOKIE, reviewFormPaths, reviewLinkPath } from "./request-token";
import * as service from "./service";
import type { CustomerReviewResult, ProjectOption } from "./service";
import { reviewIdSchema, reviewReplySchema, reviewRequestSchema, reviewSchema, reviewStatusSchema, updateReviewSchema } from "./validation";

// Every public read of reviews (the landing page's, each project's, the published rating) is kept
// under this one tag: any change drops them all, a review moved between projects included, and
// moves the generation the page cache checks, so the next visitor of any page gets a fresh render.
const invalidates = [cacheTags.reviews];

export const createReviewAction = adminAction({
  name: "review.create",
  area: "reviews",
  schema: reviewSchema,
  fallbackError: () => t(reviewAdminMessages).createError,
  run: ({ tx, input }) => service.createReview(tx, input),
  audit: (_input, row) => ({ entity: "review", entityId: row.id, details: { rating: row.rating, source: row.source, status: row.status } }),
  invalidates,
});

export const updateReviewAction = adminAction({
  name: "review.update",
  area: "reviews",
  schema: updateReviewSchema,
  fallbackError: () => t(reviewAdminMessages).updateError,
  run: ({ tx, input: { id, ...fields } }) => service.updateReview(tx, id, fields),
  audit: (_input, { before, review }) => ({
    entity: "review",
    entityId: review.id,
    details: { rating: review.rating, source: review.source, status: review.status, ...(before.status !== review.status ? { from: before.status } : {}) },
  }),
  invalidates,
});

/** Publish, hide, or send back to pending: the moderation step. */
export const setReviewStatusAction = adminAction({
  name: "review.set-status",
  area: "reviews",
  schema: reviewStatusSchema,
  fallbackError: () => t(reviewAdminMessages).statusError,
  run: ({ tx, input }) => service.setReviewStatus(tx, input.id, input.status),
  audit: (_input, { before, review }) => ({ entity: "review", entityId: review.id, details: { from: before, to: review.status } }),
  invalidates,
});

export const replyToReviewAction = adminAction({
  name: "review.reply",
  area: "reviews",
  schema: reviewReplySchema,
  fallbackError: () => t(reviewAdminMessages).replyError,
  run: ({ tx, input }) => service.replyToReview(tx, input.id, input.reply),
  audit: (_input, review) => ({ entity: "review", entityId: review.id, details: { replied: review.reply !== null } }),
  invalidates,
});

export const deleteReviewAction = adminAction({
  name: "review.delete",
  area: "reviews",
  schema: reviewIdSchema,
  fallbackError: () => t(reviewAdminMessages).deleteError,
  run: ({ tx, input }) => service.deleteReview(tx, input.id),
  audit: (_input, row) => ({ entity: "review", entityId: row.id, details: { rating: row.rating, status: row.status } }),
  invalidates,
});

/**
 * "Buscar proyectos" in a review form: the projects the search finds, and the one already chosen
 * first whatever the search finds (so a save right after a search keeps it). A refusal leaves the
 * form as any refused post does (`here` is where to come back after signing in).
 */
async function searchProjectOptions(area: "reviews" | "review-requests", query: string, chosenId: string, here: string): Promise<ProjectOption[]> {
  try {
    return await adminQuery(area, async (db) => {
      const options = await service.findProjectOptions(db, query);
      if (!chosenId || options.some((o) => o.id === chosenId)) return options;
      const chosen = await service.findProjectOption(db, chosenId).catch(() => null);
      return chosen ? [chosen, ...options] : options;
    });
  } catch (err) {
    if (err instanceof AuthorizationError) leaveWhenRefused({ ok: false, error: err.message, code: err.reason }, here);
    throw err;
  }
}

/** The next answer's number; the previous state is whatever was posted, so it is not trusted to be one. */
function nextSeq(previous: { seq?: unknown } | null | undefined): number {
  const seq = previous && typeof previous === "object" ? previous.seq : undefined;
  return (typeof seq === "number" && Number.isSafeInteger(seq) && seq >= 0 ? seq : 0) + 1;
}

/** Anything can be posted to an action: only a form's own fields are read, as text. */
const fieldsOf = (form: unknown) => (name: string) => {
  const value = form instanceof FormData ? form.get(name) : null;
  return typeof value === "string" ? value : "";
};

/**
 * What the add/edit form shows after a post that did not leave the page: what was typed, the
 * reasons under their fields, and the project list (a search asked for in the form).
 * `seq` changes with every answer, so the form is drawn again from these values.
 */
export type ReviewFormState = {
  seq: number;
  values: ReviewFormValues;
  error: string | null;
  fieldErrors: Record<string, string>;
  projectQuery: string;
  projectOptions: ProjectOption[];
};

/**
 * The add and edit form's post, with or without JavaScript. "Buscar proyectos" (`intent=projects`)
 * only narrows the project list, keeping everything typed; a save checks and stores the review
 * (createReviewAction / updateReviewAction) and returns to the list, which says what happened.
 */
export async function saveReviewFormAction(previous: ReviewFormState, form: unknown): Promise<ReviewFormState> {
  const field = fieldsOf(form);
  const id = field("id");
  const here = id ? `${REVIEWS_LIST}/${id}/edit` : `${REVIEWS_LIST}/new`;
  const values = Object.fromEntries(REVIEW_FORM_FIELDS.map((name) => [name, normalizeText(field(name))])) as ReviewFormValues;
  const projectQuery = normalizeText(field("projectQuery")).replace(/\s+/g, " ").trim().slice(0, 100);
  const answer = { seq: nextSeq(previous), values, projectQuery, projectOptions: Array.isArray(previous?.projectOptions) ? previous.projectOptions : [] };

  if (field("intent") === "projects") {
    const projectOptions = await searchProjectOptions("reviews", projectQuery, values.projectId, here);
    return { ...answer, projectOptions, error: null, fieldErrors: {} };
  }

  const result = id ? await updateReviewAction({ ...values, id }) : await createReviewAction(values);
  leaveWhenRefused(result, here);
  if (result.ok) redirect(formNotice(REVIEWS_LIST, id ? "updated" : "created"));
  return { ...answer, error: result.error, fieldErrors: result.fieldErrors ?? {} };
}
registerAction(saveReviewFormAction, "reviews");

const STATUS_NOTICES = { published: "published", hidden: "hidden", pending: "pending" } as const satisfies Record<string, ReviewNotice>;

/** "Publicar" / "Ocultar" from the list or the edit page (with or without JavaScript); back to where it was pressed. */
export async function setReviewStatusFormAction(form: unknown): Promise<void> {
  const field = fieldsOf(form);
  const back = backToList(field("back"));
  const status = field("status");
  const result = await setReviewStatusAction({ id: field("id"), status });
  leaveWhenRefused(result, back);
  redirect(result.ok ? formNotice(back, STATUS_NOTICES[result.data.review.status]) : formNotice(back, null, failureOf(result, "status")));
}
registerAction(setReviewStatusFormAction, "reviews");

/** The confirmed delete (the question is a page of its own, so it works without JavaScript); back to the list. */
export async function deleteReviewFormAction(form: unknown): Promise<void> {
  const field = fieldsOf(form);
  const back = backToList(field("back"));
  const result = await deleteReviewAction({ id: field("id") });
  leaveWhenRefused(result, back);
  redirect(result.ok ? formNotice(back, "deleted") : formNotice(back, null, failureOf(result, "delete")));
}
registerAction(deleteReviewFormAction, "reviews");

export type ReplyFormState = { seq: number; reply: string; error: string | null };

/** The company's reply, posted from the edit page; a saved reply is said there. */
export async function replyToReviewFormAction(previous: ReplyFormState, form: unknown): Promise<ReplyFormState> {
  const field = fieldsOf(form);
  const id = field("id");
  const here = `${REVIEWS_LIST}/${id}/edit`;
  const reply = normalizeText(field("reply"));
  const result = await replyToReviewAction({ id, reply });
  leaveWhenRefused(result, here);
  if (result.ok) redirect(formNotice(here, "replied"));
  return { seq: nextSeq(previous), reply, error: result.fieldErrors?.reply ?? result.error };
}
registerAction(replyToReviewFormAction, "reviews");

/** A review that is gone (a refusal with no field: the id was checked) has its own words; anything else the action's fallback. */
function failureOf(result: ActionResult<unknown>, what: Exclude<ReviewFailure, "notFound">): ReviewFailure {
  return !result.ok && result.code === "invalid" && !result.fieldErrors ? "notFound" : what;
}

/* ---------------------------------------------------------------- review request links */

export const createReviewRequestAction = adminAction({
  name: "review-request.create",
  area: "review-requests",
  schema: reviewRequestSchema,
  fallbackError: () => t(reviewAdminMessages).requests.createError,
  run: ({ tx, input, user }) => service.createReviewRequest(tx, input, user.id),
  // Never the token: the audit log is read by every admin and kept.
  audit: (_input, { request }) => ({ entity: "review_request", entityId: request.id, details: { language: request.language, project: request.projectId } }),
  invalidates: [],
});

export const revokeReviewRequestAction = adminAction({
  name: "review-request.revoke",
  area: "review-requests",
  schema: reviewIdSchema,
  fallbackError: () => t(reviewAdminMessages).requests.revokeError,
  run: ({ tx, input }) => service.revokeReviewRequest(tx, input.id),
  audit: (_input, row) => ({ entity: "review_request", entityId: row.id }),
  invalidates: [],
});

/** The link just made, with ready-made messages in its language: shown once, in the answer to the post. */
export type CreatedLink = { customerName: string; url: string; mailto: string; whatsapp: string };

export type RequestFormState = {
  seq: number;
  values: ReviewRequestFormValues;
  error: string | null;
  fieldErrors: Record<string, string>;
  projectQuery: string;
  projectOptions: ProjectOption[];
  created: CreatedLink | null;
};

/**
 * "Pedir una reseña", with or without JavaScript. "Buscar proyectos" narrows the project list;
 * a save makes the link and answers with it in the page drawn for this post, never in an address
 * (the link is a secret, and an address ends up in logs and history). Only its hash is stored,
 * so this answer is the one time it can be shown.
 */
export async function createReviewRequestFormAction(previous: RequestFormState, form: unknown): Promise<RequestFormState> {
  const field = fieldsOf(form);
  const values = Object.fromEntries(REVIEW_REQUEST_FORM_FIELDS.map((name) => [name, normalizeText(field(name))])) as ReviewRequestFormValues;
  const projectQuery = normalizeText(field("projectQuery")).replace(/\s+/g, " ").trim().slice(0, 100);
  const answer = {
    seq: nextSeq(previous),
    values,
    projectQuery,
    projectOptions: Array.isArray(previous?.projectOptions) ? previous.projectOptions : [],
    created: null,
  };

  if (field("intent") === "projects") {
    const projectOptions = await searchProjectOptions("review-requests", projectQuery, values.projectId, REVIEW_REQUESTS_LIST);
    return { ...answer, projectOptions, error: null, fieldErrors: {} };
  }

  const result = await createReviewRequestAction(values);
  leaveWhenRefused(result, REVIEW_REQUESTS_LIST);
  if (!result.ok) return { ...answer, error: result.error, fieldErrors: result.fieldErrors ?? {} };
  const { request, token } = result.data;
  const url = `${await linkOrigin()}${reviewLinkPath(request.language, token)}`;
  const share = messagesFor(reviewFormMessages, request.language).share;
  const company = (await getPublicSettings()).companyName;
  const text = share.text(request.customerName, company, url);
  // The list below the form shows the new row on the same answer.
  refresh();
  return {
    ...answer,
    values: { customerName: "", projectId: "", language: values.language },
    error: null,
    fieldErrors: {},
    created: {
      customerName: request.customerName,
      url,
      mailto: `mailto:?subject=${encodeURIComponent(share.subject)}&body=${encodeURIComponent(text.toWellFormed())}`,
      whatsapp: whatsappLink(null, text),
    },
  };
}
registerAction(createReviewRequestFormAction, "review-requests");

/** "Revocar" from the list (a form, so without JavaScript too); back to the page it was pressed on. */
export async function revokeReviewRequestFormAction(form: unknown): Promise<void> {
  const field = fieldsOf(form);
  const back = backToRequests(field("back"));
  const result = await revokeReviewRequestAction({ id: field("id") });
  leaveWhenRefused(result, back);
  redirect(requestNotice(back, result.ok ? "revoked" : "revokeFailed"));
}
registerAction(revokeReviewRequestFormAction, "review-requests");

/** What the customer's form shows after a post: the answer and, on a refusal, what was typed. */
export type CustomerReviewState = { posted: false } | (CustomerReviewResult & { posted: true; values: Record<string, string> });

/**
 * The customer's review form's one way in (a plain form post; the page uses no script). The
 * link's token is read from its cookie, set when the link was opened; once the review is
 * stored, or the link turns out closed, the cookie goes.
 */
export async function submitCustomerReviewAction(_previous: CustomerReviewState, form: unknown): Promise<CustomerReviewState> {
  const locale = await visitorLocale();
  const values: Record<string, string> = {};
  for (const name of CUSTOMER_REVIEW_FIELDS) {
    const value = form instanceof FormData ? form.get(name) : null;
    values[name] = typeof value === "string" ? value : "";
  }
  const jar = await cookies();
  const token = jar.get(REVIEW_LINK_COOKIE)?.value;
  const key = clientKey(await headers());
  const db = await getDb();
  const result = await runInLocale(locale, () => service.acceptCustomerReview(db, token, values, key));
  if (result.ok || result.closed) for (const path of reviewFormPaths()) jar.delete({ name: REVIEW_LINK_COOKIE, path });
  const shown = { ...values };
  delete shown.website;
  return { ...result, posted: true, values: result.ok ? {} : shown };
}
