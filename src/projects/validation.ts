import { z } from "zod";
import { newBlockSchema } from "@/blocks/validation";
import { IMAGE_TYPES } from "@/db/schema";
import { SLUG_PATTERN } from "@/lib/slugify";
import { newVideoSchema } from "@/videos/validation";
import { t } from "@/i18n/current";
import type { TranslatedLocale } from "@/i18n/content";
import { translationsSchema } from "@/i18n/content-schema";
import { projectValidationMessages, type ProjectValidationMessages } from "./messages";
import { noSchedule, readSchedule, scheduleProblems, type ScheduleField, type ScheduleInput, type ScheduleProblem } from "./schedule";

/**
 * A message read in the person's language when a value is checked (never at import: that
 * would freeze Spanish). The strings are in ./messages.ts.
 */
const msg = (pick: (m: ProjectValidationMessages) => string) => ({ error: () => pick(t(projectValidationMessages)) });

export const PROJECT_LIMITS = {
  title: 200,
  slug: 200,
  location: 100,
  shortDescription: 500,
  description: 2000,
  longDescription: 100_000,
  client: 200,
  constructionType: 100,
  budgetRange: 100,
  metaTitle: 200,
  metaDescription: 500,
  chip: 100,
  chips: 50,
  materialName: 100,
  materialSpecification: 300,
  materials: 100,
} as const;

/** The SEO hints of spec §9. */
export const SEO_HINTS = { metaTitle: 60, metaDescription: 160 } as const;

/**
 * Optional text: absent, null or blank all become null; otherwise trimmed. Its output is a
 * valid input, so the value the form validated can be sent to the server and parsed again.
 */
const optionalText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? "").trim())
    .pipe(
      z.string().max(
        max,
        msg((m) => m.tooLong(max)),
      ),
    )
    .transform((v) => (v === "" ? null : v));

/** The spec's "empty or NaN counts as absent"; form inputs give strings, the server numbers. */
const optionalNumber = (inner: z.ZodNumber) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => {
      if (v === null || v === undefined) return null;
      const n = typeof v === "number" ? v : v.trim() === "" ? Number.NaN : Number(v.trim().replace(",", "."));
      return Number.isNaN(n) ? null : n;
    })
    .pipe(inner.nullable());

/** Bedrooms, bathrooms: a whole number 0–999. */
const countField = () =>
  z
    .number()
    .int(msg((m) => m.countInvalid))
    .min(
      0,
      msg((m) => m.countInvalid),
    )
    .max(
      999,
      msg((m) => m.countInvalid),
    );

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, mo, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** yyyy-MM-dd (what the date input gives and the database stores), or null. */
const optionalDate = z
  .string()
  .nullish()
  .transform((v) => (v ?? "").trim())
  .refine(
    (v) => v === "" || isRealDate(v),
    msg((m) => m.dateInvalid),
  )
  .transform((v) => (v === "" ? null : v));

/**
 * A scheduled publication or withdrawal: the form's Madrid date and time → the instant, or
 * null (both blank). Absent (a client that does not send it) leaves the stored one to the service.
 */
const scheduleField = z
  // The form sends the instant it checked (a Date); the post without JavaScript, the two texts.
  .union([z.date(), z.object({ date: z.string().max(20).default(""), time: z.string().max(10).default("") })])
  .transform((value, ctx) => {
    const read = value instanceof Date ? value : readSchedule(value);
    if (read === "incomplete" || read === "invalid") {
      const m = t(projectValidationMessages);
      ctx.addIssue({ code: "custom", message: read === "incomplete" ? m.scheduleIncomplete : m.scheduleInvalid });
      return z.NEVER;
    }
    return read;
  })
  .nullish();

/** A schedule problem (src/projects/schedule.ts) in the person's language. */
export function scheduleMessage(problem: ScheduleProblem): string {
  const m = t(projectValidationMessages);
  return {
    past: m.schedulePast,
    order: m.scheduleOrder,
    alreadyPublished: m.scheduleAlreadyPublished,
    nothingToWithdraw: m.scheduleNothingToWithdraw,
  }[problem];
}

/**
 * The schedule's rules for what the form sends, against the clock now. The service checks them
 * again against the stored project for a field that was not sent.
 */
function checkSchedule(
  value: { published: boolean; publishAt?: Date | null; unpublishAt?: Date | null },
  ctx: { addIssue: (issue: { code: "custom"; message: string; path: string[] }) => void },
) {
  if (value.publishAt === undefined && value.unpublishAt === undefined) return;
  const problems = scheduleProblems({ published: value.published, publishAt: value.publishAt ?? null, unpublishAt: value.unpublishAt ?? null }, new Date());
  for (const [field, problem] of Object.entries(problems) as [ScheduleField, ScheduleProblem][]) {
    ctx.addIssue({ code: "custom", message: scheduleMessage(problem), path: [field] });
  }
}

/** Trimmed entries; empties and repeats dropped (spec §5). */
export function cleanList(values: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    if (value && !out.includes(value)) out.push(value);
  }
  return out;
}

