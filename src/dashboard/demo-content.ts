import "server-only";
import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { aboutGallery, categories, heroImages, projects, projectSlugRedirects, SITE_SETTINGS_ID, siteSettings } from "@/db/schema";
import { compactTranslations, readTranslations, SETTINGS_TEXT_FIELDS, TRANSLATED_LOCALES, type SettingsTexts, type Translations } from "@/i18n/content";
import { unusedStoredFiles } from "@/media/stored-files";
import { deleteProject } from "@/projects/service";
import { settingsFreshness } from "@/settings/freshness";
import { demoProjects } from "@/seed/content-projects";
import { demoAboutImages, demoCategories, demoHeroes, demoSettings } from "@/seed/content-site";

/**
 * The demo content `seedDemo` writes, found by what the seed itself knows about it: project
 * and category slugs (a renamed demo project by its former slug too), hero titles, About alt
 * texts. No marker column: the seed's content is the marker.
 */

export const DEMO_PROJECT_SLUGS = demoProjects.map((p) => p.slug);
export const DEMO_CATEGORY_SLUGS = demoCategories.map((c) => c.slug);
const DEMO_HERO_TITLES = demoHeroes.map((h) => h.title);
const DEMO_ABOUT_ALTS = demoAboutImages.map((a) => a.alt);

/**
 * Settings the demo filled in: reset to empty while they still hold the demo's value, so the
 * site stops showing an invented address or phone. Anything the admin typed stays. The legal
 * routes and quick links point at the site's own pages, so they are not demo data.
 */
const DEMO_SETTING_FIELDS = [
  "companyDescription",
  "address",
  "mapUrl",
  "phoneNumber",
  "whatsappNumber",
  "email",
  "adminEmail",
  "workingHoursWeekdays",
  "workingHoursSaturday",
  "facebookUrl",
  "instagramUrl",
  "linkedinUrl",
  "servicesList",
] as const;

async function demoProjectIds(db: Queryable): Promise<string[]> {
  const [current, renamed] = await Promise.all([
    // A working copy goes with its project.
    db
      .select({ id: projects.id })
      .from(projects)
      .where(and(inArray(projects.slug, DEMO_PROJECT_SLUGS), isNull(projects.draftOf))),
    db.select({ id: projectSlugRedirects.projectId }).from(projectSlugRedirects).where(inArray(projectSlugRedirects.slug, DEMO_PROJECT_SLUGS)),
  ]);
  return [...new Set([...current, ...renamed].map((r) => r.id))];
}

const demoHeroCondition = inArray(heroImages.title, DEMO_HERO_TITLES);
const demoAboutCondition = inArray(aboutGallery.altText, DEMO_ABOUT_ALTS);

/** Categories some project uses: a demo category the admin's own project uses has become theirs. */
const usedCategoryIds = (db: Queryable) =>
  db
    .select({ id: projects.categoryId })
    .from(projects)
    .where(sql`${projects.categoryId} is not null`);
const unusedDemoCategory = (db: Queryable) => and(inArray(categories.slug, DEMO_CATEGORY_SLUGS), notInArray(categories.id, usedCategoryIds(db)));

/** True while any demo project, unused demo category, hero or About image is still there. */
export async function hasDemoContent(db: Queryable): Promise<boolean> {
  const [p, c, h, a] = await Promise.all([
    db.select({ id: projects.id }).from(projects).where(inArray(projects.slug, DEMO_PROJECT_SLUGS)).limit(1),
    db.select({ id: categories.id }).from(categories).where(unusedDemoCategory(db)).limit(1),
    db.select({ id: heroImages.id }).from(heroImages).where(demoHeroCondition).limit(1),
    db.select({ id: aboutGallery.id }).from(aboutGallery).where(demoAboutCondition).limit(1),
  ]);
  return p.length + c.length + h.length + a.length > 0;
}

export type DemoRemoval = {
  projects: number;
  categories: number;
  heroImages: number;
  aboutImages: number;
  settingsReset: string[];
  /** Stored files no row uses any more: removed once the transaction has committed. */
  fileUrls: string[];
};

/** Removes the demo content in the caller's transaction; categories the admin's own projects use stay. */
export async function removeDemoContent(db: Queryable): Promise<DemoRemoval> {
  const fileUrls: string[] = [];
  const projectIds = await demoProjectIds(db);
  for (const id of projectIds) fileUrls.push(...(await deleteProject(db, id)).fileUrls);

  const removedCategories = await db.delete(categories).where(unusedDemoCategory(db)).returning({ id: categories.id });
  const heroes = await db.delete(heroImages).where(demoHeroCondition).returning({ url: heroImages.imageUrl });
  const about = await db.delete(aboutGallery).where(demoAboutCondition).returning({ url: aboutGallery.imageUrl });
  fileUrls.push(
    ...(await unusedStoredFiles(
      db,
      [...heroes, ...about].map((r) => r.url),
    )),
  );

  const settingsReset = await resetDemoSettings(db);
  return {
    projects: projectIds.length,
    categories: removedCategories.length,
    heroImages: heroes.length,
    aboutImages: about.length,
    settingsReset,
    fileUrls,
  };
}

async function resetDemoSettings(db: Queryable): Promise<string[]> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID)).for("update");
  if (!row) return [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const reset = DEMO_SETTING_FIELDS.filter((field) => row[field] !== null && same(row[field], demoSettings[field]));
  const { translations, dropped } = withoutDemoTranslations(row.translations);
  if (reset.length === 0 && !dropped) return [];
  const values = Object.fromEntries(reset.map((field) => [field, field === "servicesList" ? [] : null]));
  const after = { ...row, ...values, translations: dropped ? translations : row.translations };
  // A translation of the admin's own over a Spanish text emptied here now needs review.
  await db
    .update(siteSettings)
    .set({ ...values, ...(dropped ? { translations } : {}), ...settingsFreshness(row, after) })
    .where(eq(siteSettings.id, SITE_SETTINGS_ID));
  return dropped ? [...reset, "translations"] : reset;
}

/**
 * The settings' translations without the demo's own: a Galician or English text that
 * is still the demo's would keep the invented company on /gl and /en. Quick link names stay, as
 * the links do; anything the admin translated stays.
 */
function withoutDemoTranslations(stored: unknown): { translations: Translations<SettingsTexts>; dropped: boolean } {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const current = readTranslations(SETTINGS_TEXT_FIELDS, stored);
  let dropped = false;
  for (const locale of TRANSLATED_LOCALES) {
    const texts = current[locale];
    const demo = demoSettings.translations?.[locale];
    if (!texts || !demo) continue;
    for (const field of ["companyDescription", "workingHoursWeekdays", "workingHoursSaturday", "servicesList"] as const) {
      if (texts[field] !== undefined && same(texts[field], demo[field])) {
        delete texts[field];
        dropped = true;
      }
    }
  }
  return { translations: compactTranslations(current), dropped };
}

/** Hero images and published projects of the company's own, i.e. not the demo's. */
export const ownHeroCondition = notInArray(heroImages.title, DEMO_HERO_TITLES);
export const ownProjectCondition = notInArray(projects.slug, DEMO_PROJECT_SLUGS);
