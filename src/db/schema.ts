import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  customType,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { AboutTexts, CategoryTexts, HeroTexts, ProjectTexts, SettingsTexts, TranslatedLocale, Translations } from "../i18n/content";
import type { TranslationSources } from "../i18n/freshness-status";

/** The spec's single settings row: "the all-zero identifier ending in 1". */
export const SITE_SETTINGS_ID = "00000000-0000-0000-0000-000000000001";

/** PostgreSQL's full-text document type (drizzle has no built-in for it). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export type QuickLink = { name: string; href: string };

/**
 * A row's Galician and English texts (src/i18n/content.ts): `{ gl: {…}, en: {…} }`.
 * Spanish stays in the row's own columns.
 */
const translations = <T>() =>
  jsonb("translations")
    .$type<Translations<T>>()
    .notNull()
    .default(sql`'{}'::jsonb`);
export type Materials = Record<string, string>;

/**
 * Beside each row's `translations`: per language and field, a hash of the Spanish text the
 * translation was made from (src/i18n/freshness.ts). A field with no hash recorded counts as
 * translated from the Spanish the row holds (rows translated before hashes were kept).
 */
const translationSources = () =>
  jsonb("translation_sources")
    .$type<TranslationSources>()
    .notNull()
    .default(sql`'{}'::jsonb`);
/**
 * The languages with a translation whose Spanish changed since (it needs review), kept with
 * every write of the row: the lists and the dashboard count and page them in SQL.
 */
const staleLocales = () =>
  text("stale_locales")
    .array()
    .$type<TranslatedLocale[]>()
    .notNull()
    .default(sql`'{}'::text[]`);
/** Rows with a translation to review; `cardinality` reads as plainly in a partial index. */
const needsReview = (column: AnyPgColumn) => sql`cardinality(${column}) > 0`;

/* ---------------------------------------------------------------- content */

/**
 * Where the landing page's structured-data AggregateRating comes from: the spec's fixed figure
 * (the default) or the published reviews (RDL 24/2021: a published figure must be backed by
 * real, verifiable reviews).
 */
export const RATING_SOURCES = ["fixed", "reviews"] as const;
export type RatingSource = (typeof RATING_SOURCES)[number];

export const siteSettings = pgTable("site_settings", {
  id: uuid("id").primaryKey().default(SITE_SETTINGS_ID),
  // Not in the spec: the header, metadata and emails need a company name.
  companyName: text("company_name"),
  // The company's identity the law asks a site to show (LSSI-CE art. 10): the name it is
  // registered under, its NIF (checked by its control character, settings/tax-id.ts), its
  // registered office, and its Registro Mercantil entry or professional registration.
  legalName: text("legal_name"),
  taxId: text("tax_id"),
  registeredAddress: text("registered_address"),
  registryDetails: text("registry_details"),
  logoUrl: text("logo_url"),
  companyDescription: text("company_description"),
  address: text("address"),
  mapUrl: text("map_url"),
  phoneNumber: text("phone_number"),
  whatsappNumber: text("whatsapp_number"),
  email: text("email"),
  adminEmail: text("admin_email"),
  smtpHost: text("smtp_host"),
  smtpPort: integer("smtp_port").notNull().default(587),
  smtpUsername: text("smtp_username"),
  /** Encrypted with the server secret (platform/crypto); never sent to the browser. */
  smtpPassword: text("smtp_password"),
  smtpSecure: boolean("smtp_secure").notNull().default(true),
  emailNotificationsEnabled: boolean("email_notifications_enabled").notNull().default(true),
  workingHoursWeekdays: text("working_hours_weekdays"),
  workingHoursSaturday: text("working_hours_saturday"),
  facebookUrl: text("facebook_url"),
  instagramUrl: text("instagram_url"),
  linkedinUrl: text("linkedin_url"),
  privacyPolicyUrl: text("privacy_policy_url"),
  termsOfServiceUrl: text("terms_of_service_url"),
  // The company's own guarantees the terms state, in years (the spec's 2 and 1 are the defaults,
  // settings/defaults.ts); the statutory periods of Ley 38/1999 apply whatever these say.
  guaranteeStructuralYears: integer("guarantee_structural_years").notNull().default(2),
  guaranteeFinishingYears: integer("guarantee_finishing_years").notNull().default(1),
  // Checked by the settings schema; anything but "reviews" is read as the fixed figure.
  ratingSource: text("rating_source").$type<RatingSource>().notNull().default("fixed"),
  // The enquiry's privacy life cycle (LOPDGDD art. 32, src/leads/retention.ts): a lead not won is
  // blocked this many months after its last activity, and erased this many months after that.
  leadRetentionMonths: integer("lead_retention_months").notNull().default(24),
  leadBlockingMonths: integer("lead_blocking_months").notNull().default(36),
  servicesList: text("services_list")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  quickLinksList: jsonb("quick_links_list").$type<QuickLink[]>().notNull().default([]),
  translations: translations<SettingsTexts>(),
  translationSources: translationSources(),
  staleLocales: staleLocales(),
  updatedAt: updatedAt(),
});

