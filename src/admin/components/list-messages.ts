import type { Catalogue } from "@/i18n/catalogue";
import { formatNumber } from "@/i18n/format";

/**
 * The shared back-office pieces: list search, pagination, and the label of an image that fails
 * to load (spec/admin.md §8 gives 'Error al cargar imagem' for the admin: verbatim in Portuguese,
 * translated in the other three).
 */
const es = {
  search: "Buscar",
  pagination: "Paginación",
  first: "Primera página",
  previous: "Página anterior",
  next: "Página siguiente",
  last: "Última página",
  pageOf: (page: number, pages: number) => `Página ${formatNumber("es", page)} de ${formatNumber("es", pages)}`,
  imageError: "Error al cargar imagen",
};

export type AdminListMessages = typeof es;

export const adminListMessages: Catalogue<AdminListMessages> = {
  es,
  gl: {
    search: "Buscar",
    pagination: "Paxinación",
    first: "Primeira páxina",
    previous: "Páxina anterior",
    next: "Páxina seguinte",
    last: "Última páxina",
    pageOf: (page, pages) => `Páxina ${formatNumber("gl", page)} de ${formatNumber("gl", pages)}`,
    imageError: "Erro ao cargar a imaxe",
  },
  pt: {
    search: "Buscar",
    pagination: "Paginação",
    first: "Primeira página",
    previous: "Página anterior",
    next: "Próxima página",
    last: "Última página",
    pageOf: (page, pages) => `Página ${formatNumber("pt", page)} de ${formatNumber("pt", pages)}`,
    imageError: "Error al cargar imagem",
  },
  en: {
    search: "Search",
    pagination: "Pagination",
    first: "First page",
    previous: "Previous page",
    next: "Next page",
    last: "Last page",
    pageOf: (page, pages) => `Page ${formatNumber("en", page)} of ${formatNumber("en", pages)}`,
    imageError: "Error loading image",
  },
};
