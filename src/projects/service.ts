import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { insertBlocks } from "@/blocks/service";
import type { Queryable } from "@/db/client";
import { isUniqueViolation } from "@/db/errors";
import { categories, projectImages, projectRevisions, projects, projectSlugRedirects, projectVideos, type ImageType, type Materials } from "@/db/schema";
import { Refusal } from "@/lib/refusal";
import { sanitizeRichText } from "@/lib/sanitize";
import { urlsStillUsed } from "@/media/stored-files";
import { foldWorkingCopy, storedUrlsOf } from "@/drafts/publish";
import { lockWorkingCopy, workingCopyId } from "@/drafts/working-copy";
import { recordRevision } from "@/revisions/record";
import { tempCopier, type AssociationOptions } from "@/media/temp-association";
import { projectCoverFolder, projectImageFolder, projectVideoFolder } from "@/platform/storage";
import { storedVideoUrl } from "@/videos/service";
import { t } from "@/i18n/current";
import { compactTranslations, TRANSLATED_LOCALES, type ProjectTexts, type TranslatedLocale, type Translations } from "@/i18n/content";
import { confirmedProjectFreshness, projectFreshness, type ProjectTextColumns } from "./freshness";
import { scheduleMessage, type CreateProjectInput, type MaterialPair, type ProjectData } from "./validation";
import { scheduleProblems, type ScheduleField, type ScheduleProblem } from "./schedule";
import { projectValidationMessages } from "./messages";

// Moved to a neutral module (hero and About deletes use it too); re-exported for existing callers.

/**
 * Project writes, each taking the transaction it runs in: the admin actions wrap them in
 * `adminAction` (auth, audit, cache tags), the integration tests call them directly.
 */

export class ProjectNotFoundError extends Refusal {
  constructor(readonly id: string) {
    super(t(projectValidationMessages).projectNotFound, "invalid");
  }
}

/** A refusal that belongs under one form field (slug taken, category gone). */
export class ProjectFieldError extends Refusal {
  constructor(
    readonly field: "slug" | "categoryId",
    message: string,
    /** True for the former-slug warning: saving again with `takeFormerSlug` goes through. */
    readonly needsConfirmation = false,
  ) {
    // The form reads `takeFormerSlug` as "show the warning; the next save confirms".
    super(message, "conflict", field, needsConfirmation ? { [field]: message, takeFormerSlug: message } : undefined);
  }
}

export const PROJECT_SLUG_CONSTRAINT = "projects_slug_key";

/** True when another project (not `excludeId`) already has this slug. */
export async function isSlugTaken(db: Queryable, slug: string, excludeId?: string | null): Promise<boolean> {
  // Working copies hold slugs that are not addresses yet (publishing checks those again).
  const live = and(eq(projects.slug, slug), isNull(projects.draftOf));
  const condition = excludeId ? and(live, ne(projects.id, excludeId)) : live;
  const rows = await db.select({ id: projects.id }).from(projects).where(condition).limit(1);
  return rows.length > 0;
}

/** Name → specification, in the order the admin listed them. */
export function materialsToMap(pairs: readonly MaterialPair[]): Materials {
  const map: Materials = {};
  for (const { name, specification } of pairs) map[name] = specification;
  return map;
}

export function materialsToPairs(map: Materials | null | undefined): MaterialPair[] {
  return Object.entries(map ?? {}).map(([name, specification]) => ({ name, specification: String(specification) }));
}

/** Stored rich text: sanitised, and null when nothing readable is left (an empty editor gives `<p></p>`). */
export function cleanLongDescription(html: string | null): string | null {
  const clean = sanitizeRichText(html);
  const text = clean
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();
  return text ? clean : null;
}

/**
 * The translations as stored: each language's long description sanitised like the Spanish one
 * (an editor left empty is no translation), then compacted, so a blank field is absent and
 * the site shows the Spanish.
 */
export function storedTranslations(translations: NonNullable<ProjectData["translations"]>): Translations<ProjectTexts> {
  const cleaned: Translations<Record<string, unknown>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const texts = translations[locale];
    if (!texts) continue;
    cleaned[locale] = "longDescription" in texts ? { ...texts, longDescription: cleanLongDescription(texts.longDescription ?? null) } : { ...texts };
  }
  return compactTranslations(cleaned) as Translations<ProjectTexts>;
}

/** The category's name is stored next to its id (spec §4); it is read here, never trusted from the client. */
async function categoryName(db: Queryable, categoryId: string): Promise<string> {
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw new ProjectFieldError("categoryId", t(projectValidationMessages).categoryMissing);
  return row.name;
}

