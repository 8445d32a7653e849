import type { NoticeTexts } from "./es";

export const gl: NoticeTexts = {
  title: "Aviso legal",
  description:
    "Datos identificativos da persoa titular deste sitio web, condicións de uso, protección de datos e lexislación aplicable, conforme á Lei 34/2002 (LSSI-CE).",
  intro: (company) => `Este aviso legal identifica a ${company}, titular deste sitio web, e recolle as condicións nas que pode usalo.`,
  owner: {
    title: "Datos identificativos",
    lead: "En cumprimento do artigo 10 da Lei 34/2002, de servizos da sociedade da información e de comercio electrónico (LSSI-CE), a persoa titular deste sitio web é:",
    tradeName: "Nome comercial",
    address: "Enderezo",
    email: "Correo electrónico",
    phone: "Teléfono",
  },
  purpose: {
    title: "Obxecto",
    text: (company) =>
      `Este sitio web presenta os servizos de construción e reforma de ${company}, amosa obras realizadas e permite pedir información ou un orzamento.`,
  },
  use: {
    title: "Condicións de uso",
    text: "O acceso ao sitio é libre e gratuíto. Quen o visita comprométese a usalo conforme á lei e a non danalo nin alterar os seus contidos. As condicións dos nosos servizos están nos ",
    termsLink: "Termos do servizo",
  },
  privacy: {
    title: "Protección de datos",
    text: "O tratamento dos datos persoais que nos facilite explícase na ",
    privacyLink: "Política de privacidade",
  },
  law: {
    title: "Lexislación aplicable",
    courts: (city) =>
      `Este aviso réxese pola lexislación española. Agás que a lei dispoña outra cousa, como no caso das persoas consumidoras, son competentes os xulgados e tribunais de ${city}.`,
  },
};
