import type { Catalogue } from "@/i18n/catalogue";
import { plural } from "@/i18n/format";
import { leadAdminMessages } from "@/leads/admin/messages";

/** The dashboard's texts: figures, quick actions, the first-run checklist and the demo removal (the spec is silent on them; written in its voice). */
const es = {
  title: "Dashboard",
  subtitle: "Resumen del contenido y la actividad del sitio.",
  figures: "Cifras",
  stats: {
    galleryImages: { label: "Imágenes", hint: 'Galería "Sobre nosotros"' },
    publishedProjects: { label: "Proyectos", hint: "Publicados en el sitio" },
    users: { label: "Usuarios", hint: "Cuentas registradas" },
    pageViews: { label: "Visitas", hint: "Páginas vistas, últimos 30 días" },
  },
  quickActions: "Acciones rápidas",
  quickActionsHint: "Lo que más se gestiona.",
  aboutGallery: { label: 'Gestionar galería "Sobre nosotros"', description: "Subir, ordenar y activar las imágenes de la sección Sobre nosotros." },
  projects: { label: "Gestionar proyectos", description: "Crear, editar y publicar los proyectos del portafolio." },
  inbox: { label: "Mensajes de contacto", description: "Leer y responder a quien escribió desde la web." },
  setup: {
    title: "Primeros pasos",
    description: "Complete estos pasos para que el sitio muestre los datos de su empresa. Cada uno se marca solo cuando los datos están guardados.",
    progress: (done: number, total: number) => `${done} de ${total} completados`,
    done: "Hecho",
    pending: "Pendiente",
    steps: {
      company: { label: "Describa la empresa y sus datos de contacto", hint: "Descripción, dirección, teléfono y correo en Configuración." },
      identity: {
        label: "Complete los datos legales de la empresa",
        hint: "Razón social, NIF, domicilio social y datos registrales, que la ley exige mostrar.",
      },
      logo: { label: "Suba el logotipo", hint: "En Configuración, información de la empresa." },
      smtp: {
        label: "Configure el correo (SMTP) y envíe un correo de prueba",
        hint: "Se marca cuando un correo de prueba llega con el servidor guardado.",
      },
      hero: { label: "Añada al menos una imagen de portada", hint: "La primera imagen que ven los visitantes." },
      project: { label: "Publique el primer proyecto", hint: "Un proyecto propio, no de demostración, publicado." },
    },
  },
  demo: {
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
  },
};

export type DashboardMessages = typeof es;

export const dashboardMessages: Catalogue<DashboardMessages> = {
  es,
  gl: {
    title: "Panel",
    subtitle: "Resumo do contido e da actividade do sitio.",
    figures: "Cifras",
    stats: {
      galleryImages: { label: "Imaxes", hint: 'Galería "Sobre nós"' },
      publishedProjects: { label: "Proxectos", hint: "Publicados no sitio" },
      users: { label: "Usuarios", hint: "Contas rexistradas" },
      pageViews: { label: "Visitas", hint: "Páxinas vistas, últimos 30 días" },
    },
    quickActions: "Accións rápidas",
    quickActionsHint: "O que máis se xestiona.",
    aboutGallery: { label: 'Xestionar a galería "Sobre nós"', description: "Subir, ordenar e activar as imaxes da sección Sobre nós." },
    projects: { label: "Xestionar proxectos", description: "Crear, editar e publicar os proxectos do portafolio." },
    inbox: { label: "Mensaxes de contacto", description: "Ler e responder a quen escribiu desde a web." },
    setup: {
      title: "Primeiros pasos",
      description: "Complete estes pasos para que o sitio amose os datos da súa empresa. Cada un márcase só cando os datos están gardados.",
      progress: (done, total) => `${done} de ${total} completados`,
      done: "Feito",
      pending: "Pendente",
      steps: {
        company: { label: "Describa a empresa e os seus datos de contacto", hint: "Descrición, enderezo, teléfono e correo en Configuración." },
        identity: { label: "Complete os datos legais da empresa", hint: "Razón social, NIF, domicilio social e datos rexistrais, que a lei esixe amosar." },
        logo: { label: "Suba o logotipo", hint: "En Configuración, información da empresa." },
        smtp: {
          label: "Configure o correo (SMTP) e envíe un correo de proba",
          hint: "Márcase cando un correo de proba chega co servidor gardado.",
        },
        hero: { label: "Engada polo menos unha imaxe de portada", hint: "A primeira imaxe que ven os visitantes." },
        project: { label: "Publique o primeiro proxecto", hint: "Un proxecto propio, non de demostración, publicado." },
      },
    },
    demo: {
      button: "Eliminar o contido de demostración",
      intro: "O sitio aínda amosa os proxectos, categorías e imaxes de exemplo.",
      confirmTitle: "Eliminar o contido de demostración?",
      confirmDescription:
        "Eliminaranse os proxectos, categorías, imaxes de portada e imaxes de «Sobre nós» de exemplo, cos seus ficheiros. Os datos de configuración que vostede escribiu consérvanse; os que seguen sendo os de exemplo baléiranse. Esta acción non se pode desfacer.",
      confirm: "Eliminar",
      cancel: "Cancelar",
      removed: "Contido de demostración eliminado",
      failed: "Non se puido eliminar o contido de demostración",
      confirmRequired: "Confirme a eliminación",
    },
  },
  pt: {
    title: "Dashboard",
    subtitle: "Resumo do conteúdo e da atividade do site.",
    figures: "Números",
    stats: {
      galleryImages: { label: "Imagens", hint: 'Galeria "Sobre nós"' },
      publishedProjects: { label: "Projetos", hint: "Publicados no site" },
      users: { label: "Usuários", hint: "Contas cadastradas" },
      pageViews: { label: "Visitas", hint: "Páginas vistas, últimos 30 dias" },
    },
    quickActions: "Ações rápidas",
    quickActionsHint: "O que mais se gerencia.",
    aboutGallery: { label: 'Gerenciar galeria "Sobre nós"', description: "Enviar, ordenar e ativar as imagens da seção Sobre nós." },
    projects: { label: "Gerenciar projetos", description: "Criar, editar e publicar os projetos do portfólio." },
    inbox: { label: "Mensagens de contato", description: "Ler e responder a quem escreveu pelo site." },
    setup: {
      title: "Primeiros passos",
      description: "Conclua estes passos para que o site mostre os dados da sua empresa. Cada um é marcado sozinho quando os dados estão salvos.",
      progress: (done, total) => `${done} de ${total} concluídos`,
      done: "Feito",
      pending: "Pendente",
      steps: {
        company: { label: "Descreva a empresa e seus dados de contato", hint: "Descrição, endereço, telefone e e-mail em Configurações." },
        identity: { label: "Complete os dados legais da empresa", hint: "Denominação social, NIF, sede social e dados de registo, que a lei exige mostrar." },
        logo: { label: "Envie o logotipo", hint: "Em Configurações, informações da empresa." },
        smtp: {
          label: "Configure o e-mail (SMTP) e envie um e-mail de teste",
          hint: "É marcado quando um e-mail de teste chega com o servidor salvo.",
        },
        hero: { label: "Adicione pelo menos uma imagem de capa", hint: "A primeira imagem que os visitantes veem." },
        project: { label: "Publique o primeiro projeto", hint: "Um projeto próprio, não de demonstração, publicado." },
      },
    },
    demo: {
      button: "Excluir conteúdo de demonstração",
      intro: "O site ainda mostra os projetos, categorias e imagens de exemplo.",
      confirmTitle: "Excluir o conteúdo de demonstração?",
      confirmDescription:
        "Serão excluídos os projetos, categorias, imagens de capa e imagens de «Sobre nós» de exemplo, com seus arquivos. Os dados de configuração que você escreveu são mantidos; os que ainda são os de exemplo são esvaziados. Esta ação não pode ser desfeita.",
      confirm: "Excluir",
      cancel: "Cancelar",
      removed: "Conteúdo de demonstração excluído",
      failed: "Não foi possível excluir o conteúdo de demonstração",
      confirmRequired: "Confirme a exclusão",
    },
  },
  en: {
    title: "Dashboard",
    subtitle: "A summary of the site's content and activity.",
    figures: "Figures",
    stats: {
      galleryImages: { label: "Images", hint: '"About us" gallery' },
      publishedProjects: { label: "Projects", hint: "Published on the website" },
      users: { label: "Users", hint: "Registered accounts" },
      pageViews: { label: "Visits", hint: "Page views, last 30 days" },
    },
    quickActions: "Quick actions",
    quickActionsHint: "What is managed most.",
    aboutGallery: { label: 'Manage the "About us" gallery', description: "Upload, order and activate the images of the About us section." },
    projects: { label: "Manage projects", description: "Create, edit and publish the portfolio's projects." },
    inbox: { label: "Contact messages", description: "Read and answer those who wrote through the website." },
    setup: {
      title: "First steps",
      description: "Complete these steps so that the website shows your company's details. Each one ticks itself once the data is saved.",
      progress: (done, total) => `${done} of ${total} completed`,
      done: "Done",
      pending: "Pending",
      steps: {
        company: { label: "Describe the company and its contact details", hint: "Description, address, phone and email in Settings." },
        identity: {
          label: "Fill in the company's legal details",
          hint: "Legal name, tax ID, registered office and registration, which the law requires the site to show.",
        },
        logo: { label: "Upload the logo", hint: "In Settings, company information." },
        smtp: { label: "Set up email (SMTP) and send a test email", hint: "Ticked when a test email arrives with the saved server." },
        hero: { label: "Add at least one cover image", hint: "The first image visitors see." },
        project: { label: "Publish the first project", hint: "A project of your own, not a demo one, published." },
      },
    },
    demo: {
      button: "Delete demo content",
      intro: "The website still shows the example projects, categories and images.",
      confirmTitle: "Delete the demo content?",
      confirmDescription:
        "The example projects, categories, cover images and “About us” images will be deleted, with their files. The settings you have written are kept; those still holding the example values are emptied. This cannot be undone.",
      confirm: "Delete",
      cancel: "Cancel",
      removed: "Demo content deleted",
      failed: "The demo content could not be deleted",
      confirmRequired: "Confirm the deletion",
    },
  },
};

