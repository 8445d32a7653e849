import { randomUUID } from "node:crypto";
import { count, sql } from "drizzle-orm";
import type { Db, Queryable } from "@/db/client";
import {
  aboutGallery,
  categories,
  heroImages,
  mediaAssets,
  projectContentBlocks,
  projectImages,
  projects,
  projectVideos,
  siteSettings,
  type ImageType,
} from "@/db/schema";
import { storeImage, type NewMediaAsset } from "@/platform/images";
import { aboutFreshness } from "@/about/freshness";
import { blockFreshness } from "@/blocks/freshness";
import { categoryFreshness } from "@/categories/freshness";
import { heroFreshness } from "@/hero/freshness";
import { projectFreshness } from "@/projects/freshness";
import { settingsFreshness } from "@/settings/freshness";
import { aboutGalleryFolder, getStorage, heroImageFolder, keyFromMediaUrl, projectImageFolder, type Storage } from "@/platform/storage";
import { demoAboutImages, demoCategories, demoHeroes, demoSettings } from "./content-site";
import { demoProjects, type DemoProject, type ProjectImageUrls } from "./content-projects";
import { renderPicture, type PictureSpec } from "./pictures";

export type SeedOptions = {
  storage?: Storage;
  log?: (message: string) => void;
  /** Width of project and About photos; heroes are always 1600 (full-bleed). */
  photoWidth?: number;
};

/** Arbitrary constant: serialises concurrent seeders (several app instances on one PostgreSQL). */
const SEED_LOCK = 7_340_112;
const HERO_WIDTH = 1600;
const DEFAULT_PHOTO_WIDTH = 1200;

class AlreadySeeded extends Error {}

async function isEmpty(db: Queryable): Promise<boolean> {
  const [[p], [s]] = await Promise.all([db.select({ n: count() }).from(projects), db.select({ n: count() }).from(siteSettings)]);
  return p.n === 0 && s.n === 0;
}

/** Runs `fn` over `items` with at most `limit` in flight: rendering overlaps encoding. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** `portrait`: a hero slide or a project image (any can be the cover), stored with its portrait crop. */
type ImageJob = { picture: PictureSpec; folder: string; portrait: boolean };

type PlannedProject = {
  id: string;
  data: DemoProject;
  images: Array<{ type: ImageType; caption?: string; order: number; job: number }>;
};

/** Decides every picture to draw and where it is stored, before any work is done. */
function plan(photoWidth: number) {
  const jobs: ImageJob[] = [];
  const add = (picture: PictureSpec, folder: string, portrait = true) => jobs.push({ picture, folder, portrait }) - 1;
  const photo = { width: photoWidth, height: Math.round((photoWidth * 1067) / 1600) };
  const hero = { width: HERO_WIDTH, height: Math.round((HERO_WIDTH * 1067) / 1600) };

  const heroes = demoHeroes.map((h) => ({ ...h, job: add({ ...h.picture, ...hero }, heroImageFolder()) }));
  const about = demoAboutImages.map((a) => ({ ...a, job: add({ ...a.picture, ...photo }, aboutGalleryFolder(), false) }));
  const planned: PlannedProject[] = demoProjects.map((data) => {
    const id = randomUUID();
    const picture = (kind: PictureSpec["kind"], seed: string, condition: PictureSpec["condition"]): PictureSpec => ({
      kind,
      seed: `${data.slug}:${seed}`,
      palette: data.palette,
      condition,
      ...photo,
    });
    const images: PlannedProject["images"] = data.gallery.map((g, i) => ({
      type: "gallery",
      caption: g.caption,
      order: i + 1,
      job: add(picture(g.kind, `g${i}`, "normal"), projectImageFolder(id, "gallery")),
    }));
    (data.pairs ?? []).forEach((pair, i) => {
      for (const type of ["before", "after"] as const) {
        images.push({
          type,
          caption: pair[type],
          order: i + 1,
          job: add(picture(pair.kind, `pair${i}`, type), projectImageFolder(id, type)),
        });
      }
    });
    return { id, data, images };
  });
  return { jobs, heroes, about, projects: planned };
}

