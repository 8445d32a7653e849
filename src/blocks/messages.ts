/** Block renderer wording: the spec's empty-state strings verbatim (Portuguese, as the spec has them). */
export const blockMessages = {
  emptyImage: "Imagem vazia",
  emptyVideo: "Vídeo vazio",
  emptyQuote: "Citação vazia",
  emptyTwoColumns: "Duas colunas vazias",
  emptyGallery: "Galeria vazia",
  unsupported: (type: string) => `Tipo de conteúdo não suportado: ${type}`,
  imageAlt: (base: string, n: number) => `${base} – imagen ${n}`,
  videoTitle: (base: string) => `Vídeo: ${base}`,
} as const;
