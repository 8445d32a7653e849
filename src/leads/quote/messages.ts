import { messagesFor, type Catalogue } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";
import type { BudgetBand, ContactChannel, StartWindow } from "@/db/schema";
import { contactFormMessages, type ContactFormMessages } from "@/contact/messages";
import { MAX_PLACEHOLDER } from "@/contact/field-rules";

/**
 * The quote request page and form (`/presupuesto`). The contact fields, the data-protection
 * notice and the commercial-messages box keep the contact form's words (src/contact/messages.ts):
 * one notice, one version (src/contact/notice.ts).
 */
const es = {
  metaTitle: "Solicitar presupuesto",
  metaDescription: "Pida un presupuesto sin compromiso para su obra o reforma en Galicia y envíenos fotos del estado actual.",
  title: "Solicitar presupuesto",
  intro: "Cuéntenos qué obra quiere hacer y, si puede, envíenos unas fotos: le preparamos un presupuesto sin compromiso.",
  fromProject: (title: string) => `Ha llegado desde la obra «${title}»: la tendremos en cuenta.`,
  formLabel: "Formulario de solicitud de presupuesto",
  subjectOptional: "Asunto (opcional)",
  fields: {
    category: "Tipo de obra",
    municipality: "Municipio de la obra",
    area: "Superficie aproximada en m² (opcional)",
    budget: "Presupuesto aproximado",
    start: "¿Cuándo le gustaría empezar?",
    channel: "¿Cómo prefiere que le contactemos?",
    callTime: "Mejor hora para llamarle (opcional)",
    photos: "Fotos del estado actual (opcional, hasta 6)",
  },
  photosHint: "JPEG, PNG, HEIC o WebP, hasta 10 MB cada una. Las guardamos sin sus datos de ubicación ni de la cámara.",
  callTimeHint: "Por ejemplo: por las mañanas, a partir de las 17:00.",
  chooseOption: "Elija una opción",
  choose: "Elija una opción.",
  phoneNeeded: "Indique un teléfono para que podamos llamarle o escribirle.",
  areaInvalid: "Indique los metros cuadrados como un número entero entre 1 y 100.000.",
  budgetBands: {
    "hasta-10000": "Hasta 10.000 €",
    "10000-30000": "De 10.000 a 30.000 €",
    "30000-60000": "De 30.000 a 60.000 €",
    "60000-120000": "De 60.000 a 120.000 €",
    "mas-120000": "Más de 120.000 €",
    "sin-decidir": "Aún no lo sé",
  } satisfies Record<BudgetBand, string>,
  startWindows: {
    "cuanto-antes": "Cuanto antes",
    "1-3-meses": "En 1 a 3 meses",
    "3-6-meses": "En 3 a 6 meses",
    "mas-6-meses": "Dentro de más de 6 meses",
    "sin-fecha": "Sin fecha decidida",
  } satisfies Record<StartWindow, string>,
  channels: { phone: "Teléfono", email: "Correo electrónico", whatsapp: "WhatsApp" } satisfies Record<ContactChannel, string>,
  send: "Solicitar presupuesto",
  sendingProgress: (percent: number | string) => `Enviando... ${percent} %`,
  successTitle: "¡Solicitud enviada!",
  successText: "Gracias. Estudiaremos su obra y le contestaremos en menos de 24 h.",
  errorTitle: "Error al enviar la solicitud",
  tooManyPhotos: (max: number | string) => `Puede enviar como máximo ${max} fotos.`,
  photoTooLarge: "Cada foto puede ocupar como máximo 10 MB.",
  photoType: "Solo se aceptan fotos JPEG, PNG, HEIC o WebP.",
  photoUnreadable: "No se pudo leer una de las fotos. Envíela en formato JPEG.",
  requestTooLarge: "La solicitud supera el tamaño máximo: hasta 6 fotos de 10 MB.",
  choosePhotosAgain: "Si quiere enviar fotos, vuelva a elegirlas: no se guardan mientras la solicitud no se envía.",
  backToForm: "Volver al formulario",
  /** The subject stored when the visitor leaves it empty (in Spanish, as staff read it). */
  defaultSubject: (work: string) => `Solicitud de presupuesto: ${work}`,
  otherWork: "Otra obra",
};

export type QuoteMessages = typeof es;

