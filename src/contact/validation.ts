import { z } from "zod";

export const contactMessages = {
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
} as const;

const required = (max: number) =>
  z
    .string({ error: contactMessages.requiredText })
    .trim()
    .min(1, contactMessages.requiredText)
    .max(max, contactMessages.tooLong(max));

/** One schema for the form and the server action. Lengths cap abuse; the spec requires four fields. */
export const contactSchema = z.object({
  name: required(100),
  email: required(254).pipe(z.email(contactMessages.emailInvalid)),
  phone: z.string().trim().max(30, contactMessages.tooLong(30)).optional().default(""),
  subject: required(200),
  message: required(5000),
});

export type ContactInput = z.input<typeof contactSchema>;

export const REQUIRED_FIELDS = ["name", "email", "subject", "message"] as const;
