import type { Catalogue } from "@/i18n/catalogue";

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
  setup: {
    title: "Primeros pasos",
    description: "Complete estos pasos para que el sitio muestre los datos de su empresa. Cada uno se marca solo cuando los datos están guardados.",
    progress: (done: number, total: number) => `${done} de ${total} completados`,
    done: "Hecho",
    pending: "Pendiente",
    steps: {
      company: { label: "Describa la empresa y sus datos de contacto", hint: "Descripción, dirección, teléfono y correo en Configuración." },
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
    setup: {
      title: "Primeiros pasos",
      description: "Complete estes pasos para que o sitio amose os datos da súa empresa. Cada un márcase só cando os datos están gardados.",
      progress: (done, total) => `${done} de ${total} completados`,
      done: "Feito",
      pending: "Pendente",
      steps: {
        company: { label: "Describa a empresa e os seus datos de contacto", hint: "Descrición, enderezo, teléfono e correo en Configuración." },
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
    setup: {
      title: "Primeiros passos",
      description: "Conclua estes passos para que o site mostre os dados da sua empresa. Cada um é marcado sozinho quando os dados estão salvos.",
      progress: (done, total) => `${done} de ${total} concluídos`,
      done: "Feito",
      pending: "Pendente",
      steps: {
        company: { label: "Descreva a empresa e seus dados de contato", hint: "Descrição, endereço, telefone e e-mail em Configurações." },
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
    setup: {
      title: "First steps",
      description: "Complete these steps so that the website shows your company's details. Each one ticks itself once the data is saved.",
      progress: (done, total) => `${done} of ${total} completed`,
      done: "Done",
      pending: "Pending",
      steps: {
        company: { label: "Describe the company and its contact details", hint: "Description, address, phone and email in Settings." },
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
