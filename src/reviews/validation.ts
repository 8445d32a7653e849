import { z } from "zod";
import { REVIEW_LANGUAGES, REVIEW_SOURCES, REVIEW_STATUSES } from "@/db/schema";
import { COMPANY_TIME_ZONE } from "@/lib/dates";
import { t } from "@/i18n/current";
import { reviewAdminMessages, reviewValidationMessages } from "./admin/messages";
import { reviewFormMessages } from "./messages";
import { REVIEW_LIMITS } from "./list";

const msg = (pick: (m: (typeof reviewValidationMessages)["es"]) => string) => ({ error: () => pick(t(reviewValidationMessages)) });

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, mo, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Today on the company's calendar (yyyy-MM-dd): a review written this evening in Madrid is not "tomorrow" on a UTC server. */
export function companyToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: COMPANY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** An http(s) address or nothing: a link that could run script in the back office is refused, not dropped. */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** Required text: a missing field reads as an empty one (a type-level message would also replace the length limit's own). */
const requiredText = (max: number, required: (m: (typeof reviewValidationMessages)["es"]) => string) =>
  z.preprocess(
    (v) => v ?? "",
    z
      .string()
      .trim()
      .min(1, { ...msg(required), abort: true })
      .max(max),
  );

/** One schema for the add and edit forms and their actions; messages read in the person's language. */
export const reviewSchema = z.object({
  authorName: requiredText(REVIEW_LIMITS.authorName, (m) => m.authorRequired),
  town: requiredText(REVIEW_LIMITS.town, (m) => m.townRequired),
  // The form posts "" for "no project".
  projectId: z.preprocess((v) => (v === "" || v === undefined ? null : v), z.uuid(msg((m) => m.projectGone)).nullable()),
  rating: z.coerce
    .number(msg((m) => m.ratingInvalid))
    .int(msg((m) => m.ratingInvalid))
    .min(
      1,
      msg((m) => m.ratingInvalid),
    )
    .max(
      5,
      msg((m) => m.ratingInvalid),
    ),
  text: requiredText(REVIEW_LIMITS.text, (m) => m.textRequired),
  language: z.enum(
    REVIEW_LANGUAGES,
    msg((m) => m.languageInvalid),
  ),
  reviewDate: z
    .string(msg((m) => m.dateInvalid))
    .trim()
    .refine(isRealDate, { ...msg((m) => m.dateInvalid), abort: true })
    .refine(
      (v) => v <= companyToday(),
      msg((m) => m.dateFuture),
    ),
  source: z.enum(
    REVIEW_SOURCES,
    msg((m) => m.sourceInvalid),
  ),
  // An empty link is stored as absent (null).
  sourceUrl: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.sourceUrl)
    .refine(
      (v) => v === "" || isWebAddress(v),
      msg((m) => m.sourceUrlInvalid),
    )
    .nullish()
    .transform((v) => v || null),
  status: z
    .enum(
      REVIEW_STATUSES,
      msg((m) => m.statusInvalid),
    )
    .default("pending"),
});

export type ReviewInput = z.output<typeof reviewSchema>;

export const reviewIdSchema = z.object({ id: z.uuid() });
export const updateReviewSchema = reviewSchema.extend({ id: z.uuid() });
export type ReviewUpdate = Omit<z.output<typeof updateReviewSchema>, "id">;

export const reviewStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(
    REVIEW_STATUSES,
    msg((m) => m.statusInvalid),
  ),
});

/** The company's reply; an empty one removes it. */
export const reviewReplySchema = z.object({
  id: z.uuid(),
  reply: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.reply)
    .nullish()
    .transform((v) => v || null),
});

/** Route params are checked before they reach the database (a malformed uuid is a 404). */
export const isReviewId = (value: string) => z.uuid().safeParse(value).success;

const requestMsg = (pick: (m: (typeof reviewAdminMessages)["es"]["requests"]) => string) => ({ error: () => pick(t(reviewAdminMessages).requests) });

/** "Pedir una reseña": who it is for (prefills the form), the project it is about, the link's language. */
export const reviewRequestSchema = z.object({
  customerName: z.preprocess(
    (v) => v ?? "",
    z
      .string()
      .trim()
      .min(1, { ...requestMsg((m) => m.nameRequired), abort: true })
      .max(REVIEW_LIMITS.authorName),
  ),
  projectId: z.preprocess((v) => (v === "" || v === undefined ? null : v), z.uuid(msg((m) => m.projectGone)).nullable()),
  language: z.enum(
    REVIEW_LANGUAGES,
    requestMsg((m) => m.languageInvalid),
  ),
});
export type ReviewRequestInput = z.output<typeof reviewRequestSchema>;

/** What a customer sends through a request link; the project, date, source and status are the server's. */
const customerMsg = (pick: (m: (typeof reviewFormMessages)["es"]) => string) => ({ error: () => pick(t(reviewFormMessages)) });
const customerText = (max: number, required: (m: (typeof reviewFormMessages)["es"]) => string) =>
  z.preprocess(
    (v) => v ?? "",
    z
      .string()
      .trim()
      .min(1, { ...customerMsg(required), abort: true })
      .max(
        max,
        customerMsg((m) => m.tooLong),
      ),
  );

export const customerReviewSchema = z.object({
  authorName: customerText(REVIEW_LIMITS.authorName, (m) => m.nameRequired),
  town: customerText(REVIEW_LIMITS.town, (m) => m.townRequired),
  rating: z.preprocess(
    (v) => (v === "" || v === undefined || v === null ? undefined : v),
    z.coerce
      .number(customerMsg((m) => m.ratingRequired))
      .int(customerMsg((m) => m.ratingRequired))
      .min(
        1,
        customerMsg((m) => m.ratingRequired),
      )
      .max(
        5,
        customerMsg((m) => m.ratingRequired),
      ),
  ),
  text: customerText(REVIEW_LIMITS.text, (m) => m.textRequired),
  language: z.enum(
    REVIEW_LANGUAGES,
    customerMsg((m) => m.languageInvalid),
  ),
});
export type CustomerReviewInput = z.output<typeof customerReviewSchema>;
