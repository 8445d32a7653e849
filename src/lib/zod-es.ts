import type { z } from "zod";

/**
 * Spanish messages for what a schema leaves to zod's (English) defaults: wrong types, limits
 * without their own message, unknown values. Passed per parse, so a schema's own message wins.
 */
export const spanishIssues: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? "Este campo es obligatorio." : "El valor enviado no tiene el formato esperado.";
    case "too_big":
      return issue.origin === "string"
        ? `Máximo ${issue.maximum} caracteres.`
        : issue.origin === "array"
          ? `Máximo ${issue.maximum} elementos.`
          : "El valor es demasiado grande.";
    case "too_small":
      return issue.origin === "string" && issue.minimum === 1 ? "Este campo es obligatorio." : "El valor es demasiado pequeño.";
    case "invalid_format":
      return "El formato no es válido.";
    case "invalid_value":
      return "El valor no es una de las opciones permitidas.";
    case "unrecognized_keys":
      return "Se han enviado campos no permitidos.";
    default:
      return "Los datos enviados no son válidos.";
  }
};