/**
 * The activity feed: one sentence per audited action in each language, written from the audit
 * entry's details ("category.create" with {name: "Cocinas"} → "Categoría «Cocinas» creada"). The
 * audit log keeps its internal names; only this wording is for people.
 */

export type Details = Record<string, unknown> | null;
type Sentence = (d: Details) => string;
/** Keeps the action names as the type's keys (every language must word each one) and each sentence a plain string. */
const sentences = <K extends string>(list: Record<K, Sentence>): Record<K, Sentence> => list;

export const str = (d: Details, key: string): string | null => {
  const value = d?.[key];
  return typeof value === "string" && value.trim() ? value.trim() : null;
};
const num = (d: Details, key: string): number | null => (typeof d?.[key] === "number" ? (d[key] as number) : null);

/** " «name»" when the entry names it (first of `keys` found), else nothing. */
const quoted =
  (open: string, close: string) =>
  (d: Details, ...keys: string[]) => {
    const name = keys.map((k) => str(d, k)).find(Boolean);
    return name ? ` ${open}${name}${close}` : "";
  };
const guillemets = quoted("«", "»");
const curly = quoted("“", "”");

/** The word for a known key (an entity), or null. */
const pick = (words: Record<string, string>, key: string | null): string | null => (key && Object.hasOwn(words, key) ? words[key] : null);
/** The word for a known value of a detail (a status, a block type), or null. */
const word = (d: Details, key: string, words: Record<string, string>): string | null => pick(words, str(d, key));

const esStatus = { new: "nuevo", read: "leído", archived: "archivado" };
const esImageType = { gallery: "galería", before: "antes", after: "después" };
const esBlocks = { text: "de texto", image: "de imagen", gallery: "de galería", video: "de vídeo", quote: "de cita", "two-columns": "de dos columnas" };
const esBlock = (d: Details) => {
  const type = word(d, "type", esBlocks);
  return type ? `Bloque ${type}` : "Bloque de contenido";
};
const esAbout = "«Sobre nosotros»";
/** The language a confirmed translation is in (`confirmed`: gl or en), as each language says "into it". */
const esInto = (d: Details) => pick({ gl: " al gallego", en: " al inglés" }, str(d, "confirmed")) ?? "";
const esTo = (d: Details) => (str(d, "to") ? ` a ${str(d, "to")}` : "");
const esEmail = (d: Details) => (str(d, "email") ? ` a ${str(d, "email")}` : "");

const esEntities: Record<string, string> = {
  category: "una categoría",
  project: "un proyecto",
  project_image: "una imagen de proyecto",
  project_video: "un vídeo de proyecto",
  content_block: "un bloque de contenido",
  hero_image: "una imagen de portada",
  about_image: `una imagen de ${esAbout}`,
  site_settings: "la configuración del sitio",
  contact_message: "un mensaje de contacto",
  user: "un usuario",
  review: "una reseña",
  review_request: "un enlace para reseñas",
};

