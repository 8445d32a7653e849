import type { Catalogue } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";

/** The public pages' reviews: the landing page's section and a project's reviews. */
const sectionEs = {
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
  /** The landing page's links under its excerpts, to the reviews page; `count` as the language writes it. */
  allReviews: (count: string) => (count === "1" ? "Ver la opinión completa" : `Ver las ${count} opiniones`),
  howWeCollect: "Cómo recogemos y revisamos las opiniones",
  /** The reviews page (`/opiniones`). */
  page: {
    metaTitle: "Opiniones de clientes",
    description: "Lo que dicen nuestros clientes de sus obras: opiniones reales, revisadas antes de publicarlas, con nuestras respuestas.",
    /** `count` as the language writes it. */
    average: (value: string, count: string) => `Valoración media: ${value} de 5, con ${count === "1" ? "1 opinión" : `${count} opiniones`}`,
    noticeTitle: "Sobre estas opiniones",
    empty: "Todavía no hay opiniones publicadas.",
    pages: "Páginas de opiniones",
    previous: "Más recientes",
    next: "Más antiguas",
    pageOf: (page: number, count: number) => `Página ${page} de ${count}`,
    /** A later page's title: "Opiniones de clientes, página 2". */
    pageTitle: (title: string, page: number) => `${title}, página ${page}`,
  },
  notice:
    "Cómo recogemos estas opiniones: las escriben nuestros clientes con el enlace personal que les enviamos al terminar su obra, o las dejaron en Google u otra web de reseñas. Las revisamos todas antes de publicarlas, sin cambiar su texto ni su valoración; publicamos también las negativas y solo dejamos sin publicar las que son spam, ofensivas o contienen datos personales.",
};

export type ReviewMessages = typeof sectionEs;

export const reviewMessages: Catalogue<ReviewMessages, PublicLocale> = {
  es: sectionEs,
  gl: {
    landingTitle: "Opinións dos nosos clientes",
    projectTitle: "Opinións sobre esta obra",
    rating: (n) => `Valoración: ${n} de 5`,
    writtenIn: { es: "Escrita en castelán", gl: "Escrita en galego", en: "Escrita en inglés" },
    replyFrom: (company) => `Resposta de ${company}`,
    allReviews: (count) => (count === "1" ? "Ver a opinión completa" : `Ver as ${count} opinións`),
    howWeCollect: "Como recollemos e revisamos as opinións",
    page: {
      metaTitle: "Opinións de clientes",
      description: "O que din os nosos clientes das súas obras: opinións reais, revisadas antes de publicalas, coas nosas respostas.",
      average: (value, count) => `Valoración media: ${value} de 5, con ${count === "1" ? "1 opinión" : `${count} opinións`}`,
      noticeTitle: "Sobre estas opinións",
      empty: "Aínda non hai opinións publicadas.",
      pages: "Páxinas de opinións",
      previous: "Máis recentes",
      next: "Máis antigas",
      pageOf: (page, count) => `Páxina ${page} de ${count}`,
      pageTitle: (title, page) => `${title}, páxina ${page}`,
    },
    notice:
      "Como recollemos estas opinións: escríbenas os nosos clientes coa ligazón persoal que lles enviamos ao rematar a súa obra, ou deixáronas en Google ou noutra web de opinións. Revisámolas todas antes de publicalas, sen cambiar o seu texto nin a súa valoración; publicamos tamén as negativas e só deixamos sen publicar as que son spam, ofensivas ou conteñen datos persoais.",
  },
  en: {
    landingTitle: "What our customers say",
    projectTitle: "Reviews of this project",
    rating: (n) => `Rated ${n} out of 5`,
    writtenIn: { es: "Written in Spanish", gl: "Written in Galician", en: "Written in English" },
    replyFrom: (company) => `Reply from ${company}`,
    allReviews: (count) => (count === "1" ? "Read the whole review" : `Read all ${count} reviews`),
    howWeCollect: "How we collect and check reviews",
    page: {
      metaTitle: "Customer reviews",
      description: "What our customers say about their projects: real reviews, checked before we publish them, with our replies.",
      average: (value, count) => `Average rating: ${value} out of 5, from ${count === "1" ? "1 review" : `${count} reviews`}`,
      noticeTitle: "About these reviews",
      empty: "No reviews have been published yet.",
      pages: "Review pages",
      previous: "Newer",
      next: "Older",
      pageOf: (page, count) => `Page ${page} of ${count}`,
      pageTitle: (title, page) => `${title}, page ${page}`,
    },
    notice:
      "How we collect these reviews: our customers write them through the personal link we send them when their work is finished, or left them on Google or another review site. We check every one before publishing it, without changing its text or rating; we publish negative ones too, and only hold back those that are spam, abusive or contain personal data.",
  },
};

/**
 * The customer's review form (`/resena`, reached through a review request link), in the public
 * languages. Only strings: the form is a client component drawn on the server, and these travel
 * to it as a prop.
 */
