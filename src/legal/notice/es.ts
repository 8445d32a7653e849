/**
 * The legal notice in Spanish (Ley 34/2002, de servicios de la sociedad de la información, art.
 * 10): its words only; ./index.ts gives them their structure and the company's details from the
 * settings. The Galician and English texts have this shape.
 */
export const es = {
  title: "Aviso legal",
  description:
    "Datos identificativos del titular de este sitio web, condiciones de uso, protección de datos y legislación aplicable, conforme a la Ley 34/2002 (LSSI-CE).",
  intro: (company: string) => `Este aviso legal identifica a ${company}, titular de este sitio web, y recoge las condiciones en las que puede usarlo.`,
  owner: {
    title: "Datos identificativos",
    lead: "En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), el titular de este sitio web es:",
    tradeName: "Nombre comercial",
    address: "Dirección",
    email: "Correo electrónico",
    phone: "Teléfono",
  },
  purpose: {
    title: "Objeto",
    text: (company: string) =>
      `Este sitio web presenta los servicios de construcción y reforma de ${company}, muestra obras realizadas y permite pedir información o un presupuesto.`,
  },
  use: {
    title: "Condiciones de uso",
    /** Before the link to the terms of service. */
    text: "El acceso al sitio es libre y gratuito. Quien lo visita se compromete a usarlo conforme a la ley y a no dañarlo ni alterar sus contenidos. Las condiciones de nuestros servicios están en los ",
    termsLink: "Términos de servicio",
  },
  privacy: {
    title: "Protección de datos",
    /** Before the link to the privacy policy. */
    text: "El tratamiento de los datos personales que nos facilite se explica en la ",
    privacyLink: "Política de privacidad",
  },
  law: {
    title: "Legislación aplicable",
    courts: (city: string) =>
      `Este aviso se rige por la legislación española. Salvo que la ley disponga otra cosa, como en el caso de las personas consumidoras, son competentes los Juzgados y Tribunales de ${city}.`,
  },
};

export type NoticeTexts = typeof es;