const activityEs = {
  title: "Actividad reciente",
  description: "Los últimos cambios hechos en el panel.",
  empty: "Aún no hay actividad registrada.",
  deletedUser: "Usuario eliminado",
  byCustomer: "Un cliente, con su enlace para reseñas",
  bySchedule: "Automático, a la hora programada",
  byRetention: "Automático, por los plazos de conservación de consultas",
  sentences: sentences({
    "category.create": (d) => `Categoría${guillemets(d, "name")} creada`,
    "category.update": (d) => `Categoría${guillemets(d, "name")} actualizada`,
    "category.delete": (d) => `Categoría${guillemets(d, "name")} eliminada`,
    "project.create": (d) => `Proyecto${guillemets(d, "title", "slug")} creado`,
    "project.update": (d) => {
      if (d?.unpublishedChanges === true) return `Cambios sin publicar del proyecto${guillemets(d, "title", "slug")} guardados`;
      const [slug, previous] = [str(d, "slug"), str(d, "previousSlug")];
      const moved = slug && previous && slug !== previous ? `; su dirección pasa de /projeto/${previous} a /projeto/${slug}` : "";
      return `Proyecto${guillemets(d, "title", "slug")} actualizado${moved}`;
    },
    "project.publish-changes": (d) => {
      const [slug, previous] = [str(d, "slug"), str(d, "previousSlug")];
      const moved = slug && previous && slug !== previous ? `; su dirección pasa de /projeto/${previous} a /projeto/${slug}` : "";
      return `Cambios del proyecto${guillemets(d, "title", "slug")} publicados${moved}`;
    },
    "project.discard-changes": (d) => `Cambios sin publicar del proyecto${guillemets(d, "title", "slug")} descartados`,
    "project.delete": (d) => `Proyecto${guillemets(d, "title", "slug")} eliminado`,
    "project.schedule": (d) => `Programación del proyecto${guillemets(d, "title", "slug")} guardada`,
    "project.scheduled-publish": (d) => `Proyecto${guillemets(d, "title", "slug")} publicado a la hora programada`,
    "project.scheduled-unpublish": (d) => `Proyecto${guillemets(d, "title", "slug")} retirado a la hora programada`,
    "project.cover": (d) => (str(d, "cover") ? "Portada de un proyecto cambiada" : "Portada de un proyecto quitada"),
    "project-revision.restore": (d) =>
      `Versión anterior del proyecto${guillemets(d, "title", "slug")} restaurada${d?.published === true ? " en sus cambios sin publicar" : ""}`,
    "project-image.add": (d) => `${plural("es", num(d, "images") ?? 1, { one: "Imagen añadida", other: "# imágenes añadidas" })} a un proyecto`,
    "project-image.caption": () => "Leyenda de una imagen de proyecto cambiada",
    "project-image.delete": () => "Imagen de proyecto eliminada",
    "project-image.move": () => "Imagen de proyecto cambiada de orden",
    "project-image.type": (d) => {
      const type = word(d, "type", esImageType);
      return type ? `Imagen de proyecto pasada a «${type}»` : "Tipo de una imagen de proyecto cambiado";
    },
    "project-video.add": (d) => `Vídeo${guillemets(d, "title")} añadido a un proyecto`,
    "project-video.delete": () => "Vídeo de proyecto eliminado",
    "block.create": (d) => `${esBlock(d)} añadido a un proyecto`,
    "block.update": (d) => `${esBlock(d)} de un proyecto actualizado`,
    "block.delete": (d) => `${esBlock(d)} de un proyecto eliminado`,
    "block.reorder": () => "Bloques de contenido de un proyecto reordenados",
    "hero-image.create": (d) => `Imagen de portada${guillemets(d, "title")} añadida`,
    "hero-image.update": (d) => `Imagen de portada${guillemets(d, "title")} actualizada`,
    "hero-image.delete": (d) => `Imagen de portada${guillemets(d, "title")} eliminada`,
    "hero-image.move": () => "Imagen de portada cambiada de orden",
    "hero-image.set-active": (d) => `Imagen de portada${guillemets(d, "title")} ${d?.isActive === false ? "desactivada" : "activada"}`,
    "about-image.create": () => `Imagen de ${esAbout} añadida`,
    "about-image.update": () => `Imagen de ${esAbout} actualizada`,
    "about-image.delete": () => `Imagen de ${esAbout} eliminada`,
    "about-image.reorder": () => `Imágenes de ${esAbout} reordenadas`,
    "contact-message.status": (d) => {
      const status = word(d, "status", esStatus);
      return status ? `Mensaje de contacto marcado como ${status}` : "Estado de un mensaje de contacto cambiado";
    },
    "contact-message.delete": () => "Mensaje de contacto eliminado",
    "contact-message.delete-all": (d) => {
      const n = num(d, "deleted");
      return n === null
        ? "Mensajes de contacto eliminados"
        : plural("es", n, { one: "1 mensaje de contacto eliminado", other: "# mensajes de contacto eliminados" });
    },
    "contact-message.retry-notification": () => "Aviso por correo de un mensaje de contacto reenviado",
    "lead.stage": (d) => {
      const stage = word(d, "to", leadAdminMessages.es.stages);
      return stage ? `Oportunidad movida a «${stage}»` : "Etapa de una oportunidad cambiada";
    },
    "lead.assign": (d) => (str(d, "to") ? "Oportunidad asignada" : "Oportunidad sin responsable"),
    "lead.next-action": () => "Próxima acción de una oportunidad guardada",
    "lead.value": () => "Valor estimado de una oportunidad guardado",
    "lead.note": () => "Nota añadida a una oportunidad",
    "lead.create": () => "Oportunidad añadida a mano",
    "settings.update": () => "Configuración del sitio actualizada",
    "settings.restore": () => "Restaurada una versión anterior de la configuración del sitio",
    "settings.confirm-translation": (d) => `Traducción${esInto(d)} de la configuración del sitio confirmada`,
    "category.confirm-translation": (d) => `Traducción${esInto(d)} de la categoría${guillemets(d, "name")} confirmada`,
    "project.confirm-translation": (d) => `Traducción${esInto(d)} del proyecto${guillemets(d, "title", "slug")} confirmada`,
    "block.confirm-translation": (d) => `Traducción${esInto(d)} de un bloque de contenido confirmada`,
    "hero-image.confirm-translation": (d) => `Traducción${esInto(d)} de una imagen de portada confirmada`,
    "about-image.confirm-translation": (d) => `Traducción${esInto(d)} de una imagen de ${esAbout} confirmada`,
    "settings.test-email": (d) => (d?.ok === false ? `Falló el correo de prueba${esTo(d)}` : `Correo de prueba enviado${esTo(d)}`),
    "user.grant-admin": (d) => `Rol de administrador concedido${esEmail(d)}`,
    "user.revoke-admin": (d) => `Rol de administrador retirado${esEmail(d)}`,
    "user.set-role": (d) => {
      const role = word(d, "role", { admin: "administrador", editor: "editor", comercial: "comercial", none: "sin acceso" });
      return `Rol${str(d, "email") ? ` de ${str(d, "email")}` : ""} cambiado${role ? ` a ${role}` : ""}`;
    },
    "review.create": () => "Reseña añadida",
    "review.update": () => "Reseña actualizada",
    "review.set-status": (d) => (d?.to === "published" ? "Reseña publicada" : d?.to === "hidden" ? "Reseña ocultada" : "Reseña devuelta a pendiente"),
    "review.reply": (d) => (d?.replied === false ? "Respuesta a una reseña quitada" : "Respuesta a una reseña guardada"),
    "review.delete": () => "Reseña eliminada",
    "review-request.create": () => "Enlace para reseña creado",
    "review-request.revoke": () => "Enlace para reseña revocado",
    "lead.export": (d) => {
      const n = num(d, "leads");
      return n === null
        ? "Datos de consultas exportados a petición de la persona"
        : `Datos de ${plural("es", n, { one: "1 consulta", other: "# consultas" })} exportados a petición de la persona`;
    },
    "lead.erase": (d) => {
      const n = num(d, "erased");
      return n === null
        ? "Consultas borradas a petición de la persona"
        : plural("es", n, { one: "1 consulta borrada a petición de la persona", other: "# consultas borradas a petición de la persona" });
    },
    "lead.retention-block": (d) => {
      const n = num(d, "blocked");
      return n === null
        ? "Consultas bloqueadas al acabar su plazo de conservación"
        : plural("es", n, {
            one: "1 consulta bloqueada al acabar su plazo de conservación",
            other: "# consultas bloqueadas al acabar su plazo de conservación",
          });
    },
    "lead.retention-erase": (d) => {
      const n = num(d, "erased");
      return n === null
        ? "Consultas bloqueadas borradas al acabar su plazo de bloqueo"
        : plural("es", n, {
            one: "1 consulta bloqueada borrada al acabar su plazo de bloqueo",
            other: "# consultas bloqueadas borradas al acabar su plazo de bloqueo",
          });
    },
    "project-preview.create": () => "Enlace de vista previa de un proyecto creado",
    "project-preview.revoke": () => "Enlace de vista previa de un proyecto revocado",
    "demo.remove": (d) => {
      const n = num(d, "projects");
      return n === null
        ? "Contenido de demostración eliminado"
        : `Contenido de demostración eliminado (${plural("es", n, { one: "1 proyecto", other: "# proyectos" })})`;
    },
  }),
  /** An action this catalogue does not know yet: "Cambio en un proyecto «Casa»". */
  other: (entity: string, d: Details) => `Cambio en ${pick(esEntities, entity) ?? "el panel"}${guillemets(d, "name", "title", "email", "slug")}`,
};

