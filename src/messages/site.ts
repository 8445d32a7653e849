/** Public-site wording. Spec strings are verbatim; the rest is ours, in Spanish. */
export const siteMessages = {
  nav: [
    { id: "home", label: "Inicio" },
    { id: "about", label: "Sobre nosotros" },
    { id: "projects", label: "Proyectos" },
    { id: "contact", label: "Contacto" },
  ],
  menu: "Menú",
  closeMenu: "Cerrar menú",
  theme: { label: "Tema", light: "Claro", dark: "Oscuro", system: "Sistema" },
  requestQuote: "Solicitar presupuesto",
  viewProjects: "Ver proyectos",
  stats: [
    { value: "15+", label: "Años de experiencia" },
    { value: "500+", label: "Proyectos realizados" },
    { value: "100%", label: "Clientes satisfechos" },
  ],
  chat: {
    label: "Escríbenos por WhatsApp",
    greeting: "¡Hola! Me gustaría obtener más información sobre sus servicios.",
  },
  cookies: {
    text: "Usamos cookies y almacenamiento local solo para recordar sus preferencias (tema y consentimiento). No usamos cookies de publicidad.",
    accept: "Aceptar",
    decline: "Rechazar",
    close: "Cerrar",
    more: "Más información sobre privacidad",
  },
  imageError: "Error al cargar imagen",
  backToSite: "Volver al sitio web",
  carousel: {
    pause: "Pausar presentación",
    play: "Reanudar presentación",
    slide: (n: number, total: number) => `${n} de ${total}`,
    slideRole: "diapositiva",
  },
  footer: {
    contact: "Contacto",
    hours: "Horario",
    services: "Servicios",
    quickLinks: "Enlaces rápidos",
    privacy: "Política de privacidad",
    terms: "Términos de servicio",
    reply: "Respondemos en menos de 24h",
    rights: "Todos los derechos reservados.",
    follow: "Síguenos",
  },
} as const;