const chipList = z
  .array(
    z.string().max(
      PROJECT_LIMITS.chip,
      msg((m) => m.tooLong(PROJECT_LIMITS.chip)),
    ),
  )
  .max(
    PROJECT_LIMITS.chips * 2,
    msg((m) => m.tooMany(PROJECT_LIMITS.chips)),
  )
  .default([])
  .transform(cleanList)
  .pipe(
    z.array(z.string()).max(
      PROJECT_LIMITS.chips,
      msg((m) => m.tooMany(PROJECT_LIMITS.chips)),
    ),
  );

export const materialSchema = z.object({
  name: z
    .string()
    .trim()
    .min(
      1,
      msg((m) => m.materialIncomplete),
    )
    .max(
      PROJECT_LIMITS.materialName,
      msg((m) => m.tooLong(PROJECT_LIMITS.materialName)),
    ),
  specification: z
    .string()
    .trim()
    .min(
      1,
      msg((m) => m.materialIncomplete),
    )
    .max(
      PROJECT_LIMITS.materialSpecification,
      msg((m) => m.tooLong(PROJECT_LIMITS.materialSpecification)),
    ),
});
export type MaterialPair = z.output<typeof materialSchema>;

/** Material/specification pairs in the form; the database keeps them as a name → spec map. */
const materialList = z
  .array(z.object({ name: z.string(), specification: z.string() }))
  .max(
    PROJECT_LIMITS.materials,
    msg((m) => m.tooMany(PROJECT_LIMITS.materials)),
  )
  .default([])
  // Rows left completely empty are ignored; a half-filled row is an error (spec: both required).
  .transform((rows) => rows.filter((r) => r.name.trim() !== "" || r.specification.trim() !== ""))
  .pipe(z.array(materialSchema))
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const key = row.name.toLocaleLowerCase("es");
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: t(projectValidationMessages).materialDuplicate, path: [index, "name"] });
      seen.add(key);
    });
  });

/**
 * A translated materials list as input: the form's rows, or the [name, specification] pairs this
 * schema outputs. The form sends its checked values, which the server parses again, so the
 * pairs must read as the rows they came from (a project with translated materials could not be
 * saved otherwise).
 */
const asMaterialRows = (value: unknown) =>
  Array.isArray(value) ? value.map((row) => (Array.isArray(row) ? { name: row[0] ?? "", specification: row[1] ?? "" } : row)) : value;

/**
 * The Galician and English texts: the same fields, checks and limits as the Spanish
 * ones, none required; blank means "not translated" and is not stored. A translated materials
 * list is stored as ordered [name, specification] pairs. The long description is sanitised by
 * the service, as the Spanish one is.
 */
export const projectTranslationsSchema = translationsSchema({
  title: optionalText(PROJECT_LIMITS.title),
  shortDescription: optionalText(PROJECT_LIMITS.shortDescription),
  description: optionalText(PROJECT_LIMITS.description),
  longDescription: optionalText(PROJECT_LIMITS.longDescription),
  features: chipList,
  materials: z.preprocess(
    asMaterialRows,
    materialList.transform((rows) => rows.map(({ name, specification }): [string, string] => [name, specification])),
  ),
  metaTitle: optionalText(PROJECT_LIMITS.metaTitle),
  metaDescription: optionalText(PROJECT_LIMITS.metaDescription),
  keywords: chipList,
});

/** One schema for the project form and the create/update actions. */
export const projectSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { ...msg((m) => m.titleRequired), abort: true })
    .max(
      PROJECT_LIMITS.title,
      msg((m) => m.tooLong(PROJECT_LIMITS.title)),
    ),
  slug: z
    .string()
    .trim()
    .min(1, { ...msg((m) => m.slugRequired), abort: true })
    .max(
      PROJECT_LIMITS.slug,
      msg((m) => m.tooLong(PROJECT_LIMITS.slug)),
    )
    .regex(
      SLUG_PATTERN,
      msg((m) => m.slugPattern),
    ),
  categoryId: z
    .string()
    .trim()
    .min(
      1,
      msg((m) => m.categoryRequired),
    )
    .pipe(z.guid(msg((m) => m.categoryRequired))),
  location: optionalText(PROJECT_LIMITS.location),
  shortDescription: optionalText(PROJECT_LIMITS.shortDescription),
  description: optionalText(PROJECT_LIMITS.description),
  /** HTML from the rich-text editor; sanitised by the server before it is stored. */
  longDescription: optionalText(PROJECT_LIMITS.longDescription),
  client: optionalText(PROJECT_LIMITS.client),
  constructionType: optionalText(PROJECT_LIMITS.constructionType),
  startDate: optionalDate,
  completionDate: optionalDate,
  areaSqm: optionalNumber(
    z
      .number()
      .positive(msg((m) => m.areaInvalid))
      .max(
        1_000_000,
        msg((m) => m.areaInvalid),
      ),
  ),
  bedrooms: optionalNumber(countField()),
  bathrooms: optionalNumber(countField()),
  budgetRange: optionalText(PROJECT_LIMITS.budgetRange),
  features: chipList,
  materials: materialList,
  metaTitle: optionalText(PROJECT_LIMITS.metaTitle),
  metaDescription: optionalText(PROJECT_LIMITS.metaDescription),
  keywords: chipList,
  published: z.boolean().default(false),
  /** Madrid date and time at which the schedule job publishes / withdraws the project. */
  publishAt: scheduleField,
  unpublishAt: scheduleField,
  /** Every language at once; absent (a client that edits Spanish only) keeps the stored ones. */
  translations: projectTranslationsSchema.optional(),
  /** The admin saw the warning that the slug is another project's former address, and saves anyway. */
  takeFormerSlug: z.boolean().optional(),
});