/**
 * The settings as each save left them (what the form shows, never the SMTP password), newest
 * first, the last SETTINGS_HISTORY_LIMIT kept: a save that went wrong can be seen and undone.
 */
export const settingsRevisions = pgTable(
  "settings_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    /** The form's fields this save changed, by name: the list's one-line summary, in any language. */
    changed: text("changed")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the save was a "Restaurar", the date of the version it brought back. */
    restoredFrom: timestamp("restored_from", { withTimezone: true }),
    // A person removed later leaves their saves standing, only no longer named.
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("settings_revisions_created_idx").on(t.createdAt.desc())],
);

export const heroImages = pgTable(
  "hero_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    imageUrl: text("image_url").notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    translations: translations<HeroTexts>(),
    translationSources: translationSources(),
    staleLocales: staleLocales(),
    orderIndex: integer("order_index").notNull().default(1),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("hero_images_active_order_idx").on(t.isActive, t.orderIndex)],
);

export const aboutGallery = pgTable(
  "about_gallery",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    imageUrl: text("image_url").notNull(),
    altText: text("alt_text"),
    translations: translations<AboutTexts>(),
    translationSources: translationSources(),
    staleLocales: staleLocales(),
    orderIndex: integer("order_index").notNull().default(1),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("about_gallery_active_order_idx").on(t.isActive, t.orderIndex)],
);

