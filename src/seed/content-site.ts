import { SITE_SETTINGS_ID, siteSettings } from "@/db/schema";
import type { AboutTexts, CategoryTexts, HeroTexts, Translations } from "@/i18n/content";
import type { PictureSpec } from "./pictures";

/**
 * Demo company: invented, plausible for the Vigo area. Texts in Spanish, as on the site, each
 * with its Galician and English translation, so /gl and /en read whole. A translation equal to
 * the Spanish is a word both languages share (tests/unit/demo-translations.test.ts lists them).
 * The Spanish texts are also how the dashboard recognises the demo (src/dashboard/demo-content.ts).
 */

export const demoSettings: typeof siteSettings.$inferInsert = {
  id: SITE_SETTINGS_ID,
  companyName: "Construcciones Miño",
  companyDescription:
    "Construcciones Miño es una empresa familiar de construcción y reformas con sede en Vigo. Desde 2009 " +
    "rehabilitamos viviendas, levantamos casas de obra nueva y renovamos cocinas, baños y fachadas en toda " +
    "la provincia de Pontevedra, con presupuestos cerrados, plazos claros y un único responsable de obra.",
  address: "Rúa de Urzáiz 118, bajo, 36204 Vigo, Pontevedra",
  mapUrl: "https://www.google.com/maps/search/?api=1&query=R%C3%BAa+de+Urz%C3%A1iz+118+Vigo",
  phoneNumber: "+34 986 123 456",
  whatsappNumber: "+34 646 123 456",
  email: "info@construccionesmino.es",
  adminEmail: "admin@construccionesmino.es",
  // No SMTP server in the demo: mail stays off until an admin fills these in, so the settings
  // form can be saved as it comes (the host is required only while notifications are on).
  emailNotificationsEnabled: false,
  smtpHost: null,
  smtpUsername: null,
  smtpPassword: null,
  workingHoursWeekdays: "Lunes a Viernes: 9:00 - 18:00",
  workingHoursSaturday: "Sábados: 9:00 - 14:00",
  facebookUrl: "https://www.facebook.com/construccionesmino",
  instagramUrl: "https://www.instagram.com/construccionesmino",
  linkedinUrl: "https://www.linkedin.com/company/construcciones-mino",
  privacyPolicyUrl: "/politica-de-privacidade",
  termsOfServiceUrl: "/termos-de-servico",
  servicesList: [
    "Reformas integrales de viviendas",
    "Cocinas a medida",
    "Baños y adaptaciones accesibles",
    "Obra nueva y viviendas unifamiliares",
    "Rehabilitación de fachadas y cubiertas",
    "Aislamiento y eficiencia energética",
  ],
  quickLinksList: [
    { name: "Inicio", href: "/#home" },
    { name: "Sobre nosotros", href: "/#about" },
    { name: "Proyectos", href: "/#projects" },
    { name: "Contacto", href: "/#contact" },
  ],
  translations: {
    gl: {
      companyDescription:
        "Construcciones Miño é unha empresa familiar de construción e reformas con sede en Vigo. Desde 2009 " +
        "rehabilitamos vivendas, levantamos casas de obra nova e renovamos cociñas, baños e fachadas en toda " +
        "a provincia de Pontevedra, con orzamentos pechados, prazos claros e un único responsable de obra.",
      workingHoursWeekdays: "Luns a venres: 9:00 - 18:00",
      workingHoursSaturday: "Os sábados: 9:00 - 14:00",
      servicesList: [
        "Reformas integrais de vivendas",
        "Cociñas á medida",
        "Baños e adaptacións accesibles",
        "Obra nova e vivendas unifamiliares",
        "Rehabilitación de fachadas e cubertas",
        "Illamento e eficiencia enerxética",
      ],
      quickLinkNames: ["Inicio", "Sobre nós", "Proxectos", "Contacto"],
    },
    en: {
      companyDescription:
        "Construcciones Miño is a family-run building and renovation company based in Vigo. Since 2009 we have " +
        "restored homes, built new houses and renovated kitchens, bathrooms and façades across the province of " +
        "Pontevedra, with fixed quotes, clear deadlines and a single site manager.",
      workingHoursWeekdays: "Monday to Friday: 9:00 - 18:00",
      workingHoursSaturday: "Saturday: 9:00 - 14:00",
      servicesList: [
        "Full home renovations",
        "Made-to-measure kitchens",
        "Bathrooms and accessible adaptations",
        "New builds and detached houses",
        "Façade and roof restoration",
        "Insulation and energy efficiency",
      ],
      quickLinkNames: ["Home", "About us", "Projects", "Contact"],
    },
  },
};

export type DemoCategory = { name: string; slug: string; description: string; translations?: CategoryTranslations };
type CategoryTranslations = Translations<CategoryTexts>;

