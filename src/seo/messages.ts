import type { PublicLocale } from "@/i18n/locales";
import type { Catalogue } from "@/i18n/catalogue";

/** The words of the structured data (JSON-LD) search engines read on the public pages. */
const es = {
  experience: (years: number) => `Más de ${years} años de experiencia.`,
  serviceType: "Construcción y reformas",
  serviceName: "Construcción, reformas integrales y rehabilitación",
  catalogue: "Servicios",
};

export const structuredDataMessages: Catalogue<typeof es, PublicLocale> = {
  es,
  gl: {
    experience: (years) => `Máis de ${years} anos de experiencia.`,
    serviceType: "Construción e reformas",
    serviceName: "Construción, reformas integrais e rehabilitación",
    catalogue: "Servizos",
  },
  en: {
    experience: (years) => `More than ${years} years of experience.`,
    serviceType: "Construction and renovation",
    serviceName: "Construction, full renovations and restoration",
    catalogue: "Services",
  },
};
