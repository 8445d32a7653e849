import { blockActionMessages } from "../messages";

/**
 * Strings of the content block editor: spec/admin.md §2 and §8 verbatim (Portuguese, as the
 * spec has them); our own labels in Spanish.
 */
export const blockEditorMessages = {
  // list
  typeSelect: "Tipo de bloque",
  add: "Adicionar",
  empty: "Nenhum bloco de conteúdo adicionado ainda.",
  unsupported: "Tipo de bloco não suportado",
  createNote: "Puede añadir y reordenar los bloques ahora: se guardarán junto con el proyecto.",
  listLabel: "Bloques de contenido",
  confirmDelete: "Tem certeza que deseja remover este bloco?",
  deleteLabel: (label: string, n: number) => `Eliminar bloque ${n} (${label})`,
  deleteConfirm: "Eliminar",
  cancel: "Cancelar",
  dragHandle: (label: string, n: number) => `Mover bloque ${n} (${label})`,
  edit: "Editar",
  editLabel: (label: string, n: number) => `Editar bloque ${n} (${label})`,

  // toasts (§8)
  created: "Bloco de conteúdo criado com sucesso!",
  updated: "Bloco de conteúdo atualizado com sucesso!",
  removed: "Bloco de conteúdo removido com sucesso!",
  reordered: "Ordem dos blocos atualizada!",
  ...blockActionMessages,
  imageUploaded: "Imagem enviada com sucesso!",
  videoUploaded: "Vídeo enviado com sucesso!",
  imageUploadError: "Erro ao enviar imagem",
  videoUploadError: "Erro ao enviar vídeo",
  galleryUploadError: "Erro ao fazer upload das imagens",
  galleryAdded: (n: number) => `${n} imagem(ns) adicionada(s) à galeria!`,

  // edit mode
  save: "Salvar",
  textPlaceholder: "Digite o texto do bloco...",
  textLabel: "Texto del bloque",
  dropImage: "Arraste uma imagem ou clique para selecionar",
  dropImages: "Arraste imagens ou clique para selecionar",
  dropActive: "Solte a imagem aqui...",
  uploading: "Subiendo...",
  imageUrl: "URL de la imagen",
  caption: "Legenda (opcional)",
  alt: "Texto alternativo (opcional)",
  preview: "Vista previa",
  imageFormats: "JPG, PNG o WebP",
  galleryFormats: "JPG, PNG, GIF o WebP; varias a la vez",
  wrongImageType: (name: string) => `«${name}» no es una imagen admitida.`,
  videoUrl: "URL del vídeo",
  videoType: "Tipo de vídeo",
  videoTypes: { youtube: "YouTube", vimeo: "Vimeo", upload: "Archivo subido" },
  videoFile: "Archivo de vídeo (MP4, MOV, AVI, MKV o WebM, hasta 100 MB)",
  wrongVideoType: "Formato de vídeo no admitido (MP4, MOV, AVI, MKV o WebM).",
  videoTooLarge: "El vídeo supera el tamaño máximo de 100 MB.",
  videoTitle: "Título (opcional)",
  videoDescription: "Descripción (opcional)",
  quote: "Cita",
  author: "Autor",
  role: "Cargo (opcional)",
  leftColumn: "Columna izquierda",
  rightColumn: "Columna derecha",
  columnType: "Contenido",
  columnTypes: { text: "Texto", image: "Imagem" },
  columns: "Columnas",
  spacing: "Espaciado",
  spacings: { small: "Pequeño", medium: "Mediano", large: "Grande" },
  galleryImage: (n: number) => `Imagen ${n}`,
  removeImage: (n: number) => `Quitar imagen ${n}`,
  noGalleryImages: "Aún no hay imágenes en la galería.",

  // empty views (§2); each type's own empty text is in its folder (src/blocks/types/<type>/model.ts)
  emptyImageHint: "Nenhuma imagem configurada para este bloco.",
  altBase: "Imagen del bloque",

  // drag and drop, for screen readers
  dnd: {
    instructions:
      "Para mover un bloque, pulse Espacio o Intro sobre el asa. Use las flechas para desplazarlo, Espacio o Intro para soltarlo y Escape para cancelar.",
    start: (n: number) => `Ha cogido el bloque ${n}.`,
    over: (n: number, to: number) => `El bloque ${n} está sobre la posición ${to}.`,
    outside: (n: number) => `El bloque ${n} ya no está sobre una posición válida.`,
    end: (n: number, to: number) => `Ha soltado el bloque ${n} en la posición ${to}.`,
    endOutside: (n: number) => `Ha soltado el bloque ${n}.`,
    cancel: (n: number) => `Movimiento cancelado. El bloque ${n} vuelve a su posición.`,
  },
} as const;
