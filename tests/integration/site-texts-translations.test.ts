import { eq } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { aboutGallery, categories, heroImages, siteSettings, SITE_SETTINGS_ID } from "@/db/schema";
import { addAboutImageAction, updateAboutImageAction } from "@/about/actions";
import { listAboutImagesForAdmin } from "@/about/admin-queries";
import { listActiveAboutImages, localizeAboutImages } from "@/about/queries";
import { createCategoryAction, updateCategoryAction } from "@/categories/actions";
import { getCategoryForAdmin } from "@/categories/admin-queries";
import { createHeroImageAction, setHeroImageActiveAction, updateHeroImageAction } from "@/hero/actions";
import { listHeroImagesForAdmin } from "@/hero/admin-queries";
import { listHeroSlides, localizeHeroSlides } from "@/hero/queries";
import { emptyHeroImageForm } from "@/hero/validation";
import { issueMessages } from "@/i18n/messages";
import { cacheTags, invalidateTags } from "@/platform/cache";
import { landingJsonLd } from "@/seo/json-ld";
import { updateSettingsAction } from "@/settings/actions";
import { getSettingsForAdmin } from "@/settings/admin-queries";
import { getPublicSettings, localizeSettings } from "@/settings/queries";
import { toFormValues } from "@/settings/validation";
import { it, ok, storedTranslations, test } from "./support/fixtures";
import { kitchensCategory, settingsForm } from "./support/forms";

/**
 * Categories, hero images, About alt texts and the settings' texts in Galician
 * and English, through the real admin actions and the public reads: saved with every language at
 * once, blanks dropped, the Spanish limits, the person's language in the answers, and each field
 * falling back to Spanish on its own.
 */

// The actions read the session from the request headers: every call here is the admin's.
vi.mock("next/headers", () => import("./support/next-headers"));

let database: Database;

test.beforeAll(({ app }) => {
  database = app.database;
});
test.beforeEach(({ admin }) => admin.speaks("es"));

describe("categories", () => {
  it("saves the name and description in every language at once, drops blanks, and reloads them for the form", async () => {
    const created = ok(
      await createCategoryAction(kitchensCategory("cocinas-t", { gl: { name: " Cociñas ", description: "" }, en: { name: "", description: "   " } })),
    );
    // Trimmed; the empty description and the whole empty English are not stored.
    expect(await storedTranslations(database, categories, created.id)).toEqual({ gl: { name: "Cociñas" } });
    expect((await getCategoryForAdmin(created.id))?.translations).toEqual({ gl: { name: "Cociñas" } });

    // An update without translations keeps them; one with translations replaces every language's.
    ok(await updateCategoryAction({ id: created.id, ...kitchensCategory("cocinas-t") }));
    expect(await storedTranslations(database, categories, created.id)).toEqual({ gl: { name: "Cociñas" } });
    const translations = { gl: { name: "", description: "Cociñas á medida" }, en: { name: "Kitchens", description: "" } };
    ok(await updateCategoryAction({ id: created.id, ...kitchensCategory("cocinas-t", translations) }));
    expect(await storedTranslations(database, categories, created.id)).toEqual({ gl: { description: "Cociñas á medida" }, en: { name: "Kitchens" } });
    // The slug follows the Spanish name only.
    expect((await getCategoryForAdmin(created.id))?.slug).toBe("cocinas-t");
  });

  it("applies the Spanish limits to translations, answering in the person's language, and saves nothing", async ({ admin }) => {
    for (const locale of ["es", "gl", "en"] as const) {
      await admin.speaks(locale);
      const result = await createCategoryAction({ name: "Baños", slug: `banos-${locale}`, translations: { en: { name: "x".repeat(121) } } });
      expect(result).toMatchObject({ ok: false, code: "invalid", fieldErrors: { "translations.en.name": issueMessages[locale].maxChars(120) } });
    }
    expect(await database.db.select().from(categories).where(eq(categories.name, "Baños"))).toHaveLength(0);
  });
});