export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    translations: translations<CategoryTexts>(),
    translationSources: translationSources(),
    staleLocales: staleLocales(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("categories_slug_key").on(t.slug), index("categories_name_idx").on(t.name)],
);

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    shortDescription: text("short_description"),
    longDescription: text("long_description"),
    /** Denormalised category name, as the spec stores it next to category_id. */
    category: text("category"),
    // A category in use cannot be deleted: the admin is told which projects use it.
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "restrict" }),
    location: text("location"),
    coverImage: text("cover_image"),
    completionDate: date("completion_date", { mode: "string" }),
    startDate: date("start_date", { mode: "string" }),
    client: text("client"),
    areaSqm: doublePrecision("area_sqm"),
    bedrooms: integer("bedrooms"),
    bathrooms: integer("bathrooms"),
    budgetRange: text("budget_range"),
    constructionType: text("construction_type"),
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // json, not jsonb: jsonb re-sorts keys, and the admin's order of materials must survive.
    materials: json("materials").$type<Materials>().notNull().default({}),
    keywords: text("keywords")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    published: boolean("published").notNull().default(false),
    /**
     * Set on a working copy: the unpublished changes of the project on the site it names, kept
     * in a row of their own (with its own images, videos and blocks) so visitors go on seeing the
     * published row until "Publicar cambios" (src/drafts/). Null on every project itself.
     */
    draftOf: uuid("draft_of").references((): AnyPgColumn => projects.id, { onDelete: "cascade" }),
    /** When the schedule job publishes / withdraws the project (then clears the column); null = none. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    translations: translations<ProjectTexts>(),
    translationSources: translationSources(),
    staleLocales: staleLocales(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The public search document (Spanish, accent-insensitive), stored so `/buscar` reads a GIN
     * index instead of building a vector per row. Weights: title A, category + location B,
     * descriptions + features C, long description (tags stripped) D. See migration 0006.
     */
    /**
     * Title, category and location folded by `unaccent_es` (lower case, no accents), one per
     * line: the admin list's substring search reads this instead of folding three columns per
     * row on every search (migration 0007).
     */
    adminSearch: text("admin_search").generatedAlwaysAs(
      sql`unaccent_es(coalesce(title, '') || chr(10) || coalesce(category, '') || chr(10) || coalesce(location, ''))`,
    ),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`project_search_vector(title, category, location, short_description, description, features, long_description)`,
    ),
    /**
     * The same document in Galician ('simple': no Galician stemmer ships with PostgreSQL) and in
     * English ('english' stemming), each field its translation or else the Spanish (migration 0009).
     */
    searchVectorGl: tsvector("search_vector_gl").generatedAlwaysAs(
      sql`project_search_vector_translated('simple', translations -> 'gl', title, category, location, short_description, description, features, long_description)`,
    ),
    searchVectorEn: tsvector("search_vector_en").generatedAlwaysAs(
      sql`project_search_vector_translated('english', translations -> 'en', title, category, location, short_description, description, features, long_description)`,
    ),
  },
  (t) => [
    // A working copy holds its project's slug (or the one it will take) beside it.
    uniqueIndex("projects_slug_key")
      .on(t.slug)
      .where(sql`draft_of is null`),
    uniqueIndex("projects_draft_of_key").on(t.draftOf),
    check("projects_draft_unpublished", sql`draft_of is null or not published`),
    index("projects_search_idx").using("gin", t.searchVector),
    index("projects_search_gl_idx").using("gin", t.searchVectorGl),
    index("projects_search_en_idx").using("gin", t.searchVectorEn),
    index("projects_created_idx").on(t.createdAt.desc()),
    index("projects_published_created_idx").on(t.published, t.createdAt.desc()),
    index("projects_category_idx").on(t.categoryId),
    index("projects_stale_created_idx").on(t.createdAt.desc()).where(needsReview(t.staleLocales)),
    // The schedule job's reads: only the few scheduled rows, never the table.
    index("projects_publish_at_idx")
      .on(t.publishAt)
      .where(sql`publish_at is not null`),
    index("projects_unpublish_at_idx")
      .on(t.unpublishAt)
      .where(sql`unpublish_at is not null`),
  ],
);

/**
 * Former slugs of projects: an old address answers a permanent redirect to the project's
 * current one. A slug is in at most one place: a project's current slug or one row here.
 */
export const projectSlugRedirects = pgTable(
  "project_slug_redirects",
  {
    slug: text("slug").primaryKey(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("project_slug_redirects_project_idx").on(t.projectId)],
);

export const IMAGE_TYPES = ["gallery", "before", "after"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const projectImages = pgTable(
  "project_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    imageType: text("image_type").$type<ImageType>().notNull().default("gallery"),
    caption: text("caption"),
    orderIndex: integer("order_index").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("project_images_project_idx").on(t.projectId, t.imageType, t.orderIndex),
    check("project_images_type_check", sql`${t.imageType} in ('gallery', 'before', 'after')`),
  ],
);

export const VIDEO_TYPES = ["youtube", "vimeo", "upload"] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

export const projectVideos = pgTable(
  "project_videos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    videoUrl: text("video_url").notNull(),
    videoType: text("video_type").$type<VideoType>().notNull(),
    title: text("title"),
    description: text("description"),
    muted: boolean("muted").notNull().default(false),
    orderIndex: integer("order_index").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("project_videos_project_idx").on(t.projectId, t.orderIndex),
    check("project_videos_type_check", sql`${t.videoType} in ('youtube', 'vimeo', 'upload')`),
  ],
);