export type ActivityMessages = typeof activityEs;

const glStatus = { new: "nova", read: "lida", archived: "arquivada" };
const glImageType = { gallery: "galería", before: "antes", after: "despois" };
const glBlocks = { text: "de texto", image: "de imaxe", gallery: "de galería", video: "de vídeo", quote: "de cita", "two-columns": "de dúas columnas" };
const glBlock = (d: Details) => {
  const type = word(d, "type", glBlocks);
  return type ? `Bloque ${type}` : "Bloque de contido";
};
const glAbout = "«Sobre nós»";
const glInto = (d: Details) => pick({ gl: " ao galego", en: " ao inglés" }, str(d, "confirmed")) ?? "";
const glTo = (d: Details) => (str(d, "to") ? ` a ${str(d, "to")}` : "");
const glEmail = (d: Details) => (str(d, "email") ? ` a ${str(d, "email")}` : "");
const glEntities: Record<string, string> = {
  category: "unha categoría",
  project: "un proxecto",
  project_image: "unha imaxe de proxecto",
  project_video: "un vídeo de proxecto",
  content_block: "un bloque de contido",
  hero_image: "unha imaxe de portada",
  about_image: `unha imaxe de ${glAbout}`,
  site_settings: "a configuración do sitio",
  contact_message: "unha mensaxe de contacto",
  user: "un usuario",
  review: "unha recensión",
  review_request: "unha ligazón para recensións",
};

const ptStatus = { new: "nova", read: "lida", archived: "arquivada" };
const ptImageType = { gallery: "galeria", before: "antes", after: "depois" };
const ptBlocks = { text: "de texto", image: "de imagem", gallery: "de galeria", video: "de vídeo", quote: "de citação", "two-columns": "de duas colunas" };
const ptBlock = (d: Details) => {
  const type = word(d, "type", ptBlocks);
  return type ? `Bloco ${type}` : "Bloco de conteúdo";
};
const ptAbout = "«Sobre nós»";
const ptInto = (d: Details) => pick({ gl: " para o galego", en: " para o inglês" }, str(d, "confirmed")) ?? "";
const ptTo = (d: Details) => (str(d, "to") ? ` para ${str(d, "to")}` : "");
const ptEmail = (d: Details) => (str(d, "email") ? ` a ${str(d, "email")}` : "");
const ptEntities: Record<string, string> = {
  category: "uma categoria",
  project: "um projeto",
  project_image: "uma imagem de projeto",
  project_video: "um vídeo de projeto",
  content_block: "um bloco de conteúdo",
  hero_image: "uma imagem de capa",
  about_image: `uma imagem de ${ptAbout}`,
  site_settings: "as configurações do site",
  contact_message: "uma mensagem de contato",
  user: "um usuário",
  review: "uma avaliação",
  review_request: "um link de avaliação",
};

const enStatus = { new: "new", read: "read", archived: "archived" };
const enImageType = { gallery: "gallery", before: "before", after: "after" };
const enBlocks = { text: "Text", image: "Image", gallery: "Gallery", video: "Video", quote: "Quote", "two-columns": "Two-column" };
const enBlock = (d: Details) => {
  const type = word(d, "type", enBlocks);
  return type ? `${type} block` : "Content block";
};
const enAbout = "“About us”";
const enTranslation = (d: Details) => pick({ gl: "Galician translation", en: "English translation" }, str(d, "confirmed")) ?? "Translation";
const enTo = (d: Details) => (str(d, "to") ? ` to ${str(d, "to")}` : "");
const enEntities: Record<string, string> = {
  category: "a category",
  project: "a project",
  project_image: "a project image",
  project_video: "a project video",
  content_block: "a content block",
  hero_image: "a cover image",
  about_image: `an ${enAbout} image`,
  site_settings: "the site settings",
  contact_message: "a contact message",
  user: "a user",
  review: "a review",
  review_request: "a review link",
};

