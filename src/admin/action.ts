import "server-only";
import { notFound, redirect } from "next/navigation";
import type { z } from "zod";
import { AuthorizationError, requireRole, type SessionUser } from "@/auth/server";
import type { Area } from "@/auth/permissions";
import { getDb } from "@/db";
import type { Tx } from "@/db/client";
import { auditLog } from "@/db/schema";
import { invalidateLocalTags } from "@/platform/cache";
import { announceInvalidation, type Delivery } from "@/platform/cache-sync";
import { fieldOfDatabaseError } from "@/db/error-field";
import { logFailure } from "@/lib/failure-log";
import { normalizeInput } from "@/lib/normalize-text";
import { Refusal, type RefusalCode } from "@/lib/refusal";
import { runInLocale } from "@/i18n/server";
import { localizedIssues } from "@/i18n/zod-issues";
import { t } from "@/i18n/current";
import { adminActionMessages } from "./messages";

export type ActionFailure = {
  ok: false;
  error: string;
  code?: "unauthorized" | "failed" | RefusalCode;
  fieldErrors?: Record<string, string>;
};
export type ActionResult<T = undefined> = { ok: true; data: T } | ActionFailure;

type Context<I> = { tx: Tx; user: SessionUser; input: I };
type Audit = { entity: string; entityId?: string | null; details?: Record<string, unknown> };

type Options<S extends z.ZodType, R> = {
  /** Audit-log name, e.g. "category.create". */
  name: string;
  /** The part of the back office it belongs to: who may call it is src/auth/permissions.ts's table. */
  area: Area;
  schema: S;
  /**
   * The spec's failure fallback, shown when no more specific message applies: a function, so
   * that it is read in the person's language (`() => t(messages).saveFailed`).
   */
  fallbackError: string | (() => string);
  run: (ctx: Context<z.output<S>>) => Promise<R>;
  /** The audit entry of a write; null when the write changed nothing (saving the same value again). */
  audit: (input: z.output<S>, result: R) => Audit | null;
  invalidates: readonly string[] | ((input: z.output<S>, result: R) => readonly string[]);
  /** Turns a known database error (unique slug, restrict) into the message a person should read. */
  mapError?: (err: unknown, input: z.output<S>) => string | undefined;
  /**
   * Input keys whose values reach the schema exactly as typed (secrets: a password is compared
   * byte for byte wherever it is checked). Every other string is normalised first.
   */
  verbatim?: readonly string[];
  /** Work outside the transaction once it has committed, e.g. removing stored files. */
  afterCommit?: (input: z.output<S>, result: R) => Promise<void>;
  /** Undo work outside the database once the transaction has failed, e.g. files copied for it. */
  onFailure?: (input: z.output<S>) => Promise<void>;
};

function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.join(".") || "_"] ??= issue.message;
  return out;
}

/** A server action as the registry knows it: its name and the area whose roles may call it. */
export type RegisteredAction = { name: string; area: Area };

const registry = new Map<(...args: never[]) => Promise<unknown>, RegisteredAction>();

/**
 * Records a server action that is not an `adminAction` (a form's post that calls one, a read an
 * action answers with): every exported server action is registered, so the role × action test
 * covers it, under the function's own name.
 */
export function registerAction(action: (...args: never[]) => Promise<unknown>, area: Area): void {
  registry.set(action, { name: action.name, area });
}

/** What the registry holds for a function, if it is a registered action. */
export const registeredAction = (fn: unknown): RegisteredAction | undefined => registry.get(fn as never);

/** Every registered action (those whose modules have been loaded). */
export const registeredActions = (): [(...args: never[]) => Promise<unknown>, RegisteredAction][] => [...registry.entries()];

/**
 * Every admin mutation: requireRole(area) → text normalised → zod → one transaction (write + audit
 * entry + notice to the other instances) → cache tags invalidated, so the public pages of every
 * instance show the change on the next request.
 * Failures come back as values with a message in the person's language, under the field they are
 * about when that can be known; nothing half-written survives. The log says which action failed
 * and why, never what was typed.
 */
export function adminAction<S extends z.ZodType, R>(options: Options<S, R>) {
  const action = async (raw: unknown): Promise<ActionResult<R>> => {
    let user: SessionUser;
    try {
      user = await requireRole(options.area);
    } catch (err) {
      if (err instanceof AuthorizationError) return { ok: false, error: err.message, code: err.reason };
      throw err;
    }

    // Messages, refusals and schemas below read the person's language through t().
    return runInLocale(user.locale, () => perform(options, user, raw));
  };
  registry.set(action, { name: options.name, area: options.area });
  return action;
}

