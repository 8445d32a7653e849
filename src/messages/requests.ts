import type { PublicLocale } from "@/i18n/locales";
import type { Catalogue } from "@/i18n/catalogue";

/**
 * What the server around Next answers to a request it refuses before any page renders
 * (src/server/), in the language of the address asked for.
 */
const es = {
  invalid: "Solicitud no válida",
  forbidden: "Solicitud no permitida",
  unknownAction: "Acción no encontrada",
  tooLarge: "La solicitud es demasiado grande.",
  busyTitle: "Demasiadas solicitudes",
  busyText: "En este momento recibimos más visitas de las que podemos atender. Por favor, inténtelo de nuevo dentro de unos segundos.",
  home: "Volver a la página de inicio",
};

export type RequestMessages = typeof es;

export const requestMessages: Catalogue<RequestMessages, PublicLocale> = {
  es,
  gl: {
    invalid: "Solicitude non válida",
    forbidden: "Solicitude non permitida",
    unknownAction: "Acción non atopada",
    tooLarge: "A solicitude é demasiado grande.",
    busyTitle: "Hai demasiadas solicitudes",
    busyText: "Neste momento recibimos máis visitas das que podemos atender. Por favor, ténteo de novo dentro duns segundos.",
    home: "Volver á páxina de inicio",
  },
  en: {
    invalid: "Invalid request",
    forbidden: "Request not allowed",
    unknownAction: "Action not found",
    tooLarge: "The request is too large.",
    busyTitle: "Too many requests",
    busyText: "We are receiving more visits than we can serve right now. Please try again in a few seconds.",
    home: "Back to the home page",
  },
};
