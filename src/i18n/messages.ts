import type { Catalogue } from "./catalogue";

/** What a schema leaves to zod's defaults, in every admin language (read by zod-issues.ts). */
const es = {
  required: "Este campo es obligatorio.",
  badType: "El valor enviado no tiene el formato esperado.",
  maxChars: (n: number) => `Máximo ${n} caracteres.`,
  maxItems: (n: number) => `Máximo ${n} elementos.`,
  tooBig: "El valor es demasiado grande.",
  tooSmall: "El valor es demasiado pequeño.",
  format: "El formato no es válido.",
  notAnOption: "El valor no es una de las opciones permitidas.",
  unknownKeys: "Se han enviado campos no permitidos.",
  invalid: "Los datos enviados no son válidos.",
};

export const issueMessages: Catalogue<typeof es> = {
  es,
  gl: {
    required: "Este campo é obrigatorio.",
    badType: "O valor enviado non ten o formato esperado.",
    maxChars: (n) => `Máximo ${n} caracteres.`,
    maxItems: (n) => `Máximo ${n} elementos.`,
    tooBig: "O valor é demasiado grande.",
    tooSmall: "O valor é demasiado pequeno.",
    format: "O formato non é válido.",
    notAnOption: "O valor non é unha das opcións permitidas.",
    unknownKeys: "Enviáronse campos non permitidos.",
    invalid: "Os datos enviados non son válidos.",
  },
  pt: {
    required: "Este campo é obrigatório.",
    badType: "O valor enviado não tem o formato esperado.",
    maxChars: (n) => `Máximo de ${n} caracteres.`,
    maxItems: (n) => `Máximo de ${n} itens.`,
    tooBig: "O valor é grande demais.",
    tooSmall: "O valor é pequeno demais.",
    format: "O formato não é válido.",
    notAnOption: "O valor não é uma das opções permitidas.",
    unknownKeys: "Foram enviados campos não permitidos.",
    invalid: "Os dados enviados não são válidos.",
  },
  en: {
    required: "This field is required.",
    badType: "The value sent is not in the expected format.",
    maxChars: (n) => `At most ${n} characters.`,
    maxItems: (n) => `At most ${n} items.`,
    tooBig: "The value is too large.",
    tooSmall: "The value is too small.",
    format: "The format is not valid.",
    notAnOption: "The value is not one of the allowed options.",
    unknownKeys: "Fields that are not allowed were sent.",
    invalid: "The data sent is not valid.",
  },
};
