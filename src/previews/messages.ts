import type { Catalogue } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";

/** The public preview page (`/vista-previa`), reached through a preview link. */
const es = {
  metaTitle: "Vista previa",
  banner: "Vista previa: esta obra todavía no está publicada. Solo la ven quienes tienen el enlace.",
  bannerPublished: "Vista previa: esta obra ya está publicada.",
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
    banner: "Vista previa: esta obra aínda non está publicada. Só a ven quen teñen a ligazón.",
    bannerPublished: "Vista previa: esta obra xa está publicada.",
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
    banner: "Preview: this project is not published yet. Only people with the link can see it.",
    bannerPublished: "Preview: this project is already published.",
    closedTitle: "Preview not available",
    closed: {
      invalid: "This preview link is not valid. Check that you copied all of it.",
      expired: "This preview link has expired. Ask whoever sent it for a new one.",
      revoked: "This preview link has been withdrawn. Ask whoever sent it for a new one.",
    },
    home: "Go to the home page",
  },
};
