import type { PublicLocale } from "@/i18n/locales";
import type { Catalogue } from "@/i18n/catalogue";
import { formatNumber, plural } from "@/i18n/format";

/** The public search page (/buscar). */
const es = {
  metaTitle: "Buscar proyectos",
  metaResults: (q: string) => `Resultados para «${q}»`,
  description: "Busque entre nuestras obras y reformas en Galicia por tipo de trabajo, localidad, categoría o característica.",
  title: "Búsqueda de proyectos",
  intro: "Obras y reformas en Galicia: busque por tipo de trabajo, localidad, categoría o característica.",
  label: "Buscar proyectos",
  placeholder: "Ej.: cocina, baño, Vigo",
  submit: "Buscar",
  prompt: "Escriba qué busca: un tipo de obra, una localidad, una categoría o una característica (por ejemplo «cocina», «reforma integral» o «Vigo»).",
  allProjects: "Ver todos los proyectos",
  failed: "No se pudo completar la búsqueda. Inténtelo de nuevo en unos momentos.",
  none: (q: string) => `No se encontraron proyectos para «${q}».`,
  tryOther: "Pruebe con otras palabras o",
  seeAll: "vea todos los proyectos",
  results: (n: number, q: string) => `${plural("es", n, { one: "# resultado", other: "# resultados" })} para «${q}»`,
  pages: "Páginas de resultados",
  previous: "Anterior",
  next: "Siguiente",
  pageOf: (page: number, count: number) => `Página ${formatNumber("es", page)} de ${formatNumber("es", count)}`,
};

export type SearchMessages = typeof es;

export const searchMessages: Catalogue<SearchMessages, PublicLocale> = {
  es,
  gl: {
    metaTitle: "Buscar proxectos",
    metaResults: (q) => `Resultados para «${q}»`,
    description: "Busque entre as nosas obras e reformas en Galicia por tipo de traballo, localidade, categoría ou característica.",
    title: "Busca de proxectos",
    intro: "Obras e reformas en Galicia: busque por tipo de traballo, localidade, categoría ou característica.",
    label: "Buscar proxectos",
    placeholder: "Ex.: cociña, baño, Vigo",
    submit: "Buscar",
    prompt:
      "Escriba o que busca: un tipo de obra, unha localidade, unha categoría ou unha característica (por exemplo «cociña», «reforma integral» ou «Vigo»).",
    allProjects: "Ver todos os proxectos",
    failed: "Non se puido completar a busca. Ténteo de novo nuns momentos.",
    none: (q) => `Non se atoparon proxectos para «${q}».`,
    tryOther: "Probe con outras palabras ou",
    seeAll: "vexa todos os proxectos",
    results: (n, q) => `${plural("gl", n, { one: "# resultado", other: "# resultados" })} para «${q}»`,
    pages: "Páxinas de resultados",
    previous: "Anterior",
    next: "Seguinte",
    pageOf: (page, count) => `Páxina ${formatNumber("gl", page)} de ${formatNumber("gl", count)}`,
  },
  en: {
    metaTitle: "Search projects",
    metaResults: (q) => `Results for “${q}”`,
    description: "Search our building and renovation work in Galicia by type of work, town, category or feature.",
    title: "Project search",
    intro: "Building and renovation work in Galicia: search by type of work, town, category or feature.",
    label: "Search projects",
    placeholder: "E.g. kitchen, bathroom, Vigo",
    submit: "Search",
    prompt: "Type what you are looking for: a type of work, a town, a category or a feature (for example “kitchen”, “full renovation” or “Vigo”).",
    allProjects: "See all projects",
    failed: "The search could not be completed. Please try again in a moment.",
    none: (q) => `No projects found for “${q}”.`,
    tryOther: "Try other words or",
    seeAll: "see all projects",
    results: (n, q) => `${plural("en", n, { one: "# result", other: "# results" })} for “${q}”`,
    pages: "Result pages",
    previous: "Previous",
    next: "Next",
    pageOf: (page, count) => `Page ${formatNumber("en", page)} of ${formatNumber("en", count)}`,
  },
};
