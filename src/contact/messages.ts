/** Contact form wording (spec strings verbatim). Kept free of zod: the form ships on the landing page. */
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

export const REQUIRED_FIELDS = ["name", "email", "subject", "message"] as const;
