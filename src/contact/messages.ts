import type { PublicCatalogue } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";

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
  tooLong: (max: number) => `Máximo ${max} caracteres.`,
  rateLimited: "Ha enviado demasiados mensajes. Inténtelo de nuevo en unos minutos.",
};

export type ContactMessages = typeof es;

export const contactMessages: PublicCatalogue<ContactMessages> = {
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
    tooLong: (max) => `At most ${max} characters.`,
    rateLimited: "You have sent too many messages. Please try again in a few minutes.",
  },
};

/** The strings the form itself shows, handed to it by the server (the catalogue stays out of the page's JavaScript). */
export type ContactFormMessages = Omit<ContactMessages, "tooLong">;

export function contactFormMessages(locale: PublicLocale): ContactFormMessages {
  const { tooLong: _serverOnly, ...form } = contactMessages[locale];
  return form;
}

export const REQUIRED_FIELDS = ["name", "email", "subject", "message"] as const;