describe("hero images", () => {
  // The form's fields without its (blank) translations: a save that sends none keeps the stored ones.
  const { translations: _blank, ...emptyForm } = emptyHeroImageForm;
  const form = { ...emptyForm, imageUrl: "/media/hero/portada-t.jpg" };

  it("saves title and subtitle translations; the landing reads each field in the visitor's language, else Spanish", async () => {
    const created = ok(
      await createHeroImageAction({
        ...form,
        title: "Reformas en Vigo",
        subtitle: "Presupuesto cerrado",
        translations: { gl: { title: "Reformas en Vigo (gl)", subtitle: "" }, en: { title: "Renovations in Vigo", subtitle: "Fixed quote" } },
      }),
    );
    expect(await storedTranslations(database, heroImages, created.id)).toEqual({
      gl: { title: "Reformas en Vigo (gl)" },
      en: { title: "Renovations in Vigo", subtitle: "Fixed quote" },
    });
    const cached = await listHeroSlides();
    const slide = (locale: "es" | "gl" | "en") => localizeHeroSlides(cached, locale).find((s) => s.id === created.id);
    expect(slide("es")).toMatchObject({ title: "Reformas en Vigo", subtitle: "Presupuesto cerrado" });
    // The Galician subtitle is missing: the Spanish one shows.
    expect(slide("gl")).toMatchObject({ title: "Reformas en Vigo (gl)", subtitle: "Presupuesto cerrado" });
    expect(slide("en")).toMatchObject({ title: "Renovations in Vigo", subtitle: "Fixed quote" });
    // Plain strings for the client slideshow: no translations travel with a slide.
    expect(Object.keys(slide("gl")!)).not.toContain("translations");

    // Switching it off and on, or saving the form without translations, keeps them; the admin list reads them back.
    ok(await setHeroImageActiveAction({ id: created.id, isActive: false }));
    ok(await setHeroImageActiveAction({ id: created.id, isActive: true }));
    ok(await updateHeroImageAction({ ...form, id: created.id, title: "Reformas en Vigo", subtitle: "Presupuesto cerrado" }));
    expect((await listHeroImagesForAdmin()).find((h) => h.id === created.id)?.translations).toEqual({
      gl: { title: "Reformas en Vigo (gl)" },
      en: { title: "Renovations in Vigo", subtitle: "Fixed quote" },
    });
    // The cache was invalidated by the save: an emptied English title reads Spanish again.
    ok(
      await updateHeroImageAction({
        ...form,
        id: created.id,
        title: "Reformas en Vigo",
        subtitle: "Presupuesto cerrado",
        translations: { gl: { title: "Reformas en Vigo (gl)" }, en: { title: " ", subtitle: "Fixed quote" } },
      }),
    );
    expect(localizeHeroSlides(await listHeroSlides(), "en").find((s) => s.id === created.id)).toMatchObject({
      title: "Reformas en Vigo",
      subtitle: "Fixed quote",
    });
    // Removed behind the actions' back: the cached hero is dropped by hand.
    await database.db.delete(heroImages);
    invalidateTags(cacheTags.hero);
  });

  it("shows the built-in slides in the visitor's language while there is no hero image", async () => {
    const slides = await listHeroSlides();
    expect(slides.map((s) => s.id)).toEqual(["builtin-1", "builtin-2", "builtin-3"]);
    const [es, gl, en] = (["es", "gl", "en"] as const).map((locale) => localizeHeroSlides(slides, locale)[0].title);
    expect(new Set([es, gl, en]).size).toBe(3);
    expect(es).toBe("Construimos y reformamos tu hogar en Galicia");
  });

  it("refuses a subtitle translation over the Spanish limit in the person's language", async ({ admin }) => {
    await admin.speaks("gl");
    const result = await createHeroImageAction({ ...form, title: "Portada", translations: { gl: { subtitle: "x".repeat(501) } } });
    expect(result).toMatchObject({ ok: false, fieldErrors: { "translations.gl.subtitle": issueMessages.gl.maxChars(500) } });
    expect(await database.db.select().from(heroImages)).toHaveLength(0);
  });
});

