import type { Catalogue } from "@/i18n/catalogue";

/**
 * Shared pieces' strings: the spec's generic error handler (spec/admin.md §8, its English
 * wording verbatim in English) and the confirmation dialog's default buttons.
 */
const es = {
  network: "Error de conexión. Compruebe su conexión a internet.",
  unauthorized: "Inicie sesión para continuar.",
  forbidden: "No tiene permiso para realizar esta acción.",
  notFound: "No se encontró el recurso solicitado.",
  unexpected: "Se ha producido un error inesperado",
  confirm: "Eliminar",
  cancel: "Cancelar",
  close: "Cerrar",
};

export type UiMessages = typeof es;

export const uiMessages: Catalogue<UiMessages> = {
  es,
  gl: {
    network: "Erro de conexión. Comprobe a súa conexión a internet.",
    unauthorized: "Inicie sesión para continuar.",
    forbidden: "Non ten permiso para realizar esta acción.",
    notFound: "Non se atopou o recurso solicitado.",
    unexpected: "Produciuse un erro inesperado",
    confirm: "Eliminar",
    cancel: "Cancelar",
    close: "Pechar",
  },
  pt: {
    network: "Falha na conexão. Verifique sua conexão com a internet.",
    unauthorized: "Faça login para continuar.",
    forbidden: "Você não tem permissão para realizar esta ação.",
    notFound: "O recurso solicitado não foi encontrado.",
    unexpected: "Ocorreu um erro inesperado",
    confirm: "Excluir",
    cancel: "Cancelar",
    close: "Fechar",
  },
  en: {
    network: "Network connection failed. Please check your internet connection.",
    unauthorized: "Please log in to continue.",
    forbidden: "You do not have permission to perform this action.",
    notFound: "The requested resource was not found.",
    unexpected: "An unexpected error occurred",
    confirm: "Delete",
    cancel: "Cancel",
    close: "Close",
  },
};

// Client components read these by name (`useMessages("ui")`): see src/i18n/client-catalogues.ts.
declare module "@/i18n/client-catalogues" {
  interface ClientCatalogues {
    ui: UiMessages;
  }
}
