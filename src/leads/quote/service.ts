import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { categories, contactMessages, leadPhotos, projects, type QuoteDetails } from "@/db/schema";
import { contactFormCatalogue } from "@/contact/messages";
import { CONTACT_NOTICE_VERSION } from "@/contact/notice";
import { MARKETING_FIELD, MARKETING_TICKED } from "@/contact/field-rules";
import { messagesFor } from "@/i18n/catalogue";
import { t } from "@/i18n/current";
import { localizedIssues } from "@/i18n/zod-issues";
import { logFailure } from "@/lib/failure-log";
import { normalizeInput } from "@/lib/normalize-text";
import { readEnv } from "@/env";
import { consumeRateLimit } from "@/platform/rate-limit";
import { getStorage, type Storage } from "@/platform/storage";
import { photoRows, QuoteBodyError, receiveQuoteBody, type FieldsVerdict } from "../photos";
import { deletePhotoFiles } from "../photo-files";
import { OTHER_WORK, QUOTE_FORM_FIELDS } from "./fields";
import { quoteCatalogue } from "./messages";
import { quoteSchema, type QuoteInput } from "./validation";

/** A quote request's answer: its HTTP status, and on a refusal the message and each field's. */
export type QuoteResult = { ok: true } | { ok: false; status: number; error: string; fieldErrors?: Record<string, string> };
/** The answer and what the visitor typed (to write back into the form after a refusal; never the honeypot). */
export type QuoteOutcome = { result: QuoteResult; values: Record<string, string> };

/** The contact form's window: both forms draw on one allowance per client (src/contact/service.ts). */
const WINDOW_MS = 10 * 60 * 1000;
const limit = () => readEnv("CONTACT_RATE_LIMIT");

export type AcceptQuoteOptions = { onStored?: (id: string) => void; storage?: Storage };

type Accepted = { input: QuoteInput; category: { id: string; name: string } | null; projectId: string | null };

/**
 * A quote request, from its multipart body to its stored lead: the text fields are normalised
 * and checked (honeypot, the schema, the category, the contact form's shared rate limit) before
 * a single photo is read; then the photos are re-encoded and stored (src/leads/photos.ts) and the
 * lead (source 'quote', its answers in `quote`) and its photo rows are written in one transaction.
 * Whatever fails after a photo was stored deletes the photos.
 */
export async function acceptQuoteRequest(db: Db, request: Request, ip: string, options: AcceptQuoteOptions = {}): Promise<QuoteOutcome> {
  const storage = options.storage ?? getStorage();
  const messageId = randomUUID();
  const c = t(contactFormCatalogue);
  let values: Record<string, string> = {};
  let accepted: Accepted | null = null;

  const onFields = async (raw: Record<string, string>): Promise<FieldsVerdict<QuoteResult>> => {
    const fields = normalizeInput(raw);
    values = typedValues(fields);
    // Bots fill every field; people never see this one. Pretend success, store nothing.
    if ((fields.website ?? "").trim() !== "") return { go: false, result: { ok: true } };
    const checked = await check(db, fields);
    if (!checked.ok) return { go: false, result: checked };
    try {
      const { allowed } = await consumeRateLimit(`contact:${ip}`, limit(), WINDOW_MS, db);
      if (!allowed) return { go: false, result: { ok: false, status: 429, error: c.rateLimited } };
    } catch (err) {
      // The failed query holds the visitor's address: only its summary is logged.
      logFailure("error", "[quote] could not check the rate limit", err);
      return { go: false, result: { ok: false, status: 500, error: c.errorRetry } };
    }
    accepted = checked.accepted;
    return { go: true };
  };

  let received;
  try {
    received = await receiveQuoteBody(request, messageId, onFields, storage);
  } catch (err) {
    if (err instanceof QuoteBodyError) {
      return { result: { ok: false, status: err.status, error: err.message, ...(err.field ? { fieldErrors: { [err.field]: err.message } } : {}) }, values };
    }
    logFailure("error", "[quote] could not receive the request", err);
    return { result: { ok: false, status: 500, error: c.errorRetry }, values };
  }
  if (received.stopped) return { result: received.stopped, values: received.stopped.ok ? {} : values };
  const ready = accepted as Accepted | null;
  if (!ready) return { result: { ok: false, status: 500, error: c.errorRetry }, values };

  try {
    await store(db, messageId, ready, received.photos);
  } catch (err) {
    // Not the error itself: a failed query's text carries the visitor's whole message.
    logFailure("error", "[quote] could not store the request", err);
    await deletePhotoFiles(
      received.photos.map((p) => p.key),
      storage,
    );
    return { result: { ok: false, status: 500, error: c.errorRetry }, values };
  }
  try {
    options.onStored?.(messageId);
  } catch (err) {
    // The lead is stored and its notification pending: the background job sends it.
    logFailure("error", "[quote] could not schedule the notification", err, { message: messageId });
  }
  return { result: { ok: true }, values: {} };
}

/** Only the form's own fields go back into it; a box is ticked or not. */
function typedValues(fields: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of [...QUOTE_FORM_FIELDS, "project"]) values[name] = typeof fields[name] === "string" ? fields[name] : "";
  values[MARKETING_FIELD] = fields[MARKETING_FIELD] === MARKETING_TICKED ? MARKETING_TICKED : "";
  return values;
}

async function check(db: Db, fields: Record<string, string>): Promise<{ ok: true; accepted: Accepted } | Extract<QuoteResult, { ok: false }>> {
  const parsed = quoteSchema.safeParse(fields, { error: localizedIssues });
  const fieldErrors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  const categoryId = parsed.success && parsed.data.category !== OTHER_WORK ? parsed.data.category : null;
  const [category] = categoryId
    ? await db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.id, categoryId)).limit(1)
    : [];
  if (categoryId && !category) fieldErrors.category = t(quoteCatalogue).choose;
  if (!parsed.success || (categoryId && !category)) {
    return { ok: false, status: 400, error: Object.values(fieldErrors)[0] ?? t(contactFormCatalogue).requiredText, fieldErrors };
  }
  // The project page it came from, when that page is a published project's; anything else is ignored.
  const slug = parsed.data.project;
  const [project] = slug
    ? await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.slug, slug), eq(projects.published, true)))
        .limit(1)
    : [];
  return { ok: true, accepted: { input: parsed.data, category: category ?? null, projectId: project?.id ?? null } };
}

async function store(db: Db, id: string, { input, category, projectId }: Accepted, photos: Parameters<typeof photoRows>[1]): Promise<void> {
  const quote: QuoteDetails = {
    categoryId: category?.id ?? null,
    categoryName: category?.name ?? null,
    municipality: input.municipality,
    areaM2: input.area,
    budgetBand: input.budget,
    desiredStart: input.start,
    channel: input.channel,
    callTime: input.callTime || null,
  };
  // Staff read Spanish: an empty subject names the type of work in Spanish.
  const es = messagesFor(quoteCatalogue, "es");
  const subject = input.subject || es.defaultSubject(category?.name ?? es.otherWork);
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      id,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      subject,
      message: input.message,
      source: "quote",
      quote,
      projectId,
      noticeVersion: CONTACT_NOTICE_VERSION,
      marketingConsent: input.marketing,
      status: "new",
      notificationStatus: "pending",
      notificationNextAttemptAt: new Date(),
    });
    if (photos.length > 0) await tx.insert(leadPhotos).values(photoRows(id, photos));
  });
}
