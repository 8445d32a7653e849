import "server-only";
import { and, count, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { editedRowId, workingCopyId } from "@/drafts/working-copy";
import { projectColumns } from "./columns";
import { adminRead } from "@/admin/action";
import { foldedTextMatches, newestFirst, readPage, type Page } from "@/admin/list-query";
import type { Db } from "@/db/client";
import { projectContentBlocks, projects } from "@/db/schema";
import { readEditorBlocks } from "@/blocks/admin-queries";
import type { AdminBlock } from "@/blocks/service";
import { readCoverThumb, readProjectImages, type AdminProjectImage } from "@/media/admin-queries";
import { readProjectVideos, type AdminProjectVideo } from "@/videos/admin-queries";
import { listPublicCategories } from "@/categories/queries";
import { formatDate, formatDateTime } from "@/lib/dates";
import { scheduleInput } from "./schedule";
import { PROJECT_TEXT_FIELDS, readTranslations, TRANSLATED_LOCALES, type TranslatedLocale } from "@/i18n/content";
import { translationFormValues } from "./form-translations";
import { PROJECT_FILTERS, PROJECTS_PAGE_SIZE, type AdminProjectsQuery } from "./list";
import { materialsToPairs } from "./service";
import { staleProjectFields } from "./freshness";
import { projectIdsToReview, projectLocalesToReview } from "./review";
import { inLocaleOrder, type StaleFields } from "@/i18n/freshness-status";
import type { ProjectFormValues } from "./validation";

/** One row of the admin projects list. */
export type AdminProjectRow = {
  id: string;
  slug: string;
  title: string;
  client: string | null;
  category: string | null;
  location: string | null;
  published: boolean;
  /** When the schedule job will publish / withdraw it: dd/MM/yyyy HH:mm in Madrid time, or null. */
  publishAt: string | null;
  unpublishAt: string | null;
  /** dd/MM/yyyy, formatted on the server (no time-zone drift between server and browser). */
  created: string;
  /** The public languages whose title is not translated (the site shows the Spanish one). */
  untranslated: TranslatedLocale[];
  /** The public languages with a translation to review, the project's own or a block's. */
  toReview: TranslatedLocale[];
  /** It has unpublished changes (a working copy, src/drafts/). */
  hasChanges: boolean;
};

/** One page of the list, and how many projects (all of them, whatever the search) have a translation to review. */
export type AdminProjectsPage = Page<AdminProjectRow> & { toReview: number };

export type CategoryOption = { id: string; name: string };

/** What the media and videos tabs show: images by type in order (spec §7), videos in order, the cover. */
export type AdminProjectMedia = { cover: string | null; coverThumb: string | null; images: AdminProjectImage[]; videos: AdminProjectVideo[] };

export type AdminProjectDetail = {
  id: string;
  slug: string;
  published: boolean;
  /** The id of its working copy (its unpublished changes, src/drafts/), or null when it has none. */
  workingCopy: string | null;
  values: ProjectFormValues;
  media: AdminProjectMedia;
  /** The content blocks in order, their HTML sanitised; null when not read (the content tab reads them when opened). */
  blocks: AdminBlock[] | null;
  /** How many of its blocks' translations (one block, one language) need review: known without reading the blocks. */
  blocksToReview: number;
  /** Per language, the project's own texts whose Spanish changed since they were translated. */
  stale: StaleFields;
};

export async function readProjectMedia(db: Db, projectId: string, cover: string | null): Promise<AdminProjectMedia> {
  const [images, videos, coverThumb] = await Promise.all([readProjectImages(db, projectId), readProjectVideos(db, projectId), readCoverThumb(db, cover)]);
  return { cover, coverThumb, images, videos };
}

/** The translations of the row the admin edits (a project's working copy when it has one). */
const editedTranslations = sql`(select e.translations from ${projects} e where e.id = ${editedRowId(sql`projects.id`)})`;

/**
 * The translated languages whose title is blank or absent, in order: read in SQL for the page's
 * rows only (the language codes are the app's constants, never input).
 */
const untranslatedTitle = sql<TranslatedLocale[]>`array_remove(array[${sql.join(
  TRANSLATED_LOCALES.map((locale) => {
    const code = sql.raw(`'${locale}'`);
    return sql`case when coalesce(btrim(${editedTranslations} -> ${code} ->> 'title'), '') = '' then ${code} end`;
  }),
  sql`, `,
)}]::text[], null)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One page of projects, drafts included, newest first (ties by id, so pages never overlap).
 * The search is the spec's: title, category or location, ignoring case and accents.
 */
export async function readAdminProjects(db: Db, { q, filter, review, page }: AdminProjectsQuery): Promise<AdminProjectsPage> {
  // Working copies are shown through their project (`hasChanges`), never as rows of their own.
  const conditions: (SQL | undefined)[] = [isNull(projects.draftOf), foldedTextMatches(projects.adminSearch, q)];
  const published = PROJECT_FILTERS[filter];
  if (published !== null) conditions.push(eq(projects.published, published));
  if (review) conditions.push(inArray(projects.id, projectIdsToReview));
  const where = and(...conditions);
  const toReview = countProjectsToReview(db);
  const result = await readPage(
    page,
    PROJECTS_PAGE_SIZE,
    async () => (await db.select({ n: count() }).from(projects).where(where))[0].n,
    (limit, offset) =>
      db
        .select({
          id: projects.id,
          slug: projects.slug,
          title: projects.title,
          client: projects.client,
          category: projects.category,
          location: projects.location,
          published: projects.published,
          publishAt: projects.publishAt,
          unpublishAt: projects.unpublishAt,
          createdAt: projects.createdAt,
          untranslated: untranslatedTitle,
          toReview: projectLocalesToReview,
          // The outer row named with its table: a one-table select renders its own columns bare.
          hasChanges: sql<boolean>`exists (select 1 from projects w where w.draft_of = projects.id)`,
        })
        .from(projects)
        .where(where)
        .orderBy(...newestFirst(projects.createdAt, projects.id))
        .limit(limit)
        .offset(offset),
  );
  return {
    ...result,
    rows: result.rows.map(({ createdAt, publishAt, unpublishAt, toReview: locales, ...r }) => ({
      ...r,
      publishAt: publishAt && formatDateTime(publishAt),
      unpublishAt: unpublishAt && formatDateTime(unpublishAt),
      toReview: inLocaleOrder(locales),
      created: formatDate(createdAt),
    })),
    toReview: await toReview,
  };
}

/** How many projects have a translation to review (their own or a block's). */
export async function countProjectsToReview(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(projects).where(inArray(projects.id, projectIdsToReview));
  return n;
}

/** How many (block, language) translations of a project's blocks need review; their partial index finds them. */
async function countBlockTranslationsToReview(db: Db, projectId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`coalesce(sum(cardinality(${projectContentBlocks.staleLocales})), 0)::int` })
    .from(projectContentBlocks)
    .where(and(eq(projectContentBlocks.projectId, projectId), sql`cardinality(${projectContentBlocks.staleLocales}) > 0`));
  return Number(n);
}

/**
 * A project as the edit form holds it, or null for an unknown (or malformed) id. Its blocks are
 * read only with `withBlocks` (a page opened on its content tab, e.g. without JavaScript).
 */
export async function readAdminProject(db: Db, id: string, { withBlocks = true }: { withBlocks?: boolean } = {}): Promise<AdminProjectDetail | null> {
  if (!UUID.test(id)) return null;
  const [project] = await db
    .select({ slug: projects.slug, published: projects.published, publishAt: projects.publishAt, unpublishAt: projects.unpublishAt })
    .from(projects)
    .where(and(eq(projects.id, id), isNull(projects.draftOf)));
  if (!project) return null;
  // A project on the site is edited in its working copy (src/drafts/), when it has one.
  const edited = await workingCopyId(db, id);
  const [row] = await db.select(projectColumns).from(projects).where(eq(projects.id, edited));
  if (!row) return null;
  const [media, blocks, blocksToReview] = await Promise.all([
    readProjectMedia(db, edited, row.coverImage),
    withBlocks ? readEditorBlocks(db, edited) : null,
    countBlockTranslationsToReview(db, edited),
  ]);
  const text = (v: string | null) => v ?? "";
  const num = (v: number | null) => (v === null ? "" : String(v));
  return {
    id,
    // Its address: a working copy's new slug is none yet.
    slug: project.slug,
    published: project.published,
    workingCopy: edited === id ? null : edited,
    media,
    blocks,
    blocksToReview,
    stale: staleProjectFields(row),
    values: {
      title: row.title,
      slug: row.slug,
      categoryId: text(row.categoryId),
      location: text(row.location),
      shortDescription: text(row.shortDescription),
      description: text(row.description),
      longDescription: text(row.longDescription),
      client: text(row.client),
      constructionType: text(row.constructionType),
      startDate: text(row.startDate),
      completionDate: text(row.completionDate),
      areaSqm: num(row.areaSqm),
      bedrooms: num(row.bedrooms),
      bathrooms: num(row.bathrooms),
      budgetRange: text(row.budgetRange),
      features: row.features,
      materials: materialsToPairs(row.materials),
      metaTitle: text(row.metaTitle),
      metaDescription: text(row.metaDescription),
      keywords: row.keywords,
      published: project.published,
      publishAt: scheduleInput(project.publishAt),
      unpublishAt: scheduleInput(project.unpublishAt),
      translations: translationFormValues(readTranslations(PROJECT_TEXT_FIELDS, row.translations)),
    },
  };
}

export function listAdminProjects(query: AdminProjectsQuery): Promise<AdminProjectsPage> {
  return adminRead("content", (db) => readAdminProjects(db, query));
}

export function getAdminProject(id: string, options?: { withBlocks?: boolean }): Promise<AdminProjectDetail | null> {
  return adminRead("content", (db) => readAdminProject(db, id, options));
}

/** The project's title for a page about one of its parts (e.g. adding a block), or null for an unknown id. */
export function getAdminProjectTitle(id: string): Promise<{ id: string; title: string } | null> {
  return adminRead("content", async (db) => {
    if (!UUID.test(id)) return null;
    const [row] = await db.select({ id: projects.id, title: projects.title }).from(projects).where(eq(projects.id, id));
    return row ?? null;
  });
}

/** Categories for the form's select, by name. */
export async function listCategoryOptions(): Promise<CategoryOption[]> {
  const rows = await adminRead("content", () => listPublicCategories());
  return rows.map(({ id, name }) => ({ id, name }));
}
