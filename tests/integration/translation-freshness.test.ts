/**
 * Translation freshness through the real admin actions, reads and public queries, on every
 * translatable kind: a Spanish edit marks the translations made from the old Spanish as needing
 * review (until they are saved again or confirmed), the lists and the dashboard count them in
 * SQL, and visitors read the Spanish for facts (hours, services, features, materials) meanwhile.
 * Engine-agnostic: PGlite here, PostgreSQL through TEST_DATABASE_URL.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { heroImages, projectContentBlocks, siteSettings, SITE_SETTINGS_ID } from "@/db/schema";
import { addAboutImageAction, confirmAboutTranslationAction, updateAboutImageAction } from "@/about/actions";
import { listAboutImagesForAdmin } from "@/about/admin-queries";
import { listActiveAboutImages, localizeAboutImages } from "@/about/queries";
import { confirmBlockTranslationAction, createBlockAction, updateBlockAction } from "@/blocks/actions";
import { readProjectEditorBlocks } from "@/blocks/admin-queries";
import { confirmCategoryTranslationAction, createCategoryAction, updateCategoryAction } from "@/categories/actions";
import { getCategoryForAdmin, listCategoriesForAdmin } from "@/categories/admin-queries";
import { confirmHeroTranslationAction, createHeroImageAction, updateHeroImageAction } from "@/hero/actions";
import { listHeroImagesForAdmin } from "@/hero/admin-queries";
import { listHeroSlides, localizeHeroSlides } from "@/hero/queries";
import { confirmProjectTranslationAction, createProjectAction, updateProjectAction } from "@/projects/actions";
import { listAdminProjects, readAdminProject } from "@/projects/admin-queries";
import { localizeProject } from "@/projects/localize";
import { getPublishedProject } from "@/projects/queries";
import { publishChangesAction } from "@/drafts/actions";
import { emptyProjectForm, type ProjectFormValues } from "@/projects/validation";
import { confirmSettingsTranslationAction, confirmSettingsTranslationFormAction, updateSettingsAction } from "@/settings/actions";
import { getSettingsForAdmin } from "@/settings/admin-queries";
import { getPublicSettings, localizeSettings } from "@/settings/queries";
import { toFormValues, type SettingsFormValues } from "@/settings/validation";
import { listOutdatedTranslations, OUTDATED_PAGE_SIZE } from "@/translation-review/admin-queries";
import { it, ok, test } from "./support/fixtures";
import { kitchensCategory, materialRows, projectTranslation as translation, settingsForm } from "./support/forms";

// The actions read the session from the request headers: every call here is the admin's.
vi.mock("next/headers", () => import("./support/next-headers"));
// The "Confirmar" form's post asks Next to draw the page again; outside Next that is only recorded.
const refreshed = vi.hoisted(() => ({ count: 0 }));
vi.mock("next/cache", () => ({ refresh: () => void refreshed.count++ }));

let database: Database;
let categoryId: string;

test.beforeAll(({ app, category, admin }) => {
  database = app.database;
  categoryId = category.id;
  admin.signIn();
});

const none = { gl: [], en: [] };

/** Which items the dashboard lists (kind and name), with their languages, over every page. */
async function outdated(): Promise<string[]> {
  const items: string[] = [];
  for (let page = 1; ; page++) {
    const result = await listOutdatedTranslations(page);
    items.push(...result.rows.map((item) => `${item.kind}:${item.label ?? ""}:${item.locales.join("+")}`));
    if (page >= result.pages) return items;
  }
}

