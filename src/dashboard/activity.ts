import { formatDateTime } from "@/lib/dates";

/**
 * The activity feed in Spanish sentences, written from each audit entry's action and details
 * ("category.create" with {name: "Cocinas"} → "Categoría «Cocinas» creada"). The audit log keeps
 * its internal names; only this wording is for people.
 */

type Details = Record<string, unknown> | null;
type Sentence = (d: Details) => string;

const str = (d: Details, key: string): string | null => {
  const value = d?.[key];
  return typeof value === "string" && value.trim() ? value.trim() : null;
};
const num = (d: Details, key: string): number | null => (typeof d?.[key] === "number" ? (d[key] as number) : null);
/** « name» when the entry names it, else nothing: "Categoría «Cocinas» creada" / "Categoría creada". */
const named = (d: Details, ...keys: string[]) => {
  const name = keys.map((k) => str(d, k)).find(Boolean);
  return name ? ` «${name}»` : "";
};
const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

const STATUS_WORDS: Record<string, string> = { new: "nuevo", read: "leído", archived: "archivado" };
const IMAGE_TYPE_WORDS: Record<string, string> = { gallery: "galería", before: "antes", after: "después" };
const BLOCK_WORDS: Record<string, string> = {
  text: "de texto",
  image: "de imagen",
  gallery: "de galería",
  video: "de vídeo",
  quote: "de cita",
  "two-columns": "de dos columnas",
};
const block = (d: Details) => {
  const type = str(d, "type");
  return type && BLOCK_WORDS[type] ? `Bloque ${BLOCK_WORDS[type]}` : "Bloque de contenido";
};
const ABOUT = "«Sobre nosotros»";

const SENTENCES: Record<string, Sentence> = {
  "category.create": (d) => `Categoría${named(d, "name")} creada`,
  "category.update": (d) => `Categoría${named(d, "name")} actualizada`,
  "category.delete": (d) => `Categoría${named(d, "name")} eliminada`,

  "project.create": (d) => `Proyecto${named(d, "title", "slug")} creado`,
  "project.update": (d) => {
    const slug = str(d, "slug");
    const previous = str(d, "previousSlug");
    const moved = slug && previous && slug !== previous ? `; su dirección pasa de /projeto/${previous} a /projeto/${slug}` : "";
    return `Proyecto${named(d, "title", "slug")} actualizado${moved}`;
  },
  "project.delete": (d) => `Proyecto${named(d, "title", "slug")} eliminado`,
  "project.cover": (d) => (str(d, "cover") ? "Portada de un proyecto cambiada" : "Portada de un proyecto quitada"),

  "project-image.add": (d) => {
    const n = num(d, "images") ?? 1;
    return `${n === 1 ? "Imagen añadida" : `${n} imágenes añadidas`} a un proyecto`;
  },
  "project-image.caption": () => "Leyenda de una imagen de proyecto cambiada",
  "project-image.delete": () => "Imagen de proyecto eliminada",
  "project-image.move": () => "Imagen de proyecto cambiada de orden",
  "project-image.type": (d) => {
    const type = str(d, "type");
    return type && IMAGE_TYPE_WORDS[type] ? `Imagen de proyecto pasada a «${IMAGE_TYPE_WORDS[type]}»` : "Tipo de una imagen de proyecto cambiado";
  },
  "project-video.add": (d) => `Vídeo${named(d, "title")} añadido a un proyecto`,
  "project-video.delete": () => "Vídeo de proyecto eliminado",

  "block.create": (d) => `${block(d)} añadido a un proyecto`,
  "block.update": (d) => `${block(d)} de un proyecto actualizado`,
  "block.delete": (d) => `${block(d)} de un proyecto eliminado`,
  "block.reorder": () => "Bloques de contenido de un proyecto reordenados",

  "hero-image.create": (d) => `Imagen de portada${named(d, "title")} añadida`,
  "hero-image.update": (d) => `Imagen de portada${named(d, "title")} actualizada`,
  "hero-image.delete": (d) => `Imagen de portada${named(d, "title")} eliminada`,
  "hero-image.move": () => "Imagen de portada cambiada de orden",
  "hero-image.set-active": (d) => `Imagen de portada${named(d, "title")} ${d?.isActive === false ? "desactivada" : "activada"}`,

  "about-image.create": () => `Imagen de ${ABOUT} añadida`,
  "about-image.update": () => `Imagen de ${ABOUT} actualizada`,
  "about-image.delete": () => `Imagen de ${ABOUT} eliminada`,
  "about-image.reorder": () => `Imágenes de ${ABOUT} reordenadas`,

  "contact-message.status": (d) => {
    const status = str(d, "status");
    return status && STATUS_WORDS[status] ? `Mensaje de contacto marcado como ${STATUS_WORDS[status]}` : "Estado de un mensaje de contacto cambiado";
  },
  "contact-message.delete": () => "Mensaje de contacto eliminado",
  "contact-message.delete-all": (d) => {
    const n = num(d, "deleted");
    return n === null ? "Mensajes de contacto eliminados" : plural(n, "mensaje de contacto eliminado", "mensajes de contacto eliminados");
  },
  "contact-message.retry-notification": () => "Aviso por correo de un mensaje de contacto reenviado",

  "settings.update": () => "Configuración del sitio actualizada",
  "settings.test-email": (d) => {
    const to = str(d, "to");
    const where = to ? ` a ${to}` : "";
    return d?.ok === false ? `Falló el correo de prueba${where}` : `Correo de prueba enviado${where}`;
  },
  "user.grant-admin": (d) => `Rol de administrador concedido${str(d, "email") ? ` a ${str(d, "email")}` : ""}`,
  "user.revoke-admin": (d) => `Rol de administrador retirado${str(d, "email") ? ` a ${str(d, "email")}` : ""}`,

  "demo.remove": (d) => {
    const n = num(d, "projects");
    return n === null ? "Contenido de demostración eliminado" : `Contenido de demostración eliminado (${plural(n, "proyecto", "proyectos")})`;
  },
};

/** Names of audited things, for an action this module does not know yet. */
const ENTITIES: Record<string, string> = {
  category: "una categoría",
  project: "un proyecto",
  project_image: "una imagen de proyecto",
  project_video: "un vídeo de proyecto",
  content_block: "un bloque de contenido",
  hero_image: "una imagen de portada",
  about_image: `una imagen de ${ABOUT}`,
  site_settings: "la configuración del sitio",
  contact_message: "un mensaje de contacto",
  user: "un usuario",
};

/** One sentence a person would write for an audit entry. */
export function describeActivity(action: string, entity: string, details: Details): string {
  const sentence = SENTENCES[action];
  if (sentence) return sentence(details);
  return `Cambio en ${ENTITIES[entity] ?? "el panel"}${named(details, "name", "title", "email", "slug")}`;
}

/** Every action the feed words by hand (the tests check each audited action is among them). */
export const DESCRIBED_ACTIONS = Object.keys(SENTENCES);

export { formatDateTime };

const numberFormat = new Intl.NumberFormat("es-ES");
export const formatCount = (n: number) => numberFormat.format(n);