export const BLOCK_TYPES = ["text", "image", "gallery", "video", "quote", "two_columns"] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const projectContentBlocks = pgTable(
  "project_content_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    // Free text on purpose: the public renderer must show unknown types, not crash on them.
    blockType: text("block_type").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull().default({}),
    /** Per language, the block's text fields over `content` (each block type names its own). */
    translations: translations<Record<string, unknown>>(),
    translationSources: translationSources(),
    staleLocales: staleLocales(),
    orderIndex: integer("order_index").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("project_content_blocks_project_idx").on(t.projectId, t.orderIndex),
    index("project_content_blocks_stale_idx").on(t.projectId).where(needsReview(t.staleLocales)),
  ],
);

/** A lead's stages, in the order of the board's columns (src/leads/stages.ts says which moves are allowed). */
export const LEAD_STAGES = ["nuevo", "contactado", "visita", "presupuesto", "ganado", "perdido"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
/** Where a lead came from: the contact form, the quote form, or staff typing in a WhatsApp chat, a call or anything else. */
export const LEAD_SOURCES = ["form", "quote", "whatsapp", "phone", "manual"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export const BUDGET_BANDS = ["hasta-10000", "10000-30000", "30000-60000", "60000-120000", "mas-120000", "sin-decidir"] as const;
export type BudgetBand = (typeof BUDGET_BANDS)[number];
export const START_WINDOWS = ["cuanto-antes", "1-3-meses", "3-6-meses", "mas-6-meses", "sin-fecha"] as const;
export type StartWindow = (typeof START_WINDOWS)[number];
export const CONTACT_CHANNELS = ["phone", "email", "whatsapp"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
/** A quote request's answers, checked on the way in. */
export type QuoteDetails = {
  /** The category (type of work) chosen, and its Spanish name when it was sent (the category may be renamed or deleted). */
  categoryId: string | null;
  categoryName: string | null;
  municipality: string;
  areaM2: number | null;
  budgetBand: BudgetBand;
  desiredStart: StartWindow;
  channel: ContactChannel;
  /** Free text: "mañanas", "a partir de las 17:00"… */
  callTime: string | null;
};

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    // A lead typed in from a phone call may have no e-mail address (a check keeps e-mail or phone).
    email: text("email"),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status").notNull().default("new"),
    /**
     * Also the time of the sender's consent: the row is written in the request that carried the
     * form, so its creation is the moment the notice was accepted and the box's choice made.
     */
    createdAt: createdAt(),
    /**
     * The first-layer data-protection notice the sender was shown beside the form
     * (`CONTACT_NOTICE_VERSION`, src/contact/notice.ts); null: sent before the notice existed.
     */
    noticeVersion: text("notice_version"),
    /** Whether the sender ticked the optional box for commercial messages (never ticked for them). */
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    /**
     * Email to admin_email about this message: pending → sent | failed (retried with backoff) |
     * skipped (notifications off or SMTP not configured). Rows that predate the column, or are
     * written by anything but the public form, are 'skipped' so they are never mailed late.
     */
    notificationStatus: text("notification_status").notNull().default("skipped"),
    notificationAttempts: integer("notification_attempts").notNull().default(0),
    notificationError: text("notification_error"),
    /** When the background job may try again; also a lease while one sender is working on it. */
    notificationNextAttemptAt: timestamp("notification_next_attempt_at", { withTimezone: true }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    /* The enquiry as a lead (src/leads/): every message is one, whatever `status` (the inbox's read flag) says. */
    source: text("source").$type<LeadSource>().notNull().default("form"),
    stage: text("stage").$type<LeadStage>().notNull().default("nuevo"),
    /** Why a lead was lost: required by the stage change to 'perdido', cleared by any other. */
    lostReason: text("lost_reason"),
    /** The job's estimated value in whole euros. */
    estimatedValue: integer("estimated_value"),
    assignedTo: text("assigned_to").references(() => user.id, { onDelete: "set null" }),
    nextAction: text("next_action"),
    /** The day (Europe/Madrid) the next action is due. */
    nextActionOn: date("next_action_on", { mode: "string" }),
    /** Any staff change or note moves it: the retention period counts from here. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it reached 'ganado' (the funnel's month of the win); cleared if it leaves that stage. */
    wonAt: timestamp("won_at", { withTimezone: true }),
    /**
     * Set when the retention period passed (LOPDGDD art. 32): hidden from staff, kept only for
     * legal claims, erased with its photos once the blocking period passes too.
     */
    blockedAt: timestamp("blocked_at", { withTimezone: true }),
    /** The project page the enquiry was sent from, when there was one. */
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    /** A quote request's structured answers (source 'quote'); null for a plain message. */
    quote: jsonb("quote").$type<QuoteDetails>(),
    /** Staff who typed the lead in by hand (a phone call); null for the public forms. */
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    /** Name, e-mail, phone and subject folded by `unaccent_es`, for the lead list's text filter. */
    adminSearch: text("admin_search").generatedAlwaysAs(
      sql`unaccent_es(name || chr(10) || coalesce(email, '') || chr(10) || coalesce(phone, '') || chr(10) || subject)`,
    ),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt.desc()),
    index("contact_messages_status_created_idx").on(t.status, t.createdAt.desc()),
    index("contact_messages_notification_due_idx")
      .on(t.notificationNextAttemptAt)
      .where(sql`${t.notificationStatus} in ('pending', 'failed')`),
    // The board and the list: visible leads per stage, most recently active first.
    index("contact_messages_stage_activity_idx")
      .on(t.stage, t.lastActivityAt.desc(), t.id.desc())
      .where(sql`${t.blockedAt} is null`),
    index("contact_messages_activity_idx")
      .on(t.lastActivityAt.desc(), t.id.desc())
      .where(sql`${t.blockedAt} is null`),
    // Each person's open actions by day: the reminders and the overdue counts.
    index("contact_messages_next_action_idx")
      .on(t.assignedTo, t.nextActionOn)
      .where(sql`${t.blockedAt} is null and ${t.nextActionOn} is not null and ${t.stage} not in ('ganado', 'perdido')`),
    // Retention: leads not won by last activity, and blocked ones by when they were blocked.
    index("contact_messages_retention_idx")
      .on(t.lastActivityAt)
      .where(sql`${t.blockedAt} is null and ${t.stage} <> 'ganado'`),
    index("contact_messages_blocked_idx")
      .on(t.blockedAt)
      .where(sql`${t.blockedAt} is not null`),
    index("contact_messages_email_idx").on(sql`lower(${t.email})`),
    index("contact_messages_project_idx").on(t.projectId),
    index("contact_messages_won_idx")
      .on(t.wonAt)
      .where(sql`${t.wonAt} is not null`),
    check("contact_messages_source_check", sql`${t.source} in ('form', 'quote', 'whatsapp', 'phone', 'manual')`),
    check("contact_messages_stage_check", sql`${t.stage} in ('nuevo', 'contactado', 'visita', 'presupuesto', 'ganado', 'perdido')`),
    check("contact_messages_reach_check", sql`${t.email} is not null or ${t.phone} is not null`),
    check("contact_messages_value_check", sql`${t.estimatedValue} is null or ${t.estimatedValue} >= 0`),
    check("contact_messages_notification_status_check", sql`${t.notificationStatus} in ('pending', 'sent', 'failed', 'skipped')`),
  ],
);

/**
 * A lead's timeline: stage changes, notes, e-mails sent, assignments and next actions, each with
 * who and when. Erased with its lead.
 */
export const LEAD_EVENT_KINDS = ["created", "stage", "note", "email", "assigned", "next-action", "value"] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** null: the public form, a job, or an account deleted since. */
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    kind: text("kind").$type<LeadEventKind>().notNull(),
    fromStage: text("from_stage").$type<LeadStage>(),
    toStage: text("to_stage").$type<LeadStage>(),
    /** The note, the lost reason, the e-mail's subject or the next action, as the kind says. */
    body: text("body"),
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("lead_events_message_at_idx").on(t.messageId, t.at.desc(), t.id.desc()),
    index("lead_events_actor_idx").on(t.actorId),
    check("lead_events_kind_check", sql`${t.kind} in ('created', 'stage', 'note', 'email', 'assigned', 'next-action', 'value')`),
  ],
);