describe("site settings", () => {
  const spanish = () =>
    settingsForm({
      companyDescription: "Reformas integrales en Vigo.",
      workingHoursWeekdays: "Lunes a viernes: 8-18",
      quickLinksList: [
        { name: "Inicio", href: "/#home" },
        { name: "Contacto", href: "/#contact" },
      ],
      translations: {
        gl: {
          companyDescription: "Reformas integrais en Vigo.",
          workingHoursWeekdays: "Luns a venres: 8-18",
          workingHoursSaturday: "Sábados: 9-14 h",
          servicesList: ["Cociñas", "Baños"],
          quickLinkNames: ["Inicio", "Contacto"],
        },
        en: { companyDescription: "", workingHoursWeekdays: "", workingHoursSaturday: "Saturdays: 9am-2pm", servicesList: [], quickLinkNames: ["Home", ""] },
      },
    });
  /** The form as the admin reloads it, with some Spanish changed and every translation sent back as it was. */
  const reloaded = async (change: Partial<SettingsFormValues>): Promise<SettingsFormValues> => ({
    ...toFormValues((await getSettingsForAdmin()).settings),
    ...change,
  });
  const publicGl = async () => localizeSettings(await getPublicSettings(), "gl");

  it("a new translation is current; a Spanish edit makes it need review; visitors get the Spanish fact and the old prose", async () => {
    ok(await updateSettingsAction(spanish()));
    expect((await getSettingsForAdmin()).stale).toEqual(none);
    expect(await publicGl()).toMatchObject({ workingHoursSaturday: "Sábados: 9-14 h", companyDescription: "Reformas integrais en Vigo." });

    // The Saturday hours and the description change in Spanish; the translations are sent back unchanged.
    const saved = ok(
      await updateSettingsAction(await reloaded({ workingHoursSaturday: "Sábados: 10-13", companyDescription: "Reformas y obra nueva en Vigo." })),
    );
    expect(saved.stale).toEqual({ gl: ["companyDescription", "workingHoursSaturday"], en: ["workingHoursSaturday"] });
    const [row] = await database.db.select({ locales: siteSettings.staleLocales }).from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
    expect(row.locales).toEqual(["gl", "en"]);
    // Hours are a fact: the Spanish until reviewed. The description is prose: the old translation stays.
    expect(await publicGl()).toMatchObject({ workingHoursSaturday: "Sábados: 10-13", companyDescription: "Reformas integrais en Vigo." });
    expect(localizeSettings(await getPublicSettings(), "en").workingHoursSaturday).toBe("Sábados: 10-13");
    // Untouched facts keep their translation.
    expect((await publicGl()).workingHoursWeekdays).toBe("Luns a venres: 8-18");
    expect(await outdated()).toContain("settings::gl+en");

    // Saving the form again as it is leaves them to review.
    ok(await updateSettingsAction(await reloaded({})));
    expect((await getSettingsForAdmin()).stale.gl).toEqual(["companyDescription", "workingHoursSaturday"]);
  });

  it("'Confirmar' makes one language current as it stands; a translation saved again is current too", async () => {
    const before = refreshed.count;
    const form = new FormData();
    form.set("locale", "gl");
    await confirmSettingsTranslationFormAction(form);
    expect(refreshed.count).toBe(before + 1);
    expect((await getSettingsForAdmin()).stale).toEqual({ gl: [], en: ["workingHoursSaturday"] });
    // Reviewed: the Galician Saturday is shown again.
    expect((await publicGl()).workingHoursSaturday).toBe("Sábados: 9-14 h");

    // The English Saturday retyped: current once saved, with no confirmation.
    const form2 = await reloaded({});
    form2.translations!.en.workingHoursSaturday = "Saturdays: 10am-1pm";
    ok(await updateSettingsAction(form2));
    expect((await getSettingsForAdmin()).stale).toEqual(none);
    expect(localizeSettings(await getPublicSettings(), "en").workingHoursSaturday).toBe("Saturdays: 10am-1pm");
    expect((await outdated()).filter((item) => item.startsWith("settings"))).toEqual([]);
  });

  it("services and quick link names are facts: a changed list or a link moved elsewhere shows the Spanish until reviewed", async () => {
    ok(await updateSettingsAction(await reloaded({ servicesList: [{ value: "Cocinas" }, { value: "Baños" }, { value: "Tejados" }] })));
    expect((await getSettingsForAdmin()).stale.gl).toEqual(["servicesList"]);
    expect((await publicGl()).servicesList).toEqual(["Cocinas", "Baños", "Tejados"]);

    // Same names, but the second link now leads elsewhere: its translated names are stale.
    ok(
      await updateSettingsAction(
        await reloaded({
          quickLinksList: [
            { name: "Inicio", href: "/#home" },
            { name: "Contacto", href: "/#projects" },
          ],
        }),
      ),
    );
    expect((await getSettingsForAdmin()).stale).toEqual({ gl: ["servicesList", "quickLinkNames"], en: ["quickLinkNames"] });
    expect(localizeSettings(await getPublicSettings(), "en").quickLinksList.map((l) => l.name)).toEqual(["Inicio", "Contacto"]);
    ok(await confirmSettingsTranslationAction({ locale: "gl" }));
    ok(await confirmSettingsTranslationAction({ locale: "en" }));
    expect((await getSettingsForAdmin()).stale).toEqual(none);
    expect(localizeSettings(await getPublicSettings(), "en").quickLinksList.map((l) => l.name)).toEqual(["Home", "Contacto"]);
  });

  it("refuses a confirmation for a language that is not a translation", async () => {
    expect(await confirmSettingsTranslationAction({ locale: "es" })).toMatchObject({ ok: false, code: "invalid" });
    expect(await confirmSettingsTranslationAction({ locale: "pt" })).toMatchObject({ ok: false, code: "invalid" });
  });
});