async function columns(db: Queryable, data: ProjectData) {
  return {
    slug: data.slug,
    title: data.title,
    categoryId: data.categoryId,
    category: await categoryName(db, data.categoryId),
    location: data.location,
    shortDescription: data.shortDescription,
    description: data.description,
    longDescription: cleanLongDescription(data.longDescription),
    client: data.client,
    constructionType: data.constructionType,
    startDate: data.startDate,
    completionDate: data.completionDate,
    areaSqm: data.areaSqm,
    bedrooms: data.bedrooms,
    bathrooms: data.bathrooms,
    budgetRange: data.budgetRange,
    features: data.features,
    materials: materialsToMap(data.materials),
    keywords: data.keywords,
    metaTitle: data.metaTitle,
    metaDescription: data.metaDescription,
    published: data.published,
    ...(data.translations && { translations: storedTranslations(data.translations) }),
  };
}

async function assertSlugFree(db: Queryable, slug: string, excludeId?: string) {
  if (await isSlugTaken(db, slug, excludeId)) throw new ProjectFieldError("slug", t(projectValidationMessages).slugTaken);
}

/** A concurrent write can still win the race: the unique index has the last word. */
function slugRace(err: unknown): never {
  if (isUniqueViolation(err, PROJECT_SLUG_CONSTRAINT)) throw new ProjectFieldError("slug", t(projectValidationMessages).slugTaken);
  throw err;
}

/** The project whose former address `slug` is (it redirects there), if any. */
export async function formerSlugOwner(db: Queryable, slug: string): Promise<string | null> {
  const [row] = await db.select({ projectId: projectSlugRedirects.projectId }).from(projectSlugRedirects).where(eq(projectSlugRedirects.slug, slug)).limit(1);
  return row?.projectId ?? null;
}

/**
 * A project takes `slug` as its address: a former slug of its own simply stops redirecting;
 * another project's former slug is taken only once the admin confirmed the warning, since the
 * old links will lead here from then on.
 */
async function claimSlug(db: Queryable, slug: string, projectId: string | undefined, confirmed: boolean | undefined) {
  const owner = await formerSlugOwner(db, slug);
  if (!owner) return;
  if (owner !== projectId && !confirmed) throw new ProjectFieldError("slug", t(projectValidationMessages).slugFormer, true);
  await db.delete(projectSlugRedirects).where(eq(projectSlugRedirects.slug, slug));
}

export type ProjectWrite = { id: string; slug: string; title: string };

/** `id` lets create mode choose the id up front (its media is copied to the project's folder first). */
export async function createProject(db: Queryable, data: ProjectData, id?: string): Promise<ProjectWrite> {
  await assertSlugFree(db, data.slug);
  await claimSlug(db, data.slug, id, data.takeFormerSlug);
  const values = { ...(await columns(db, data)), publishAt: data.publishAt ?? null, unpublishAt: data.unpublishAt ?? null };
  const freshness = projectFreshness(null, { ...values, translations: values.translations ?? {} });
  const [row] = await db
    .insert(projects)
    .values(id ? { ...values, ...freshness, id } : { ...values, ...freshness })
    .returning({ id: projects.id, slug: projects.slug, title: projects.title })
    .catch(slugRace);
  return row;
}

export type CreatedWithMedia = ProjectWrite & { tempId: string | null; images: number; videos: number; blocks: number };

/**
 * Create mode (spec/admin.md §4): the project row, its temporary images, videos and cover, and
 * its draft blocks in ONE transaction; the files are copied out of the form's temp folder first
 * (see media/temp-association.ts), and the caller discards the copies if the transaction fails.
 */
