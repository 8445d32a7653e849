import { messagesFor, type Catalogue } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";
import { GENERIC_ERROR_TITLE } from "@/lib/errors";
import { uiMessages } from "@/messages/ui";
import { MAX_PLACEHOLDER } from "./field-rules";

/**
 * Contact form wording (spec strings verbatim in Spanish). Kept free of zod: the form ships on
 * the landing page.
 */
const es = {
  formLabel: "Formulario de contacto",
  fields: { name: "Nombre", email: "Correo electrónico", phone: "Teléfono (opcional)", subject: "Asunto", message: "Mensaje", website: "Sitio web" },
  requiredTitle: "Campos obligatorios",
  requiredText: "Por favor, complete todos los campos obligatorios.",
  sending: "Enviando...",
  send: "Enviar mensaje",
  successTitle: "¡Mensaje enviado!",
  successText: "Gracias por contactarnos. Le responderemos en menos de 24h.",
  errorTitle: "Error al enviar mensaje",
  errorRetry: "Inténtelo de nuevo en unos momentos.",
  emailInvalid: "Introduzca un correo electrónico válido.",
  phoneInvalid: "Introduzca un teléfono válido: al menos 9 cifras, con el prefijo del país (+…) si no es español.",
  tooLong: (max: number | string) => `Máximo ${max} caracteres.`,
  rateLimited: "Ha enviado demasiados mensajes. Inténtelo de nuevo en unos minutos.",
};

export type ContactMessages = typeof es;

export const contactFormCatalogue: Catalogue<ContactMessages, PublicLocale> = {
  es,
  gl: {
    formLabel: "Formulario de contacto",
    fields: { name: "Nome", email: "Correo electrónico", phone: "Teléfono (opcional)", subject: "Asunto", message: "Mensaxe", website: "Sitio web" },
    requiredTitle: "Campos obrigatorios",
    requiredText: "Por favor, cubra todos os campos obrigatorios.",
    sending: "Enviando...",
    send: "Enviar mensaxe",
    successTitle: "Mensaxe enviada!",
    successText: "Grazas por contactar connosco. Responderémoslle en menos de 24 h.",
    errorTitle: "Erro ao enviar a mensaxe",
    errorRetry: "Ténteo de novo nuns momentos.",
    emailInvalid: "Introduza un correo electrónico válido.",
    phoneInvalid: "Introduza un teléfono válido: polo menos 9 cifras, co prefixo do país (+…) se non é español.",
    tooLong: (max) => `Máximo ${max} caracteres.`,
    rateLimited: "Enviou demasiadas mensaxes. Ténteo de novo nuns minutos.",
  },
  en: {
    formLabel: "Contact form",
    fields: { name: "Name", email: "Email", phone: "Phone (optional)", subject: "Subject", message: "Message", website: "Website" },
    requiredTitle: "Required fields",
    requiredText: "Please fill in all the required fields.",
    sending: "Sending...",
    send: "Send message",
    successTitle: "Message sent!",
    successText: "Thank you for contacting us. We will reply within 24 hours.",
    errorTitle: "Error sending message",
    errorRetry: "Please try again in a moment.",
    emailInvalid: "Enter a valid email address.",
    phoneInvalid: "Enter a valid phone number: at least 9 digits, with the country code (+…) if it is not Spanish.",
    tooLong: (max) => `At most ${max} characters.`,
    rateLimited: "You have sent too many messages. Please try again in a few minutes.",
  },
};

/**
 * The strings the form and its script show, handed to it by the server in the page's language
 * (no catalogue in the page's JavaScript): `tooLong` with `{max}` where the number goes, and the
 * spec's generic error toast ('Error' and its sentences) for a send that never reached the server.
 */
export type ContactFormMessages = Omit<ContactMessages, "tooLong"> & {
  tooLong: string;
  failedTitle: string;
  network: string;
  unexpected: string;
  close: string;
};

export function contactFormMessages(locale: PublicLocale): ContactFormMessages {
  const m = messagesFor(contactFormCatalogue, locale);
  const ui = messagesFor(uiMessages, locale);
  return { ...m, tooLong: m.tooLong(MAX_PLACEHOLDER), failedTitle: GENERIC_ERROR_TITLE, network: ui.network, unexpected: ui.unexpected, close: ui.close };
}