const formEs = {
  metaTitle: "Su opinión",
  title: "¿Qué le pareció nuestro trabajo?",
  intro: "Su opinión ayuda a otras personas a elegir. Solo le llevará un par de minutos.",
  formLabel: "Formulario de reseña",
  project: "Obra",
  fields: {
    name: "Su nombre",
    town: "Localidad",
    rating: "Valoración",
    text: "Su opinión",
    language: "Idioma en que escribe",
    website: "Sitio web",
  },
  ratingValue: ["1 estrella de 5", "2 estrellas de 5", "3 estrellas de 5", "4 estrellas de 5", "5 estrellas de 5"],
  languages: { es: "Español", gl: "Galego", en: "English" },
  send: "Enviar reseña",
  required: "Obligatorio",
  thanksTitle: "¡Gracias por su opinión!",
  thanksText: "La hemos recibido. Aparecerá en la web en cuanto la revisemos.",
  errorTitle: "No se pudo enviar la reseña",
  errorRetry: "Inténtelo de nuevo en unos momentos.",
  rateLimited: "Se han enviado demasiadas reseñas desde su conexión. Inténtelo de nuevo en unos minutos.",
  nameRequired: "Escriba su nombre.",
  townRequired: "Escriba su localidad.",
  textRequired: "Escriba su opinión.",
  ratingRequired: "Elija una valoración de 1 a 5 estrellas.",
  languageInvalid: "Elija el idioma en que escribe.",
  tooLong: "El texto es demasiado largo.",
  /** What a link that cannot be used says; unknown and forged links read the same. */
  states: {
    invalid: {
      title: "Este enlace no es válido",
      text: "Compruebe que lo ha abierto completo desde el mensaje que le enviamos, o pídanos uno nuevo.",
    },
    expired: {
      title: "Este enlace ha caducado",
      text: "Los enlaces para opinar caducan al cabo de un tiempo. Pídanos uno nuevo si aún quiere dejar su opinión.",
    },
    used: { title: "Este enlace ya se ha usado", text: "Ya hemos recibido una reseña con él. Gracias." },
    revoked: { title: "Este enlace ya no está activo", text: "La empresa lo ha anulado. Pídanos uno nuevo si quiere dejar su opinión." },
  },
  home: "Ir a la página de inicio",
  /** The first layer of data-protection information beside the send button (as the contact form's). */
  notice: {
    title: "Información básica sobre protección de datos",
    controller: "Responsable",
    items: [
      {
        label: "Finalidad",
        text: "publicar su reseña en esta web, con su nombre y su localidad, una vez revisada; no la usamos para nada más.",
      },
      { label: "Legitimación", text: "su consentimiento al enviarla (art. 6.1.a RGPD); puede pedirnos que la retiremos en cualquier momento." },
      {
        label: "Destinatarios",
        text: "quien visite la web, una vez publicada; los proveedores que alojan esta web; no hay transferencias internacionales.",
      },
      {
        label: "Derechos",
        text: "acceso, rectificación, supresión, oposición, limitación y portabilidad; también puede reclamar ante la Agencia Española de Protección de Datos (AEPD).",
      },
    ],
    more: "Más información",
    privacyLink: "Política de privacidad",
  },
  /** The message the company sends with the link (e-mail and WhatsApp), in the link's language. */
  share: {
    subject: "Su opinión sobre nuestro trabajo",
    text: (name: string, company: string, link: string) =>
      `Hola, ${name}: gracias por confiar en ${company}. ¿Nos cuenta qué le pareció nuestro trabajo? Puede dejar su opinión aquí: ${link}`,
  },
};

export type ReviewFormMessages = typeof formEs;
/** What the form component receives: everything but the share message (a function, and not the form's). */
export type ReviewFormWords = Omit<ReviewFormMessages, "share">;