export async function createProjectWithMedia(
  db: Queryable,
  input: CreateProjectInput,
  options: AssociationOptions,
  userId: string | null = null,
): Promise<CreatedWithMedia> {
  const { tempId, media, blocks, ...data } = input;
  const id = randomUUID();
  const project = await createProject(db, data, id);
  const temp = tempCopier(db, tempId, options);

  const nextIndex: Record<ImageType, number> = { gallery: 0, before: 0, after: 0 };
  const imageRows = [];
  for (const image of media.images) {
    const url = await temp.copyImage(image.url, projectImageFolder(id, image.type));
    imageRows.push({ projectId: id, imageUrl: url, imageType: image.type, caption: image.caption, orderIndex: nextIndex[image.type]++ });
  }
  if (imageRows.length) await db.insert(projectImages).values(imageRows);

  const videoRows = [];
  for (const [orderIndex, video] of media.videos.entries()) {
    const folder = projectVideoFolder(id);
    const videoUrl = video.videoType === "upload" ? await temp.copyVideo(video.url, folder) : storedVideoUrl(video, folder);
    videoRows.push({ projectId: id, videoUrl, videoType: video.videoType, title: video.title, description: video.description, muted: video.muted, orderIndex });
  }
  if (videoRows.length) await db.insert(projectVideos).values(videoRows);

  if (media.cover) {
    const cover = temp.copied(media.cover) ?? (await temp.copyImage(media.cover, projectCoverFolder(id)));
    await db.update(projects).set({ coverImage: cover }).where(eq(projects.id, id));
  }

  const inserted = await insertBlocks(db, id, blocks);
  // Created on the site: its history starts (a first version has nothing older to prune).
  if (data.published) await recordRevision(db, id, userId);
  // The temp rows go with the transaction; their files once it has committed.
  await temp.forgetTempAssets();
  return { ...project, tempId: tempId ?? null, images: imageRows.length, videos: videoRows.length, blocks: inserted.length };
}

/** The columns freshness reads (./freshness.ts), as stored. */
const textColumns = {
  title: projects.title,
  shortDescription: projects.shortDescription,
  description: projects.description,
  longDescription: projects.longDescription,
  features: projects.features,
  materials: projects.materials,
  metaTitle: projects.metaTitle,
  metaDescription: projects.metaDescription,
  keywords: projects.keywords,
  translations: projects.translations,
  translationSources: projects.translationSources,
};

type Schedule = { publishAt: Date | null; unpublishAt: Date | null };

/** Refuses a schedule that breaks a rule of ./schedule.ts, each message under its field. */
function assertSchedule(published: boolean, schedule: Schedule, now: Date) {
  const problems = Object.entries(scheduleProblems({ published, ...schedule }, now)) as [ScheduleField, ScheduleProblem][];
  if (!problems.length) return;
  const fieldErrors = Object.fromEntries(problems.map(([field, problem]) => [field, scheduleMessage(problem)]));
  throw new Refusal(Object.values(fieldErrors)[0], "invalid", undefined, fieldErrors);
}

/**
 * The schedule a save leaves: what was sent, else the stored one, except that publishing by
 * hand drops a pending publication and unpublishing by hand a pending withdrawal (the form
 * clears those fields itself when the switch is moved; this covers a client that sends none).
 */
function savedSchedule(published: boolean, stored: Schedule, data: Pick<ProjectData, "publishAt" | "unpublishAt">): Schedule {
  return {
    publishAt: data.publishAt !== undefined ? data.publishAt : published ? null : stored.publishAt,
    unpublishAt: data.unpublishAt !== undefined ? data.unpublishAt : published ? stored.unpublishAt : null,
  };
}

/**
 * Saves the form. A project on the site that stays on it keeps what visitors see: the content
 * goes to its working copy (src/drafts/), only its schedule to the project. One leaving the site
 * first takes its working copy's changes back (nothing public is left to protect).
 */
export async function updateProject(
  db: Queryable,
  id: string,
  data: ProjectData,
  userId: string | null = null,
): Promise<ProjectWrite & { previousSlug: string; unpublishedChanges: boolean; fileUrls: string[] }> {
  const [project] = await db
    .select({ published: projects.published, draftOf: projects.draftOf, publishAt: projects.publishAt, unpublishAt: projects.unpublishAt })
    .from(projects)
    .where(eq(projects.id, id))
    .for("update");
  if (!project || project.draftOf) throw new ProjectNotFoundError(id);
  const staysLive = project.published && data.published;
  const folded = project.published && !data.published ? await foldWorkingCopy(db, id) : null;
  const target = staysLive ? (await lockWorkingCopy(db, id))!.id : id;
  const [current] = await db
    .select({ slug: projects.slug, ...textColumns })
    .from(projects)
    .where(eq(projects.id, target))
    .for("update");
  const renamed = current.slug !== data.slug;
  if (renamed) {
    await assertSlugFree(db, data.slug, id);
    await claimSlug(db, data.slug, id, data.takeFormerSlug);
  }
  const schedule = savedSchedule(data.published, project, data);
  if (data.publishAt !== undefined || data.unpublishAt !== undefined) assertSchedule(data.published, schedule, new Date());
  const { published, ...content } = await columns(db, data);
  // No translations sent: the stored ones stay, and a Spanish edit leaves them to review.
  const freshness = projectFreshness(current, { ...content, translations: content.translations ?? current.translations });
  const [row] = await db
    .update(projects)
    .set({ ...content, ...freshness, ...(target === id && { published, ...schedule }) })
    .where(eq(projects.id, target))
    .returning({ slug: projects.slug, title: projects.title })
    .catch(slugRace);
  if (target !== id) await db.update(projects).set(schedule).where(eq(projects.id, id));
  // The old address keeps working: it answers a permanent redirect to the new one (docs/decisions/0010-not-found-status-and-permanent-redirects.md).
  // A working copy's new slug is no address yet: publishing its changes leaves the redirect.
  if (renamed && target === id) {
    await db
      .insert(projectSlugRedirects)
      .values({ slug: current.slug, projectId: id })
      .onConflictDoUpdate({ target: projectSlugRedirects.slug, set: { projectId: id, createdAt: new Date() } });
  }
  // Put on the site by its form: its history keeps this version.
  const pruned = !project.published && data.published ? await recordRevision(db, id, userId) : [];
  return {
    id,
    ...row,
    previousSlug: folded?.previousSlug ?? current.slug,
    unpublishedChanges: target !== id,
    fileUrls: [...(folded?.fileUrls ?? []), ...pruned],
  };
}

