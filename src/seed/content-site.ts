import { SITE_SETTINGS_ID, siteSettings } from "@/db/schema";
import type { CategoryTexts, Translations } from "@/i18n/content";
import type { PictureSpec } from "./pictures";

/** Demo company: invented, plausible for the Vigo area. Texts in Spanish, as on the site. */

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
};

export type DemoCategory = { name: string; slug: string; description: string; translations?: CategoryTranslations };
type CategoryTranslations = Translations<CategoryTexts>;

/** Names in Galician and English ("Baños" is Galician too: it has no Galician translation). */
export const demoCategories: DemoCategory[] = [
  {
    name: "Reformas integrales",
    slug: "reformas-integrales",
    description: "Renovación completa de pisos y casas: distribución, instalaciones y acabados.",
    translations: {
      gl: { name: "Reformas integrais", description: "Renovación completa de pisos e casas: distribución, instalacións e acabados." },
      en: { name: "Full renovations", description: "Complete renovation of flats and houses: layout, services and finishes." },
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
    translations: { en: { name: "Bathrooms", description: "New bathrooms, level-access showers and accessible adaptations." } },
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
    // The English description is left to fall back to the Spanish.
    translations: {
      gl: { name: "Fachadas e cubertas", description: "Rehabilitación de fachadas, galerías, tellados e impermeabilización fronte á choiva galega." },
      en: { name: "Façades and roofs" },
    },
  },
];

export type DemoHero = { picture: PictureSpec; title: string; subtitle: string };

export const demoHeroes: DemoHero[] = [
  {
    picture: { kind: "house", seed: "hero-casa", palette: 0, condition: "after" },
    title: "Construimos y reformamos tu casa en Galicia",
    subtitle: "Más de 15 años levantando hogares en Vigo y la provincia de Pontevedra",
  },
  {
    picture: { kind: "kitchen", seed: "hero-cocina", palette: 1, condition: "after" },
    title: "Reformas integrales llave en mano",
    subtitle: "Un solo equipo, un presupuesto cerrado y plazos que se cumplen",
  },
  {
    picture: { kind: "apartment", seed: "hero-fachada", palette: 2, condition: "after" },
    title: "Fachadas y cubiertas preparadas para la lluvia",
    subtitle: "Rehabilitamos galerías, tejados y fachadas con materiales de primera",
  },
];

export type DemoAboutImage = { picture: PictureSpec; alt: string };

export const demoAboutImages: DemoAboutImage[] = [
  { picture: { kind: "living", seed: "about-salon", palette: 3 }, alt: "Salón reformado con ventanal y suelo de madera" },
  { picture: { kind: "house", seed: "about-obra", palette: 4 }, alt: "Vivienda unifamiliar terminada en Nigrán" },
  { picture: { kind: "bathroom", seed: "about-bano", palette: 2 }, alt: "Baño con ducha de obra y mampara de vidrio" },
  { picture: { kind: "kitchen", seed: "about-cocina", palette: 0 }, alt: "Cocina blanca con isla y encimera oscura" },
];
