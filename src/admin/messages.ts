import type { FieldProblem } from "@/db/error-field";
import type { Catalogue } from "@/i18n/catalogue";
import { counted } from "@/i18n/wire";

/** The back-office frame: sidebar, top bar, language choice. */
const es = {
  nav: {
    dashboard: "Dashboard",
    projects: "Proyectos",
    newProject: "Nuevo proyecto",
    categories: "Categorías",
    contactMessages: "Mensajes de contacto",
    leads: "Oportunidades",
    reviews: "Reseñas",
    reviewRequests: "Pedir reseñas",
    aboutGallery: 'Galería "Sobre nosotros"',
    heroImages: "Imágenes de portada",
    seo: "SEO",
    settings: "Configuración",
    users: "Usuarios",
  },
  panel: "Panel de administración",
  sidebarLabel: "Menú lateral",
  navLabel: "Administración",
  menuTitle: "Menú de administración",
  openMenu: "Abrir menú",
  collapse: "Contraer menú lateral",
  expand: "Expandir menú lateral",
  collapseHint: "Contraer menú lateral (Ctrl+B)",
  expandHint: "Expandir menú lateral (Ctrl+B)",
  signedInAs: "Sesión iniciada como ",
  viewSite: "Ver sitio web",
  signOut: "Cerrar sesión",
  language: "Idioma del panel",
  applyLanguage: "Cambiar idioma",
};

export type AdminShellMessages = typeof es;

export const adminShellMessages: Catalogue<AdminShellMessages> = {
  es,
  gl: {
    nav: {
      dashboard: "Panel",
      projects: "Proxectos",
      newProject: "Novo proxecto",
      categories: "Categorías",
      contactMessages: "Mensaxes de contacto",
      leads: "Oportunidades",
      reviews: "Recensións",
      reviewRequests: "Pedir recensións",
      aboutGallery: 'Galería "Sobre nós"',
      heroImages: "Imaxes de portada",
      seo: "SEO",
      settings: "Configuración",
      users: "Usuarios",
    },
    panel: "Panel de administración",
    sidebarLabel: "Menú lateral",
    navLabel: "Administración",
    menuTitle: "Menú de administración",
    openMenu: "Abrir menú",
    collapse: "Contraer menú lateral",
    expand: "Expandir menú lateral",
    collapseHint: "Contraer menú lateral (Ctrl+B)",
    expandHint: "Expandir menú lateral (Ctrl+B)",
    signedInAs: "Sesión iniciada como ",
    viewSite: "Ver sitio web",
    signOut: "Pechar sesión",
    language: "Idioma do panel",
    applyLanguage: "Cambiar idioma",
  },
  pt: {
    nav: {
      dashboard: "Painel",
      projects: "Projetos",
      newProject: "Novo projeto",
      categories: "Categorias",
      contactMessages: "Mensagens de contato",
      leads: "Oportunidades",
      reviews: "Avaliações",
      reviewRequests: "Pedir avaliações",
      aboutGallery: 'Galeria "Sobre nós"',
      heroImages: "Imagens de capa",
      seo: "SEO",
      settings: "Configurações",
      users: "Usuários",
    },
    panel: "Painel de administração",
    sidebarLabel: "Menu lateral",
    navLabel: "Administração",
    menuTitle: "Menu de administração",
    openMenu: "Abrir menu",
    collapse: "Recolher menu lateral",
    expand: "Expandir menu lateral",
    collapseHint: "Recolher menu lateral (Ctrl+B)",
    expandHint: "Expandir menu lateral (Ctrl+B)",
    signedInAs: "Sessão iniciada como ",
    viewSite: "Ver site",
    signOut: "Sair",
    language: "Idioma do painel",
    applyLanguage: "Mudar idioma",
  },
  en: {
    nav: {
      dashboard: "Dashboard",
      projects: "Projects",
      newProject: "New project",
      categories: "Categories",
      contactMessages: "Contact messages",
      leads: "Leads",
      reviews: "Reviews",
      reviewRequests: "Ask for reviews",
      aboutGallery: '"About us" gallery',
      heroImages: "Hero images",
      seo: "SEO",
      settings: "Settings",
      users: "Users",
    },
    panel: "Administration panel",
    sidebarLabel: "Side menu",
    navLabel: "Administration",
    menuTitle: "Administration menu",
    openMenu: "Open menu",
    collapse: "Collapse side menu",
    expand: "Expand side menu",
    collapseHint: "Collapse side menu (Ctrl+B)",
    expandHint: "Expand side menu (Ctrl+B)",
    signedInAs: "Signed in as ",
    viewSite: "View website",
    signOut: "Sign out",
    language: "Panel language",
    applyLanguage: "Change language",
  },
};

