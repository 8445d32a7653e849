/** The dashboard's first-run texts (the spec is silent on them; written in its voice). */
export const setupMessages = {
  title: "Primeros pasos",
  description: "Complete estos pasos para que el sitio muestre los datos de su empresa. Cada uno se marca solo cuando los datos están guardados.",
  progress: (done: number, total: number) => `${done} de ${total} completados`,
  done: "Hecho",
  pending: "Pendiente",
} as const;

export const demoContentMessages = {
  button: "Eliminar contenido de demostración",
  intro: "El sitio todavía muestra los proyectos, categorías e imágenes de ejemplo.",
  confirmTitle: "¿Eliminar el contenido de demostración?",
  confirmDescription:
    "Se eliminarán los proyectos, categorías, imágenes de portada e imágenes de «Sobre nosotros» de ejemplo, con sus archivos. Los datos de configuración que usted haya escrito se conservan; los que siguen siendo los de ejemplo se vacían. Esta acción no se puede deshacer.",
  confirm: "Eliminar",
  cancel: "Cancelar",
  removed: "Contenido de demostración eliminado",
  failed: "No se pudo eliminar el contenido de demostración",
  confirmRequired: "Confirme la eliminación",
} as const;