export const activityMessages: Catalogue<ActivityMessages> = {
  es: activityEs,
  gl: {
    title: "Actividade recente",
    description: "Os últimos cambios feitos no panel.",
    empty: "Aínda non hai actividade rexistrada.",
    deletedUser: "Usuario eliminado",
    byCustomer: "Un cliente, coa súa ligazón para recensións",
    bySchedule: "Automático, á hora programada",
    byRetention: "Automático, polos prazos de conservación de consultas",
    sentences: {
      "category.create": (d) => `Categoría${guillemets(d, "name")} creada`,
      "category.update": (d) => `Categoría${guillemets(d, "name")} actualizada`,
      "category.delete": (d) => `Categoría${guillemets(d, "name")} eliminada`,
      "project.create": (d) => `Proxecto${guillemets(d, "title", "slug")} creado`,
      "project.update": (d) => {
        if (d?.unpublishedChanges === true) return `Cambios sen publicar do proxecto${guillemets(d, "title", "slug")} gardados`;
        const [slug, previous] = [str(d, "slug"), str(d, "previousSlug")];
        const moved = slug && previous && slug !== previous ? `; o seu enderezo pasa de /projeto/${previous} a /projeto/${slug}` : "";
        return `Proxecto${guillemets(d, "title", "slug")} actualizado${moved}`;
      },
      "project.publish-changes": (d) => {
        const [slug, previous] = [str(d, "slug"), str(d, "previousSlug")];
        const moved = slug && previous && slug !== previous ? `; o seu enderezo pasa de /projeto/${previous} a /projeto/${slug}` : "";
        return `Cambios do proxecto${guillemets(d, "title", "slug")} publicados${moved}`;
      },
      "project.discard-changes": (d) => `Cambios sen publicar do proxecto${guillemets(d, "title", "slug")} descartados`,
      "project.delete": (d) => `Proxecto${guillemets(d, "title", "slug")} eliminado`,
      "project.schedule": (d) => `Programación do proxecto${guillemets(d, "title", "slug")} gardada`,
      "project.scheduled-publish": (d) => `Proxecto${guillemets(d, "title", "slug")} publicado á hora programada`,
      "project.scheduled-unpublish": (d) => `Proxecto${guillemets(d, "title", "slug")} retirado á hora programada`,
      "project.cover": (d) => (str(d, "cover") ? "Portada dun proxecto cambiada" : "Portada dun proxecto quitada"),
      "project-revision.restore": (d) =>
        `Versión anterior do proxecto${guillemets(d, "title", "slug")} restaurada${d?.published === true ? " nos seus cambios sen publicar" : ""}`,
      "project-image.add": (d) => `${plural("gl", num(d, "images") ?? 1, { one: "Imaxe engadida", other: "# imaxes engadidas" })} a un proxecto`,
      "project-image.caption": () => "Lenda dunha imaxe de proxecto cambiada",
      "project-image.delete": () => "Imaxe de proxecto eliminada",
      "project-image.move": () => "Imaxe de proxecto cambiada de orde",
      "project-image.type": (d) => {
        const type = word(d, "type", glImageType);
        return type ? `Imaxe de proxecto pasada a «${type}»` : "Tipo dunha imaxe de proxecto cambiado";
      },
      "project-video.add": (d) => `Vídeo${guillemets(d, "title")} engadido a un proxecto`,
      "project-video.delete": () => "Vídeo de proxecto eliminado",
      "block.create": (d) => `${glBlock(d)} engadido a un proxecto`,
      "block.update": (d) => `${glBlock(d)} dun proxecto actualizado`,
      "block.delete": (d) => `${glBlock(d)} dun proxecto eliminado`,
      "block.reorder": () => "Bloques de contido dun proxecto reordenados",
      "hero-image.create": (d) => `Imaxe de portada${guillemets(d, "title")} engadida`,
      "hero-image.update": (d) => `Imaxe de portada${guillemets(d, "title")} actualizada`,
      "hero-image.delete": (d) => `Imaxe de portada${guillemets(d, "title")} eliminada`,
      "hero-image.move": () => "Imaxe de portada cambiada de orde",
      "hero-image.set-active": (d) => `Imaxe de portada${guillemets(d, "title")} ${d?.isActive === false ? "desactivada" : "activada"}`,
      "about-image.create": () => `Imaxe de ${glAbout} engadida`,
      "about-image.update": () => `Imaxe de ${glAbout} actualizada`,
      "about-image.delete": () => `Imaxe de ${glAbout} eliminada`,
      "about-image.reorder": () => `Imaxes de ${glAbout} reordenadas`,
      "contact-message.status": (d) => {
        const status = word(d, "status", glStatus);
        return status ? `Mensaxe de contacto marcada como ${status}` : "Estado dunha mensaxe de contacto cambiado";
      },
      "contact-message.delete": () => "Mensaxe de contacto eliminada",
      "contact-message.delete-all": (d) => {
        const n = num(d, "deleted");
        return n === null
          ? "Mensaxes de contacto eliminadas"
          : plural("gl", n, { one: "1 mensaxe de contacto eliminada", other: "# mensaxes de contacto eliminadas" });
      },
      "contact-message.retry-notification": () => "Aviso por correo dunha mensaxe de contacto reenviado",
      "lead.stage": (d) => {
        const stage = word(d, "to", leadAdminMessages.gl.stages);
        return stage ? `Oportunidade movida a «${stage}»` : "Etapa dunha oportunidade cambiada";
      },
      "lead.assign": (d) => (str(d, "to") ? "Oportunidade asignada" : "Oportunidade sen responsable"),
      "lead.next-action": () => "Próxima acción dunha oportunidade gardada",
      "lead.value": () => "Valor estimado dunha oportunidade gardado",
      "lead.note": () => "Nota engadida a unha oportunidade",
      "lead.create": () => "Oportunidade engadida a man",
      "settings.update": () => "Configuración do sitio actualizada",
      "settings.restore": () => "Restaurada unha versión anterior da configuración do sitio",
      "settings.confirm-translation": (d) => `Tradución${glInto(d)} da configuración do sitio confirmada`,
      "category.confirm-translation": (d) => `Tradución${glInto(d)} da categoría${guillemets(d, "name")} confirmada`,
      "project.confirm-translation": (d) => `Tradución${glInto(d)} do proxecto${guillemets(d, "title", "slug")} confirmada`,
      "block.confirm-translation": (d) => `Tradución${glInto(d)} dun bloque de contido confirmada`,
      "hero-image.confirm-translation": (d) => `Tradución${glInto(d)} dunha imaxe de portada confirmada`,
      "about-image.confirm-translation": (d) => `Tradución${glInto(d)} dunha imaxe de ${glAbout} confirmada`,
      "settings.test-email": (d) => (d?.ok === false ? `Fallou o correo de proba${glTo(d)}` : `Correo de proba enviado${glTo(d)}`),
      "user.grant-admin": (d) => `Rol de administrador concedido${glEmail(d)}`,
      "user.revoke-admin": (d) => `Rol de administrador retirado${glEmail(d)}`,
      "user.set-role": (d) => {
        const role = word(d, "role", { admin: "administrador", editor: "editor", comercial: "comercial", none: "sen acceso" });
        return `Rol${str(d, "email") ? ` de ${str(d, "email")}` : ""} cambiado${role ? ` a ${role}` : ""}`;
      },
      "review.create": () => "Recensión engadida",
      "review.update": () => "Recensión actualizada",
      "review.set-status": (d) => (d?.to === "published" ? "Recensión publicada" : d?.to === "hidden" ? "Recensión agochada" : "Recensión devolta a pendente"),
      "review.reply": (d) => (d?.replied === false ? "Resposta a unha recensión retirada" : "Resposta a unha recensión gardada"),
      "review.delete": () => "Recensión eliminada",
      "review-request.create": () => "Ligazón para recensión creada",
      "review-request.revoke": () => "Ligazón para recensión revogada",
      "lead.export": (d) => {
        const n = num(d, "leads");
        return n === null
          ? "Datos de consultas exportados por petición da persoa"
          : `Datos de ${plural("gl", n, { one: "1 consulta", other: "# consultas" })} exportados por petición da persoa`;
      },
      "lead.erase": (d) => {
        const n = num(d, "erased");
        return n === null
          ? "Consultas borradas por petición da persoa"
          : plural("gl", n, { one: "1 consulta borrada por petición da persoa", other: "# consultas borradas por petición da persoa" });
      },
      "lead.retention-block": (d) => {
        const n = num(d, "blocked");
        return n === null
          ? "Consultas bloqueadas ao rematar o seu prazo de conservación"
          : plural("gl", n, {
              one: "1 consulta bloqueada ao rematar o seu prazo de conservación",
              other: "# consultas bloqueadas ao rematar o seu prazo de conservación",
            });
      },
      "lead.retention-erase": (d) => {
        const n = num(d, "erased");
        return n === null
          ? "Consultas bloqueadas borradas ao rematar o seu prazo de bloqueo"
          : plural("gl", n, {
              one: "1 consulta bloqueada borrada ao rematar o seu prazo de bloqueo",
              other: "# consultas bloqueadas borradas ao rematar o seu prazo de bloqueo",
            });
      },
      "project-preview.create": () => "Ligazón de vista previa dun proxecto creada",
      "project-preview.revoke": () => "Ligazón de vista previa dun proxecto revogada",
      "demo.remove": (d) => {
        const n = num(d, "projects");
        return n === null
          ? "Contido de demostración eliminado"
          : `Contido de demostración eliminado (${plural("gl", n, { one: "1 proxecto", other: "# proxectos" })})`;
      },
    },
    other: (entity, d) => `Cambio en ${pick(glEntities, entity) ?? "o panel"}${guillemets(d, "name", "title", "email", "slug")}`,
  },
  pt: {
    title: "Atividade recente",
    description: "As últimas alterações feitas no painel.",
    empty: "Ainda não há atividade registrada.",
    deletedUser: "Usuário excluído",
    byCustomer: "Um cliente, com o seu link de avaliação",
    bySchedule: "Automático, no horário agendado",
    byRetention: "Automático, pelos prazos de conservação de consultas",
    sentences: {
      "category.create": (d) => `Categoria${guillemets(d, "name")} criada`,
      "category.update": (d) => `Categoria${guillemets(d, "name")} atualizada`,
      "category.delete": (d) => `Categoria${guillemets(d, "name")} excluída`,
      "project.create": (d) => `Projeto${guillemets(d, "title", "slug")} criado`,
      "project.update": (d) => {
        if (d?.unpublishedChanges === true) return `Alterações não publicadas do projeto${guillemets(d, "title", "slug")} salvas`;
        const [slug, previous] = [str(d, "slug"), str(d, "previousSlug")];
        const moved = slug && previous && slug !== previous ? `; seu endereço passa de /projeto/${previous} para /projeto/${slug}` : "";
        return `Projeto${guillemets(d, "title", "slug")} atualizado${moved}`;
      },
      "project.publish-changes": (d) => {
        const [slug, previous] = [str(d, "slug"), str(d, "previousSlug")];
        const moved = slug && previous && slug !== previous ? `; seu endereço passa de /projeto/${previous} para /projeto/${slug}` : "";
        return `Alterações do projeto${guillemets(d, "title", "slug")} publicadas${moved}`;
      },
      "project.discard-changes": (d) => `Alterações não publicadas do projeto${guillemets(d, "title", "slug")} descartadas`,
      "project.delete": (d) => `Projeto${guillemets(d, "title", "slug")} excluído`,
      "project.schedule": (d) => `Agendamento do projeto${guillemets(d, "title", "slug")} salvo`,
      "project.scheduled-publish": (d) => `Projeto${guillemets(d, "title", "slug")} publicado no horário agendado`,
      "project.scheduled-unpublish": (d) => `Projeto${guillemets(d, "title", "slug")} retirado no horário agendado`,
      "project.cover": (d) => (str(d, "cover") ? "Capa de um projeto alterada" : "Capa de um projeto removida"),
      "project-revision.restore": (d) =>
        `Versão anterior do projeto${guillemets(d, "title", "slug")} restaurada${d?.published === true ? " nas suas alterações não publicadas" : ""}`,
      "project-image.add": (d) => `${plural("pt", num(d, "images") ?? 1, { one: "Imagem adicionada", other: "# imagens adicionadas" })} a um projeto`,
      "project-image.caption": () => "Legenda de uma imagem de projeto alterada",
      "project-image.delete": () => "Imagem de projeto excluída",
      "project-image.move": () => "Imagem de projeto mudada de ordem",
      "project-image.type": (d) => {
        const type = word(d, "type", ptImageType);
        return type ? `Imagem de projeto passada para «${type}»` : "Tipo de uma imagem de projeto alterado";
      },
      "project-video.add": (d) => `Vídeo${guillemets(d, "title")} adicionado a um projeto`,
      "project-video.delete": () => "Vídeo de projeto removido",
      "block.create": (d) => `${ptBlock(d)} adicionado a um projeto`,
      "block.update": (d) => `${ptBlock(d)} de um projeto atualizado`,
      "block.delete": (d) => `${ptBlock(d)} de um projeto removido`,
      "block.reorder": () => "Blocos de conteúdo de um projeto reordenados",
      "hero-image.create": (d) => `Imagem de capa${guillemets(d, "title")} adicionada`,
      "hero-image.update": (d) => `Imagem de capa${guillemets(d, "title")} atualizada`,
      "hero-image.delete": (d) => `Imagem de capa${guillemets(d, "title")} excluída`,
      "hero-image.move": () => "Imagem de capa mudada de ordem",
      "hero-image.set-active": (d) => `Imagem de capa${guillemets(d, "title")} ${d?.isActive === false ? "desativada" : "ativada"}`,
      "about-image.create": () => `Imagem de ${ptAbout} adicionada`,
      "about-image.update": () => `Imagem de ${ptAbout} atualizada`,
      "about-image.delete": () => `Imagem de ${ptAbout} excluída`,
      "about-image.reorder": () => `Imagens de ${ptAbout} reordenadas`,
      "contact-message.status": (d) => {
        const status = word(d, "status", ptStatus);
        return status ? `Mensagem de contato marcada como ${status}` : "Status de uma mensagem de contato alterado";
      },
      "contact-message.delete": () => "Mensagem de contato excluída",
      "contact-message.delete-all": (d) => {
        const n = num(d, "deleted");
        return n === null
          ? "Mensagens de contato excluídas"
          : plural("pt", n, { one: "1 mensagem de contato excluída", other: "# mensagens de contato excluídas" });
      },
      "contact-message.retry-notification": () => "Aviso por e-mail de uma mensagem de contato reenviado",
      "lead.stage": (d) => {
        const stage = word(d, "to", leadAdminMessages.pt.stages);
        return stage ? `Oportunidade movida para “${stage}”` : "Etapa de uma oportunidade alterada";
      },
      "lead.assign": (d) => (str(d, "to") ? "Oportunidade atribuída" : "Oportunidade sem responsável"),
      "lead.next-action": () => "Próxima ação de uma oportunidade salva",
      "lead.value": () => "Valor estimado de uma oportunidade salvo",
      "lead.note": () => "Nota adicionada a uma oportunidade",
      "lead.create": () => "Oportunidade adicionada manualmente",
      "settings.update": () => "Configurações do site atualizadas",
      "settings.restore": () => "Restaurada uma versão anterior das configurações do site",
      "settings.confirm-translation": (d) => `Tradução${ptInto(d)} das configurações do site confirmada`,
      "category.confirm-translation": (d) => `Tradução${ptInto(d)} da categoria${guillemets(d, "name")} confirmada`,
      "project.confirm-translation": (d) => `Tradução${ptInto(d)} do projeto${guillemets(d, "title", "slug")} confirmada`,
      "block.confirm-translation": (d) => `Tradução${ptInto(d)} de um bloco de conteúdo confirmada`,
      "hero-image.confirm-translation": (d) => `Tradução${ptInto(d)} de uma imagem de capa confirmada`,
      "about-image.confirm-translation": (d) => `Tradução${ptInto(d)} de uma imagem de ${ptAbout} confirmada`,
      "settings.test-email": (d) => (d?.ok === false ? `Falha no e-mail de teste${ptTo(d)}` : `E-mail de teste enviado${ptTo(d)}`),
      "user.grant-admin": (d) => `Papel de administrador concedido${ptEmail(d)}`,
      "user.revoke-admin": (d) => `Papel de administrador retirado${ptEmail(d)}`,
      "user.set-role": (d) => {
        const role = word(d, "role", { admin: "administrador", editor: "editor", comercial: "comercial", none: "sem acesso" });
        return `Papel${str(d, "email") ? ` de ${str(d, "email")}` : ""} alterado${role ? ` para ${role}` : ""}`;
      },
      "review.create": () => "Avaliação adicionada",
      "review.update": () => "Avaliação atualizada",
      "review.set-status": (d) =>
        d?.to === "published" ? "Avaliação publicada" : d?.to === "hidden" ? "Avaliação ocultada" : "Avaliação devolvida a pendente",
      "review.reply": (d) => (d?.replied === false ? "Resposta a uma avaliação removida" : "Resposta a uma avaliação salva"),
      "review.delete": () => "Avaliação excluída",
      "review-request.create": () => "Link de avaliação criado",
      "review-request.revoke": () => "Link de avaliação revogado",
      "lead.export": (d) => {
        const n = num(d, "leads");
        return n === null
          ? "Dados de consultas exportados a pedido da pessoa"
          : `Dados de ${plural("pt", n, { one: "1 consulta", other: "# consultas" })} exportados a pedido da pessoa`;
      },
      "lead.erase": (d) => {
        const n = num(d, "erased");
        return n === null
          ? "Consultas apagadas a pedido da pessoa"
          : plural("pt", n, { one: "1 consulta apagada a pedido da pessoa", other: "# consultas apagadas a pedido da pessoa" });
      },
      "lead.retention-block": (d) => {
        const n = num(d, "blocked");
        return n === null
          ? "Consultas bloqueadas ao fim do prazo de conservação"
          : plural("pt", n, { one: "1 consulta bloqueada ao fim do prazo de conservação", other: "# consultas bloqueadas ao fim do prazo de conservação" });
      },
      "lead.retention-erase": (d) => {
        const n = num(d, "erased");
        return n === null
          ? "Consultas bloqueadas apagadas ao fim do prazo de bloqueio"
          : plural("pt", n, {
              one: "1 consulta bloqueada apagada ao fim do prazo de bloqueio",
              other: "# consultas bloqueadas apagadas ao fim do prazo de bloqueio",
            });
      },
      "project-preview.create": () => "Link de pré-visualização de um projeto criado",
      "project-preview.revoke": () => "Link de pré-visualização de um projeto revogado",
      "demo.remove": (d) => {
        const n = num(d, "projects");
        return n === null
          ? "Conteúdo de demonstração excluído"
          : `Conteúdo de demonstração excluído (${plural("pt", n, { one: "1 projeto", other: "# projetos" })})`;
      },
    },
    other: (entity, d) => `Alteração em ${pick(ptEntities, entity) ?? "o painel"}${guillemets(d, "name", "title", "email", "slug")}`,
  },
  en: {
    title: "Recent activity",
    description: "The latest changes made in the panel.",
    empty: "No activity recorded yet.",
    deletedUser: "Deleted user",
    byCustomer: "A customer, through their review link",
    bySchedule: "Automatic, at the scheduled time",
    byRetention: "Automatic, by the enquiries' retention periods",
    sentences: {
      "category.create": (d) => `Category${curly(d, "name")} created`,
      "category.update": (d) => `Category${curly(d, "name")} updated`,
      "category.delete": (d) => `Category${curly(d, "name")} deleted`,
      "project.create": (d) => `Project${curly(d, "title", "slug")} created`,
      "project.update": (d) => {
        if (d?.unpublishedChanges === true) return `Unpublished changes to project${curly(d, "title", "slug")} saved`;
        const [slug, previous] = [str(d, "slug"), str(d, "previousSlug")];
        const moved = slug && previous && slug !== previous ? `; its address moves from /projeto/${previous} to /projeto/${slug}` : "";
        return `Project${curly(d, "title", "slug")} updated${moved}`;
      },
      "project.publish-changes": (d) => {
        const [slug, previous] = [str(d, "slug"), str(d, "previousSlug")];
        const moved = slug && previous && slug !== previous ? `; its address moves from /projeto/${previous} to /projeto/${slug}` : "";
        return `Changes to project${curly(d, "title", "slug")} published${moved}`;
      },
      "project.discard-changes": (d) => `Unpublished changes to project${curly(d, "title", "slug")} discarded`,
      "project.delete": (d) => `Project${curly(d, "title", "slug")} deleted`,
      "project.schedule": (d) => `Schedule of project${curly(d, "title", "slug")} saved`,
      "project.scheduled-publish": (d) => `Project${curly(d, "title", "slug")} published at its scheduled time`,
      "project.scheduled-unpublish": (d) => `Project${curly(d, "title", "slug")} withdrawn at its scheduled time`,
      "project.cover": (d) => (str(d, "cover") ? "A project's cover changed" : "A project's cover removed"),
      "project-revision.restore": (d) =>
        `Earlier version of project${curly(d, "title", "slug")} restored${d?.published === true ? " into its unpublished changes" : ""}`,
      "project-image.add": (d) => `${plural("en", num(d, "images") ?? 1, { one: "Image", other: "# images" })} added to a project`,
      "project-image.caption": () => "A project image's caption changed",
      "project-image.delete": () => "Project image deleted",
      "project-image.move": () => "Project image moved",
      "project-image.type": (d) => {
        const type = word(d, "type", enImageType);
        return type ? `Project image moved to “${type}”` : "A project image's type changed";
      },
      "project-video.add": (d) => `Video${curly(d, "title")} added to a project`,
      "project-video.delete": () => "Project video removed",
      "block.create": (d) => `${enBlock(d)} added to a project`,
      "block.update": (d) => `${enBlock(d)} of a project updated`,
      "block.delete": (d) => `${enBlock(d)} of a project deleted`,
      "block.reorder": () => "A project's content blocks reordered",
      "hero-image.create": (d) => `Cover image${curly(d, "title")} added`,
      "hero-image.update": (d) => `Cover image${curly(d, "title")} updated`,
      "hero-image.delete": (d) => `Cover image${curly(d, "title")} deleted`,
      "hero-image.move": () => "Cover image moved",
      "hero-image.set-active": (d) => `Cover image${curly(d, "title")} ${d?.isActive === false ? "deactivated" : "activated"}`,
      "about-image.create": () => `${enAbout} image added`,
      "about-image.update": () => `${enAbout} image updated`,
      "about-image.delete": () => `${enAbout} image deleted`,
      "about-image.reorder": () => `${enAbout} images reordered`,
      "contact-message.status": (d) => {
        const status = word(d, "status", enStatus);
        return status ? `Contact message marked as ${status}` : "A contact message's status changed";
      },
      "contact-message.delete": () => "Contact message deleted",
      "contact-message.delete-all": (d) => {
        const n = num(d, "deleted");
        return n === null ? "Contact messages deleted" : plural("en", n, { one: "1 contact message deleted", other: "# contact messages deleted" });
      },
      "contact-message.retry-notification": () => "A contact message's email notice resent",
      "lead.stage": (d) => {
        const stage = word(d, "to", leadAdminMessages.en.stages);
        return stage ? `Lead moved to “${stage}”` : "A lead's stage changed";
      },
      "lead.assign": (d) => (str(d, "to") ? "Lead assigned" : "Lead unassigned"),
      "lead.next-action": () => "A lead's next action saved",
      "lead.value": () => "A lead's estimated value saved",
      "lead.note": () => "Note added to a lead",
      "lead.create": () => "Lead added by hand",
      "settings.update": () => "Site settings updated",
      "settings.restore": () => "An earlier version of the site settings restored",
      "settings.confirm-translation": (d) => `${enTranslation(d)} of the site settings confirmed`,
      "category.confirm-translation": (d) => `${enTranslation(d)} of the category${curly(d, "name")} confirmed`,
      "project.confirm-translation": (d) => `${enTranslation(d)} of the project${curly(d, "title", "slug")} confirmed`,
      "block.confirm-translation": (d) => `${enTranslation(d)} of a content block confirmed`,
      "hero-image.confirm-translation": (d) => `${enTranslation(d)} of a cover image confirmed`,
      "about-image.confirm-translation": (d) => `${enTranslation(d)} of an ${enAbout} image confirmed`,
      "settings.test-email": (d) => (d?.ok === false ? `Test email failed${enTo(d)}` : `Test email sent${enTo(d)}`),
      "user.grant-admin": (d) => `Administrator role granted${str(d, "email") ? ` to ${str(d, "email")}` : ""}`,
      "user.revoke-admin": (d) => `Administrator role withdrawn${str(d, "email") ? ` from ${str(d, "email")}` : ""}`,
      "user.set-role": (d) => {
        const role = word(d, "role", { admin: "administrator", editor: "editor", comercial: "sales", none: "no access" });
        return `Role${str(d, "email") ? ` of ${str(d, "email")}` : ""} changed${role ? ` to ${role}` : ""}`;
      },
      "review.create": () => "Review added",
      "review.update": () => "Review updated",
      "review.set-status": (d) => (d?.to === "published" ? "Review published" : d?.to === "hidden" ? "Review hidden" : "Review set back to pending"),
      "review.reply": (d) => (d?.replied === false ? "Reply to a review removed" : "Reply to a review saved"),
      "review.delete": () => "Review deleted",
      "review-request.create": () => "Review link created",
      "review-request.revoke": () => "Review link revoked",
      "lead.export": (d) => {
        const n = num(d, "leads");
        return n === null
          ? "Enquiry data exported at the person's request"
          : `Data of ${plural("en", n, { one: "1 enquiry", other: "# enquiries" })} exported at the person's request`;
      },
      "lead.erase": (d) => {
        const n = num(d, "erased");
        return n === null
          ? "Enquiries erased at the person's request"
          : plural("en", n, { one: "1 enquiry erased at the person's request", other: "# enquiries erased at the person's request" });
      },
      "lead.retention-block": (d) => {
        const n = num(d, "blocked");
        return n === null
          ? "Enquiries blocked at the end of their retention period"
          : plural("en", n, { one: "1 enquiry blocked at the end of its retention period", other: "# enquiries blocked at the end of their retention period" });
      },
      "lead.retention-erase": (d) => {
        const n = num(d, "erased");
        return n === null
          ? "Blocked enquiries erased at the end of their blocking period"
          : plural("en", n, {
              one: "1 blocked enquiry erased at the end of its blocking period",
              other: "# blocked enquiries erased at the end of their blocking period",
            });
      },
      "project-preview.create": () => "Project preview link created",
      "project-preview.revoke": () => "Project preview link revoked",
      "demo.remove": (d) => {
        const n = num(d, "projects");
        return n === null ? "Demo content deleted" : `Demo content deleted (${plural("en", n, { one: "1 project", other: "# projects" })})`;
      },
    },
    other: (entity, d) => `Change to ${pick(enEntities, entity) ?? "the panel"}${curly(d, "name", "title", "email", "slug")}`,
  },
};
