import type { Catalogue } from "@/i18n/catalogue";

/** The render-crash screen: the spec's English verbatim in English, translated in the others. */
/** Spanish alone, for the root boundary that knows no language (the others stay out of its chunk). */
export const errorMessagesEs = {
  title: "¡Vaya! Algo ha salido mal",
  tryAgain: "Intentar de nuevo",
  reload: "Recargar la página",
  home: "Ir al inicio",
};

export type ErrorMessages = typeof errorMessagesEs;

export const errorMessages: Catalogue<ErrorMessages> = {
  es: errorMessagesEs,
  gl: { title: "Vaia! Algo saíu mal", tryAgain: "Tentar de novo", reload: "Recargar a páxina", home: "Ir ao inicio" },
  pt: { title: "Ops! Algo deu errado", tryAgain: "Tentar novamente", reload: "Recarregar a página", home: "Ir para o início" },
  en: { title: "Oops! Something went wrong", tryAgain: "Try Again", reload: "Reload Page", home: "Go Home" },
};
