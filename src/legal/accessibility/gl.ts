import type { AccessibilityTexts } from "./es";

export const gl: AccessibilityTexts = {
  title: "Declaración de accesibilidade",
  description:
    "Como de accesible é este sitio web (WCAG 2.1 AA, EN 301 549), que contidos aínda non o son e como comunicarnos unha barreira ou presentar unha queixa.",
  intro: (company) =>
    `${company} comprométese a que o seu sitio web sexa accesible para todas as persoas, incluídas as persoas con discapacidade. ` +
    "Esta declaración aplícase a todas as súas páxinas públicas, en español, galego e inglés.",
  conformance: {
    title: "Situación de cumprimento",
    status:
      "Este sitio web é parcialmente conforme coas Pautas de accesibilidade para o contido web (WCAG) 2.1, nivel AA, e coa norma EN 301 549, " +
      "debido aos contidos non accesibles que se indican no apartado seguinte.",
    why:
      "As páxinas constrúense para cumprir ese nivel: estrutura de cabeceiras e rexións, textos alternativos, contraste suficiente, uso completo co teclado, " +
      "foco visible, respecto da preferencia de reducir o movemento e funcionamento sen JavaScript. Non as declaramos plenamente conformes " +
      "porque parte do que publicamos (fotografías, vídeos, documentos e traducións) non sempre cumpre todos os criterios.",
  },
  gaps: {
    title: "Contido non accesible",
    lead: "Estes contidos poden non cumprir todos os criterios das WCAG 2.1 AA:",
    items: [
      {
        label: "Vídeos das nosas obras",
        text: "os vídeos que subimos non levan subtítulos, transcrición nin audiodescrición (criterios 1.2.2, 1.2.3 e 1.2.5). Amosan as obras sen narración.",
      },
      {
        label: "Reprodutores de YouTube e Vimeo",
        text: "cando se reproduce un vídeo aloxado nesas plataformas, o seu reprodutor é un servizo de terceiros cuxa accesibilidade non controlamos. Ata entón só se amosa unha imaxe cun botón accesible.",
      },
      {
        label: "Imaxes e documentos que publicamos",
        text: "os textos alternativos e os documentos que o noso persoal engade aos proxectos poden faltar ou describir a imaxe de forma incompleta (criterio 1.1.1).",
      },
      {
        label: "Traducións",
        text: "os textos en galego e en inglés tradúceos a propia empresa; cando falta unha tradución amósase o texto en español sen marcar o seu idioma (criterio 3.1.2).",
      },
    ],
  },
  preparation: {
    title: "Preparación desta declaración",
    text: (date) =>
      `Esta declaración preparouse o ${date} mediante unha autoavaliación da propia empresa, con ferramentas automáticas de comprobación e revisión manual co teclado. ` +
      "Revisámola cando o sitio cambia de forma importante.",
  },
  feedback: {
    title: "Observacións e datos de contacto",
    lead: "Pode comunicarnos calquera barreira de accesibilidade que atope, ou pedirnos nun formato accesible un contido que non o sexa: escríbanos ",
    orPhone: " ou chámenos ao ",
    answer: (days) => `Responderémoslle nun prazo máximo de ${days} días hábiles, indicando que faremos e cando.`,
  },
  enforcement: {
    title: "Procedemento de aplicación",
    complaint: (company) =>
      `Se considera que este sitio non cumpre os requisitos de accesibilidade, presente primeiro a súa queixa a ${company} polos medios do apartado anterior. ` +
      "Se non recibe resposta nese prazo ou non a considera satisfactoria, pode reclamar ante as autoridades de consumo (en Galicia, o Instituto Galego do Consumo e da Competencia).",
    law:
      "A Lei 11/2023, do 8 de maio, que incorpora a Directiva (UE) 2019/882 (Acta europea de accesibilidade), establece requisitos de accesibilidade para determinados servizos a consumidores. " +
      "O Real decreto 1112/2018 regula a accesibilidade dos sitios web do sector público e non se aplica a esta empresa; seguimos o seu modelo de declaración.",
  },
};