describe("About gallery", () => {
  it("saves an alt text's translations with the row; other row edits keep them; the carousel reads them per language", async ({ admin }) => {
    const image = ok(await addAboutImageAction({ imageUrl: "/media/about/salon-t.jpg", altText: "Salón reformado" }));
    const second = ok(await addAboutImageAction({ imageUrl: "/media/about/bano-t.jpg", altText: "Baño" }));
    ok(await updateAboutImageAction({ id: image.id, translations: { gl: { altText: "Salón reformado (gl)" }, en: { altText: "" } } }));
    expect(await storedTranslations(database, aboutGallery, image.id)).toEqual({ gl: { altText: "Salón reformado (gl)" } });

    ok(await updateAboutImageAction({ id: image.id, orderIndex: 3, isActive: true }));
    ok(await updateAboutImageAction({ id: image.id, altText: "Salón reformado con ventanal" }));
    expect((await listAboutImagesForAdmin()).find((i) => i.id === image.id)).toMatchObject({
      altText: "Salón reformado con ventanal",
      translations: { gl: { altText: "Salón reformado (gl)" } },
    });

    const cached = await listActiveAboutImages();
    const alts = (locale: "es" | "gl" | "en") => localizeAboutImages(cached, locale).map((i) => i.alt);
    expect(alts("es")).toEqual(["Baño", "Salón reformado con ventanal"]);
    expect(alts("gl")).toEqual(["Baño", "Salón reformado (gl)"]);
    expect(alts("en")).toEqual(["Baño", "Salón reformado con ventanal"]);
    expect(localizeAboutImages(cached, "gl").every((i) => !("translations" in i))).toBe(true);

    // The Spanish limit (300), in the person's language; nothing changes.
    await admin.speaks("en");
    expect(await updateAboutImageAction({ id: second.id, translations: { en: { altText: "x".repeat(301) } } })).toMatchObject({
      ok: false,
      fieldErrors: { "translations.en.altText": issueMessages.en.maxChars(300) },
    });
    expect(await storedTranslations(database, aboutGallery, second.id)).toEqual({});
  });
});