/**
 * Sets a project's scheduled publication and withdrawal alone (a field not sent keeps the stored
 * value), checked against its stored published state and the clock `now`.
 */
export async function scheduleProject(
  db: Queryable,
  id: string,
  sent: Partial<Schedule>,
  now = new Date(),
): Promise<ProjectWrite & Schedule & { published: boolean }> {
  const [current] = await db
    .select({ published: projects.published, publishAt: projects.publishAt, unpublishAt: projects.unpublishAt })
    .from(projects)
    .where(eq(projects.id, id))
    .for("update");
  if (!current) throw new ProjectNotFoundError(id);
  const schedule = {
    publishAt: sent.publishAt !== undefined ? sent.publishAt : current.publishAt,
    unpublishAt: sent.unpublishAt !== undefined ? sent.unpublishAt : current.unpublishAt,
  };
  assertSchedule(current.published, schedule, now);
  const [row] = await db.update(projects).set(schedule).where(eq(projects.id, id)).returning({
    id: projects.id,
    slug: projects.slug,
    title: projects.title,
    published: projects.published,
    publishAt: projects.publishAt,
    unpublishAt: projects.unpublishAt,
  });
  return row;
}

/** "Confirmar" for one language: the project's own translations stay and count as made from the Spanish stored now. */
export async function confirmProjectTranslation(db: Queryable, id: string, locale: TranslatedLocale): Promise<ProjectWrite> {
  const edited = await lockWorkingCopy(db, id);
  if (!edited || edited.projectId !== id) throw new ProjectNotFoundError(id);
  const [current] = await db
    .select({ slug: projects.slug, ...textColumns })
    .from(projects)
    .where(eq(projects.id, edited.id));
  // Not through `updated_at`: the project's content did not change.
  await db
    .update(projects)
    .set({ ...confirmedProjectFreshness(current satisfies ProjectTextColumns, locale), updatedAt: sql`${projects.updatedAt}` })
    .where(eq(projects.id, edited.id));
  return { id, slug: current.slug, title: current.title };
}

export type ProjectDeletion = { id: string; slug: string; title: string; fileUrls: string[] };

/**
 * Deletes a project; its images, videos and blocks go with it (FK cascade). Returns the
 * stored files it leaves behind (cover, images with their variants, uploaded videos, block
 * media) that nothing else uses: remove them with `removeStoredFiles` once committed.
 */
export async function deleteProject(db: Queryable, id: string): Promise<ProjectDeletion> {
  const [project] = await db
    .select({ id: projects.id, slug: projects.slug, title: projects.title })
    .from(projects)
    .where(and(eq(projects.id, id), isNull(projects.draftOf)));
  if (!project) throw new ProjectNotFoundError(id);

  // Its working copy and its history, if any, go with it (foreign keys on delete cascade), and so do their files.
  const candidates = await storedUrlsOf(db, [id, await workingCopyId(db, id)]);
  const history = await db.select({ urls: projectRevisions.mediaUrls }).from(projectRevisions).where(eq(projectRevisions.projectId, id));
  for (const { urls } of history) for (const url of urls) candidates.add(url);
  await db.delete(projects).where(eq(projects.id, id));
  const used = await urlsStillUsed(db, [...candidates]);
  const fileUrls = [...candidates].filter((url) => !used.has(url));
  return { id: project.id, slug: project.slug, title: project.title, fileUrls };
}
