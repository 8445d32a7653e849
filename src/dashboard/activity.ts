import { ANALYTICS_TIME_ZONE } from "@/analytics/record";

/** Spanish words for the verbs of audit-log actions ("category.create" → "Creación"). */
const VERBS: Record<string, string> = {
  create: "Creación",
  update: "Actualización",
  delete: "Eliminación",
  "delete-all": "Eliminación de todos",
  reorder: "Reordenación",
  upload: "Subida",
  publish: "Publicación",
  unpublish: "Despublicación",
  "set-cover": "Cambio de portada",
  "remove-cover": "Portada quitada",
  activate: "Activación",
  deactivate: "Desactivación",
  toggle: "Cambio de estado",
  move: "Cambio de orden",
  "grant-admin": "Rol de administrador concedido",
  "revoke-admin": "Rol de administrador retirado",
  "test-email": "Correo de prueba",
};

/** Spanish names of audited entities. */
const ENTITIES: Record<string, string> = {
  category: "categoría",
  project: "proyecto",
  "project-image": "imagen de proyecto",
  project_image: "imagen de proyecto",
  "project-video": "vídeo de proyecto",
  project_video: "vídeo de proyecto",
  block: "bloque de contenido",
  "content-block": "bloque de contenido",
  content_block: "bloque de contenido",
  "hero-image": "imagen de portada",
  hero_image: "imagen de portada",
  "about-image": "imagen de la galería",
  about_gallery: "imagen de la galería",
  "about-gallery": "imagen de la galería",
  settings: "configuración",
  site_settings: "configuración",
  "contact-message": "mensaje de contacto",
  contact_message: "mensaje de contacto",
  user: "usuario",
};

const words = (s: string) => s.replace(/[_-]+/g, " ").trim();

export type DescribedActivity = { verb: string; entity: string; subject: string | null };

/** "category.create" with {name: "Cocinas"} → Creación · categoría · «Cocinas». */
export function describeActivity(action: string, entity: string, details: Record<string, unknown> | null): DescribedActivity {
  const verbKey = action.includes(".") ? action.slice(action.lastIndexOf(".") + 1) : action;
  const verb = VERBS[verbKey] ?? words(verbKey).replace(/^./, (c) => c.toUpperCase());
  const entityLabel = ENTITIES[entity] ?? words(entity);
  const subject = ["name", "title", "email", "slug"].map((k) => details?.[k]).find((v): v is string => typeof v === "string" && v.length > 0);
  return { verb, entity: entityLabel, subject: subject ?? null };
}

const dateTimeFormat = new Intl.DateTimeFormat("es-ES", {
  timeZone: ANALYTICS_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** dd/MM/yyyy HH:mm in the company's time zone. */
export function formatDateTime(value: Date): string {
  const parts = Object.fromEntries(dateTimeFormat.formatToParts(value).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

const numberFormat = new Intl.NumberFormat("es-ES");
export const formatCount = (n: number) => numberFormat.format(n);