function projectRows(planned: PlannedProject[], assets: NewMediaAsset[], categoryIds: Map<string, string>) {
  const now = Date.now();
  const rows = {
    projects: [] as Array<typeof projects.$inferInsert>,
    images: [] as Array<typeof projectImages.$inferInsert>,
    videos: [] as Array<typeof projectVideos.$inferInsert>,
    blocks: [] as Array<typeof projectContentBlocks.$inferInsert>,
  };
  planned.forEach(({ id, data, images }, index) => {
    const { categorySlug, gallery, pairs, palette, videos, blocks, ...fields } = data;
    const urls: ProjectImageUrls = { gallery: [], before: [], after: [] };
    for (const image of images) urls[image.type].push(assets[image.job].url);
    const category = demoCategories.find((c) => c.slug === categorySlug);
    // Staggered so "newest first" lists have a stable, meaningful order.
    const createdAt = new Date(now - index * 86_400_000);
    rows.projects.push({
      ...fields,
      id,
      category: category?.name ?? null,
      categoryId: categoryIds.get(categorySlug) ?? null,
      coverImage: urls.gallery[0] ?? null,
      createdAt,
      updatedAt: createdAt,
    });
    for (const image of images) {
      rows.images.push({ projectId: id, imageUrl: assets[image.job].url, imageType: image.type, caption: image.caption, orderIndex: image.order });
    }
    (videos ?? []).forEach((v, i) => {
      rows.videos.push({
        projectId: id,
        videoUrl: v.url,
        videoType: "youtube",
        title: v.title,
        description: v.description,
        muted: v.muted ?? false,
        orderIndex: i,
      });
    });
    (blocks?.(urls) ?? []).forEach((b, i) =>
      rows.blocks.push({ projectId: id, blockType: b.blockType, content: b.content, translations: b.translations, orderIndex: i }),
    );
  });
  return rows;
}

/**
 * Fills an empty database with a demo company: settings, categories, projects with
 * processed images, videos and blocks, hero and About images. Returns false (and does
 * nothing) when there are projects or a settings row already, so restarts never duplicate.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const storage = options.storage ?? getStorage();
  const log = options.log ?? (() => {});
  const started = performance.now();
  const planned = plan(options.photoWidth ?? DEFAULT_PHOTO_WIDTH);

  // Image files first, outside the transaction: minutes of CPU must not hold the database.
  const assets = await mapLimit(planned.jobs, 2, async (job) =>
    storeImage(await renderPicture(job.picture), { keyPrefix: job.folder, storage, portrait: job.portrait }),
  );
  log(`${assets.length} images generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (!(await isEmpty(tx))) throw new AlreadySeeded();
      await tx.insert(mediaAssets).values(assets);
      // Every demo translation is recorded as made from the demo's Spanish: current, none to review.
      await tx.insert(siteSettings).values({ ...demoSettings, ...settingsFreshness(null, demoSettings) });
      const inserted = await tx
        .insert(categories)
        .values(demoCategories.map((c) => ({ ...c, ...categoryFreshness(null, c) })))
        .returning({ id: categories.id, slug: categories.slug });
      const rows = projectRows(planned.projects, assets, new Map(inserted.map((c) => [c.slug, c.id])));
      await tx.insert(projects).values(rows.projects.map((p) => ({ ...p, ...projectFreshness(null, p) })));
      await tx.insert(projectImages).values(rows.images);
      if (rows.videos.length) await tx.insert(projectVideos).values(rows.videos);
      if (rows.blocks.length) await tx.insert(projectContentBlocks).values(rows.blocks.map((b) => ({ ...b, ...blockFreshness(null, b) })));
      await tx.insert(heroImages).values(
        planned.heroes
          .map((h, i) => ({
            imageUrl: assets[h.job].url,
            title: h.title,
            subtitle: h.subtitle,
            translations: h.translations,
            orderIndex: i + 1,
            isActive: true,
          }))
          .map((h) => ({ ...h, ...heroFreshness(null, h) })),
      );
      await tx
        .insert(aboutGallery)
        .values(
          planned.about
            .map((a, i) => ({ imageUrl: assets[a.job].url, altText: a.alt, translations: a.translations, orderIndex: i + 1, isActive: true }))
            .map((a) => ({ ...a, ...aboutFreshness(null, a) })),
        );
    });
  } catch (err) {
    await removeFiles(storage, assets);
    if (err instanceof AlreadySeeded) return false;
    throw err;
  }
  log(`demo content seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

async function removeFiles(storage: Storage, assets: NewMediaAsset[]): Promise<void> {
  const keys = assets.flatMap((a) => [a.storageKey, ...(a.variants ?? []).map((v) => keyFromMediaUrl(v.url) ?? "")]);
  await Promise.all(keys.filter(Boolean).map((key) => storage.delete(key).catch(() => {})));
}
