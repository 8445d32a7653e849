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
  /** The optional box for commercial messages: never ticked for the sender, never required. */
  marketing: "Quiero recibir comunicaciones comerciales por e-mail (opcional; puedo retirar mi consentimiento cuando quiera).",
  /**
   * The first layer of data-protection information (RGPD art. 13, AEPD's layered model), beside
   * the send button; the company's name and the privacy policy's link are added by the form.
   * Changing any of these words (or `marketing`) means a new CONTACT_NOTICE_VERSION (./notice.ts).
   */
  notice: {
    title: "Información básica sobre protección de datos",
    controller: "Responsable",
    items: [
      { label: "Finalidad", text: "responder a su consulta y, solo si marca la casilla, enviarle comunicaciones comerciales." },
      {
        label: "Legitimación",
        text: "su solicitud y las medidas precontractuales que pide (art. 6.1.b RGPD); para las comunicaciones comerciales, su consentimiento (art. 6.1.a RGPD), que puede retirar en cualquier momento.",
      },
      {
        label: "Destinatarios",
        text: "nadie, salvo los proveedores que alojan esta web y envían el correo electrónico por nuestra cuenta; no hay transferencias internacionales.",
      },
      {
        label: "Derechos",
        text: "acceso, rectificación, supresión, oposición, limitación y portabilidad; también puede reclamar ante la Agencia Española de Protección de Datos (AEPD).",
      },
    ],
    more: "Más información",
    privacyLink: "Política de privacidad",
  },
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
    marketing: "Quero recibir comunicacións comerciais por correo-e (opcional; podo retirar o meu consentimento cando queira).",
    notice: {
      title: "Información básica sobre protección de datos",
      controller: "Responsable",
      items: [
        { label: "Finalidade", text: "responder á súa consulta e, só se marca a caixa, enviarlle comunicacións comerciais." },
        {
          label: "Lexitimación",
          text: "a súa solicitude e as medidas precontractuais que pide (art. 6.1.b RGPD); para as comunicacións comerciais, o seu consentimento (art. 6.1.a RGPD), que pode retirar en calquera momento.",
        },
        {
          label: "Destinatarios",
          text: "ninguén, agás os provedores que aloxan esta web e envían o correo electrónico pola nosa conta; non hai transferencias internacionais.",
        },
        {
          label: "Dereitos",
          text: "acceso, rectificación, supresión, oposición, limitación e portabilidade; tamén pode reclamar ante a Axencia Española de Protección de Datos (AEPD).",
        },
      ],
      more: "Máis información",
      privacyLink: "Política de privacidade",
    },
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
    marketing: "I would like to receive marketing communications by e-mail (optional; I can withdraw my consent at any time).",
    notice: {
      title: "Basic information on data protection",
      controller: "Controller",
      items: [
        { label: "Purpose", text: "to answer your enquiry and, only if you tick the box, to send you marketing communications." },
        {
          label: "Legal basis",
          text: "your request and the pre-contractual steps you ask for (Art. 6(1)(b) GDPR); for marketing communications, your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time.",
        },
        {
          label: "Recipients",
          text: "no one, except the providers that host this website and send email on our behalf; there are no international transfers.",
        },
        {
          label: "Rights",
          text: "access, rectification, erasure, objection, restriction and portability; you may also complain to the Spanish Data Protection Agency (AEPD).",
        },
      ],
      more: "More information",
      privacyLink: "Privacy policy",
    },
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