/** Names and descriptions in Galician and English ("Baños" is the Galician word too). */
export const demoCategories: DemoCategory[] = [
  {
    name: "Reformas integrales",
    slug: "reformas-integrales",
    description: "Renovación completa de pisos y casas: distribución, instalaciones y acabados.",
    translations: {
      gl: { name: "Reformas integrais", description: "Renovación completa de pisos e casas: distribución, instalacións e acabados." },
      en: { name: "Full renovations", description: "Complete renovation of flats and houses: layout, wiring and plumbing, and finishes." },
    },
  },
  {
    name: "Cocinas",
    slug: "cocinas",
    description: "Diseño y montaje de cocinas a medida, abiertas o independientes.",
    translations: {
      gl: { name: "Cociñas", description: "Deseño e montaxe de cociñas á medida, abertas ou independentes." },
      en: { name: "Kitchens", description: "Made-to-measure kitchens, open-plan or separate, designed and fitted." },
    },
  },
  {
    name: "Baños",
    slug: "banos",
    description: "Baños nuevos, platos de ducha a ras de suelo y adaptaciones accesibles.",
    translations: {
      gl: { name: "Baños", description: "Baños novos, pratos de ducha a nivel do chan e adaptacións accesibles." },
      en: { name: "Bathrooms", description: "New bathrooms, level-access showers and accessible adaptations." },
    },
  },
  {
    name: "Obra nueva",
    slug: "obra-nueva",
    description: "Viviendas unifamiliares llave en mano, desde el proyecto hasta la entrega.",
    translations: {
      gl: { name: "Obra nova", description: "Vivendas unifamiliares chave en man, desde o proxecto ata a entrega." },
      en: { name: "New builds", description: "Turnkey detached houses, from design to handover." },
    },
  },
  {
    name: "Fachadas y cubiertas",
    slug: "fachadas-y-cubiertas",
    description: "Rehabilitación de fachadas, galerías, tejados e impermeabilización frente a la lluvia gallega.",
    translations: {
      gl: { name: "Fachadas e cubertas", description: "Rehabilitación de fachadas, galerías, tellados e impermeabilización fronte á choiva galega." },
      en: { name: "Façades and roofs", description: "Restoration of façades, glazed galleries and roofs, and waterproofing against the Galician rain." },
    },
  },
];

export type DemoHero = { picture: PictureSpec; title: string; subtitle: string; translations: Translations<HeroTexts> };

export const demoHeroes: DemoHero[] = [
  {
    picture: { kind: "house", seed: "hero-casa", palette: 0, condition: "after" },
    title: "Construimos y reformamos tu casa en Galicia",
    subtitle: "Más de 15 años levantando hogares en Vigo y la provincia de Pontevedra",
    translations: {
      gl: { title: "Construímos e reformamos a túa casa en Galicia", subtitle: "Máis de 15 anos levantando fogares en Vigo e na provincia de Pontevedra" },
      en: { title: "We build and renovate your home in Galicia", subtitle: "Over 15 years building homes in Vigo and the province of Pontevedra" },
    },
  },
  {
    picture: { kind: "kitchen", seed: "hero-cocina", palette: 1, condition: "after" },
    title: "Reformas integrales llave en mano",
    subtitle: "Un solo equipo, un presupuesto cerrado y plazos que se cumplen",
    translations: {
      gl: { title: "Reformas integrais chave en man", subtitle: "Un só equipo, un orzamento pechado e prazos que se cumpren" },
      en: { title: "Turnkey full renovations", subtitle: "One team, one fixed quote and deadlines we keep" },
    },
  },
  {
    picture: { kind: "apartment", seed: "hero-fachada", palette: 2, condition: "after" },
    title: "Fachadas y cubiertas preparadas para la lluvia",
    subtitle: "Rehabilitamos galerías, tejados y fachadas con materiales de primera",
    translations: {
      gl: { title: "Fachadas e cubertas preparadas para a choiva", subtitle: "Rehabilitamos galerías, tellados e fachadas con materiais de primeira" },
      en: { title: "Façades and roofs ready for the rain", subtitle: "We restore glazed galleries, roofs and façades with first-rate materials" },
    },
  },
];

export type DemoAboutImage = { picture: PictureSpec; alt: string; translations: Translations<AboutTexts> };

export const demoAboutImages: DemoAboutImage[] = [
  {
    picture: { kind: "living", seed: "about-salon", palette: 3 },
    alt: "Salón reformado con ventanal y suelo de madera",
    translations: {
      gl: { altText: "Salón reformado con ventá grande e chan de madeira" },
      en: { altText: "Renovated living room with a large window and wooden floor" },
    },
  },
  {
    picture: { kind: "house", seed: "about-obra", palette: 4 },
    alt: "Vivienda unifamiliar terminada en Nigrán",
    translations: { gl: { altText: "Vivenda unifamiliar rematada en Nigrán" }, en: { altText: "Finished detached house in Nigrán" } },
  },
  {
    picture: { kind: "bathroom", seed: "about-bano", palette: 2 },
    alt: "Baño con ducha de obra y mampara de vidrio",
    translations: { gl: { altText: "Baño con ducha de obra e mampara de vidro" }, en: { altText: "Bathroom with a walk-in shower and glass screen" } },
  },
  {
    picture: { kind: "kitchen", seed: "about-cocina", palette: 0 },
    alt: "Cocina blanca con isla y encimera oscura",
    translations: {
      gl: { altText: "Cociña branca con illa e encimeira escura" },
      en: { altText: "White kitchen with an island and a dark worktop" },
    },
  },
];
