import type { Catalogue } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";

/** Block renderer wording: the spec's strings verbatim (Portuguese, as the spec has them). */
export const blockMessages = {
  unsupported: (type: string) => `Tipo de conteúdo não suportado: ${type}`,
} as const;

/** The texts the public renderer makes up when an author gave none, in the visitor's language. */
export const blockRenderMessages: Catalogue<{ imageAlt: (base: string, n: number) => string; videoTitle: (base: string) => string }, PublicLocale> = {
  es: { imageAlt: (base, n) => `${base} – imagen ${n}`, videoTitle: (base) => `Vídeo: ${base}` },
  gl: { imageAlt: (base, n) => `${base} – imaxe ${n}`, videoTitle: (base) => `Vídeo: ${base}` },
  en: { imageAlt: (base, n) => `${base} – image ${n}`, videoTitle: (base) => `Video: ${base}` },
};

/**
 * A YouTube or Vimeo video before the visitor plays it (components/video-poster.tsx): the play
 * control's name, and the notice that playing loads the provider's player, which may set its
 * cookies, with the link to the privacy policy's cookie part.
 */
export const videoPosterMessages: Catalogue<{ play: (title: string) => string; notice: (provider: string) => string; more: string }, PublicLocale> = {
  es: {
    play: (title) => `Reproducir vídeo: ${title}`,
    notice: (provider) => `Al reproducirlo se carga el reproductor de ${provider}, que puede guardar sus cookies.`,
    more: "Política de cookies",
  },
  gl: {
    play: (title) => `Reproducir vídeo: ${title}`,
    notice: (provider) => `Ao reproducilo cárgase o reprodutor de ${provider}, que pode gardar as súas cookies.`,
    more: "Política de cookies",
  },
  en: {
    play: (title) => `Play video: ${title}`,
    notice: (provider) => `Playing it loads the ${provider} player, which may set its cookies.`,
    more: "Cookie policy",
  },
};

/**
 * The content rules' messages, read when a block is checked (editor and server): spec/admin.md
 * §5's Portuguese verbatim in `pt`, their Spanish equivalents in `es`, our wording where the
 * spec is silent.
 */
const validationEs = {
  imageUrlRequired: "La URL de la imagen es obligatoria",
  imageUrlInvalid: "URL de la imagen no válida",
  videoUrlRequired: "La URL del vídeo es obligatoria",
  videoUrlInvalid: "URL del vídeo no válida",
  quoteRequired: "La cita no puede estar vacía",
  columnsInvalid: "El número de columnas debe estar entre 1 y 4",
  spacingInvalid: "Espaciado no válido",
  galleryImageInvalid: "URL de la imagen no válida",
  sideTypeInvalid: "Tipo de columna no válido",
  emptyBlock: "El bloque está vacío: añada su contenido antes de guardarlo.",
};

export type BlockValidationMessages = typeof validationEs;

export const blockValidationMessages: Catalogue<BlockValidationMessages> = {
  es: validationEs,
  gl: {
    imageUrlRequired: "O URL da imaxe é obrigatorio",
    imageUrlInvalid: "URL da imaxe non válido",
    videoUrlRequired: "O URL do vídeo é obrigatorio",
    videoUrlInvalid: "URL do vídeo non válido",
    quoteRequired: "A cita non pode estar baleira",
    columnsInvalid: "O número de columnas debe estar entre 1 e 4",
    spacingInvalid: "Espazamento non válido",
    galleryImageInvalid: "URL da imaxe non válido",
    sideTypeInvalid: "Tipo de columna non válido",
    emptyBlock: "O bloque está baleiro: engada o seu contido antes de gardalo.",
  },
  pt: {
    imageUrlRequired: "URL da imagem é obrigatória",
    imageUrlInvalid: "URL da imagem inválida",
    videoUrlRequired: "URL do vídeo é obrigatória",
    videoUrlInvalid: "URL do vídeo inválida",
    quoteRequired: "A citação não pode estar vazia",
    columnsInvalid: "O número de colunas deve estar entre 1 e 4",
    spacingInvalid: "Espaçamento inválido",
    galleryImageInvalid: "URL da imagem inválida",
    sideTypeInvalid: "Tipo de coluna inválido",
    emptyBlock: "O bloco está vazio: adicione o conteúdo antes de salvar.",
  },
  en: {
    imageUrlRequired: "The image URL is required",
    imageUrlInvalid: "Invalid image URL",
    videoUrlRequired: "The video URL is required",
    videoUrlInvalid: "Invalid video URL",
    quoteRequired: "The quote cannot be empty",
    columnsInvalid: "The number of columns must be between 1 and 4",
    spacingInvalid: "Invalid spacing",
    galleryImageInvalid: "Invalid image URL",
    sideTypeInvalid: "Invalid column type",
    emptyBlock: "The block is empty: add its content before saving it.",
  },
};

/** The block actions' answers: spec/admin.md §8's failures (verbatim in `pt`), also the editor's error toasts, and the service's refusals. */
const actionEs = {
  createError: "Error al crear el bloque de contenido",
  updateError: "Error al actualizar el bloque de contenido",
  removeError: "Error al eliminar el bloque de contenido",
  reorderError: "Error al reordenar los bloques",
  projectNotFound: "Proyecto no encontrado",
  blockNotFound: "Bloque de contenido no encontrado",
  orderMismatch: "La lista de bloques no corresponde a los bloques del proyecto",
  loadError: "Error al cargar los bloques de contenido",
};

export type BlockActionMessages = typeof actionEs;

export const blockActionMessages: Catalogue<BlockActionMessages> = {
  es: actionEs,
  gl: {
    createError: "Erro ao crear o bloque de contido",
    updateError: "Erro ao actualizar o bloque de contido",
    removeError: "Erro ao eliminar o bloque de contido",
    reorderError: "Erro ao reordenar os bloques",
    projectNotFound: "Proxecto non atopado",
    blockNotFound: "Bloque de contido non atopado",
    orderMismatch: "A lista de bloques non corresponde aos bloques do proxecto",
    loadError: "Erro ao cargar os bloques de contido",
  },
  pt: {
    createError: "Erro ao criar bloco de conteúdo",
    updateError: "Erro ao atualizar bloco de conteúdo",
    removeError: "Erro ao remover bloco de conteúdo",
    reorderError: "Erro ao reordenar blocos",
    projectNotFound: "Projeto não encontrado",
    blockNotFound: "Bloco de conteúdo não encontrado",
    orderMismatch: "A lista de blocos não corresponde aos blocos do projeto",
    loadError: "Erro ao carregar os blocos de conteúdo",
  },
  en: {
    createError: "Error creating content block",
    updateError: "Error updating content block",
    removeError: "Error removing content block",
    reorderError: "Error reordering blocks",
    projectNotFound: "Project not found",
    blockNotFound: "Content block not found",
    orderMismatch: "The list of blocks does not match the project's blocks",
    loadError: "Error loading the content blocks",
  },
};