/** The project form's checks: the fields', then the schedule's rules across them. */
export const projectFormSchema = projectSchema.superRefine(checkSchedule);

/** What the form holds (strings for numbers and dates) and what the server accepts. */
export type ProjectInput = z.input<typeof projectSchema>;
/** Validated, normalised project fields. */
export type ProjectData = z.output<typeof projectSchema>;

/** An image uploaded in create mode (spec §3 "Temporary media"); its URL is under temp/{tempId}/. */
export const tempImageSchema = z.object({
  url: z.string().trim().min(1).max(2000),
  type: z.enum(IMAGE_TYPES),
  caption: z
    .string()
    .nullish()
    .transform((v) => (v ?? "").trim() || null)
    .pipe(z.string().max(500).nullable()),
});
export type TempImage = z.output<typeof tempImageSchema>;

/**
 * Create mode: the project plus what was prepared before its first save — temporary images,
 * videos and cover (under `temp/{tempId}/`), and draft blocks — stored in one transaction.
 */
export const createProjectSchema = projectSchema
  .extend({
    tempId: z.guid().nullish(),
    media: z
      .object({
        images: z.array(tempImageSchema).max(200).default([]),
        videos: z.array(newVideoSchema).max(50).default([]),
        cover: z.string().trim().max(2000).nullish(),
      })
      .default({ images: [], videos: [] }),
    blocks: z.array(newBlockSchema).max(200).default([]),
  })
  .superRefine(checkSchedule)
  .refine((v) => !!v.tempId || (v.media.images.length === 0 && v.media.videos.length === 0 && !v.media.cover), {
    ...msg((m) => m.tempIdMissing),
    path: ["tempId"],
  });
export type CreateProjectInput = z.output<typeof createProjectSchema>;

export const updateProjectSchema = projectSchema.extend({ id: z.guid() }).superRefine(checkSchedule);

/** The schedule alone, for an existing project (the edit page's post without JavaScript). */
export const scheduleProjectSchema = z.object({ id: z.guid(), publishAt: scheduleField, unpublishAt: scheduleField });
export const deleteProjectSchema = z.object({ id: z.guid() });
export const checkSlugSchema = z.object({
  slug: z.string().trim().max(PROJECT_LIMITS.slug),
  excludeId: z.guid().nullish(),
});

/** One language's translated texts as the form's inputs hold them (blank = not translated). */
export type ProjectTranslationValues = {
  title: string;
  shortDescription: string;
  description: string;
  longDescription: string;
  features: string[];
  materials: { name: string; specification: string }[];
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
};

export const emptyProjectTranslation: ProjectTranslationValues = {
  title: "",
  shortDescription: "",
  description: "",
  longDescription: "",
  features: [],
  materials: [],
  metaTitle: "",
  metaDescription: "",
  keywords: [],
};

/** The form's values: every field as the inputs hold it. */
export type ProjectFormValues = {
  title: string;
  slug: string;
  categoryId: string;
  location: string;
  shortDescription: string;
  description: string;
  longDescription: string;
  client: string;
  constructionType: string;
  startDate: string;
  completionDate: string;
  areaSqm: string;
  bedrooms: string;
  bathrooms: string;
  budgetRange: string;
  features: string[];
  materials: { name: string; specification: string }[];
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  published: boolean;
  publishAt: ScheduleInput;
  unpublishAt: ScheduleInput;
  /** Every translated language, always whole: its drafts live here while another language is shown. */
  translations: Record<TranslatedLocale, ProjectTranslationValues>;
};

export const emptyProjectForm: ProjectFormValues = {
  title: "",
  slug: "",
  categoryId: "",
  location: "",
  shortDescription: "",
  description: "",
  longDescription: "",
  client: "",
  constructionType: "",
  startDate: "",
  completionDate: "",
  areaSqm: "",
  bedrooms: "",
  bathrooms: "",
  budgetRange: "",
  features: [],
  materials: [],
  metaTitle: "",
  metaDescription: "",
  keywords: [],
  published: false,
  publishAt: noSchedule,
  unpublishAt: noSchedule,
  translations: { gl: emptyProjectTranslation, en: emptyProjectTranslation },
};

/** Compile-time proof that what the form holds is something the schema accepts. */
export const formValuesAreInput: ProjectFormValues extends ProjectInput ? true : never = true;