export const quoteCatalogue: Catalogue<QuoteMessages, PublicLocale> = {
  es,
  gl: {
    metaTitle: "Solicitar orzamento",
    metaDescription: "Pida un orzamento sen compromiso para a súa obra ou reforma en Galicia e envíenos fotos do estado actual.",
    title: "Solicitar orzamento",
    intro: "Cóntenos que obra quere facer e, se pode, envíenos unhas fotos: preparámoslle un orzamento sen compromiso.",
    fromProject: (title) => `Chegou desde a obra «${title}»: terémola en conta.`,
    formLabel: "Formulario de solicitude de orzamento",
    subjectOptional: "Asunto (opcional)",
    fields: {
      category: "Tipo de obra",
      municipality: "Concello da obra",
      area: "Superficie aproximada en m² (opcional)",
      budget: "Orzamento aproximado",
      start: "Cando lle gustaría comezar?",
      channel: "Como prefire que o contactemos?",
      callTime: "Mellor hora para chamalo (opcional)",
      photos: "Fotos do estado actual (opcional, ata 6)",
    },
    photosHint: "JPEG, PNG, HEIC ou WebP, ata 10 MB cada unha. Gardámolas sen os seus datos de localización nin da cámara.",
    callTimeHint: "Por exemplo: polas mañás, a partir das 17:00.",
    chooseOption: "Escolla unha opción",
    choose: "Escolla unha opción.",
    phoneNeeded: "Indique un teléfono para que poidamos chamalo ou escribirlle.",
    areaInvalid: "Indique os metros cadrados como un número enteiro entre 1 e 100.000.",
    budgetBands: {
      "hasta-10000": "Ata 10.000 €",
      "10000-30000": "De 10.000 a 30.000 €",
      "30000-60000": "De 30.000 a 60.000 €",
      "60000-120000": "De 60.000 a 120.000 €",
      "mas-120000": "Máis de 120.000 €",
      "sin-decidir": "Aínda non o sei",
    },
    startWindows: {
      "cuanto-antes": "Canto antes",
      "1-3-meses": "En 1 a 3 meses",
      "3-6-meses": "En 3 a 6 meses",
      "mas-6-meses": "Dentro de máis de 6 meses",
      "sin-fecha": "Sen data decidida",
    },
    channels: { phone: "Teléfono", email: "Correo electrónico", whatsapp: "WhatsApp" },
    send: "Solicitar orzamento",
    sendingProgress: (percent) => `Enviando... ${percent} %`,
    successTitle: "Solicitude enviada!",
    successText: "Grazas. Estudaremos a súa obra e responderémoslle en menos de 24 h.",
    errorTitle: "Erro ao enviar a solicitude",
    tooManyPhotos: (max) => `Pode enviar como máximo ${max} fotos.`,
    photoTooLarge: "Cada foto pode ocupar como máximo 10 MB.",
    photoType: "Só se aceptan fotos JPEG, PNG, HEIC ou WebP.",
    photoUnreadable: "Non se puido ler unha das fotos. Envíea en formato JPEG.",
    requestTooLarge: "A solicitude supera o tamaño máximo: ata 6 fotos de 10 MB.",
    choosePhotosAgain: "Se quere enviar fotos, volva escollelas: non se gardan mentres a solicitude non se envía.",
    backToForm: "Volver ao formulario",
    defaultSubject: (work) => `Solicitude de orzamento: ${work}`,
    otherWork: "Outra obra",
  },
  en: {
    metaTitle: "Request a quote",
    metaDescription: "Ask for a free, no-obligation quote for your building or renovation work in Galicia and send us photos of the site.",
    title: "Request a quote",
    intro: "Tell us what work you have in mind and, if you can, send us a few photos: we will prepare a free, no-obligation quote.",
    fromProject: (title) => `You came from the project “${title}”: we will take it into account.`,
    formLabel: "Quote request form",
    subjectOptional: "Subject (optional)",
    fields: {
      category: "Type of work",
      municipality: "Municipality of the site",
      area: "Approximate area in m² (optional)",
      budget: "Approximate budget",
      start: "When would you like to start?",
      channel: "How would you like us to contact you?",
      callTime: "Best time to call you (optional)",
      photos: "Photos of the site as it is (optional, up to 6)",
    },
    photosHint: "JPEG, PNG, HEIC or WebP, up to 10 MB each. We store them without their location or camera data.",
    callTimeHint: "For example: mornings, after 5 pm.",
    chooseOption: "Choose an option",
    choose: "Choose an option.",
    phoneNeeded: "Give a phone number so that we can call or message you.",
    areaInvalid: "Give the square metres as a whole number from 1 to 100,000.",
    budgetBands: {
      "hasta-10000": "Up to €10,000",
      "10000-30000": "€10,000 to €30,000",
      "30000-60000": "€30,000 to €60,000",
      "60000-120000": "€60,000 to €120,000",
      "mas-120000": "Over €120,000",
      "sin-decidir": "I don't know yet",
    },
    startWindows: {
      "cuanto-antes": "As soon as possible",
      "1-3-meses": "In 1 to 3 months",
      "3-6-meses": "In 3 to 6 months",
      "mas-6-meses": "In more than 6 months",
      "sin-fecha": "No date decided",
    },
    channels: { phone: "Phone", email: "Email", whatsapp: "WhatsApp" },
    send: "Request a quote",
    sendingProgress: (percent) => `Sending... ${percent} %`,
    successTitle: "Request sent!",
    successText: "Thank you. We will look at your project and reply within 24 hours.",
    errorTitle: "Error sending the request",
    tooManyPhotos: (max) => `You can send at most ${max} photos.`,
    photoTooLarge: "Each photo can be at most 10 MB.",
    photoType: "Only JPEG, PNG, HEIC or WebP photos are accepted.",
    photoUnreadable: "One of the photos could not be read. Please send it as a JPEG.",
    requestTooLarge: "The request is larger than allowed: up to 6 photos of 10 MB.",
    choosePhotosAgain: "If you want to send photos, choose them again: they are not kept while the request is not sent.",
    backToForm: "Back to the form",
    defaultSubject: (work) => `Quote request: ${work}`,
    otherWork: "Other work",
  },
};

/**
 * What the form and its script show, in the page's language: the contact form's words (fields,
 * notice, toasts) and the quote's own, functions written out with `{max}` / `{percent}`.
 */
export type QuoteFormMessages = ContactFormMessages & {
  quote: Omit<QuoteMessages, "tooManyPhotos" | "sendingProgress" | "fromProject" | "defaultSubject"> & {
    tooManyPhotos: string;
    sendingProgress: string;
  };
};

export const PERCENT_PLACEHOLDER = "{percent}";

export function quoteFormMessages(locale: PublicLocale): QuoteFormMessages {
  const q = messagesFor(quoteCatalogue, locale);
  const { tooManyPhotos, sendingProgress, fromProject, defaultSubject, ...rest } = q;
  return {
    ...contactFormMessages(locale),
    quote: { ...rest, tooManyPhotos: tooManyPhotos(MAX_PLACEHOLDER), sendingProgress: sendingProgress(PERCENT_PLACEHOLDER) },
  };
}
