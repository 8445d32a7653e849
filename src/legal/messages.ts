import type { PublicLocale } from "@/i18n/locales";
import type { Catalogue } from "@/i18n/catalogue";

/**
 * The legal pages' own words (the page around a document) and the phrases the documents share
 * (src/legal/types.ts). The documents' texts are in ./privacy/ and ./terms/.
 */
const es = {
  backHome: "Volver al inicio",
  lastUpdated: "Última actualización:",
  contents: "Contenido",
  /** The registered address, placed after the company's name. */
  seat: (address: string) => `con domicilio en ${address}`,
  /** The contact form's link, for a sentence that would otherwise quote an e-mail address. */
  contactForm: "nuestro formulario de contacto",
  /** The labels of the company's legal details (Ley 34/2002, art. 10). */
  identity: { legalName: "Razón social", taxId: "NIF", registeredAddress: "Domicilio social", registry: "Datos registrales" },
  /**
   * The word before the address or the form after "escríbanos" (`to`) and after "contacte con
   * nosotros" (`at`). Each language has its own per case: Galician merges the preposition with the
   * article its possessive needs ("no noso formulario"), English writes "at" an address but
   * "through" a form.
   */
  reachUs: {
    to: { email: "a ", form: "a " },
    at: { email: "en ", form: "en " },
  },
};

export type LegalMessages = typeof es;

export const legalMessages: Catalogue<LegalMessages, PublicLocale> = {
  es,
  gl: {
    backHome: "Volver ao inicio",
    lastUpdated: "Última actualización:",
    contents: "Contido",
    seat: (address) => `con domicilio en ${address}`,
    contactForm: "noso formulario de contacto",
    identity: { legalName: "Razón social", taxId: "NIF", registeredAddress: "Domicilio social", registry: "Datos rexistrais" },
    reachUs: {
      to: { email: "a ", form: "a través do " },
      at: { email: "en ", form: "no " },
    },
  },
  en: {
    backHome: "Back to home",
    lastUpdated: "Last updated:",
    contents: "Contents",
    seat: (address) => `with its registered office at ${address}`,
    contactForm: "our contact form",
    identity: { legalName: "Legal name", taxId: "Tax ID (NIF)", registeredAddress: "Registered office", registry: "Registration" },
    reachUs: {
      to: { email: "at ", form: "through " },
      at: { email: "at ", form: "through " },
    },
  },
};