/**
 * Photos sent with a quote request, re-encoded without metadata and stored under the private
 * `leads/` folder: never under a public address, served only to staff who may read enquiries.
 */
export const leadPhotos = pgTable(
  "lead_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("lead_photos_message_idx").on(t.messageId, t.position)],
);

/**
 * Cookieless counts of clicks on the chat button and "Preguntar por este proyecto", one row per
 * day (Europe/Madrid), public path and button, like page_views_daily: no visitor data is stored.
 */
export const CONTACT_CLICK_KINDS = ["chat", "project-question"] as const;
export type ContactClickKind = (typeof CONTACT_CLICK_KINDS)[number];
export const contactClicksDaily = pgTable(
  "contact_clicks_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    kind: text("kind").$type<ContactClickKind>().notNull(),
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.kind] }), check("contact_clicks_daily_kind_check", sql`${t.kind} in ('chat', 'project-question')`)],
);

export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_SOURCES = ["direct", "google", "other"] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];
/** A review is shown in the language it was written in: one of the public site's. */
export const REVIEW_LANGUAGES = ["es", "gl", "en"] as const;
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];

/**
 * Customers' reviews, moderated in the back office: nothing is public until staff publish it.
 * `review_date` is when the customer wrote it (a Google review keeps its own date), not when it
 * was typed in here.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    authorName: text("author_name").notNull(),
    town: text("town").notNull(),
    // A deleted project leaves its reviews standing, only no longer tied to a page.
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    text: text("text").notNull(),
    language: text("language").$type<ReviewLanguage>().notNull(),
    reviewDate: date("review_date", { mode: "string" }).notNull(),
    source: text("source").$type<ReviewSource>().notNull().default("direct"),
    sourceUrl: text("source_url"),
    status: text("status").$type<ReviewStatus>().notNull().default("pending"),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Author, town and text folded by `unaccent_es`, one per line: the back-office search reads
     * this instead of folding every review's text on every search (as `projects.admin_search`).
     */
    adminSearch: text("admin_search").generatedAlwaysAs(sql`unaccent_es(author_name || chr(10) || town || chr(10) || text)`),
  },
  (t) => [
    index("reviews_status_date_idx").on(t.status, t.reviewDate.desc(), t.createdAt.desc()),
    index("reviews_date_idx").on(t.reviewDate.desc(), t.createdAt.desc()),
    index("reviews_published_date_idx")
      .on(t.reviewDate.desc())
      .where(sql`${t.status} = 'published'`),
    index("reviews_published_project_idx")
      .on(t.projectId, t.reviewDate.desc())
      .where(sql`${t.status} = 'published'`),
    // Deleting a project sets its reviews' project to null: without this, a scan per deletion.
    index("reviews_project_idx").on(t.projectId),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_language_check", sql`${t.language} in ('es', 'gl', 'en')`),
    check("reviews_source_check", sql`${t.source} in ('direct', 'google', 'other')`),
    check("reviews_status_check", sql`${t.status} in ('pending', 'published', 'hidden')`),
  ],
);

