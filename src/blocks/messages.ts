/** Block renderer wording: the spec's strings verbatim (Portuguese, as the spec has them). */
export const blockMessages = {
  unsupported: (type: string) => `Tipo de conteúdo não suportado: ${type}`,
  imageAlt: (base: string, n: number) => `${base} – imagen ${n}`,
  videoTitle: (base: string) => `Vídeo: ${base}`,
} as const;

/** The content rules' messages: spec/admin.md §5 (verbatim) plus our wording where the spec is silent. */
export const blockValidationMessages = {
  imageUrlRequired: "URL da imagem é obrigatória",
  imageUrlInvalid: "URL da imagem inválida",
  videoUrlRequired: "URL do vídeo é obrigatória",
  videoUrlInvalid: "URL do vídeo inválida",
  quoteRequired: "A citação não pode estar vazia",
  columnsInvalid: "O número de colunas deve estar entre 1 e 4",
  spacingInvalid: "Espaçamento inválido",
  galleryImageInvalid: "URL da imagem inválida",
  sideTypeInvalid: "Tipo de coluna inválido",
} as const;

/** The block actions' failure messages (spec/admin.md §8, verbatim), also the editor's error toasts. */
export const blockActionMessages = {
  createError: "Erro ao criar bloco de conteúdo",
  updateError: "Erro ao atualizar bloco de conteúdo",
  removeError: "Erro ao remover bloco de conteúdo",
  reorderError: "Erro ao reordenar blocos",
} as const;