/**
 * The shared back-office pieces: list search, pagination, and the label of an image that fails
 * to load (spec/admin.md §8 gives 'Error al cargar imagem' for the admin: verbatim in Portuguese,
 * translated in the other three).
 */
const listEs = {
  search: "Buscar",
  pagination: "Paginación",
  first: "Primera página",
  previous: "Página anterior",
  next: "Página siguiente",
  last: "Última página",
  /** The numbers come formatted in the language (`formatNumber`). */
  pageOf: (page: string, pages: string) => `Página ${page} de ${pages}`,
  imageError: "Error al cargar imagen",
};

export type AdminListMessages = typeof listEs;

export const adminListMessages: Catalogue<AdminListMessages> = {
  es: listEs,
  gl: {
    search: "Buscar",
    pagination: "Paxinación",
    first: "Primeira páxina",
    previous: "Páxina anterior",
    next: "Páxina seguinte",
    last: "Última páxina",
    pageOf: (page, pages) => `Páxina ${page} de ${pages}`,
    imageError: "Erro ao cargar a imaxe",
  },
  pt: {
    search: "Buscar",
    pagination: "Paginação",
    first: "Primeira página",
    previous: "Página anterior",
    next: "Próxima página",
    last: "Última página",
    pageOf: (page, pages) => `Página ${page} de ${pages}`,
    imageError: "Error al cargar imagem",
  },
  en: {
    search: "Search",
    pagination: "Pagination",
    first: "First page",
    previous: "Previous page",
    next: "Next page",
    last: "Last page",
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    imageError: "Error loading image",
  },
};

/** The language switch of the content forms: which language's texts are being edited. */
const contentLanguageEs = {
  label: "Idioma del contenido",
  hint: "El español es el texto principal. Lo que no se traduzca se muestra en español.",
  missingCount: counted("es", { one: "# sin traducir", other: "# sin traducir" }),
  complete: "Traducido",
  empty: "Sin contenido",
  stale: "Necesita revisión",
  missingField: "Sin traducir: la web muestra el texto en español.",
  spanishValue: "En español:",
  staleField: "El texto en español ha cambiado desde esta traducción: revísala.",
  staleFact: "Mientras no se revise, la web muestra el texto en español.",
  staleProse: "Mientras no se revise, la web sigue mostrando esta traducción.",
  reviewNotice: "El texto en español ha cambiado desde que se tradujo. Revisa los campos marcados y guarda, o confirma que la traducción sigue valiendo.",
  confirm: "Confirmar",
  confirmLabel: (language: string) => `Confirmar la traducción (${language})`,
  confirmError: "No se ha podido confirmar la traducción.",
  staleLanguages: "Necesita revisión:",
  staleItems: counted("es", { one: "# necesita revisión", other: "# necesitan revisión" }),
};

