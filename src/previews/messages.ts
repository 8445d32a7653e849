import type { Catalogue } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";

/** The public preview page (`/vista-previa`), reached through a preview link. */
const es = {
  metaTitle: "Vista previa",
  banner: {
    unpublished: "Vista previa: esta obra todavía no está publicada. Solo la ven quienes tienen el enlace.",
    changes: "Vista previa: cambios de esta obra que todavía no están publicados. Solo los ven quienes tienen el enlace.",
    published: "Vista previa: esta obra ya está publicada tal como se ve aquí.",
  },
  closedTitle: "Vista previa no disponible",
  closed: {
    invalid: "Este enlace de vista previa no es válido. Compruebe que lo ha copiado entero.",
    expired: "Este enlace de vista previa ha caducado. Pida uno nuevo a quien se lo envió.",
    revoked: "Este enlace de vista previa se ha retirado. Pida uno nuevo a quien se lo envió.",
  },
  home: "Ir a la página de inicio",
};

export type PreviewMessages = typeof es;

export const previewMessages: Catalogue<PreviewMessages, PublicLocale> = {
  es,
  gl: {
    metaTitle: "Vista previa",
    banner: {
      unpublished: "Vista previa: esta obra aínda non está publicada. Só a ven quen teñen a ligazón.",
      changes: "Vista previa: cambios desta obra que aínda non están publicados. Só os ven quen teñen a ligazón.",
      published: "Vista previa: esta obra xa está publicada tal como se ve aquí.",
    },
    closedTitle: "Vista previa non dispoñible",
    closed: {
      invalid: "Esta ligazón de vista previa non é válida. Comprobe que a copiou enteira.",
      expired: "Esta ligazón de vista previa caducou. Pídalle unha nova a quen lla enviou.",
      revoked: "Esta ligazón de vista previa retirouse. Pídalle unha nova a quen lla enviou.",
    },
    home: "Ir á páxina de inicio",
  },
  en: {
    metaTitle: "Preview",
    banner: {
      unpublished: "Preview: this project is not published yet. Only people with the link can see it.",
      changes: "Preview: changes to this project that are not published yet. Only people with the link can see them.",
      published: "Preview: this project is already published as shown here.",
    },
    closedTitle: "Preview not available",
    closed: {
      invalid: "This preview link is not valid. Check that you copied all of it.",
      expired: "This preview link has expired. Ask whoever sent it for a new one.",
      revoked: "This preview link has been withdrawn. Ask whoever sent it for a new one.",
    },
    home: "Go to the home page",
  },
};