describe("site settings", () => {
  const base = () =>
    settingsForm({
      // No translations sent: the stored ones stay.
      translations: undefined,
      companyDescription: "Reformas en Vigo.",
      workingHoursWeekdays: "Lunes a Viernes: 9-18",
      quickLinksList: [
        { name: "Inicio", href: "/#home" },
        { name: "Proyectos", href: "/#projects" },
        { name: "Contacto", href: "/#contact" },
      ],
    });
  const translations = {
    gl: {
      companyDescription: "Reformas en Vigo (gl).",
      workingHoursWeekdays: "Luns a venres: 9-18",
      workingHoursSaturday: "",
      servicesList: ["Cociñas", " ", "Baños"],
      // One name too many (no fourth link) and one left for the Spanish.
      quickLinkNames: ["Inicio", "", "Contacto", "Sobrante"],
    },
    en: { companyDescription: "", workingHoursWeekdays: "", workingHoursSaturday: "", servicesList: [], quickLinkNames: ["", "", ""] },
  };

  it("saves every language's texts at once: blanks dropped, a link's names at its place, no name without a link", async () => {
    ok(await updateSettingsAction({ ...base(), translations }));
    const [row] = await database.db.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
    expect(row.translations).toEqual({
      gl: {
        companyDescription: "Reformas en Vigo (gl).",
        workingHoursWeekdays: "Luns a venres: 9-18",
        servicesList: ["Cociñas", "Baños"],
        quickLinkNames: ["Inicio", "", "Contacto"],
      },
    });
    // The admin form gets them back, one name per link.
    const form = toFormValues((await getSettingsForAdmin()).settings);
    expect(form.translations.gl).toEqual({
      companyDescription: "Reformas en Vigo (gl).",
      workingHoursWeekdays: "Luns a venres: 9-18",
      workingHoursSaturday: "",
      servicesList: ["Cociñas", "Baños"],
      quickLinkNames: ["Inicio", "", "Contacto"],
    });
    expect(form.translations.en.quickLinkNames).toEqual(["", "", ""]);
    // Saving the form as it comes back changes nothing; saving without translations keeps them.
    ok(await updateSettingsAction(form));
    ok(await updateSettingsAction({ ...base() }));
    expect((await database.db.select().from(siteSettings))[0].translations).toEqual(row.translations);
  });

  it("shows each text in the visitor's language, falling back to Spanish field by field and link by link", async () => {
    const cached = await getPublicSettings();
    const gl = localizeSettings(cached, "gl");
    expect(gl).toMatchObject({
      companyDescription: "Reformas en Vigo (gl).",
      workingHoursWeekdays: "Luns a venres: 9-18",
      workingHoursSaturday: "Sábados: 9-14",
      servicesList: ["Cociñas", "Baños"],
      quickLinksList: [
        { name: "Inicio", href: "/#home" },
        { name: "Proyectos", href: "/#projects" },
        { name: "Contacto", href: "/#contact" },
      ],
    });
    expect(gl).not.toHaveProperty("translations");
    const en = localizeSettings(cached, "en");
    expect(en).toMatchObject({ companyDescription: "Reformas en Vigo.", workingHoursWeekdays: "Lunes a Viernes: 9-18", servicesList: ["Cocinas", "Baños"] });
    expect(localizeSettings(cached, "es")).toMatchObject({ companyDescription: "Reformas en Vigo.", servicesList: ["Cocinas", "Baños"] });
    // The structured data describes the company in the page's language.
    const graph = landingJsonLd(gl, "gl")["@graph"];
    expect(graph[0]).toMatchObject({ description: "Reformas en Vigo (gl)." });
  });

  it("keeps each translated name on its own link when a link is removed, and when an unusable link is skipped", async () => {
    // The form removed the second link together with its names.
    const form = toFormValues((await getSettingsForAdmin()).settings);
    const links = form.quickLinksList.filter((_, i) => i !== 1);
    const names = form.translations.gl.quickLinkNames.filter((_, i) => i !== 1);
    ok(
      await updateSettingsAction({
        ...form,
        quickLinksList: links,
        translations: { ...form.translations, gl: { ...form.translations.gl, quickLinkNames: names } },
      }),
    );
    expect(localizeSettings(await getPublicSettings(), "gl").quickLinksList).toEqual([
      { name: "Inicio", href: "/#home" },
      { name: "Contacto", href: "/#contact" },
    ]);

    // A stored link the site cannot show (no address) is left out; the next link keeps its own name.
    // Written as data from before translation sources were kept (none: the names count as current).
    await database.db
      .update(siteSettings)
      .set({
        quickLinksList: [
          { name: "Inicio", href: "" },
          { name: "Contacto", href: "/#contact" },
        ],
        translations: { gl: { quickLinkNames: ["Inicio (gl)", "Contacto (gl)"] } },
        translationSources: {},
      })
      .where(eq(siteSettings.id, SITE_SETTINGS_ID));
    invalidateTags(cacheTags.settings);
    expect(localizeSettings(await getPublicSettings(), "gl").quickLinksList).toEqual([{ name: "Contacto (gl)", href: "/#contact" }]);
  });

  it("refuses a translation over the Spanish limit in the person's language, keeping what was saved", async ({ admin }) => {
    const before = (await database.db.select().from(siteSettings))[0].translations;
    await admin.speaks("gl");
    const form = toFormValues((await getSettingsForAdmin()).settings);
    const result = await updateSettingsAction({
      ...form,
      translations: { ...form.translations, en: { ...form.translations.en, workingHoursSaturday: "x".repeat(121) } },
    });
    expect(result).toMatchObject({ ok: false, fieldErrors: { "translations.en.workingHoursSaturday": issueMessages.gl.maxChars(120) } });
    expect((await database.db.select().from(siteSettings))[0].translations).toEqual(before);
  });
});