describe("categories", () => {
  it("a Spanish rename makes the translated name need review, in the form and the list, until confirmed", async () => {
    const translations = { gl: { name: "Cociñas", description: "Cociñas á medida" }, en: { name: "Kitchens", description: "" } };
    const created = ok(await createCategoryAction(kitchensCategory("cocinas-frescas", translations)));
    expect((await getCategoryForAdmin(created.id))?.stale).toEqual(none);

    // The form sends the translations back as they were, with the Spanish name changed.
    const stored = (await getCategoryForAdmin(created.id))!;
    const sent = {
      gl: { name: stored.translations.gl?.name ?? "", description: stored.translations.gl?.description ?? "" },
      en: { name: stored.translations.en?.name ?? "", description: "" },
    };
    ok(
      await updateCategoryAction({ id: created.id, name: "Cocinas y comedores", slug: "cocinas-frescas", description: "Cocinas a medida", translations: sent }),
    );
    expect((await getCategoryForAdmin(created.id))?.stale).toEqual({ gl: ["name"], en: ["name"] });
    const list = await listCategoriesForAdmin({ q: "cocinas-frescas", page: 1 });
    expect(list.toReview).toBeGreaterThanOrEqual(1);
    expect(list.rows.find((row) => row.id === created.id)?.toReview).toEqual(["gl", "en"]);
    expect(await outdated()).toContain("category:Cocinas y comedores:gl+en");

    // English retyped in the same save as nothing else: current. Galician confirmed.
    ok(
      await updateCategoryAction({
        id: created.id,
        name: "Cocinas y comedores",
        slug: "cocinas-frescas",
        description: "Cocinas a medida",
        translations: { ...sent, en: { name: "Kitchens and dining rooms", description: "" } },
      }),
    );
    expect((await getCategoryForAdmin(created.id))?.stale).toEqual({ gl: ["name"], en: [] });
    ok(await confirmCategoryTranslationAction({ id: created.id, locale: "gl" }));
    expect((await getCategoryForAdmin(created.id))?.stale).toEqual(none);
    expect((await listCategoriesForAdmin({ q: "cocinas-frescas", page: 1 })).rows[0].toReview).toEqual([]);
  });

  it("an update without translations keeps them, to review when the Spanish changed", async () => {
    const created = ok(
      await createCategoryAction({ name: "Baños", slug: "banos-frescos", description: "", translations: { gl: { name: "Baños", description: "" } } }),
    );
    ok(await updateCategoryAction({ id: created.id, name: "Baños y aseos", slug: "banos-frescos", description: "" }));
    expect((await getCategoryForAdmin(created.id))?.translations).toEqual({ gl: { name: "Baños" } });
    expect((await getCategoryForAdmin(created.id))?.stale.gl).toEqual(["name"]);
  });
});