/**
 * A link sent to one customer to write a review without an account (`/resena/<token>`). Only the
 * token's SHA-256 is stored: the link is shown once, when it is made, and the database alone
 * cannot rebuild it. Single use: accepting it sets `used_at` and `review_id` in one statement.
 */
export const reviewRequests = pgTable(
  "review_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerName: text("customer_name").notNull(),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    language: text("language").$type<ReviewLanguage>().notNull(),
    tokenHash: text("token_hash").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    // A deleted review leaves the request used: the link stays spent.
    reviewId: uuid("review_id").references(() => reviews.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("review_requests_token_hash_idx").on(t.tokenHash),
    index("review_requests_created_idx").on(t.createdAt.desc(), t.id.desc()),
    // "Which request produced this review" and the set-null of a deleted review read this.
    index("review_requests_review_idx").on(t.reviewId),
    index("review_requests_project_idx").on(t.projectId),
    check("review_requests_language_check", sql`${t.language} in ('es', 'gl', 'en')`),
  ],
);

/**
 * A preview link of a project: shows it as visitors would see it, published or not, to whoever
 * holds the link, until it expires or is revoked. Only the token's SHA-256 is kept.
 */
export const projectPreviews = pgTable(
  "project_previews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("project_previews_token_hash_idx").on(t.tokenHash), index("project_previews_project_idx").on(t.projectId, t.createdAt.desc())],
);