export const reviewFormMessages: Catalogue<ReviewFormMessages, PublicLocale> = {
  es: formEs,
  gl: {
    metaTitle: "A súa opinión",
    title: "Que lle pareceu o noso traballo?",
    intro: "A súa opinión axuda a outras persoas a escoller. Só lle levará un par de minutos.",
    formLabel: "Formulario de recensión",
    project: "Obra",
    fields: {
      name: "O seu nome",
      town: "Localidade",
      rating: "Valoración",
      text: "A súa opinión",
      language: "Idioma no que escribe",
      website: "Sitio web",
    },
    ratingValue: ["1 estrela de 5", "2 estrelas de 5", "3 estrelas de 5", "4 estrelas de 5", "5 estrelas de 5"],
    languages: { es: "Español", gl: "Galego", en: "English" },
    send: "Enviar recensión",
    required: "Obrigatorio",
    thanksTitle: "Grazas pola súa opinión!",
    thanksText: "Recibímola. Aparecerá na web en canto a revisemos.",
    errorTitle: "Non se puido enviar a recensión",
    errorRetry: "Ténteo de novo nuns momentos.",
    rateLimited: "Enviáronse demasiadas recensións desde a súa conexión. Ténteo de novo nuns minutos.",
    nameRequired: "Escriba o seu nome.",
    townRequired: "Escriba a súa localidade.",
    textRequired: "Escriba a súa opinión.",
    ratingRequired: "Escolla unha valoración de 1 a 5 estrelas.",
    languageInvalid: "Escolla o idioma no que escribe.",
    tooLong: "O texto é demasiado longo.",
    states: {
      invalid: {
        title: "Esta ligazón non é válida",
        text: "Comprobe que a abriu completa desde a mensaxe que lle enviamos, ou pídanos unha nova.",
      },
      expired: {
        title: "Esta ligazón caducou",
        text: "As ligazóns para opinar caducan ao cabo dun tempo. Pídanos unha nova se aínda quere deixar a súa opinión.",
      },
      used: { title: "Esta ligazón xa se usou", text: "Xa recibimos unha recensión con ela. Grazas." },
      revoked: { title: "Esta ligazón xa non está activa", text: "A empresa anulouna. Pídanos unha nova se quere deixar a súa opinión." },
    },
    home: "Ir á páxina de inicio",
    notice: {
      title: "Información básica sobre protección de datos",
      controller: "Responsable",
      items: [
        {
          label: "Finalidade",
          text: "publicar a súa recensión nesta web, co seu nome e a súa localidade, unha vez revisada; non a usamos para nada máis.",
        },
        { label: "Lexitimación", text: "o seu consentimento ao enviala (art. 6.1.a RGPD); pode pedirnos que a retiremos en calquera momento." },
        {
          label: "Destinatarios",
          text: "quen visite a web, unha vez publicada; os provedores que aloxan esta web; non hai transferencias internacionais.",
        },
        {
          label: "Dereitos",
          text: "acceso, rectificación, supresión, oposición, limitación e portabilidade; tamén pode reclamar ante a Axencia Española de Protección de Datos (AEPD).",
        },
      ],
      more: "Máis información",
      privacyLink: "Política de privacidade",
    },
    share: {
      subject: "A súa opinión sobre o noso traballo",
      text: (name: string, company: string, link: string) =>
        `Ola, ${name}: grazas por confiar en ${company}. Cóntanos que lle pareceu o noso traballo? Pode deixar a súa opinión aquí: ${link}`,
    },
  },
  en: {
    metaTitle: "Your review",
    title: "How did we do?",
    intro: "Your opinion helps other people choose. It only takes a couple of minutes.",
    formLabel: "Review form",
    project: "Project",
    fields: {
      name: "Your name",
      town: "Town",
      rating: "Rating",
      text: "Your review",
      language: "Language you write in",
      website: "Website",
    },
    ratingValue: ["1 star out of 5", "2 stars out of 5", "3 stars out of 5", "4 stars out of 5", "5 stars out of 5"],
    languages: { es: "Español", gl: "Galego", en: "English" },
    send: "Send review",
    required: "Required",
    thanksTitle: "Thank you for your review!",
    thanksText: "We have received it. It will appear on the website once we have checked it.",
    errorTitle: "The review could not be sent",
    errorRetry: "Please try again in a moment.",
    rateLimited: "Too many reviews have been sent from your connection. Please try again in a few minutes.",
    nameRequired: "Write your name.",
    townRequired: "Write your town.",
    textRequired: "Write your review.",
    ratingRequired: "Choose a rating from 1 to 5 stars.",
    languageInvalid: "Choose the language you write in.",
    tooLong: "The text is too long.",
    states: {
      invalid: {
        title: "This link is not valid",
        text: "Check that you opened it whole from the message we sent you, or ask us for a new one.",
      },
      expired: { title: "This link has expired", text: "Review links expire after a while. Ask us for a new one if you would still like to leave a review." },
      used: { title: "This link has already been used", text: "We have already received a review through it. Thank you." },
      revoked: { title: "This link is no longer active", text: "The company has cancelled it. Ask us for a new one if you would like to leave a review." },
    },
    home: "Go to the home page",
    notice: {
      title: "Basic information on data protection",
      controller: "Controller",
      items: [
        {
          label: "Purpose",
          text: "to publish your review on this website, with your name and town, once checked; we use it for nothing else.",
        },
        { label: "Legal basis", text: "your consent when you send it (art. 6.1.a GDPR); you can ask us to withdraw it at any time." },
        {
          label: "Recipients",
          text: "anyone visiting the website, once published; the providers that host this website; there are no international transfers.",
        },
        {
          label: "Rights",
          text: "access, rectification, erasure, objection, restriction and portability; you can also complain to the Spanish Data Protection Agency (AEPD).",
        },
      ],
      more: "More information",
      privacyLink: "Privacy policy",
    },
    share: {
      subject: "Your opinion of our work",
      text: (name: string, company: string, link: string) =>
        `Hello ${name}, thank you for choosing ${company}. Would you tell us how we did? You can leave your review here: ${link}`,
    },
  },
};
