/**
 * Every string of the About gallery screen. The spec gives this screen in Portuguese; its own
 * strings are kept verbatim ('Suporta JPG, PNG, WebP', 'Nenhuma imagem disponível', §8 toasts),
 * the labels it does not give are Spanish like the rest of the back office.
 */
export const aboutMessages = {
  title: (n: number) => `Galería "Sobre nosotros" (${n} ${n === 1 ? "imagen" : "imágenes"})`,
  description: "Las imágenes del carrusel de la sección «Sobre nosotros» de la página de inicio.",
  modeLabel: "Modo",
  edit: "Editar",
  preview: "Vista previa",
  empty: "Nenhuma imagem disponível",

  dropTitle: "Arrastre imágenes aquí o haga clic para seleccionar",
  dropActive: "Suelte las imágenes aquí...",
  dropFormats: "Suporta JPG, PNG, WebP",
  selectFiles: "Seleccionar imágenes",
  uploadsLabel: "Subidas en curso",
  uploadProgress: (name: string, pct: number) => `${name}: ${pct} %`,
  notAnImage: (name: string) => `${name} no es una imagen`,
  /** Spec §5: the alt text of a new upload. */
  newAlt: (fileName: string) => `Nova imagem - ${fileName.replace(/\.[^./\\]*$/, "")}`,

  listLabel: "Imágenes de la galería",
  dragHandle: (alt: string) => `Arrastrar para reordenar: ${alt}`,
  dragInstructions:
    "Pulse espacio o intro para levantar la imagen, las flechas arriba y abajo para moverla, espacio o intro para soltarla y escape para cancelar.",
  picked: (alt: string) => `Imagen levantada: ${alt}.`,
  movedOver: (alt: string, position: number) => `Imagen ${alt} sobre la posición ${position}.`,
  dropped: (alt: string, position: number) => `Imagen ${alt} soltada en la posición ${position}.`,
  cancelled: (alt: string) => `Movimiento de ${alt} cancelado.`,
  altText: "Texto alternativo",
  order: "Orden",
  active: "Activa",
  remove: "Eliminar imagen",
  confirmDelete: "Tem certeza que deseja excluir esta imagem?",
  confirmDeleteHint: "El archivo de la imagen también se elimina.",
  confirm: "Eliminar",
  cancel: "Cancelar",

  carouselLabel: "Vista previa del carrusel",
  pause: "Pausar carrusel",
  play: "Reanudar carrusel",
  slide: (i: number, n: number) => `Imagen ${i} de ${n}`,
  previous: "Imagen anterior",
  next: "Imagen siguiente",

  orderMin: "El orden mínimo es 1",
  orderInvalid: "El orden debe ser un número entero",
  imageRequired: "La imagen es obligatoria",
  imageInvalid: "URL de imagen no válida",
  notFound: "La imagen no existe o ya fue eliminada.",
  staleOrder: "La galería ha cambiado mientras la ordenaba. Recargue la página e inténtelo de nuevo.",

  // §8: About successes use the hero's Portuguese wording; failures show the server message or these.
  added: "Imagem adicionada com sucesso!",
  updated: "Imagem atualizada com sucesso!",
  deleted: "Imagem excluída com sucesso!",
  reordered: "Ordem das imagens atualizada!",
  uploadError: "Erro ao fazer upload da imagem",
  updateError: "Erro ao atualizar imagem",
  deleteError: "Erro ao excluir imagem",
  reorderError: "Erro ao reordenar imagens",
} as const;
