import type { Catalogue } from "@/i18n/catalogue";

import type { OutdatedKind } from "../admin-queries";
import { counted } from "@/i18n/wire";

/** The dashboard's list of translations to review (./admin/outdated-translations.tsx). */
const es = {
  title: "Traducciones por revisar",
  description: "Contenido cuyo texto en español ha cambiado desde que se tradujo. Revisa cada traducción y guárdala, o confírmala si sigue valiendo.",
  empty: "Todas las traducciones están al día.",
  count: counted("es", { one: "# elemento por revisar", other: "# elementos por revisar" }),
  kinds: {
    settings: "Configuración del sitio",
    hero: "Imagen de portada",
    about: "Imagen de «Sobre nosotros»",
    category: "Categoría",
    project: "Proyecto",
  } satisfies Record<OutdatedKind, string>,
  languages: "Idiomas por revisar:",
  pagination: "Páginas de traducciones por revisar",
  previous: "Anteriores",
  next: "Siguientes",
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
};

export const outdatedTranslationsMessages: Catalogue<typeof es> = {
  es,
  gl: {
    title: "Traducións por revisar",
    description: "Contido cuxo texto en español cambiou desde que se traduciu. Revisa cada tradución e gárdaa, ou confírmaa se segue valendo.",
    empty: "Todas as traducións están ao día.",
    count: counted("gl", { one: "# elemento por revisar", other: "# elementos por revisar" }),
    kinds: {
      settings: "Configuración do sitio",
      hero: "Imaxe de portada",
      about: "Imaxe de «Sobre nós»",
      category: "Categoría",
      project: "Proxecto",
    },
    languages: "Idiomas por revisar:",
    pagination: "Páxinas de traducións por revisar",
    previous: "Anteriores",
    next: "Seguintes",
    pageOf: (page, pages) => `Páxina ${page} de ${pages}`,
  },
  pt: {
    title: "Traduções a revisar",
    description: "Conteúdo cujo texto em espanhol mudou desde que foi traduzido. Revise cada tradução e salve, ou confirme-a se continuar valendo.",
    empty: "Todas as traduções estão em dia.",
    count: counted("pt", { one: "# item a revisar", other: "# itens a revisar" }),
    kinds: {
      settings: "Configurações do site",
      hero: "Imagem de capa",
      about: "Imagem de «Sobre nós»",
      category: "Categoria",
      project: "Projeto",
    },
    languages: "Idiomas a revisar:",
    pagination: "Páginas de traduções a revisar",
    previous: "Anteriores",
    next: "Próximos",
    pageOf: (page, pages) => `Página ${page} de ${pages}`,
  },
  en: {
    title: "Translations to review",
    description: "Content whose Spanish text has changed since it was translated. Review each translation and save it, or confirm it if it still holds.",
    empty: "Every translation is up to date.",
    count: counted("en", { one: "# item to review", other: "# items to review" }),
    kinds: {
      settings: "Site settings",
      hero: "Cover image",
      about: "“About us” image",
      category: "Category",
      project: "Project",
    },
    languages: "Languages to review:",
    pagination: "Pages of translations to review",
    previous: "Previous",
    next: "Next",
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
  },
};