export const contentLanguageMessages: Catalogue<typeof contentLanguageEs> = {
  es: contentLanguageEs,
  gl: {
    label: "Idioma do contido",
    hint: "O español é o texto principal. O que non se traduza móstrase en español.",
    missingCount: counted("gl", { one: "# sen traducir", other: "# sen traducir" }),
    complete: "Traducido",
    empty: "Sen contido",
    stale: "Precisa revisión",
    missingField: "Sen traducir: a web mostra o texto en español.",
    spanishValue: "En español:",
    staleField: "O texto en español cambiou desde esta tradución: revísaa.",
    staleFact: "Mentres non se revise, a web mostra o texto en español.",
    staleProse: "Mentres non se revise, a web segue mostrando esta tradución.",
    reviewNotice: "O texto en español cambiou desde que se traduciu. Revisa os campos marcados e garda, ou confirma que a tradución segue valendo.",
    confirm: "Confirmar",
    confirmLabel: (language) => `Confirmar a tradución (${language})`,
    confirmError: "Non se puido confirmar a tradución.",
    staleLanguages: "Precisa revisión:",
    staleItems: counted("gl", { one: "# precisa revisión", other: "# precisan revisión" }),
  },
  pt: {
    label: "Idioma do conteúdo",
    hint: "O espanhol é o texto principal. O que não for traduzido aparece em espanhol.",
    missingCount: counted("pt", { one: "# sem tradução", other: "# sem tradução" }),
    complete: "Traduzido",
    empty: "Sem conteúdo",
    stale: "Precisa de revisão",
    missingField: "Sem tradução: o site mostra o texto em espanhol.",
    spanishValue: "Em espanhol:",
    staleField: "O texto em espanhol mudou desde esta tradução: revise-a.",
    staleFact: "Até a revisão, o site mostra o texto em espanhol.",
    staleProse: "Até a revisão, o site continua mostrando esta tradução.",
    reviewNotice: "O texto em espanhol mudou desde que foi traduzido. Revise os campos marcados e salve, ou confirme que a tradução continua valendo.",
    confirm: "Confirmar",
    confirmLabel: (language) => `Confirmar a tradução (${language})`,
    confirmError: "Não foi possível confirmar a tradução.",
    staleLanguages: "Precisa de revisão:",
    staleItems: counted("pt", { one: "# precisa de revisão", other: "# precisam de revisão" }),
  },
  en: {
    label: "Content language",
    hint: "Spanish is the main text. Anything left untranslated is shown in Spanish.",
    missingCount: counted("en", { one: "# not translated", other: "# not translated" }),
    complete: "Translated",
    empty: "No content",
    stale: "Needs review",
    missingField: "Not translated: the website shows the Spanish text.",
    spanishValue: "In Spanish:",
    staleField: "The Spanish text has changed since this translation: review it.",
    staleFact: "Until it is reviewed, the website shows the Spanish text.",
    staleProse: "Until it is reviewed, the website keeps showing this translation.",
    reviewNotice: "The Spanish text has changed since this was translated. Review the marked fields and save, or confirm the translation still holds.",
    confirm: "Confirm",
    confirmLabel: (language) => `Confirm the translation (${language})`,
    confirmError: "The translation could not be confirmed.",
    staleLanguages: "Needs review:",
    staleItems: counted("en", { one: "# needs review", other: "# need review" }),
  },
};

/**
 * What a save refused by the database says, under the field it is about (the form shows it
 * there and moves to it), when no more specific message of the domain applies.
 */
const actionEs: Record<FieldProblem, string> = {
  taken: "Este valor ya está en uso. Elija otro.",
  required: "Este campo es obligatorio.",
  "missing-reference": "El elemento elegido ya no existe. Elija otro.",
  invalid: "El valor de este campo no es válido.",
  "too-long": "Este valor es demasiado largo.",
};

export const adminActionMessages: Catalogue<Record<FieldProblem, string>> = {
  es: actionEs,
  gl: {
    taken: "Este valor xa está en uso. Escolla outro.",
    required: "Este campo é obrigatorio.",
    "missing-reference": "O elemento escollido xa non existe. Escolla outro.",
    invalid: "O valor deste campo non é válido.",
    "too-long": "Este valor é demasiado longo.",
  },
  pt: {
    taken: "Este valor já está em uso. Escolha outro.",
    required: "Este campo é obrigatório.",
    "missing-reference": "O item escolhido não existe mais. Escolha outro.",
    invalid: "O valor deste campo não é válido.",
    "too-long": "Este valor é longo demais.",
  },
  en: {
    taken: "This value is already in use. Please choose another.",
    required: "This field is required.",
    "missing-reference": "The chosen item no longer exists. Please choose another.",
    invalid: "This field's value is not valid.",
    "too-long": "This value is too long.",
  },
};

// Client components read these by name (`useMessages("adminList")`): see src/i18n/client-catalogues.ts.
declare module "@/i18n/client-catalogues" {
  interface ClientCatalogues {
    adminList: AdminListMessages;
    adminShell: AdminShellMessages;
    contentLanguage: typeof contentLanguageEs;
  }
}
