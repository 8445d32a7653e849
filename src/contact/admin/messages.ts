/** Every string of the contact messages inbox; spec wording verbatim where the spec gives it. */
export const inboxMessages = {
  title: "Mensajes de contacto",
  subtitle: "Mensajes enviados desde el formulario de contacto del sitio.",
  total: (n: number) => (n === 1 ? "1 mensaje en total" : `${n} mensajes en total`),
  refresh: "Actualizar",
  refreshed: "Mensajes actualizados",
  deleteAll: "Eliminar todos",
  deleteAllTitle: "¿Eliminar todos los mensajes?",
  deleteAllConfirm: (count: number) =>
    `¿Está seguro de que desea eliminar TODOS los ${count} mensajes? Esta acción no se puede deshacer.`,
  deleteOneTitle: "¿Eliminar el mensaje?",
  deleteOneConfirm: "¿Está seguro de que desea eliminar este mensaje? Esta acción no se puede deshacer.",
  delete: "Eliminar",
  deleteLabel: (name: string) => `Eliminar el mensaje de ${name}`,
  cancel: "Cancelar",
  deleteError: "Error al eliminar mensaje. Inténtelo de nuevo.",
  deleteAllError: "Error al eliminar mensajes. Inténtelo de nuevo.",
  deleted: "Mensaje eliminado",
  deletedAll: (n: number) => (n === 1 ? "1 mensaje eliminado" : `${n} mensajes eliminados`),
  empty: "No se encontraron mensajes",
  loadError: "Erro ao carregar mensagens",
  loadErrorTitle: "No se pudieron cargar los mensajes",
  retry: "Intentar de nuevo",
  replyEmail: "Responder por email",
  whatsapp: "WhatsApp",
  whatsappLabel: (name: string) => `Escribir a ${name} por WhatsApp`,
  subject: "Asunto",
  receivedAt: "Recibido",
  markRead: "Marcar como leído",
  markNew: "Marcar como no leído",
  archive: "Archivar",
  unarchive: "Desarchivar",
  statusError: "Error al actualizar el mensaje. Inténtelo de nuevo.",
  filterLabel: "Filtrar por estado",
  filters: { all: "Todos", new: "Nuevos", read: "Leídos", archived: "Archivados" },
  status: { new: "Nuevo", read: "Leído", archived: "Archivado" } as Record<string, string>,
  notificationFailed: (error: string) => `No se pudo enviar el aviso por email: ${error}`,
  notificationAttempts: (n: number, max: number) => `Intentos: ${n} de ${max}`,
  notificationNext: (when: string) => `Próximo intento automático: ${when}`,
  notificationGaveUp: "No se volverá a intentar automáticamente.",
  notificationPending: "Aviso por email pendiente de envío",
  notificationSent: "Aviso enviado por email",
  retryNotification: "Reintentar envío",
  retryNotificationSent: "Aviso enviado por email",
  retryNotificationFailed: "No se pudo enviar el aviso por email",
  retryNotificationError: "Error al reenviar el aviso. Inténtelo de nuevo.",
} as const;

/** The badge: 'Nuevo' for new or empty, the Spanish word for our states, anything else as stored. */
export function statusLabel(status: string | null | undefined): string {
  if (!status || status === "new") return inboxMessages.status.new;
  return inboxMessages.status[status] ?? status;
}