describe("projects, with their blocks", () => {
  const SPANISH: ProjectFormValues = {
    ...emptyProjectForm,
    title: "Casa en Baiona",
    slug: "casa-en-baiona",
    categoryId: "",
    description: "Una casa junto al mar.",
    longDescription: "<p>Reforma completa.</p>",
    features: ["3 dormitorios", "Suelo radiante"],
    materials: materialRows(["Suelo", "Roble 20 cm"], ["Fachada", "Granito"]),
    published: true,
    translations: {
      gl: translation({
        title: "Casa en Baiona",
        description: "Unha casa xunto ao mar.",
        longDescription: "<p>Reforma completa.</p>",
        features: ["3 dormitorios", "Chan radiante"],
        materials: materialRows(["Chan", "Carballo 20 cm"], ["Fachada", "Granito"]),
      }),
      en: translation({ title: "House in Baiona", features: ["3 bedrooms", "Underfloor heating"] }),
    },
  };
  let projectId: string;
  const form = (): ProjectFormValues => ({ ...SPANISH, categoryId });
  /** The edit form as the admin reloads it, with some Spanish changed and the translations as they were. */
  const reloaded = async (change: Partial<ProjectFormValues>) => ({ ...(await readAdminProject(database.db, projectId))!.values, ...change });
  /** What visitors see once the working copy's changes are published (refused, harmlessly, when there are none). */
  const publicPage = async (locale: "gl" | "en") => {
    await publishChangesAction({ projectId });
    return localizeProject((await getPublishedProject(SPANISH.slug))!, locale);
  };

  it("features, materials and descriptions: a Spanish edit marks them; facts show the Spanish, prose the old translation", async () => {
    projectId = ok(await createProjectAction(form())).id;
    expect((await readAdminProject(database.db, projectId))?.stale).toEqual(none);
    expect((await publicPage("gl")).features).toEqual(["3 dormitorios", "Chan radiante"]);

    const values = await reloaded({
      features: ["4 dormitorios", "Suelo radiante"],
      materials: materialRows(["Suelo", "Roble 25 cm"], ["Fachada", "Granito"]),
      description: "Una casa junto al mar, con jardín.",
    });
    ok(await updateProjectAction({ ...values, id: projectId }));
    expect((await readAdminProject(database.db, projectId))?.stale).toEqual({ gl: ["description", "features", "materials"], en: ["features"] });

    const gl = await publicPage("gl");
    expect(gl.features).toEqual(["4 dormitorios", "Suelo radiante"]);
    expect(gl.materials).toEqual([
      ["Suelo", "Roble 25 cm"],
      ["Fachada", "Granito"],
    ]);
    expect(gl.description).toBe("Unha casa xunto ao mar.");
    // Untouched prose and the title keep their translation; English shows the Spanish features.
    expect(gl.title).toBe("Casa en Baiona");
    expect((await publicPage("en")).features).toEqual(["4 dormitorios", "Suelo radiante"]);
    expect((await publicPage("en")).title).toBe("House in Baiona");

    const list = await listAdminProjects({ q: "Baiona", filter: "todos", page: 1 });
    expect(list.rows[0].toReview).toEqual(["gl", "en"]);
    expect(list.toReview).toBeGreaterThanOrEqual(1);
    expect((await listAdminProjects({ q: "", filter: "todos", review: true, page: 1 })).rows.map((r) => r.id)).toContain(projectId);
    expect(await outdated()).toContain("project:Casa en Baiona:gl+en");
  });

  it("'Confirmar' reviews one language; edited features are current; the list and filter follow", async () => {
    ok(await confirmProjectTranslationAction({ id: projectId, locale: "gl" }));
    expect((await readAdminProject(database.db, projectId))?.stale).toEqual({ gl: [], en: ["features"] });
    expect((await publicPage("gl")).features).toEqual(["3 dormitorios", "Chan radiante"]);

    const values = await reloaded({});
    values.translations.en = { ...values.translations.en, features: ["4 bedrooms", "Underfloor heating"] };
    ok(await updateProjectAction({ ...values, id: projectId }));
    expect((await readAdminProject(database.db, projectId))?.stale).toEqual(none);
    expect((await publicPage("en")).features).toEqual(["4 bedrooms", "Underfloor heating"]);
    expect((await listAdminProjects({ q: "", filter: "todos", review: true, page: 1 })).rows.map((r) => r.id)).not.toContain(projectId);
    expect(await outdated()).not.toContain("project:Casa en Baiona:gl+en");
  });

  it("blocks: captions, a gallery's captions (by picture) and video titles; a stale block lists its project", async () => {
    const images = [
      { url: "/media/projects/a.jpg", alt: "Cocina", caption: "Antes de la obra" },
      { url: "/media/projects/b.jpg", alt: "Salón", caption: "Salón abierto" },
    ];
    const videoContent = { url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", type: "youtube", title: "Visita a la obra", description: "" };
    // A block is stored with something in it; its translations come with the edit below.
    const create = async (blockType: "image" | "gallery" | "video" | "text", content: Record<string, unknown>) =>
      ok(await createBlockAction({ projectId, blockType, content })).block.id;
    const image = await create("image", { url: "/media/projects/c.jpg", caption: "", alt: "" });
    const gallery = await create("gallery", { images, columns: 2, spacing: "medium" });
    const video = await create("video", videoContent);
    const text = await create("text", { text: "<p>Obra en piedra.</p>" });
    ok(
      await updateBlockAction({
        id: image,
        content: { url: "/media/projects/c.jpg", caption: "Fachada terminada", alt: "Fachada" },
        translations: { gl: { caption: "Fachada rematada", alt: "Fachada" }, en: { caption: "Finished façade" } },
      }),
    );
    ok(
      await updateBlockAction({
        id: gallery,
        content: { images, columns: 2, spacing: "medium" },
        translations: { gl: { images: images.map((i) => ({ url: i.url, caption: `${i.caption} (gl)` })) } },
      }),
    );
    ok(await updateBlockAction({ id: video, content: videoContent, translations: { en: { title: "Site visit" } } }));
    ok(await updateBlockAction({ id: text, content: { text: "<p>Obra en piedra.</p>" }, translations: { gl: { text: "<p>Obra en pedra.</p>" } } }));
    const stale = async () => Object.fromEntries((await readProjectEditorBlocks(database.db, projectId))!.map((b) => [b.id, b.stale]));
    expect(Object.values(await stale())).toEqual([none, none, none, none]);

    // The Spanish changes; each block's form sends its translations back as they were.
    const blocks = Object.fromEntries((await readProjectEditorBlocks(database.db, projectId))!.map((b) => [b.id, b]));
    ok(await updateBlockAction({ id: image, content: { ...blocks[image].content, caption: "Fachada en granito" }, translations: blocks[image].translations }));
    const changed = [images[0], { ...images[1], caption: "Salón con chimenea" }];
    ok(await updateBlockAction({ id: gallery, content: { images: changed, columns: 2, spacing: "medium" }, translations: blocks[gallery].translations }));
    ok(await updateBlockAction({ id: video, content: { ...videoContent, title: "Visita final" }, translations: blocks[video].translations }));
    // Content sent without translations keeps them: the text block's edit leaves its Galician to review.
    ok(await updateBlockAction({ id: text, content: { text: "<p>Obra en piedra y madera.</p>" } }));

    expect(await stale()).toEqual({
      [image]: { gl: ["caption"], en: ["caption"] },
      // Only the picture whose caption changed; its alt text was never translated.
      [gallery]: { gl: ["images/url[/media/projects/b.jpg]/caption"], en: [] },
      [video]: { gl: [], en: ["title"] },
      [text]: { gl: ["text"], en: [] },
    });
    const [{ locales }] = await database.db
      .select({ locales: projectContentBlocks.staleLocales })
      .from(projectContentBlocks)
      .where(eq(projectContentBlocks.id, image));
    expect(locales).toEqual(["gl", "en"]);
    // The project's own texts are current, but its blocks put it on the lists.
    expect((await readAdminProject(database.db, projectId))?.stale).toEqual(none);
    expect((await listAdminProjects({ q: "Baiona", filter: "todos", page: 1 })).rows[0].toReview).toEqual(["gl", "en"]);
    expect(await outdated()).toContain("project:Casa en Baiona:gl+en");

    // Block texts are prose: the page keeps the old translation while it is to review.
    const page = await publicPage("gl");
    expect(page.blocks.find((b) => b.id === image)?.translations.gl).toMatchObject({ caption: "Fachada rematada" });

    for (const id of [image, gallery, text]) ok(await confirmBlockTranslationAction({ id, locale: "gl" }));
    ok(await confirmBlockTranslationAction({ id: image, locale: "en" }));
    // A retyped title is current once saved.
    ok(await updateBlockAction({ id: video, content: { ...videoContent, title: "Visita final" }, translations: { en: { title: "Final visit" } } }));
    expect(Object.values(await stale())).toEqual([none, none, none, none]);
    expect((await listAdminProjects({ q: "Baiona", filter: "todos", page: 1 })).rows[0].toReview).toEqual([]);
    expect(await outdated()).not.toContain("project:Casa en Baiona:gl+en");
  });

  it("an unknown project or block cannot be confirmed", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await confirmProjectTranslationAction({ id: missing, locale: "gl" })).toMatchObject({ ok: false });
    expect(await confirmBlockTranslationAction({ id: missing, locale: "gl" })).toMatchObject({ ok: false });
  });
});

