/**
 * The accessibility statement in Spanish: its words only; ./index.ts gives them their structure,
 * the company's details from the settings and the date of the last review. It follows the model
 * statement of the EU (Decisión de Ejecución (UE) 2018/1523) that RD 1112/2018 also uses. The
 * Galician and English texts have this shape; a list's items are in the same order in each.
 */
export const es = {
  title: "Declaración de accesibilidad",
  description:
    "Cómo de accesible es este sitio web (WCAG 2.1 AA, EN 301 549), qué contenidos aún no lo son y cómo comunicarnos una barrera o presentar una queja.",
  intro: (company: string) =>
    `${company} se compromete a que su sitio web sea accesible para todas las personas, incluidas las personas con discapacidad. ` +
    "Esta declaración se aplica a todas sus páginas públicas, en español, gallego e inglés.",
  conformance: {
    title: "Situación de cumplimiento",
    status:
      "Este sitio web es parcialmente conforme con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1, nivel AA, y con la norma EN 301 549, " +
      "debido a los contenidos no accesibles que se indican en el apartado siguiente.",
    why:
      "Las páginas se construyen para cumplir ese nivel: estructura de encabezados y regiones, textos alternativos, contraste suficiente, uso completo con teclado, " +
      "foco visible, respeto de la preferencia de reducir el movimiento y funcionamiento sin JavaScript. No las declaramos plenamente conformes " +
      "porque parte de lo que publicamos (fotografías, vídeos, documentos y traducciones) no siempre cumple todos los criterios.",
  },
  gaps: {
    title: "Contenido no accesible",
    lead: "Estos contenidos pueden no cumplir todos los criterios de las WCAG 2.1 AA:",
    items: [
      {
        label: "Vídeos de nuestras obras",
        text: "los vídeos que subimos no llevan subtítulos, transcripción ni audiodescripción (criterios 1.2.2, 1.2.3 y 1.2.5). Muestran las obras sin narración.",
      },
      {
        label: "Reproductores de YouTube y Vimeo",
        text: "cuando se reproduce un vídeo alojado en esas plataformas, su reproductor es un servicio de terceros cuya accesibilidad no controlamos. Hasta entonces solo se muestra una imagen con un botón accesible.",
      },
      {
        label: "Imágenes y documentos que publicamos",
        text: "los textos alternativos y los documentos que nuestro personal añade a los proyectos pueden faltar o describir la imagen de forma incompleta (criterio 1.1.1).",
      },
      {
        label: "Traducciones",
        text: "los textos en gallego y en inglés los traduce la propia empresa; cuando falta una traducción se muestra el texto en español sin marcar su idioma (criterio 3.1.2).",
      },
    ],
  },
  preparation: {
    title: "Preparación de esta declaración",
    text: (date: string) =>
      `Esta declaración se preparó el ${date} mediante una autoevaluación de la propia empresa, con herramientas automáticas de comprobación y revisión manual con teclado. ` +
      "La revisamos cuando el sitio cambia de forma importante.",
  },
  feedback: {
    title: "Observaciones y datos de contacto",
    /** Before the e-mail address or the contact form. */
    lead: "Puede comunicarnos cualquier barrera de accesibilidad que encuentre, o pedirnos en un formato accesible un contenido que no lo sea: escríbanos ",
    /** Between the address (or form) and the phone number. */
    orPhone: " o llámenos al ",
    answer: (days: number) => `Le responderemos en un plazo máximo de ${days} días hábiles, indicando qué haremos y cuándo.`,
  },
  enforcement: {
    title: "Procedimiento de aplicación",
    complaint: (company: string) =>
      `Si considera que este sitio no cumple los requisitos de accesibilidad, presente primero su queja a ${company} por los medios del apartado anterior. ` +
      "Si no recibe respuesta en ese plazo o no le satisface, puede reclamar ante las autoridades de consumo (en Galicia, el Instituto Galego do Consumo e da Competencia).",
    law:
      "La Ley 11/2023, de 8 de mayo, que incorpora la Directiva (UE) 2019/882 (Acta Europea de Accesibilidad), establece requisitos de accesibilidad para determinados servicios a consumidores. " +
      "El Real Decreto 1112/2018 regula la accesibilidad de los sitios web del sector público y no se aplica a esta empresa; seguimos su modelo de declaración.",
  },
};

export type AccessibilityTexts = typeof es;
