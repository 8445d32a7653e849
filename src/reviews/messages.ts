import type { Catalogue } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";

/** The public pages' reviews: the landing page's section and a project's reviews. */
const es = {
  landingTitle: "Opiniones de nuestros clientes",
  projectTitle: "Opiniones sobre esta obra",
  rating: (n: number) => `Valoración: ${n} de 5`,
  /** A review in another language than the page's, named in the page's language. */
  writtenIn: { es: "Escrita en español", gl: "Escrita en gallego", en: "Escrita en inglés" },
  replyFrom: (company: string) => `Respuesta de ${company}`,
  /**
   * How reviews are collected and checked (RDL 24/2021, consumers' right to know it). It says
   * what the back office does: every review waits as pending until staff publish it, and hidden
   * is kept for spam, abuse and personal data.
   */
  notice:
    "Cómo recogemos estas opiniones: las escriben nuestros clientes con el enlace personal que les enviamos al terminar su obra, o las dejaron en Google u otra web de reseñas. Las revisamos todas antes de publicarlas, sin cambiar su texto ni su valoración; publicamos también las negativas y solo dejamos sin publicar las que son spam, ofensivas o contienen datos personales.",
};

export type ReviewMessages = typeof es;

export const reviewMessages: Catalogue<ReviewMessages, PublicLocale> = {
  es,
  gl: {
    landingTitle: "Opinións dos nosos clientes",
    projectTitle: "Opinións sobre esta obra",
    rating: (n) => `Valoración: ${n} de 5`,
    writtenIn: { es: "Escrita en castelán", gl: "Escrita en galego", en: "Escrita en inglés" },
    replyFrom: (company) => `Resposta de ${company}`,
    notice:
      "Como recollemos estas opinións: escríbenas os nosos clientes coa ligazón persoal que lles enviamos ao rematar a súa obra, ou deixáronas en Google ou noutra web de opinións. Revisámolas todas antes de publicalas, sen cambiar o seu texto nin a súa valoración; publicamos tamén as negativas e só deixamos sen publicar as que son spam, ofensivas ou conteñen datos persoais.",
  },
  en: {
    landingTitle: "What our customers say",
    projectTitle: "Reviews of this project",
    rating: (n) => `Rated ${n} out of 5`,
    writtenIn: { es: "Written in Spanish", gl: "Written in Galician", en: "Written in English" },
    replyFrom: (company) => `Reply from ${company}`,
    notice:
      "How we collect these reviews: our customers write them through the personal link we send them when their work is finished, or left them on Google or another review site. We check every one before publishing it, without changing its text or rating; we publish negative ones too, and only hold back those that are spam, abusive or contain personal data.",
  },
};