describe("hero images and the About gallery", () => {
  it("a hero title changed in Spanish needs review in its language; the slide keeps the old title meanwhile", async () => {
    const row = ok(
      await createHeroImageAction({
        imageUrl: "/media/hero/mar.jpg",
        title: "Reformamos tu casa",
        subtitle: "Desde 2009",
        orderIndex: 1,
        isActive: true,
        translations: { gl: { title: "Reformamos a túa casa", subtitle: "" }, en: { title: "", subtitle: "Since 2009" } },
      }),
    );
    const stale = async () => (await listHeroImagesForAdmin()).find((image) => image.id === row.id)?.stale;
    expect(await stale()).toEqual(none);
    const update = { imageUrl: row.imageUrl, subtitle: "Desde 2009", orderIndex: 1, isActive: true, translations: row.translations };
    ok(await updateHeroImageAction({ ...update, id: row.id, title: "Reformamos tu hogar" }));
    expect(await stale()).toEqual({ gl: ["title"], en: [] });
    expect(localizeHeroSlides(await listHeroSlides(), "gl")[0].title).toBe("Reformamos a túa casa");
    expect(await outdated()).toContain("hero:Reformamos tu hogar:gl");

    ok(await confirmHeroTranslationAction({ id: row.id, locale: "gl" }));
    expect(await stale()).toEqual(none);
  });

  it("an About picture's alt text changed in Spanish needs review until confirmed", async () => {
    const row = ok(await addAboutImageAction({ imageUrl: "/media/about/equipo.jpg", altText: "El equipo" }));
    ok(await updateAboutImageAction({ id: row.id, translations: { gl: { altText: "O equipo" }, en: { altText: "The team" } } }));
    const stale = async () => (await listAboutImagesForAdmin()).find((image) => image.id === row.id)?.stale;
    expect(await stale()).toEqual(none);
    // The Spanish alone is saved (the row's alt field on leaving it).
    ok(await updateAboutImageAction({ id: row.id, altText: "El equipo en obra" }));
    expect(await stale()).toEqual({ gl: ["altText"], en: ["altText"] });
    expect(localizeAboutImages(await listActiveAboutImages(), "en").find((i) => i.id === row.id)?.alt).toBe("The team");
    expect(await outdated()).toContain("about:El equipo en obra:gl+en");

    // The Galician retyped (sent with the English as it was); the English confirmed.
    ok(await updateAboutImageAction({ id: row.id, translations: { gl: { altText: "O equipo na obra" }, en: { altText: "The team" } } }));
    expect(await stale()).toEqual({ gl: [], en: ["altText"] });
    ok(await confirmAboutTranslationAction({ id: row.id, locale: "en" }));
    expect(await stale()).toEqual(none);
  });
});

