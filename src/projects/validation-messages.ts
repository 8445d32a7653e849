import type { Catalogue } from "@/i18n/catalogue";

/**
 * The project form's checks and the project service's refusals, shared by the form (browser)
 * and the actions (server). The spec's Spanish wording (admin.md §5) verbatim in Spanish.
 */
const es = {
  titleRequired: "El título es obligatorio",
  slugRequired: "El slug es obligatorio",
  slugPattern: "El slug debe contener solo letras minúsculas, números y guiones",
  slugTaken: "Este slug ya está siendo usado por otro proyecto",
  slugFormer:
    "Este slug fue antes la dirección de otro proyecto y hoy redirige a él. Si lo usa, esos enlaces antiguos llevarán a este proyecto. Guarde de nuevo para confirmarlo.",
  categoryRequired: "La categoría es obligatoria",
  categoryMissing: "La categoría seleccionada ya no existe",
  tooLong: (max: number) => `Máximo ${max} caracteres`,
  areaInvalid: "El área debe ser un número mayor que cero",
  countInvalid: "Introduzca un número entero entre 0 y 999",
  dateInvalid: "Fecha no válida",
  tooMany: (max: number) => `Máximo ${max} elementos`,
  materialIncomplete: "Indique el material y su especificación",
  materialDuplicate: "Ya existe un material con ese nombre",
  tempIdMissing: "Falta el identificador temporal de los medios",
  projectNotFound: "Proyecto no encontrado",
};

export type ProjectValidationMessages = typeof es;

export const projectValidationMessages: Catalogue<ProjectValidationMessages> = {
  es,
  gl: {
    titleRequired: "O título é obrigatorio",
    slugRequired: "O slug é obrigatorio",
    slugPattern: "O slug só pode conter letras minúsculas, números e guións",
    slugTaken: "Este slug xa o está a usar outro proxecto",
    slugFormer:
      "Este slug foi antes o enderezo doutro proxecto e hoxe redirixe a el. Se o usa, esas ligazóns antigas levarán a este proxecto. Garde de novo para confirmalo.",
    categoryRequired: "A categoría é obrigatoria",
    categoryMissing: "A categoría seleccionada xa non existe",
    tooLong: (max) => `Máximo ${max} caracteres`,
    areaInvalid: "A área debe ser un número maior que cero",
    countInvalid: "Introduza un número enteiro entre 0 e 999",
    dateInvalid: "Data non válida",
    tooMany: (max) => `Máximo ${max} elementos`,
    materialIncomplete: "Indique o material e a súa especificación",
    materialDuplicate: "Xa existe un material con ese nome",
    tempIdMissing: "Falta o identificador temporal dos ficheiros multimedia",
    projectNotFound: "Proxecto non atopado",
  },
  pt: {
    titleRequired: "O título é obrigatório",
    slugRequired: "O slug é obrigatório",
    slugPattern: "O slug deve conter apenas letras minúsculas, números e hífens",
    slugTaken: "Este slug já está sendo usado por outro projeto",
    slugFormer:
      "Este slug já foi o endereço de outro projeto e hoje redireciona para ele. Se você usá-lo, esses links antigos levarão a este projeto. Salve novamente para confirmar.",
    categoryRequired: "A categoria é obrigatória",
    categoryMissing: "A categoria selecionada não existe mais",
    tooLong: (max) => `Máximo de ${max} caracteres`,
    areaInvalid: "A área deve ser um número maior que zero",
    countInvalid: "Informe um número inteiro entre 0 e 999",
    dateInvalid: "Data inválida",
    tooMany: (max) => `Máximo de ${max} itens`,
    materialIncomplete: "Informe o material e sua especificação",
    materialDuplicate: "Já existe um material com esse nome",
    tempIdMissing: "Falta o identificador temporário da mídia",
    projectNotFound: "Projeto não encontrado",
  },
  en: {
    titleRequired: "The title is required",
    slugRequired: "The slug is required",
    slugPattern: "The slug may only contain lowercase letters, numbers and hyphens",
    slugTaken: "This slug is already used by another project",
    slugFormer:
      "This slug used to be another project's address and now redirects to it. If you use it, those old links will lead to this project. Save again to confirm.",
    categoryRequired: "The category is required",
    categoryMissing: "The selected category no longer exists",
    tooLong: (max) => `At most ${max} characters`,
    areaInvalid: "The area must be a number greater than zero",
    countInvalid: "Enter a whole number between 0 and 999",
    dateInvalid: "Invalid date",
    tooMany: (max) => `At most ${max} items`,
    materialIncomplete: "Enter the material and its specification",
    materialDuplicate: "A material with that name already exists",
    tempIdMissing: "The media's temporary identifier is missing",
    projectNotFound: "Project not found",
  },
};