async function perform<S extends z.ZodType, R>(options: Options<S, R>, user: SessionUser, raw: unknown): Promise<ActionResult<R>> {
  const fallbackError = typeof options.fallbackError === "function" ? options.fallbackError() : options.fallbackError;
  // Before the schema, so its limits count what will be stored, and no NUL or lone surrogate
  // (refused by PostgreSQL in text and jsonb) reaches a query, in any field or language.
  const parsed = options.schema.safeParse(normalizeInput(raw, { verbatim: options.verbatim }), { error: localizedIssues });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return { ok: false, error: Object.values(fieldErrors)[0] ?? fallbackError, code: "invalid", fieldErrors };
  }
  const input = parsed.data;
  const tagsOf = (i: typeof input, r: R) => (typeof options.invalidates === "function" ? options.invalidates(i, r) : options.invalidates);

  let result: R;
  let announced: Delivery = () => Promise.resolve();
  try {
    const db = await getDb();
    result = await db.transaction(async (tx) => {
      const value = await options.run({ tx, user, input });
      const audit = options.audit(input, value);
      if (audit) {
        await tx.insert(auditLog).values({
          userId: user.id,
          action: options.name,
          entity: audit.entity,
          entityId: audit.entityId ?? null,
          details: audit.details ?? null,
        });
      }
      // Other instances hear of it exactly when this commits (pg_notify is transactional).
      announced = await announceInvalidation(tx, tagsOf(input, value));
      return value;
    });
  } catch (err) {
    if (options.onFailure) {
      await options.onFailure(input).catch((cleanupErr) => logFailure("warn", `[admin] ${options.name}: failure clean-up failed`, cleanupErr));
    }
    // A refusal (domain rule, not a fault) is the answer itself; the transaction has rolled back.
    if (err instanceof Refusal) return { ok: false, error: err.message, code: err.code, fieldErrors: err.fieldErrors };
    const mapped = options.mapError?.(err, input);
    if (mapped) return { ok: false, error: mapped, code: "conflict" };
    // A database refusal that names its column (a slug taken, a category gone): said under that field.
    const refused = fieldOfDatabaseError(err);
    if (refused) {
      const error = t(adminActionMessages)[refused.problem];
      return { ok: false, error, code: refused.problem === "taken" ? "conflict" : "invalid", fieldErrors: { [refused.field]: error } };
    }
    logFailure("error", `[admin] ${options.name} failed`, err, { user: user.id });
    return { ok: false, error: fallbackError, code: "failed" };
  }

  invalidateLocalTags(...tagsOf(input, result));
  // The action answers once the other instances have heard: an unpublished project's page is
  // gone everywhere by the time the person who unpublished it looks.
  await announced();
  if (options.afterCommit) {
    await options.afterCommit(input, result).catch((err) => logFailure("warn", `[admin] ${options.name}: after-commit step failed`, err));
  }
  return { ok: true, data: result };
}

type Read<T> = (db: Awaited<ReturnType<typeof getDb>>, user: SessionUser) => Promise<T>;

/**
 * Admin reads of server actions: a refusal throws `AuthorizationError`, which the action turns
 * into its `{ ok: false, code }` answer.
 */
export async function adminQuery<T>(area: Area, read: Read<T>): Promise<T> {
  const user = await requireRole(area);
  const db = await getDb();
  return runInLocale(user.locale, () => read(db, user));
}

/**
 * Admin reads of pages start here too: the layout and the page's own check (`refusedArea`) are not
 * the only guards. Next renders a page alongside its layouts even when a layout answers instead
 * ("Acceso denegado", or the sign-in redirect), so a refusal here is expected, not a fault: one
 * info line without a stack, then an interrupt Next neither logs nor shows (the layout's or the
 * page's answer is what the person gets).
 */
export async function adminRead<T>(area: Area, read: Read<T>): Promise<T> {
  let user: SessionUser;
  try {
    user = await requireRole(area);
  } catch (err) {
    if (!(err instanceof AuthorizationError)) throw err;
    console.info(`[admin] page read refused: ${err.reason}`);
    if (err.reason === "unauthorized") redirect("/auth");
    notFound();
  }
  return read(await getDb(), user);
}