describe("translations stored before their sources were recorded (migrated data)", () => {
  it("count as current, and a later Spanish edit makes them need review", async () => {
    // As the migration leaves them: translations, no sources.
    const [legacy] = await database.db
      .insert(heroImages)
      .values({ imageUrl: "/media/hero/viejo.jpg", title: "Obra antigua", translations: { gl: { title: "Obra antiga" } }, orderIndex: 5 })
      .returning();
    expect(legacy.translationSources).toEqual({});
    const stale = async () => (await listHeroImagesForAdmin()).find((image) => image.id === legacy.id)?.stale;
    expect(await stale()).toEqual(none);

    // Saved with nothing changed: still current, and now its source is recorded.
    const update = { imageUrl: legacy.imageUrl, subtitle: "", orderIndex: 5, isActive: true, translations: { gl: { title: "Obra antiga", subtitle: "" } } };
    ok(await updateHeroImageAction({ ...update, id: legacy.id, title: "Obra antigua" }));
    expect(await stale()).toEqual(none);
    const [{ sources }] = await database.db.select({ sources: heroImages.translationSources }).from(heroImages).where(eq(heroImages.id, legacy.id));
    expect(Object.keys((sources as { gl?: object }).gl ?? {})).toEqual(["title"]);

    // A second legacy row whose Spanish is changed in its first save.
    const [other] = await database.db
      .insert(heroImages)
      .values({ imageUrl: "/media/hero/otro.jpg", title: "Tejados", translations: { gl: { title: "Tellados" } }, orderIndex: 6 })
      .returning();
    ok(
      await updateHeroImageAction({
        ...update,
        id: other.id,
        imageUrl: other.imageUrl,
        title: "Tejados y cubiertas",
        translations: { gl: { title: "Tellados", subtitle: "" } },
      }),
    );
    expect((await listHeroImagesForAdmin()).find((image) => image.id === other.id)?.stale).toEqual({ gl: ["title"], en: [] });
  });
});

