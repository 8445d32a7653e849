import type { Catalogue } from "@/i18n/catalogue";
import type { FieldProblem } from "@/db/error-field";

/**
 * What a save refused by the database says, under the field it is about (the form shows it
 * there and moves to it), when no more specific message of the domain applies.
 */
const es: Record<FieldProblem, string> = {
  taken: "Este valor ya está en uso. Elija otro.",
  required: "Este campo es obligatorio.",
  "missing-reference": "El elemento elegido ya no existe. Elija otro.",
  invalid: "El valor de este campo no es válido.",
  "too-long": "Este valor es demasiado largo.",
};

export const adminActionMessages: Catalogue<Record<FieldProblem, string>> = {
  es,
  gl: {
    taken: "Este valor xa está en uso. Escolla outro.",
    required: "Este campo é obrigatorio.",
    "missing-reference": "O elemento escollido xa non existe. Escolla outro.",
    invalid: "O valor deste campo non é válido.",
    "too-long": "Este valor é demasiado longo.",
  },
  pt: {
    taken: "Este valor já está em uso. Escolha outro.",
    required: "Este campo é obrigatório.",
    "missing-reference": "O item escolhido não existe mais. Escolha outro.",
    invalid: "O valor deste campo não é válido.",
    "too-long": "Este valor é longo demais.",
  },
  en: {
    taken: "This value is already in use. Please choose another.",
    required: "This field is required.",
    "missing-reference": "The chosen item no longer exists. Please choose another.",
    invalid: "This field's value is not valid.",
    "too-long": "This value is too long.",
  },
};
