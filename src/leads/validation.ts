import { z } from "zod";
import { EMAIL_PATTERN, MAX_LENGTH } from "@/contact/field-rules";
import { isPlausiblePhone } from "@/contact/phone";
import { LEAD_STAGES } from "@/db/schema";
import { t } from "@/i18n/current";
import { leadAdminMessages, type LeadAdminMessages } from "./admin/messages";
import { LOST_REASON_MAX, MANUAL_SOURCES, MANUAL_STAGES, NEXT_ACTION_MAX, NOTE_MAX, VALUE_MAX } from "./stages";

const msg = (pick: (m: LeadAdminMessages) => string) => ({ error: () => pick(t(leadAdminMessages)) });

/** A form posts "" for an empty field: that is no value. */
const blankToNull = (v: unknown) => (v === undefined || (typeof v === "string" && v.trim() === "") ? null : v);

const text = (max: number) =>
  z
    .string(msg((m) => m.requiredText))
    .trim()
    .min(
      1,
      msg((m) => m.requiredText),
    )
    .max(max, { error: () => t(leadAdminMessages).tooLong(max) });

const optionalText = (max: number) => z.preprocess(blankToNull, text(max).nullable());

/** A calendar day as a date input posts it (yyyy-mm-dd), checked to exist. */
const day = z
  .string(msg((m) => m.dayInvalid))
  .regex(
    /^\d{4}-\d{2}-\d{2}$/,
    msg((m) => m.dayInvalid),
  )
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    },
    msg((m) => m.dayInvalid),
  );

/** Whole euros, as typed ("12000", "12.000") or as a number; empty is no value. */
const euros = z.preprocess(
  (v) => {
    const blank = blankToNull(v);
    if (typeof blank !== "string") return blank;
    const digits = blank.replace(/[\s.]/g, "");
    return /^\d{1,9}$/.test(digits) ? Number(digits) : blank;
  },
  z
    .number(msg((m) => m.valueInvalid))
    .int(msg((m) => m.valueInvalid))
    .min(
      0,
      msg((m) => m.valueInvalid),
    )
    .max(
      VALUE_MAX,
      msg((m) => m.valueInvalid),
    )
    .nullable(),
);

const id = z.uuid(msg((m) => m.notFound));
/** A staff account id (better-auth's text ids); empty is nobody. */
const userId = z.preprocess(blankToNull, z.string().trim().min(1).max(100).nullable());

export const leadIdSchema = z.object({ id });

export const changeStageSchema = z.object({
  id,
  stage: z.enum(
    LEAD_STAGES,
    msg((m) => m.failures.stage),
  ),
  lostReason: optionalText(LOST_REASON_MAX).optional().default(null),
});

export const assignSchema = z.object({ id, userId });

export const nextActionSchema = z
  .object({
    id,
    text: optionalText(NEXT_ACTION_MAX),
    day: z.preprocess(blankToNull, day.nullable()),
  })
  .superRefine((next, ctx) => {
    // A day with nothing to do on it is no next action.
    if (next.day && !next.text) ctx.addIssue({ code: "custom", path: ["text"], message: t(leadAdminMessages).requiredText });
  });

export const valueSchema = z.object({ id, value: euros });

export const noteSchema = z.object({ id, text: text(NOTE_MAX) });

const email = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(MAX_LENGTH.email)
    .regex(
      EMAIL_PATTERN,
      msg((m) => m.emailInvalid),
    )
    .nullable(),
);
const phone = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(MAX_LENGTH.phone, { error: () => t(leadAdminMessages).tooLong(MAX_LENGTH.phone) })
    .refine(
      isPlausiblePhone,
      msg((m) => m.phoneInvalid),
    )
    .nullable(),
);

export const manualLeadSchema = z
  .object({
    name: text(MAX_LENGTH.name),
    email: email.optional().default(null),
    phone: phone.optional().default(null),
    subject: text(MAX_LENGTH.subject),
    message: optionalText(MAX_LENGTH.message).optional().default(null),
    source: z.enum(
      MANUAL_SOURCES,
      msg((m) => m.createError),
    ),
    stage: z
      .enum(
        MANUAL_STAGES as [string, ...string[]],
        msg((m) => m.createError),
      )
      .transform((s) => s as (typeof MANUAL_STAGES)[number]),
    value: euros.optional().default(null),
    assignee: userId.optional().default(null),
    nextAction: optionalText(NEXT_ACTION_MAX).optional().default(null),
    nextActionOn: z.preprocess(blankToNull, day.nullable()).optional().default(null),
  })
  .superRefine((lead, ctx) => {
    // The table's check says the same: a lead nobody can reach is no lead.
    if (!lead.email && !lead.phone) ctx.addIssue({ code: "custom", path: ["email"], message: t(leadAdminMessages).reachRequired });
    if (lead.nextActionOn && !lead.nextAction) ctx.addIssue({ code: "custom", path: ["nextAction"], message: t(leadAdminMessages).requiredText });
  });

export type ManualLeadInput = z.output<typeof manualLeadSchema>;