describe("the dashboard's list", () => {
  it("counts and pages the items to review in SQL, the settings first", async () => {
    // Twelve categories out of date, named so they sort alike under any collation.
    for (let i = 0; i < 12; i++) {
      const created = ok(
        await createCategoryAction({
          name: `Zona ${String(i).padStart(2, "0")}`,
          slug: `zona-${i}`,
          description: "",
          translations: { gl: { name: `Zona ${i}` } },
        }),
      );
      ok(await updateCategoryAction({ id: created.id, name: `Zona ${String(i).padStart(2, "0")} nueva`, slug: `zona-${i}`, description: "" }));
    }
    ok(
      await updateSettingsAction({
        ...toFormValues((await getSettingsForAdmin()).settings),
        workingHoursWeekdays: "Lunes a viernes: 7-15",
      }),
    );

    const first = await listOutdatedTranslations(1);
    const expected = Number(
      (
        (await database.db.execute(
          sql`select (select count(*) from categories where cardinality(stale_locales) > 0) + (select count(*) from site_settings where cardinality(stale_locales) > 0) + (select count(*) from hero_images where cardinality(stale_locales) > 0) + (select count(*) from about_gallery where cardinality(stale_locales) > 0) + (select count(distinct coalesce(p.draft_of, p.id)) from projects p where (cardinality(p.stale_locales) > 0 or exists (select 1 from project_content_blocks b where b.project_id = p.id and cardinality(b.stale_locales) > 0)) and not exists (select 1 from projects w where w.draft_of = p.id)) as n`,
        )) as unknown as { rows: { n: number | string }[] }
      ).rows[0].n,
    );
    expect(first.total).toBe(expected);
    expect(first.total).toBeGreaterThanOrEqual(13);
    expect(first.rows).toHaveLength(OUTDATED_PAGE_SIZE);
    expect(first.rows[0]).toMatchObject({ kind: "settings", href: "/admin/settings", locales: ["gl"] });
    const categoryRows = first.rows.filter((row) => row.kind === "category");
    expect(categoryRows[0]).toMatchObject({
      label: expect.stringMatching(/^(Baños y aseos|Zona 00 nueva)$/),
      href: `/admin/categories/${categoryRows[0].id}/edit`,
    });

    const all = await outdated();
    expect(all).toHaveLength(first.total);
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((item) => item.startsWith("category:Zona"))).toHaveLength(12);
    // A page past the end shows the last one.
    expect((await listOutdatedTranslations(99)).page).toBe(first.pages);
  });
});