/**
 * A project as one publish left it (its content columns, images, videos and blocks), newest first,
 * the last PROJECT_HISTORY_LIMIT per project kept (src/revisions/). "Restaurar" makes one the
 * project's working copy.
 */
export const projectRevisions = pgTable(
  "project_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** Column names as the table spells them; children without ids, in order (src/revisions/snapshot.ts). */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    /** What this publish changed against the one before: field names, "images", "videos", "blocks", "translations". */
    changed: text("changed")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Every stored file (`/media/…`) the snapshot shows: a file a kept revision shows is never removed. */
    mediaUrls: text("media_urls")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // A person removed later leaves their publishes standing, only no longer named.
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("project_revisions_project_created_idx").on(t.projectId, t.createdAt.desc(), t.id.desc()),
    index("project_revisions_media_urls_idx").using("gin", t.mediaUrls),
  ],
);

/** Processed form of every stored upload: what the public pages need to build a srcset. */
/**
 * One stored rendition of an image. `crop: "portrait"` marks the centre crop drawn on portrait
 * screens (docs/decisions/0014-portrait-crops-for-hero-images.md); rows stored before it have no field
 * and are the full image, so no migration was needed.
 */
export type MediaVariant = { format: "avif" | "webp"; width: number; url: string; bytes: number; crop?: "portrait" };

export const mediaAssets = pgTable("media_assets", {
  url: text("url").primaryKey(),
  storageKey: text("storage_key").notNull(),
  mime: text("mime").notNull(),
  bytes: integer("bytes").notNull(),
  width: integer("width"),
  height: integer("height"),
  blurDataUrl: text("blur_data_url"),
  variants: jsonb("variants").$type<MediaVariant[]>().notNull().default([]),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: text("user_id"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc()),
    // The activity a role may see is read per kind of action ("project", "contact-message"…),
    // newest first: this index gives each kind's newest entries without reading the others'.
    index("audit_log_kind_at_idx").on(sql`split_part(${t.action}, '.', 1)`, t.at.desc(), t.id.desc()),
  ],
);

/**
 * Cookieless page-view counts: one row per day (Europe/Madrid) and public path, incremented
 * by an upsert. No visitor data is stored; admin and bot traffic is not counted.
 */
export const pageViewsDaily = pgTable(
  "page_views_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/**
 * Fixed-window counters shared by every instance (sign-in, sign-up, contact form, test email…):
 * one atomic upsert per hit, so a limit holds across instances and restarts.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);

/* ------------------------------------------------------------------- auth */
// Shapes required by better-auth (email + password, admin plugin). Property names are
// what its Drizzle adapter reads; column names follow our snake_case convention.

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  role: text("role"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  /** The back office's language for this person: es, gl, pt or en. */
  locale: text("locale").notNull().default("es"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);
